/**
 * The shell as the answer to any navigation. The precached copy keeps the `Link` header of the page
 * it was fetched as (`/index.html` redirects to `/`, and a visitor on to the sign-in page): preloads
 * of that screen's chunks and of the texts in the language of that moment. Served for every other
 * path, they would fetch what the page does not use, in a language that may not be the member's.
 */
export function shellForAnyPage(cached: Response): Response {
  if (!cached.headers.has('link')) return cached;
  const headers = new Headers(cached.headers);
  headers.delete('link');
  return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers });
}
