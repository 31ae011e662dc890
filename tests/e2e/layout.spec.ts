import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AA_TEXT_CONTRAST } from './pages/contrast';
import { DESKTOP, LayoutPage, PHONE } from './pages/LayoutPage';
import { PanelApi } from './pages/PanelApi';
import { PollFeedPage } from './pages/PollFeedPage';
import { ProposeScreen } from './pages/ProposePage';
import { signIn } from './pages/signIn';
import { LoginScreen, PasswordScreens, RegisterScreen } from './pages/AuthPages';

/** Where an element ends on the right, in CSS pixels from the viewport's left edge. */
async function rightEdge(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  return box ? box.x + box.width : Infinity;
}

/** The words of an element's text that are laid out across two lines (broken in the middle). */
function wordsBrokenInTheMiddle(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/** Whether a text field's placeholder is shown whole: as wide as its text, in its font, at most as wide as the field's content box. */
function placeholderFits(field: Locator): Promise<boolean> {
  return field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return input.placeholder !== '' && context.measureText(input.placeholder).width <= room;
  });
}

/** Whether a list shows its chosen option whole: the option's text, in the list's font, fits the room beside its arrow. */
function chosenOptionFits(list: Locator): Promise<boolean> {
  return list.evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    // The arrow takes about one line's height at the right.
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - parseFloat(style.fontSize);
    const chosen = select.selectedOptions[0]?.text ?? '';
    return chosen !== '' && context.measureText(chosen).width <= room;
  });
}

