// Plain data, no schemas: the browser imports it without typebox.
/**
 * The one catalogue of error codes in answers' `{ code, error, message }`. Login codes and the
 * language code are not here: they come from the site configuration.
 * Numbers are stable: add new ones, never renumber.
 */
export const ErrorCode = {
  badInput: 100,
  unauthorized: 101,
  forbidden: 102,
  notFound: 103,
  conflict: 104,
  throttled: 105,
  payloadTooLarge: 106,
  internal: 107,
  guestNotAllowed: 108,
  /** Text with a character no text may hold (NUL). */
  invalidCharacter: 109,
  invalidEmail: 110,
  invalidPassword: 111,
  passwordsDiffer: 112,
  invalidName: 113,
  invalidPhone: 114,
  consentMissing: 115,
  emailTaken: 116,
  phoneTaken: 117,
  unknownLanguage: 118,
  /** The activation link was used already and the account is active (only the link's holder learns it). */
  activationUsed: 119,
  activationInvalid: 120,
  resetInvalid: 121,
  smsCodeInvalid: 122,
  providerUnavailable: 123,
  unknownCity: 124,
  deletionPending: 125,
  invalidPhoto: 126,
  providerNoEmail: 127,
  providerEmailMismatch: 128,
  questionClosed: 130,
  alreadyAnswered: 131,
  invalidChoice: 132,
  /** An answer to a survey the member's run of has already ended (completed, screened out or flagged). */
  questFinished: 133,
  proposalInvalid: 135,
  proposeDisabled: 136,
  insufficientPoints: 140,
  outOfStock: 141,
  privacyPolicyOutdated: 150,
  /** 503: past the server's queue bound; Retry-After says when to try again. */
  overloaded: 151,
  smsCodeExpired: 160,
  smsCodeAttemptsUsedUp: 161,
} as const;
export type ErrorCodeName = keyof typeof ErrorCode;
