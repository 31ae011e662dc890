/** How long a hidden page (no animation frames) waits before the work runs anyway. */
const HIDDEN_PAGE_FALLBACK_MS = 500;

/**
 * Runs `work` in a task of its own once the next frame is painted: an animation frame callback runs
 * just before the paint, and a task queued from it runs after. React's passive effects do not wait
 * for the paint (its scheduler may run them in a task before the browser paints), so an effect that
 * must leave the first frame alone asks for this. In a hidden page, where no frame comes, it runs
 * after a short wait. Returns a cancel function (an effect's cleanup).
 */
export function afterNextPaint(work: () => void): () => void {
  let done = false;
  let frame = 0;
  let task: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    work();
  };
  const fallback = setTimeout(run, HIDDEN_PAGE_FALLBACK_MS);
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(() => (task = setTimeout(run, 0)));
  return () => {
    done = true;
    clearTimeout(fallback);
    clearTimeout(task);
    if (frame && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
  };
}