/** How wide the page's content is, in CSS pixels: wider than the viewport when it scrolls sideways. */
function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test.describe('layout for visitors', () => {
  test('phone: compact header with a menu, and the cookie notice until dismissed', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const layout = new LayoutPage(page);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();

    await expect(layout.cookieNotice).toBeVisible();
    await expect(layout.cookieNotice.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');

    await expect(layout.menuButton).toBeVisible();
    await expect(layout.headerItem('login')).toHaveCount(0);
    await layout.openMobileMenu();
    await expect(layout.mobileMenu.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(layout.mobileMenu.getByRole('link', { name: 'Home' })).toBeVisible();
    await layout.mobileMenu.getByRole('link', { name: 'How it works' }).click();
    await expect(page).toHaveURL(/\/how$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How it works' })).toBeVisible();
    await expect(layout.mobileMenu).toBeHidden();

    await layout.openMobileMenu();
    await page.keyboard.press('Escape');
    await expect(layout.mobileMenu).toBeHidden();
    await expect(layout.menuButton).toBeFocused();

    // Chosen with the keyboard, the item leaves with its menu: focus goes on to the new page's content.
    await layout.openMobileMenu();
    await layout.mobileMenu.getByRole('link', { name: 'Log in' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await expect(layout.main).toBeFocused();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'How it works' })).toBeVisible();

    await layout.dismissCookieNotice();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'How it works' })).toBeVisible();
    await expect(layout.cookieNotice).toBeHidden();
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(layout.cookieNotice).toBeHidden();
  });

  for (const [name, size] of [['desktop', { width: 1280, height: 720 }], ['phone', { width: 375, height: 667 }]] as const) {
    test(`${name}: the cookie notice leaves the footer's links reachable at the bottom of the page`, async ({ page }) => {
      await page.setViewportSize(size);
      const layout = new LayoutPage(page);
      for (const path of ['/faq', '/login']) {
        await page.goto(path);
        await expect(layout.cookieNotice).toBeVisible();
        const terms = layout.footer.getByRole('link', { name: 'Terms', exact: true });
        await expect(terms).toBeAttached();
        // Tried again as a whole: the page may still settle (content, fonts) after the first scroll and move it back.
        await expect(async () => {
          await layout.scrollToBottom();
          await expect(terms).toBeInViewport({ timeout: 1000 });
          expect(await layout.isUncovered(terms), `${path}: the footer's Terms link is under the notice`).toBe(true);
          await terms.click({ trial: true, timeout: 1000 });
        }).toPass({ timeout: 10_000 });
      }
    });
  }

  for (const [name, size] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    test(`${name}: a toast shows above the cookie notice, hiding none of its text`, async ({ page }) => {
      await page.setViewportSize(size);
      const layout = new LayoutPage(page);
      const login = new LoginScreen(page);
      await login.open();
      await expect(layout.cookieNotice).toBeVisible();
      await login.signIn('demo@panelist.local', 'wrong-password');
      const toast = page.getByRole('alert').filter({ hasText: 'Incorrect password!' });
      await expect(toast).toBeVisible();
      await expect.poll(async () => {
        const [toastBox, noticeBox] = await Promise.all([toast.boundingBox(), layout.cookieNotice.boundingBox()]);
        return toastBox !== null && noticeBox !== null && toastBox.y + toastBox.height <= noticeBox.y;
      }, { message: 'the toast ends above the notice' }).toBe(true);
      expect(await layout.isUncovered(layout.cookieNotice.getByRole('paragraph'))).toBe(true);
      expect(await layout.isUncovered(layout.cookieNotice.getByRole('button'))).toBe(true);
    });
  }

  test('phone: a control focused with the keyboard is never under the cookie notice, and dismissing it keeps focus on the page', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const layout = new LayoutPage(page);
    const register = new RegisterScreen(page);
    await register.open();
    await expect(layout.cookieNotice).toBeVisible();
    await register.firstName.focus();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      if (await layout.cookieNotice.locator(':focus').count()) break;
      await expect.poll(() => layout.isUncovered(focused), { message: `${await focused.evaluate((node) => node.outerHTML.slice(0, 80))} is under the notice` }).toBe(true);
    }
    await layout.cookieNotice.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(layout.cookieNotice).toBeHidden();
    await expect(layout.main).toBeFocused();
  });

  test('each screen names the document, after a client-side navigation and in the chosen language', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const layout = new LayoutPage(page);
    await page.goto('/aboutUs');
    await expect(page).toHaveTitle('About us – Panelist');
    await layout.headerItem('login').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('Log in – Panelist');
    await layout.chooseLanguage('ru');
    await expect(page).toHaveTitle('Вход – Panelist');
  });

  test('desktop: header items for a visitor, and the language switch changes the texts', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const layout = new LayoutPage(page);
    await page.goto('/aboutUs');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    for (const item of ['home', 'aboutUs', 'how', 'prizes', 'login'] as const) await expect(layout.headerItem(item)).toBeVisible();
    await expect(layout.headerItem('aboutYou')).toHaveCount(0);
    await expect(layout.menuButton).toHaveCount(0);

    await layout.chooseLanguage('ru');
    await expect(page.getByRole('heading', { level: 1, name: 'О нас' })).toBeVisible();
    await expect(layout.headerItem('home')).toHaveText('Главная');
    await expect(layout.cookieNotice.getByRole('button')).toHaveText('Понятно');

    await layout.chooseLanguage('kk');
    await expect(page.getByRole('heading', { level: 1, name: 'Біз туралы' })).toBeVisible();
    await expect(layout.headerItem('login')).toHaveText('Кіру');
    // The choice is kept (the language cookie) for the visitor's next start.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Біз туралы' })).toBeVisible();

    await layout.chooseLanguage('en');
    await expect(layout.headerItem('home')).toHaveText('Home');
  });

  test('the page declares its icons, and they are there (the browser asks for no missing /favicon.ico)', async ({ page, request }) => {
    await page.goto('/login');
    for (const rel of ['icon', 'apple-touch-icon']) {
      const href = await page.locator(`head link[rel="${rel}"]`).getAttribute('href');
      expect(href, rel).toMatch(/^\/icons\//);
      expect((await request.get(href!)).status(), href!).toBe(200);
    }
  });

  test('narrowest phone (320 px), in Russian and Kazakh: the static pages\' long words wrap, and no page scrolls sideways', async ({ page }) => {
    const layout = new LayoutPage(page);
    for (const language of ['ru', 'kk'] as const) {
      await page.setViewportSize(DESKTOP);
      await page.goto('/privacy');
      await layout.chooseLanguage(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.setViewportSize({ width: 320, height: 640 });
      for (const path of ['/privacy', '/terms', '/faq', '/how', '/aboutUs', '/contact', '/prizes', '/disclaimer']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect.poll(() => pageWidth(page), { message: `${language} ${path}` }).toBeLessThanOrEqual(320);
      }
    }
  });

  test('a five-point scale breaks none of its answers\' words, side by side or one under another, in Russian and Kazakh', async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    for (const language of ['ru', 'kk'] as const) {
      await context.addCookies([{ name: 'language', value: language, url: baseURL! }]);
      // The embedded coffee survey of the language: its second question is the five-point agree scale, on a card 40rem wide.
      await page.goto(`/live-survey-embed/${language === 'ru' ? 3 : 4}`);
      const embedded = new PollFeedPage(page);
      await embedded.pressFirstChoice();
      const points = embedded.card.getByRole('group').getByRole('button');
      await expect(points).toHaveCount(5);
      for (const point of await points.all()) expect(await wordsBrokenInTheMiddle(point), `${language}: ${await point.textContent()}`).toEqual([]);
      for (const width of [1280, 800, 700]) {
        await page.setViewportSize({ width, height: 768 });
        await page.goto('/publicCardPage/13');
        const feedPoints = new PollFeedPage(page).card.getByRole('group').getByRole('button');
        await expect(feedPoints).toHaveCount(5);
        for (const point of await feedPoints.all()) expect(await wordsBrokenInTheMiddle(point), `${language} ${width}: ${await point.textContent()}`).toEqual([]);
      }
      await page.setViewportSize({ width: 1024, height: 768 });
    }
  });

  test('small phone (360 px), in Russian: a card\'s results break no word of an answer in the middle, its bar and share side by side below it', async ({ page, context, baseURL }) => {
    const small = { width: 360, height: 740 };
    await page.setViewportSize(small);
    await context.addCookies([{ name: 'language', value: 'ru', url: baseURL! }]);
    // A demo question on the five-point agree scale, whose Russian answers are the longest words.
    await page.goto('/publicCardPage/13');
    await new PollFeedPage(page).pressFirstChoice();
    // The answers' bars, then the same bars for each age group and gender.
    const rows = page.getByTestId('result-row');
    await expect(rows.first()).toContainText('Полностью не согласен');
    for (const row of await rows.all()) {
      expect(await wordsBrokenInTheMiddle(row), await row.textContent() ?? '').toEqual([]);
      await expect.poll(() => rightEdge(row)).toBeLessThanOrEqual(small.width);
    }
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(small.width);
  });

  test('the static pages have their content', async ({ page }) => {
    const pages: [string, string][] = [
      ['/terms', 'General Terms and Conditions'],
      ['/contact', 'Contact'],
      ['/prizes', 'Prizes'],
      ['/disclaimer', 'Disclaimer'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    await expect(page.getByText('Poll results published on Panelist')).toBeVisible();
  });

  test('a forged unsubscribe link says so', async ({ page }) => {
    await page.goto('/unsubscribe?u=1&s=forged-signature');
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    await expect(page.getByTestId('unsubscribe-outcome')).toHaveText(/invalid or has expired/);
  });
});

test('the signed unsubscribe link from the activation e-mail unsubscribes without signing in', async ({ page, request, outbox }) => {
  const member = await new PanelApi(request).registerMember(outbox);
  const link = await outbox.linkFor(member.email, '/unsubscribe');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByTestId('unsubscribe-outcome')).toHaveText('You have been unsubscribed. We will no longer send you contact e-mails.');
  const details = await request.get(`/rest/user/${member.userId}`, { headers: { authorization: member.authorization } });
  expect(((await details.json()) as { user: { user_agrees_contact: boolean } }).user.user_agrees_contact).toBe(false);
});

