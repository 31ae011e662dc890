export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

interface ShareApis {
  share?: (data: ShareData) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
}

const browserApis = (): ShareApis => ({
  share: typeof navigator !== 'undefined' && typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
  writeText: typeof navigator !== 'undefined' && navigator.clipboard ? (text) => navigator.clipboard.writeText(text) : undefined,
});

/**
 * Shares a link with the system share sheet (Web Share API) where the browser has one, else copies
 * it to the clipboard. A share sheet the user closed is 'cancelled', not a failure.
 */
export async function shareLink(url: string, title: string, apis: ShareApis = browserApis()): Promise<ShareOutcome> {
  if (apis.share) {
    try {
      await apis.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Sharing refused (no user activation, unsupported data): copying still works.
    }
  }
  if (!apis.writeText) return 'failed';
  try {
    await apis.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
