import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../helper';
import { failure } from '../factories/contract-client';

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'panelist-dist-'));

/** The build's manifest, with the login screen's chunk under the given name. */
function writeManifest(loginChunk: string): void {
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({
    'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_shell.js'] },
    '_shell.js': { file: 'assets/shell-1.js' },
    'src/features/polls/pages/PublicCardPage.tsx': { file: 'assets/PublicCardPage-2.js', imports: ['_shell.js', '_card.js'] },
    '_card.js': { file: 'assets/card-3.js', imports: ['_shell.js'], css: ['assets/card-3.css'] },
    'src/features/auth/LoginPage.tsx': { file: `assets/${loginChunk}`, imports: ['_shell.js', '_auth.js'] },
    'src/features/auth/RegisterPage.tsx': { file: 'assets/RegisterPage-5.js', imports: ['_shell.js', '_auth.js'] },
    '_auth.js': { file: 'assets/auth-6.js', imports: ['_shell.js'] },
  }));
}

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'specific', 'locales', 'en'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Panelist"}');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(join(dist, 'index.html.gz'), gzipSync('<!doctype html><div id="root"></div>'));
  writeFileSync(join(dist, 'specific', 'locales', 'en', 'panelist.json'), '{"common":{}}');
  // The build's manifest: the public card screen is a chunk of its own with a shared one (and its styles).
  mkdirSync(join(dist, '.vite'));
  writeManifest('LoginPage-4.js');
  t = await buildTestApp({ env: { DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built app', () => {
  it('serves the worker uncached and hashed assets for a year', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toMatch(/javascript/);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/manifest\+json/);
  });

  it('serves the chunks of a build made while the server runs, as the others', async () => {
    writeFileSync(join(dist, 'assets', 'index-new456.js'), 'console.log(2)');
    writeFileSync(join(dist, 'assets', 'index-new456.js.gz'), gzipSync('console.log(2)'));
    try {
      const chunk = await t.app.inject({ method: 'GET', url: '/assets/index-new456.js' });
      expect(chunk.statusCode).toBe(200);
      expect(chunk.body).toBe('console.log(2)');
      expect(chunk.headers['content-type']).toMatch(/javascript/);
      expect(chunk.headers['cache-control']).toContain('immutable');
      const compressed = await t.app.inject({ method: 'GET', url: '/assets/index-new456.js', headers: { 'accept-encoding': 'gzip' } });
      expect(compressed.headers['content-encoding']).toBe('gzip');
      // No folder, nothing hidden and nothing outside it through the same door: those are pages.
      expect(await t.app.inject({ method: 'GET', url: '/assets/../index.html' })).toMatchObject({ statusCode: 302, headers: { location: '/' } });
      for (const url of ['/assets/', '/assets/.hidden']) expect((await t.app.inject({ method: 'GET', url })).headers['content-type'], url).toMatch(/html/);
    } finally {
      rmSync(join(dist, 'assets', 'index-new456.js'));
      rmSync(join(dist, 'assets', 'index-new456.js.gz'));
    }
  });

  it("answers a file that is not there (an older build's chunk) 404, never with the app's page", async () => {
    for (const url of ['/assets/index-old999.js', '/assets/style-old.css', '/icons/missing.png', '/missing.webmanifest']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).not.toMatch(/html/);
    }
    // A page's address still gets the app, whatever its id looks like.
    expect((await t.app.inject({ method: 'GET', url: '/publicCardPage/12' })).headers['content-type']).toMatch(/html/);
  });

  it('sends the build\'s precompressed file to a client that accepts it, the plain one otherwise', async () => {
    const zipped = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    const shell = await t.app.inject({ method: 'GET', url: '/app/history', headers: { 'accept-encoding': 'gzip' } });
    expect(shell.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('serves the translations under /specific/locales and a JSON 404 for a missing one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/specific/locales/en/panelist.json' })).statusCode).toBe(200);
    const missing = await call(t.app, { method: 'GET', url: '/specific/locales/xx/panelist.json' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(103);
  });

  it('names the translation files of the visitor language in a preload header of the shell', async () => {
    const preloads = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/faq', headers })).headers.link;
    const file = (language: string) => `</specific/locales/${language}/panelist.json>; rel=preload; as=fetch; crossorigin=anonymous`;
    expect(await preloads({})).toBe(file('en'));
    // The app's rule: the language cookie, else the browser's first allowed language, with the default as fallback.
    expect(await preloads({ 'accept-language': 'de-DE, ru;q=0.9, kk;q=0.8' })).toBe(`${file('ru')}, ${file('en')}`);
    expect(await preloads({ 'accept-language': 'ru', cookie: 'language=kk' })).toBe(`${file('kk')}, ${file('en')}`);
    // Nothing a visitor sends reaches the header but an allowed language.
    expect(await preloads({ 'accept-language': '<x>;q=1, \u0000', cookie: 'language=%0d%0aX:1' })).toBe(file('en'));
    // An unknown API path: the point is that no API answer carries the page's preload header.
    const api = await t.app.inject({ method: 'GET', url: '/rest/nothing' });
    expect(api.headers.link).toBeUndefined();
  });

  it('preloads a public card for a visitor, never for a session or a bad id', async () => {
    const links = async (url: string, cookie?: string) => (await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).headers.link;
    // The Link header's text as the page sends it, not a call.
    const card = '</rest/widget/12>; rel=preload; as=fetch; crossorigin=anonymous';
    expect(await links('/publicCardPage/12')).toContain(card);
    // With a session the app sends credentials, so the preload would not be the app's request.
    expect(await links('/publicCardPage/12', 'globals_en=%7B%7D')).not.toContain('/rest/widget/');
    for (const url of ['/publicCardPage/0', '/publicCardPage/abc', '/publicCardPage/99999999999', '/publicCardPage/12/x', '/app/cardPage/12']) {
      expect(await links(url)).not.toContain('/rest/widget/');
    }
  });

  it("preloads the public card screen's own scripts and styles on its path only", async () => {
    const links = async (url: string, cookie?: string) => (await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).headers.link;
    // crossorigin on each: Vite fetches lazy chunks in CORS mode, and a preload must match to be used.
    const screen = '</assets/PublicCardPage-2.js>; rel=modulepreload; crossorigin, </assets/card-3.js>; rel=modulepreload; crossorigin, </assets/card-3.css>; rel=preload; as=style; crossorigin';
    expect(String(await links('/publicCardPage/12')).endsWith(`, ${screen}`)).toBe(true);
    // The screen is needed whoever opens the card; the shell's own chunks are already named by the page.
    expect(await links('/publicCardPage/12', 'globals_en=%7B%7D')).toContain(screen);
    expect(await links('/publicCardPage/12')).not.toContain('shell-1.js');
    for (const url of ['/login', '/register', '/app/cardPage/12']) expect(await links(url)).not.toContain('PublicCardPage');
  });

  it("preloads the sign-in screens' own scripts on their paths, so the first render waits for no round trip", async () => {
    const links = async (url: string) => String((await t.app.inject({ method: 'GET', url })).headers.link);
    const screen = (file: string) => `</assets/${file}>; rel=modulepreload; crossorigin, </assets/auth-6.js>; rel=modulepreload; crossorigin`;
    for (const url of ['/login', '/sign-in']) expect(await links(url), url).toMatch(new RegExp(`, ${screen('LoginPage-4.js')}$`));
    for (const url of ['/register', '/sign-up']) expect(await links(url), url).toMatch(new RegExp(`, ${screen('RegisterPage-5.js')}$`));
    for (const url of ['/app/', '/passForgot', '/publicCardPage/12']) expect(await links(url), url).not.toMatch(/LoginPage|RegisterPage/);
  });

  it('names the chunks of a build made while the server runs, not the old ones', async () => {
    const links = async () => String((await t.app.inject({ method: 'GET', url: '/login' })).headers.link);
    expect(await links()).toContain('</assets/LoginPage-4.js>');
    writeManifest('LoginPage-7.js');
    try {
      expect(await links()).toContain('</assets/LoginPage-7.js>');
      expect(await links()).not.toContain('LoginPage-4.js');
    } finally {
      writeManifest('LoginPage-4.js');
    }
  });

  it('answers every app route with the shell, and the API never with it', async () => {
    for (const url of ['/app/', '/app/history', '/publicCardPage/3', '/anything/else']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root">');
    }
    // An unknown route: no contract name exists for it.
    const api = await call(t.app, { method: 'GET', url: '/rest/no-such-call' });
    expect(api).toMatchObject(failure(404, 'notFound'));
    expect(api.body).toMatchObject({ error: 'Not Found' });
    // The API's path in capitals is still the API's: JSON, never the page a client cannot read.
    expect(await call(t.app, { method: 'GET', url: '/REST/user/1' })).toMatchObject(failure(404, 'notFound'));
  });

  it('lets any site frame the live-survey embed, and only it', async () => {
    const embed = await t.app.inject({ method: 'GET', url: '/live-survey-embed/4' });
    expect(embed.statusCode).toBe(200);
    expect(embed.headers['x-frame-options']).toBeUndefined();
    expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
    const app = await t.app.inject({ method: 'GET', url: '/app/history' });
    expect(app.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(app.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('sends / without a session cookie to /login, and serves the shell with one', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/' });
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe('/login');
    expect(visitor.headers['cache-control']).toBe('no-store');
    const cookie = `globals${t.siteConfig.cookieLocaleSuffix}`;
    const member = await t.app.inject({ method: 'GET', url: '/', cookies: { [cookie]: 'x' } });
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain('<div id="root">');
  });

  it('redirects /index.html and // to /', async () => {
    for (const url of ['/index.html', '//']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/');
    }
  });

  it('redirects a path a browser reads as another site\'s to /, on a listening server', async () => {
    // Sent as it is over a socket: inject would read `/\\host` as a host of its own.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    for (const path of ['/\\evil.example/login', '/\\/evil.example/login']) {
      const response = await new Promise<IncomingMessage>((resolve, reject) => get({ host: '127.0.0.1', port, path }, resolve).on('error', reject));
      response.resume();
      expect(response.statusCode, path).toBe(302);
      expect(response.headers.location, path).toBe('/');
    }
  });

  it("keeps the query on its redirects: a campaign's utm_source and an invite's recommender reach the app", async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/?a=1' });
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe('/login?a=1');
    const cases: [string, string][] = [
      ['/?utm_source=erg&recommendedBy=12', '/login?utm_source=erg&recommendedBy=12'],
      ['/index.html?utm_source=erg', '/?utm_source=erg'],
      ['/index.html?ref=7&x=a%20b', '/?ref=7&x=a%20b'],
      ['//?utm_source=erg', '/?utm_source=erg'],
    ];
    for (const [url, location] of cases) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(location);
    }
  });

  it('answers HEAD on pages and files as GET, without a body (uptime monitors)', async () => {
    const cookie = `globals${t.siteConfig.cookieLocaleSuffix}`;
    const cases: { url: string; cookies?: Record<string, string> }[] = [
      { url: '/' }, { url: '/', cookies: { [cookie]: 'x' } }, { url: '/login' }, { url: '/app/history' }, { url: '/index.html' },
      { url: '/sw.js' }, { url: '/assets/index-abc123.js' }, { url: '/assets/index-old999.js' }, { url: '/rest/nothing-here' },
    ];
    for (const { url, cookies } of cases) {
      const get = await t.app.inject({ method: 'GET', url, cookies });
      const head = await t.app.inject({ method: 'HEAD', url, cookies });
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.headers.location, url).toBe(get.headers.location);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.body, url).toBe('');
    }
  });
});
