// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusMainAfterPageChange, focusMainIfLost, focusWasLost } from './focusAfterNavigation';

afterEach(() => {
  document.body.innerHTML = '';
});

function page(): { main: HTMLElement; link: HTMLAnchorElement } {
  document.body.innerHTML = '<nav><a href="/app/history">My activity</a></nav><main id="main" tabindex="-1"><h1>Polls</h1><input aria-label="Name"></main>';
  return { main: document.getElementById('main')!, link: document.querySelector('a')! };
}

describe('focus after a page change', () => {
  it('is lost on the body, and moved to the main region', () => {
    const { main } = page();
    expect(focusWasLost(document)).toBe(true);
    focusMainIfLost(document);
    expect(document.activeElement).toBe(main);
  });

  it('is lost when the focused element was removed, and moved to the main region', () => {
    const { main, link } = page();
    link.focus();
    link.remove();
    focusMainIfLost(document);
    expect(document.activeElement).toBe(main);
  });

  it('is lost on an element the page change hid, and moved to the main region', () => {
    const { main, link } = page();
    link.focus();
    link.checkVisibility = () => false;
    focusMainIfLost(document);
    expect(document.activeElement).toBe(main);
  });

  it('stays where the member or the new screen put it', () => {
    const { link } = page();
    const field = document.querySelector('input')!;
    field.focus();
    focusMainIfLost(document);
    expect(document.activeElement).toBe(field);
    link.focus();
    expect(focusWasLost(document)).toBe(false);
  });
});

describe('focus after a page change, with a footer', () => {
  function pageWithFooter() {
    document.body.innerHTML = '<nav><a href="/app/history">My activity</a></nav><main id="main" tabindex="-1"><h1>Terms</h1><input aria-label="Name"></main><footer><a href="/app/privacy">Privacy</a></footer>';
    const [menuLink, footerLink] = [...document.querySelectorAll('a')];
    return { main: document.getElementById('main')!, menuLink: menuLink!, footerLink: footerLink!, field: document.querySelector('input')! };
  }

  it('moves focus left behind on the footer link the member followed to the main region', () => {
    const { main, footerLink } = pageWithFooter();
    footerLink.focus();
    focusMainAfterPageChange(document);
    expect(document.activeElement).toBe(main);
  });

  it('leaves focus before the main region (the menu) or inside it (a field the new screen focused), and moves lost focus', () => {
    const { main, menuLink, field } = pageWithFooter();
    menuLink.focus();
    focusMainAfterPageChange(document);
    expect(document.activeElement).toBe(menuLink);
    field.focus();
    focusMainAfterPageChange(document);
    expect(document.activeElement).toBe(field);
    field.blur();
    focusMainAfterPageChange(document);
    expect(document.activeElement).toBe(main);
  });
});
