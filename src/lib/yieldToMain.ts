/**
 * Ends the current task and resumes in a new one, so the work before and after it are two short
 * tasks rather than one long one (a phone's main thread stays responsive; Lighthouse's total
 * blocking time counts every task's time beyond 50 ms). scheduler.yield keeps the continuation at
 * the front of the queue where the browser has it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