test.describe('layout for members', () => {
  /** The links the spec names, each to be the only one of its name on a page: a test or a screen reader finds it by that name. */
  const NAMED_LINKS = ['Convert your points', 'Polls', 'Submit a question', 'Invite friends', 'Contact', 'Privacy', 'Terms', 'FAQ', 'Home', 'About us', 'How it works', 'Prizes', 'Log in'];

  test('desktop: each link the spec names is the only one of its name, whichever slide shows', async ({ page, request, outbox }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/login');
    for (const role of ['link', 'button'] as const) {
      await expect(page.getByRole(role, { name: 'Log in' })).toHaveCount(1);
    }
    await page.goto('/publicCardPage/1');
    await expect(page.getByTestId('question-card')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Home' })).toHaveCount(1);

    const member = await new PanelApi(request).registerMember(outbox);
    await signIn(page, member.email, member.password);
    for (const path of ['/app', '/', '/prizes', '/app/stats/1', '/app/spendpoints']) {
      await page.goto(path);
      await expect(page.getByTestId('left-carousel')).toBeVisible();
      for (const name of NAMED_LINKS.filter((link) => link !== 'Log in')) {
        // Hidden ones too: the carousel's other slides show in turn.
        const count = await page.getByRole('link', { name, includeHidden: true }).count();
        expect(count, `${path}: links named "${name}"`).toBeLessThanOrEqual(1);
      }
    }
  });

  test('desktop: sidebars, widgets in order, profile menu, language switch and log out', async ({ page, request, outbox }) => {
    await page.setViewportSize(DESKTOP);
    const member = await new PanelApi(request).registerMember(outbox, { user_surname: 'Aruzhan', user_lastname: 'Layout' });
    const layout = new LayoutPage(page);
    await signIn(page, member.email, member.password);

    await expect(layout.leftSidebar).toBeVisible();
    await expect(layout.leftSidebar.getByTestId('user-name')).toHaveText('ARUZHAN LAYOUT');
    await expect(layout.leftSidebar.getByTestId('user-points')).toBeVisible();
    await expect(layout.leftSidebar.getByTestId('user-tickets')).toBeVisible();
    await expect(layout.leftSidebar.getByTestId('sidebar-convert')).toHaveText('Convert your points');
    await expect(layout.leftSidebar.getByTestId('sidebar-convert')).toHaveAttribute('href', '/app/spendpoints');
    const links = layout.leftSidebar.getByRole('navigation', { name: 'Panel links' });
    for (const name of ['Polls', 'Submit a question', 'Invite friends', 'Contact', 'Privacy', 'Terms', 'FAQ']) {
      await expect(links.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // The sidebar says which of its pages is shown, as the header does.
    await expect(links.getByRole('link', { name: 'Polls', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(links.getByRole('link', { name: 'Invite friends', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await expect(layout.leftSidebar.getByTestId('sidebar-predictor')).toHaveCount(0);
    await expect(layout.leftSidebar.getByTestId('left-carousel')).toBeVisible();

    await expect(layout.rightSidebar).toBeVisible();
    expect(await layout.widgetOrder(layout.rightSidebar)).toEqual(['surveys', 'promo', 'welcome', 'propose', 'social']);
    // The default seasonal promo (December 2020) is over: its widget says so instead of linking to the sale.
    await expect(layout.rightSidebar.getByTestId('widget-promo')).toContainText('5 tickets worth 200 points');
    await expect(layout.rightSidebar.getByTestId('widget-promo')).toContainText('This offer has ended.');
    await expect(layout.rightSidebar.getByRole('link', { name: 'Propose your question' })).toHaveAttribute('href', '/app/propose');
    await expect(layout.rightSidebar.getByRole('link', { name: 'See my surveys' })).toHaveAttribute('href', '/app/surveys');
    await expect(layout.mobileSlider).toHaveCount(0);
    await expect(layout.cookieNotice).toHaveCount(0);

    await expect(layout.headerItem('aboutYou')).toBeVisible();
    await expect(layout.headerItem('login')).toHaveCount(0);
    await layout.profileMenuButton.click();
    for (const name of ['My activity', 'Account Settings', 'Profile settings']) await expect(page.getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeHidden();
    // From the keyboard: Tab past its last item and the menu closes.
    await layout.profileMenuButton.press('Enter');
    await page.getByRole('button', { name: 'Log out' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeHidden();
    await expect(layout.profileMenuButton).toHaveAttribute('aria-expanded', 'false');
    // Its items' focus ring stands out on the white panel (3:1, as a control's outline must).
    await layout.profileMenuButton.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'My activity' })).toBeFocused();
    expect(await layout.focusRingContrast(page.getByRole('link', { name: 'My activity' }))).toBeGreaterThanOrEqual(3);
    await page.keyboard.press('Escape');

    await layout.chooseLanguage('ru');
    await expect(page.getByText('User language successfully changed!')).toBeVisible();
    await expect(layout.headerItem('home')).toHaveText('Главная');
    await expect(layout.leftSidebar.getByTestId('sidebar-convert')).toHaveText('Обменять баллы');
    await expect(layout.languageSelector).toBeEnabled();
    await expect.poll(async () => (await request.get(`/rest/user/${member.userId}`, { headers: { authorization: member.authorization } }).then((r) => r.json())).language.lang_panel_directory_name).toBe('ru');

    await layout.profileMenuButton.click();
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test("phone: the propose screen's choice editor fits the screen, its buttons and warnings in view", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'demo@panelist.local', 'panelist-demo');
    const propose = new ProposeScreen(page);
    await propose.open();
    await propose.format.selectOption({ label: 'My own choices' });
    await expect(propose.choiceInputs).toHaveCount(3);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    // Not cut off at the side (the buttons may be below the fold, under their text).
    await expect.poll(() => rightEdge(propose.deleteButtons.last())).toBeLessThanOrEqual(PHONE.width);
    // The text keeps most of its row (its placeholder readable), the move and delete buttons under it.
    const widthOf = async (locator: Locator) => (await locator.boundingBox())?.width ?? 0;
    await expect.poll(async () => (await widthOf(propose.choice(1))) / (await widthOf(propose.choices.first()))).toBeGreaterThan(0.75);
    await propose.submit.click();
    await expect(propose.toast('The question text is empty, please add text!')).toBeInViewport({ ratio: 1 });
  });

  const proposeTexts = [
    { language: 'en', format: 'Answer format', custom: 'My own choices', choices: 'Choices', limit: 'each at most 150 characters' },
    { language: 'ru', format: 'Формат ответа', custom: 'Свои варианты ответа', choices: 'Варианты ответа', limit: 'каждый не длиннее 150 символов' },
    { language: 'kk', format: 'Жауап форматы', custom: 'Өз жауап нұсқаларым', choices: 'Жауап нұсқалары', limit: 'әрқайсысы ең көбі 150 таңба' },
  ] as const;
  for (const { language, format, custom, choices, limit } of proposeTexts) {
    test(`phone, in ${language}: each choice's placeholder shows whole, and the choices' hint says how long one may be`, async ({ page, request, outbox }) => {
      await page.setViewportSize(PHONE);
      const member = await new PanelApi(request).registerMember(outbox, { user_language_string: language });
      await signIn(page, member.email, member.password);
      await page.goto('/app/propose');
      await page.getByRole('combobox', { name: format }).selectOption({ label: custom });
      const inputs = page.getByTestId('propose-choice').getByRole('textbox');
      await expect(inputs).toHaveCount(3);
      for (const input of await inputs.all()) expect(await placeholderFits(input), await input.getAttribute('placeholder') ?? '').toBe(true);
      await expect(page.getByRole('group', { name: choices })).toContainText(limit);
    });
  }

  for (const viewport of [DESKTOP, PHONE]) {
    test(`text at 200 % (${viewport.width} px): the columns give way to the content, and no screen scrolls sideways`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // The browser's text size setting, as a member with low vision sets it (not page zoom).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
      await signIn(page, 'demo@panelist.local', 'panelist-demo');
      const layout = new LayoutPage(page);
      for (const path of ['/app/history', '/app/top10', '/app/spendpoints', '/app/prizes', '/app/propose']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The sidebars' columns need 64em: at this text size the right column becomes the slider.
        await expect(layout.rightSidebar).toHaveCount(0);
        await expect(layout.mobileSlider).toBeVisible();
        await expect.poll(() => pageWidth(page), { message: path }).toBeLessThanOrEqual(viewport.width);
      }
    });
  }

  test('phone: a proposed question of one long word wraps inside My questions, every column in view', async ({ page, request, outbox }) => {
    await page.setViewportSize(PHONE);
    const api = new PanelApi(request);
    const member = await api.registerMember(outbox);
    await api.propose(member, `${'Why'.repeat(160)}?`, ['Yes', 'No']);
    await signIn(page, member.email, member.password);
    const propose = new ProposeScreen(page);
    await propose.open();
    await expect(propose.rows).toHaveCount(1);
    const status = propose.rows.getByRole('cell').nth(3);
    await expect(status).toHaveText('Stand-by');
    // The table needs no sideways scrolling: its last column ends inside the screen.
    await expect.poll(() => rightEdge(status)).toBeLessThanOrEqual(PHONE.width);
  });

  for (const { language, period, rows } of [{ language: 'ru', period: 'Период', rows: ['Сохранено', 'Сохранено'] }, { language: 'kk', period: 'Кезең', rows: ['Сақталды', 'Сақталды'] }] as const) {
    test(`beside both sidebars (1024 px), in ${language}: My activity fits its column whole, its period shown whole, and the profile menu opens inside the window`, async ({ page, request, outbox }) => {
      const besideSidebars = { width: 1024, height: 768 };
      await page.setViewportSize(besideSidebars);
      const member = await new PanelApi(request).registerMember(outbox, { user_language_string: language });
      await signIn(page, member.email, member.password);
      await page.goto('/app/history');
      const table = page.getByTestId('history-table');
      await expect(table.locator('tbody tr td:nth-child(4)')).toHaveText([...rows]);
      for (const cell of await table.getByRole('cell').all()) {
        expect(await wordsBrokenInTheMiddle(cell), await cell.textContent() ?? '').toEqual([]);
      }
      // The table is no wider than the column's scroll area: nothing of it is out of sight.
      expect(await table.evaluate((element) => element.getBoundingClientRect().width <= element.parentElement!.clientWidth)).toBe(true);
      expect(await chosenOptionFits(page.getByRole('combobox', { name: period }))).toBe(true);

      const layout = new LayoutPage(page);
      await layout.profileMenuButton.click();
      const menu = page.locator(`#${await layout.profileMenuButton.getAttribute('aria-controls')}`);
      await expect(menu).toBeVisible();
      const box = (await menu.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(besideSidebars.width);
      await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(besideSidebars.width);
    });
  }

  test('small phone (360 px), in Russian: My activity and My questions break no word in the middle and need no sideways scrolling', async ({ page, request, outbox }) => {
    const small = { width: 360, height: 740 };
    await page.setViewportSize(small);
    const api = new PanelApi(request);
    const member = await api.registerMember(outbox, { user_language_string: 'ru' });
    await api.propose(member, 'Удовлетворены ли вы качеством обслуживания в государственных учреждениях?', ['Да', 'Нет']);
    await signIn(page, member.email, member.password);
    await page.goto('/app/history');
    // Registered, activated, the question proposed; and the question in My questions.
    for (const [screen, table, rows] of [['/app/history', page.getByTestId('history-table'), 3], ['/app/propose', page.getByTestId('propose-table'), 1]] as const) {
      await page.goto(screen);
      await expect(table.locator('tbody tr')).toHaveCount(rows);
      for (const cell of await table.getByRole('cell').all()) {
        expect(await wordsBrokenInTheMiddle(cell), `${screen}: ${await cell.textContent()}`).toEqual([]);
        await expect.poll(() => rightEdge(cell)).toBeLessThanOrEqual(small.width);
      }
      await expect.poll(() => pageWidth(page), { message: screen }).toBeLessThanOrEqual(small.width);
    }
  });

  test('phone: My activity keeps its own short words whole (a Kazakh status), its columns in view', async ({ page, request, outbox }) => {
    await page.setViewportSize(PHONE);
    const member = await new PanelApi(request).registerMember(outbox, { user_language_string: 'kk' });
    await signIn(page, member.email, member.password);
    await page.goto('/app/history');
    // The fourth cell of each row: its status.
    const statuses = page.getByTestId('history-table').locator('tbody tr td:nth-child(4)');
    await expect(statuses).toHaveText(['Сақталды', 'Сақталды']);
    for (const status of await statuses.all()) {
      // The lines the word is laid out on: one, never "Сақтал" above "ды".
      const lines = await status.evaluate((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBe(1);
      await expect.poll(() => rightEdge(status)).toBeLessThanOrEqual(PHONE.width);
    }
  });

  test('beside the sidebars (768 px), in Kazakh: the contact details\' long labels wrap in their column, and the page does not scroll sideways', async ({ page, request, outbox }) => {
    const member = await new PanelApi(request).registerMember(outbox);
    await page.setViewportSize(DESKTOP);
    await signIn(page, member.email, member.password);
    await new LayoutPage(page).chooseLanguage('kk');
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto('/app/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Байланыс' })).toBeVisible();
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(768);
  });

  test('narrowest phone (320 px): the propose form fits whatever answer format is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signIn(page, 'demo@panelist.local', 'panelist-demo');
    const propose = new ProposeScreen(page);
    await propose.open();
    const formats = await propose.format.locator('option').allTextContents();
    expect(formats.length).toBeGreaterThan(1);
    for (const label of formats) {
      await propose.format.selectOption({ label });
      await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(320);
    }
  });

  test('phone: a footer link followed from the keyboard leaves the focus at the top of the new page, not out of sight at the bottom', async ({ page, request, outbox }) => {
    await page.setViewportSize(PHONE);
    const member = await new PanelApi(request).registerMember(outbox);
    const layout = new LayoutPage(page);
    await signIn(page, member.email, member.password);
    await page.goto('/app/terms');
    const privacy = layout.footer.getByRole('link', { name: 'Privacy' });
    await privacy.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/^[^?]*\/app\/privacy$/);
    await expect(page.locator('#main')).toBeFocused();
  });

  test('a menu item for the page already shown closes the menu and gives the focus back to its button; one for another page, to that page', async ({ page, request, outbox }) => {
    await page.setViewportSize(DESKTOP);
    const member = await new PanelApi(request).registerMember(outbox);
    const layout = new LayoutPage(page);
    await signIn(page, member.email, member.password);
    await page.goto('/app/history');
    await expect(page.getByRole('heading', { level: 1, name: 'My activity' })).toBeVisible();

    await layout.profileMenuButton.press('Enter');
    await page.getByRole('link', { name: 'My activity' }).press('Enter');
    await expect(page.getByRole('link', { name: 'My activity' })).toBeHidden();
    await expect(layout.profileMenuButton).toBeFocused();

    await layout.profileMenuButton.press('Enter');
    await page.getByRole('link', { name: 'Account Settings' }).press('Enter');
    await expect(page).toHaveURL(/\/app\/settings$/);
    await expect(layout.main).toBeFocused();

    await page.setViewportSize(PHONE);
    await layout.openMobileMenu();
    await layout.mobileMenu.getByRole('link', { name: 'Account Settings' }).press('Enter');
    await expect(layout.mobileMenu).toBeHidden();
    await expect(layout.menuButton).toBeFocused();
  });

  test('phone: the left menu moves into the mobile menu and the widgets become a one-slide slider', async ({ page, request, outbox }) => {
    await page.setViewportSize(PHONE);
    const member = await new PanelApi(request).registerMember(outbox, { user_surname: 'Timur', user_lastname: 'Phone' });
    const layout = new LayoutPage(page);
    await signIn(page, member.email, member.password);

    await expect(layout.mobileSlider).toBeVisible();
    await expect(layout.leftSidebar).toHaveCount(0);
    await expect(layout.rightSidebar).toHaveCount(0);
    const slide = layout.mobileSlider.locator('.swiper-slide-active');
    await expect(slide).toBeVisible();
    const [slider, active] = await Promise.all([layout.mobileSlider.locator('.swiper').boundingBox(), slide.boundingBox()]);
    expect(active?.width ?? 0).toBeGreaterThan((slider?.width ?? 0) * 0.9);

    // Every slide can be shown without swiping: its dot, from the keyboard.
    const count = await layout.mobileSlider.locator('.swiper-slide').count();
    expect(count).toBeGreaterThan(2);
    await layout.playToggle('slider').click();
    const third = layout.mobileSlider.getByRole('button', { name: `Slide 3 of ${count}`, exact: true });
    await third.focus();
    await page.keyboard.press('Enter');
    await expect(slide).toHaveAttribute('aria-label', `Slide 3 of ${count}`);
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(slide).toBeInViewport();
    // A finger's target: the dots and the toggle at least 44 px high.
    for (const target of [third, layout.playToggle('slider')]) expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

    await layout.openMobileMenu();
    await expect(layout.mobileMenu.getByTestId('user-name')).toHaveText('TIMUR PHONE');
    await expect(layout.mobileMenu.getByTestId('sidebar-polls')).toBeVisible();
    const convert = layout.mobileMenu.getByTestId('sidebar-convert');
    await expect(convert).toBeVisible();
    expect(await layout.textContrast(convert)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    await expect(layout.mobileMenu.getByRole('link', { name: 'My activity' })).toBeVisible();
    await expect(layout.mobileMenu.getByRole('button', { name: 'Log out' })).toBeVisible();
    expect((await layout.mobileMenu.getByRole('button', { name: 'Log out' }).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await layout.mobileMenu.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/^[^?]*\/app\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(layout.mobileMenu).toBeHidden();
  });

  for (const carousel of ['left', 'slider'] as const) {
    test(`${carousel === 'left' ? 'desktop: the left carousel' : 'phone: the widget slider'} stops and plays again with its Pause/Play button`, async ({ page, request, outbox }) => {
      await page.setViewportSize(carousel === 'left' ? DESKTOP : PHONE);
      await page.clock.install();
      const member = await new PanelApi(request).registerMember(outbox);
      const layout = new LayoutPage(page);
      await signIn(page, member.email, member.password);
      const toggle = layout.playToggle(carousel);
      await expect(toggle).toHaveText(/Pause slides/);

      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveText(/Play slides/);
      // Away from the carousel, where neither pointer nor focus pauses it.
      await page.mouse.move(0, 0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const stopped = await layout.shownSlide(carousel);
      await page.clock.runFor(12_000);
      expect(await layout.shownSlide(carousel)).toBe(stopped);

      await toggle.click();
      await expect(toggle).toHaveText(/Pause slides/);
      await page.mouse.move(0, 0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.clock.runFor(6_000);
      await expect.poll(() => layout.shownSlide(carousel)).not.toBe(stopped);
    });
  }

  for (const carousel of ['left', 'slider'] as const) {
    test(`${carousel === 'left' ? 'desktop: the left carousel' : 'phone: the widget slider'} holds its slide while the keyboard's focus is inside, and plays on once it leaves`, async ({ page, request, outbox }) => {
      await page.setViewportSize(carousel === 'left' ? DESKTOP : PHONE);
      await page.clock.install();
      const member = await new PanelApi(request).registerMember(outbox);
      const layout = new LayoutPage(page);
      await signIn(page, member.email, member.password);
      await expect(layout.playToggle(carousel)).toHaveText(/Pause slides/);
      await page.mouse.move(0, 0);

      // The focus on a dot of the slider, as a keyboard puts it there.
      await layout.slideDots(carousel).first().focus();
      const held = await layout.shownSlide(carousel);
      await page.clock.runFor(12_000);
      expect(await layout.shownSlide(carousel)).toBe(held);

      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.clock.runFor(6_000);
      await expect.poll(() => layout.shownSlide(carousel)).not.toBe(held);
    });

    test(`${carousel === 'left' ? 'desktop: the left carousel' : 'phone: the widget slider'} keeps its dots together on one line`, async ({ page, request, outbox }) => {
      await page.setViewportSize(carousel === 'left' ? DESKTOP : PHONE);
      const member = await new PanelApi(request).registerMember(outbox);
      const layout = new LayoutPage(page);
      await signIn(page, member.email, member.password);
      const dots = layout.slideDots(carousel);
      await expect(dots.last()).toBeVisible();
      const tops = await dots.evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
      expect(tops.length).toBeGreaterThan(1);
      expect(new Set(tops).size).toBe(1);
    });
  }

  test('tablet and small laptop: a five-point scale fits the column between the sidebars, and the page does not scroll sideways', async ({ page, request, outbox }) => {
    const member = await new PanelApi(request).registerMember(outbox);
    await signIn(page, member.email, member.password);
    const feed = new PollFeedPage(page);
    for (const width of [768, 820, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // The demo's satisfaction scale: its longest label words need the most room.
      await page.goto('/app/cardPage/2');
      await expect(feed.questionHeading).toHaveText('How satisfied are you with your mobile internet?');
      const points = feed.card.getByRole('button');
      await expect(points).toHaveCount(5);
      const cardEdge = await rightEdge(feed.card);
      for (const point of await points.all()) expect(await rightEdge(point), `${width} px`).toBeLessThanOrEqual(cardEdge);
      expect(cardEdge, `${width} px`).toBeLessThanOrEqual(width);
      expect(await pageWidth(page), `${width} px`).toBeLessThanOrEqual(width);
    }
  });

  test('desktop: with reduced motion the left carousel starts stopped, its button offering to play', async ({ page, request, outbox }) => {
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const member = await new PanelApi(request).registerMember(outbox);
    const layout = new LayoutPage(page);
    await signIn(page, member.email, member.password);
    await expect(layout.playToggle('left')).toHaveText(/Play slides/);
  });
});

test('radio buttons and agreement checkboxes are at least 24 by 24 px', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const atLeast24 = async (control: Locator) => {
    const box = await control.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
  };
  await page.goto('/passForgot');
  const password = new PasswordScreens(page);
  await expect(password.forgotHeading()).toBeVisible();
  await atLeast24(password.byEmail());
  await atLeast24(password.byPhone());

  await page.goto('/register');
  const register = new RegisterScreen(page);
  await expect(register.heading).toBeVisible();
  await atLeast24(register.agreeTerms);
  await atLeast24(register.agreeProcessing);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
});
