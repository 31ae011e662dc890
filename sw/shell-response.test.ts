import { describe, expect, it } from 'vitest';
import { shellForAnyPage } from './shell-response';

const preloads = '</assets/LoginPage.js>; rel=modulepreload; crossorigin, </specific/locales/en/panelist.json>; rel=preload; as=fetch';

describe('shellForAnyPage', () => {
  it('drops the preload links of the page the shell was cached as, and keeps the rest', async () => {
    const cached = new Response('<!doctype html><title>Panelist</title>', {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', link: preloads, 'content-security-policy': "default-src 'self'" },
    });
    const served = shellForAnyPage(cached);
    expect(served.headers.has('link')).toBe(false);
    expect(served.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(served.status).toBe(200);
    expect(await served.text()).toBe('<!doctype html><title>Panelist</title>');
  });

  it('gives a shell without links back as it is', () => {
    const cached = new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } });
    expect(shellForAnyPage(cached)).toBe(cached);
  });
});
