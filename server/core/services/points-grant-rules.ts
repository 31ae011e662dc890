/** What an operator's grant of points (`npm run panel -- points grant`) may be. */

/** The most one grant may credit: an extra zero or two typed by mistake is refused; a larger compensation is several grants. */
export const MAX_GRANT_POINTS = 10_000;

/** The reason is shown to the member in My activity: one line of readable length. */
export const MAX_GRANT_REASON_LENGTH = 200;

/** The operator's own key (a ticket number, say): letters, digits and . _ : / - only, so a stray space or quote never makes a second key. */
const GRANT_KEY = /^[A-Za-z0-9._:/-]{1,100}$/;

/** The ledger's idempotency key of a grant: one grant per operator key, however often it is run. */
export const grantLedgerKey = (key: string): string => `grant:${key}`;

/** Why a reason cannot be shown as it is, or undefined when it can. */
export function grantReasonProblem(reason: string): string | undefined {
  const trimmed = reason.trim();
  if (trimmed === '') return 'must not be empty';
  if ([...trimmed].length > MAX_GRANT_REASON_LENGTH) return `must have at most ${MAX_GRANT_REASON_LENGTH} characters`;
  // Line breaks and other control characters would break the one line My activity shows.
  if (/\p{Cc}/u.test(trimmed)) return 'must be one line without control characters';
  return undefined;
}

/** Why a key cannot be used, or undefined when it can. */
export const grantKeyProblem = (key: string): string | undefined =>
  GRANT_KEY.test(key) ? undefined : 'must be 1 to 100 letters, digits or . _ : / -';
