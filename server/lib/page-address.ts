/**
 * An address the app's pages own (the client router decides what it shows): everything but the API
 * (`/rest`) and the site's files (`/specific/`). `path` is the address without its query.
 */
export const isPageAddress = (path: string): boolean => !(path.startsWith('/rest/') || path === '/rest' || path.startsWith('/specific/'));

/** The address's path, without its query. */
export const pathOf = (url: string): string => url.split('?')[0] ?? '/';
