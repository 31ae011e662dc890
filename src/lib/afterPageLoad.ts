/** Resolves once the page has loaded and the browser is idle (at most `timeoutMs` after load). */
export function afterPageLoad(timeoutMs = 3000): Promise<void> {
  const loaded = document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(() => new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else window.setTimeout(resolve, 0);
  }));
}
