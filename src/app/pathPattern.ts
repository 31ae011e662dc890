/** True when a route pattern of the route table (`/app/cardPage/:id`) matches a path exactly (a trailing slash allowed). */
export function matchesPattern(pattern: string, path: string): boolean {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`).test(path);
}
