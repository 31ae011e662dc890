import { expect, type Locator, type Page } from '@playwright/test';
import { contrastRatio } from './contrast';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** The frame around every screen: header, sidebars, widgets, slider, footer and cookie notice. */
export class LayoutPage {
  readonly header: Locator;
  readonly mainNav: Locator;
  readonly menuButton: Locator;
  readonly mobileMenu: Locator;
  readonly leftSidebar: Locator;
  readonly rightSidebar: Locator;
  readonly mobileSlider: Locator;
  readonly cookieNotice: Locator;
  readonly languageSelector: Locator;
  readonly profileMenuButton: Locator;
  readonly main: Locator;
  readonly footer: Locator;
  /** The minimal frame of a member while access to the panel is restricted. */
  readonly restrictedLayout: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.mainNav = page.getByTestId('header-home').locator('xpath=ancestor::nav[1]');
    this.menuButton = page.getByTestId('mobile-menu-button');
    this.mobileMenu = page.getByTestId('mobile-menu');
    this.leftSidebar = page.getByTestId('left-sidebar');
    this.rightSidebar = page.getByTestId('right-sidebar');
    this.mobileSlider = page.getByTestId('mobile-slider');
    this.cookieNotice = page.getByTestId('cookie-notice');
    this.languageSelector = page.getByTestId('language-selector').first();
    this.profileMenuButton = page.getByTestId('profile-menu-button');
    this.main = page.getByRole('main');
    this.footer = page.getByRole('contentinfo');
    this.restrictedLayout = page.getByTestId('restricted-layout');
  }

  headerItem(name: 'home' | 'aboutUs' | 'aboutYou' | 'how' | 'prizes' | 'login'): Locator {
    return this.page.getByTestId(`header-${name}`);
  }

  /** The right-column widgets' names, in page order (desktop column or slider). */
  async widgetOrder(scope: Locator): Promise<string[]> {
    const ids = await scope.locator('[data-testid^="widget-"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
    return ids.map((id) => id.replace('widget-', ''));
  }

  async openMobileMenu(): Promise<void> {
    await this.menuButton.click();
    await expect(this.mobileMenu).toBeVisible();
  }

  /** The contrast of an element's text on its own background colour (an element that paints its background). */
  async textContrast(element: Locator): Promise<number> {
    const { color, background } = await element.evaluate((node) => {
      const style = getComputedStyle(node);
      return { color: style.color, background: style.backgroundColor };
    });
    return contrastRatio(color, background);
  }

  /** The contrast of the element's focus outline against the first opaque background behind it. */
  async focusRingContrast(element: Locator): Promise<number> {
    const { outline, background } = await element.evaluate((node) => {
      let behind: Element | null = node;
      let color = 'rgb(255, 255, 255)';
      while (behind) {
        const candidate = getComputedStyle(behind).backgroundColor;
        if (!/^rgba\(.*,\s*0\)$/.test(candidate) && candidate !== 'transparent') {
          color = candidate;
          break;
        }
        behind = behind.parentElement;
      }
      return { outline: getComputedStyle(node).outlineColor, background: color };
    });
    return contrastRatio(outline, background);
  }

  async scrollToBottom(): Promise<void> {
    await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  }

  /** Whether the element's centre is on screen and its own: nothing (a fixed notice) lies over it there. */
  async isUncovered(element: Locator): Promise<boolean> {
    return element.evaluate((node) => {
      const box = node.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= window.innerHeight) return false;
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && node.contains(top);
    });
  }

  async dismissCookieNotice(): Promise<void> {
    await this.cookieNotice.getByRole('button').click();
    await expect(this.cookieNotice).toBeHidden();
  }

  /** The carousel's visible slide (left carousel) or active slide (phone slider): its label or test id. */
  async shownSlide(carousel: 'left' | 'slider'): Promise<string | null> {
    return carousel === 'left'
      ? this.leftSidebar.locator('[data-testid^="left-slide-"]:visible').getAttribute('data-testid')
      : this.mobileSlider.locator('.swiper-slide-active').getAttribute('aria-label');
  }

  /** A carousel's dots, one button per slide. */
  slideDots(carousel: 'left' | 'slider'): Locator {
    return (carousel === 'left' ? this.leftSidebar : this.mobileSlider).getByRole('button', { name: /^Slide \d+ of \d+$/ });
  }

  playToggle(carousel: 'left' | 'slider'): Locator {
    return (carousel === 'left' ? this.leftSidebar : this.mobileSlider).getByTestId('carousel-play-toggle');
  }

  async chooseLanguage(code: 'en' | 'ru' | 'kk'): Promise<void> {
    await this.languageSelector.selectOption(code);
  }
}
