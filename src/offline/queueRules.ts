/**
 * Pure decisions of the offline answer queue: whether a failed send is
 * retried or dropped, when the next attempt is due, and which queued answers are due now.
 */
import { isRetryableStatus } from '../api/retryableStatus';
import { backoffDelay, MAX_BACKOFF_MS, serverWaitDelay } from '../lib/backoff';

/** The server's permanent rejections of an answer (contract/rules/error-codes.ts). */
export const PermanentAnswerCodes = { questionClosed: 130, alreadyAnswered: 131, invalidChoice: 132, questFinished: 133 } as const;

export type SendVerdict = 'retry' | 'drop' | 'reauthenticate';

/**
 * What to do with a queued answer after a failed send, from the HTTP status (0 = no network).
 * - retry: no network, a timeout, throttling (429) or a server error (5xx): a retry could fix it;
 * - reauthenticate: 401, the credentials are gone or expired: keep the answer until the member signs in again;
 * - drop: every other 4xx (question closed 130, already answered 131, invalid choice 132, survey finished 133, 400, 403, 404, 409):
 *   a permanent rejection, shown to the member, then removed.
 */
export function verdictFor(status: number): SendVerdict {
  if (isRetryableStatus(status)) return 'retry';
  if (status === 401) return 'reauthenticate';
  if (status >= 400) return 'drop';
  return 'retry';
}

/**
 * The wait before the next attempt: the server's Retry-After when it gave one (it knows when its
 * queue drains; spread by up to a fifth so the refused clients do not all come back at once, capped
 * at 5 minutes), else the doubling back-off.
 */
export function retryDelay(attempts: number, jitter: number, retryAfterMs: number | null): number {
  return retryAfterMs === null ? backoffDelay(attempts, jitter) : serverWaitDelay(retryAfterMs, jitter);
}

/**
 * Why an answer is still waiting for the server after a send: 'offline' when its last try found no
 * network, 'server' when the server failed it or asked to wait (it is retried all the same). Not
 * tried yet (another answer's failure ended the round first): what the device says of its connection.
 */
export function waitReason(item: { lastFailedStatus?: number }, online: boolean): 'offline' | 'server' {
  if (item.lastFailedStatus === undefined) return online ? 'server' : 'offline';
  return item.lastFailedStatus === 0 ? 'offline' : 'server';
}

export interface DueCandidate {
  nextAttemptAt: number;
  createdAt: number;
  /** Set on a permanent rejection kept until a page has shown it: never sent again. */
  rejectedCode?: number;
}

/** Still waiting for the server: not a permanent rejection kept for a page to show. */
export function isAwaitingServer(item: Pick<DueCandidate, 'rejectedCode'>): boolean {
  return item.rejectedCode === undefined;
}

/**
 * When an item's next attempt is due: as it was set, unless that is further off than the queue ever
 * waits (the device's clock was set back since, or the record was damaged): then now, so no answer
 * waits for a time that never comes.
 */
export function attemptDueAt(item: Pick<DueCandidate, 'nextAttemptAt'>, now: number): number {
  return Number.isFinite(item.nextAttemptAt) && item.nextAttemptAt - now <= MAX_BACKOFF_MS ? item.nextAttemptAt : now;
}

/** The items due at `now`, oldest answer first. */
export function dueItems<T extends DueCandidate>(items: readonly T[], now: number): T[] {
  return items.filter((item) => isAwaitingServer(item) && attemptDueAt(item, now) <= now).sort((a, b) => a.createdAt - b.createdAt);
}

/** When the next not-yet-due item becomes due, or null when none waits. */
export function nextWakeUp(items: readonly DueCandidate[], now: number): number | null {
  const waiting = items.filter(isAwaitingServer).map((item) => attemptDueAt(item, now)).filter((at) => at > now);
  return waiting.length ? Math.min(...waiting) : null;
}

/**
 * Whether a Background Sync run should fail so the browser tries again later: some answer of the
 * user it flushed for is still waiting for the server (a retryable error, or no network after all).
 */
export function syncShouldRetry(items: readonly { userId: number; rejectedCode?: number }[], userId: number): boolean {
  return items.some((item) => item.userId === userId && isAwaitingServer(item));
}

/** The i18n key of the message shown for a permanent rejection. */
/** A refusal saying the answer or its survey is already in elsewhere: the member's points may have moved there. */
export function rejectionMeansAnsweredElsewhere(code: number): boolean {
  return code === PermanentAnswerCodes.alreadyAnswered || code === PermanentAnswerCodes.questFinished;
}

export function rejectionMessageKey(code: number): string {
  switch (code) {
    case PermanentAnswerCodes.questionClosed:
      return 'polls.queue.rejectedClosed';
    case PermanentAnswerCodes.alreadyAnswered:
      return 'polls.queue.rejectedAlreadyAnswered';
    case PermanentAnswerCodes.invalidChoice:
      return 'polls.queue.rejectedInvalidChoice';
    case PermanentAnswerCodes.questFinished:
      return 'polls.queue.rejectedFinished';
    default:
      return 'polls.queue.rejectedOther';
  }
}

/**
 * Whether a permanent rejection is news to the member on this page: always for an answer given
 * here; for one given elsewhere (another tab, or before a reload), unless this page saw an answer
 * of the same member to the same question saved. Then that answer stands, and the page that gave the
 * refused one says so (two tabs answering one card: only the loser's tab tells of the refusal).
 */
export function isRejectionNewsHere(givenHere: boolean, sameQuestionSavedHere: boolean): boolean {
  return givenHere || !sameQuestionSavedHere;
}
