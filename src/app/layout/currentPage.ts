/** `aria-current` of a menu link: 'page' when it leads where the member is ('/app' and '/app/' are one page). */
export function currentPageOf(location: string, href: string): 'page' | undefined {
  const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
  return trimmed(location) === trimmed(href) ? 'page' : undefined;
}
