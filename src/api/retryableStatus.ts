/**
 * Whether a call that failed with this HTTP status (0: no network) could succeed if made again
 * unchanged: no network, a timeout (408), throttling (429) or a server error (5xx). Any other 4xx is
 * the server's answer to what was asked, the same the next time.
 */
export const isRetryableStatus = (status: number): boolean => status === 0 || status === 408 || status === 429 || status >= 500;
