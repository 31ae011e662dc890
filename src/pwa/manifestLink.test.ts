// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { linkManifest, manifestAddress } from './manifestLink';

function headWithManifest(href = '/manifest.webmanifest'): HTMLHeadElement {
  const head = document.createElement('head');
  head.innerHTML = `<link rel="icon" href="/favicon.ico"><link rel="manifest" href="${href}">`;
  return head;
}

describe('the manifest link', () => {
  it('is the shell\'s own manifest in English and a translation\'s one in any other language', () => {
    expect(manifestAddress('en')).toBe('/manifest.webmanifest');
    expect(manifestAddress('ru')).toBe('/manifest.ru.webmanifest');
    expect(manifestAddress('kk')).toBe('/manifest.kk.webmanifest');
  });

  it('follows the page\'s language, and back', () => {
    const head = headWithManifest();
    linkManifest('kk', head);
    expect(head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.kk.webmanifest');
    expect(head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.ico');
    linkManifest('en', head);
    expect(head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it('leaves an unchanged link alone (the browser would fetch the manifest again) and adds none to a page without one', () => {
    const head = headWithManifest('/manifest.ru.webmanifest');
    const link = head.querySelector('link[rel="manifest"]')!;
    let changes = 0;
    new MutationObserver((records) => (changes += records.length)).observe(link, { attributes: true });
    linkManifest('ru', head);
    const bare = document.createElement('head');
    linkManifest('ru', bare);
    expect(bare.children).toHaveLength(0);
    return Promise.resolve().then(() => expect(changes).toBe(0));
  });
});
