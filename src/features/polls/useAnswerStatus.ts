import { useAnswerQueue } from '../../stores/answerQueue';

export type AnswerStatus =
  | { kind: 'pending' }
  | { kind: 'saved'; pointsCredited: number }
  | { kind: 'rejected'; code: number }
  | { kind: 'none' };

/** Where an answer stands: still queued (pending), acknowledged by the server, or rejected. */
export function useAnswerStatus(answerId: string | null): AnswerStatus {
  const queued = useAnswerQueue((s) => (answerId ? s.items[answerId] : undefined));
  const saved = useAnswerQueue((s) => (answerId ? s.acknowledged[answerId] : undefined));
  const rejected = useAnswerQueue((s) => (answerId ? s.rejected[answerId] : undefined));
  if (!answerId) return { kind: 'none' };
  if (saved) return { kind: 'saved', pointsCredited: saved.pointsCredited };
  if (rejected !== undefined) return { kind: 'rejected', code: rejected };
  // Rejected while this page was away (by the worker): kept until a page has shown it.
  if (queued?.rejectedCode !== undefined) return { kind: 'rejected', code: queued.rejectedCode };
  if (queued) return { kind: 'pending' };
  return { kind: 'none' };
}
