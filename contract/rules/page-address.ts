/**
 * Addresses no page owns: the API (`/rest`) and the site's files (`/specific/`), in any case, with
 * or without a query after them. The server answers them with the API's JSON 404, never the app's
 * shell, and the service worker leaves them to the network for the same reason: a client that writes
 * `/REST/` gets an answer it can read, not a page.
 */
export const NOT_A_PAGE_ADDRESS = /^\/(?:rest(?:[/?]|$)|specific\/)/i;

/** An address the app's pages own (the client router decides what it shows). */
export const isPageAddress = (path: string): boolean => !NOT_A_PAGE_ADDRESS.test(path);
