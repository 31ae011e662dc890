// Plain data, no schemas: the browser imports it without typebox.

/** Ten years: the longest history GET user/log/{days} answers. */
export const MAX_LOG_DAYS = 3650;
