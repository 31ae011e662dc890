import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@contract/schemas/errors';
import { acceptLanguageTags, LANGUAGE_COOKIE, languagesToLoad, localePath } from '@contract/rules/initial-language';
import { sessionCookieName } from '@contract/rules/session-cookie';
import type { SiteConfig } from '@contract/schemas/site-config';
import { parseRecordId } from '@contract/rules/validation';
import { PRELOADED_SCREENS, preloadedScreenFor, screenPreloads, type Manifest, type PreloadedScreen } from './build-manifest';
import { publicCardIdSegment } from '@contract/rules/public-card-path';
import { isPageAddress } from '@contract/rules/page-address';
import { isOwnSitePath, pathOf, queryOf } from '../../lib/page-address';

/** The live-survey embed goes into iframes on other sites: any site may frame it, nothing else. */
function allowFramingByAnySite(reply: FastifyReply): void {
  reply.removeHeader('x-frame-options');
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
}

const preload = (url: string): string => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`;

type ScreenLinks = Partial<Record<PreloadedScreen, string[]>>;

/**
 * Each preloaded screen's scripts and styles (chunks of their own, not in the entry's page) as
 * preload links, from the build's manifest; none without a readable one (a preload only saves a
 * round trip).
 */
function screenPreloadLinks(manifestPath: string): ScreenLinks {
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    const links: ScreenLinks = {};
    for (const [screen, key] of Object.entries(PRELOADED_SCREENS) as [PreloadedScreen, string][]) {
      const { scripts, styles } = screenPreloads(manifest, key);
      // Vite loads a lazy chunk's scripts and styles in CORS mode (crossorigin): a preload without it
      // is a different request, so the browser fetches the file again and warns the preload is unused.
      links[screen] = [...scripts.map((url) => `<${url}>; rel=modulepreload; crossorigin`), ...styles.map((url) => `<${url}>; rel=preload; as=style; crossorigin`)];
    }
    return links;
  } catch {
    return {};
  }
}

/**
 * The screens' preload links of the build on disk: read again when its manifest changes (a build
 * made while the server runs names its chunks anew, and links to the old ones would be 404s).
 */
function currentScreenLinks(distDir: string): () => ScreenLinks {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  let readAt: number | null = null;
  let links: ScreenLinks = {};
  return () => {
    const changedAt = statSync(manifestPath, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (changedAt !== readAt) {
      links = screenPreloadLinks(manifestPath);
      readAt = changedAt;
    }
    return links;
  };
}

/**
 * What the app's first render will fetch, named in a preload header so the browser fetches it with
 * the page, not a round trip after the scripts: the translation files (the same language rule as
 * the app's i18n); on a public card or a sign-in page its screen's scripts; on a public card for a
 * visitor, the card (a visitor sends no credentials, so the app's request is the one preloaded).
 */
function preloadFirstRender(request: FastifyRequest, reply: FastifyReply, config: SiteConfig, path: string, visitor: boolean, screenLinks: ScreenLinks): void {
  const header = request.headers['accept-language'];
  const languages = languagesToLoad(config, request.cookies[LANGUAGE_COOKIE], acceptLanguageTags(typeof header === 'string' ? header : undefined));
  const urls = languages.map((language) => localePath(language, config.i18nNamespace));
  const cardSegment = publicCardIdSegment(path);
  const cardId = visitor && cardSegment !== null ? parseRecordId(cardSegment) : null;
  if (cardId !== null) urls.push(`/rest/widget/${cardId}`);
  const screen = preloadedScreenFor(path);
  reply.header('link', [...urls.map(preload), ...((screen !== null && screenLinks[screen]) || [])].join(', '));
}

/** A hashed chunk's address: one of a build made after the server started is served from disk. */
const ASSET_ADDRESS = /^\/assets\/[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/**
 * A file's address (a script, a style, an image...), never a page's: one that is not there is a 404,
 * not the app's shell, which a browser would refuse as a script (a page left open across a deploy
 * asks for its build's old chunks).
 */
const isFileAddress = (path: string): boolean => /\.(m?js|css|map|png|jpe?g|gif|svg|webp|avif|ico|json|webmanifest|woff2?|ttf|txt|xml|br|gz)$/i.test(path);

/**
 * Serves the built app from dist/: files as they are, the shell (index.html) for every other
 * path so the client router decides; never for /rest/, which answers a JSON 404.
 */
export async function registerStaticApp(app: FastifyInstance, distDir: string, config: SiteConfig): Promise<void> {
  const sessionCookie = sessionCookieName(config.cookieLocaleSuffix);
  const hasShell = existsSync(join(distDir, 'index.html'));
  const screenLinks = hasShell ? currentScreenLinks(distDir) : () => ({});
  if (hasShell) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (scripts/vite-precompress.ts).
      preCompressed: true,
      // /index.html redirects to /: the not-found handler below answers it.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders(res, path) {
        if (/[/\\]assets[/\\]/.test(path)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    // The static files were listed at start; a build made since (npm run build while the server runs)
    // names its chunks anew, and the shell read from disk asks for them: a 404 there is a blank page.
    if (hasShell && (request.method === 'GET' || request.method === 'HEAD') && ASSET_ADDRESS.test(path) && existsSync(join(distDir, path))) {
      return reply.sendFile(path.slice(1));
    }
    // HEAD answers as GET does (uptime monitors ask with it); the server sends its headers only.
    if (!isPageAddress(path) || !hasShell || (request.method !== 'GET' && request.method !== 'HEAD') || isFileAddress(path)) {
      return reply.status(404).send({ code: ErrorCode.notFound, error: 'Not Found', message: `No such resource: ${request.method} ${path}` });
    }
    // The query goes along: a campaign's utm_source and an invite's recommender are read from it at boot.
    const query = queryOf(request.url);
    if (path === '/index.html' || !isOwnSitePath(path)) return reply.redirect(`/${query}`);
    // `/` without a session goes to /login; said here, the visitor skips a boot of the app.
    if (path === '/' && request.cookies[sessionCookie] === undefined) return reply.header('cache-control', 'no-store').redirect(`/login${query}`);
    if (path.startsWith('/live-survey-embed/')) allowFramingByAnySite(reply);
    preloadFirstRender(request, reply, config, path, request.cookies[sessionCookie] === undefined, screenLinks());
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}
