// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusMainIfLost, focusWasLost } from './focusAfterNavigation';

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
