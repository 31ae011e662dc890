/**
 * Every lifetime, attempt count and rate limit of sign-in, registration and password reset, in one
 * place: the services, the routes and the tests read them from here.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const authPolicy = {
  activationTtlMs: 7 * 24 * HOUR,
  /** Reset hashes and codes are single-use and expire in one hour. */
  resetTtlMs: HOUR,
  /** Wrong hashes a reset survives; the next one kills it. */
  resetMaxAttempts: 5,
  /** Resets sent to one account per reset lifetime (more requests answer the same, send nothing). */
  resetsPerAccount: 3,
  resetCodeDigits: 8,
  smsCodeTtlMs: 10 * MINUTE,
  smsCodeMaxAttempts: 5,
  /** Sign-in codes sent to one number per SMS code lifetime. */
  smsCodesPerPhone: 3,
  smsCodeDigits: 6,
  /**
   * Wrong SMS sign-in codes from one address before it answers 429 for the window. Counted apart
   * from reset hashes: tripping one leaves the other usable.
   */
  failedSmsCodesPerAddress: { max: 20, windowMs: 15 * MINUTE },
  /** Wrong password-reset hashes and codes from one address before it answers 429 for the window. */
  failedResetHashesPerAddress: { max: 20, windowMs: 15 * MINUTE },
  /**
   * Wrong passwords from one address for one account (e-mail): probing one account, existing or not,
   * from one address. Counted per pair, so one member's failures never hold back another's sign-in.
   */
  failedPasswordsPerAddressAndAccount: { max: 20, windowMs: 15 * MINUTE },
  /**
   * Wrong passwords from one address over all accounts (password spraying). A shared address (a
   * school, an office, a carrier's NAT) reaching it holds back sign-ins from devices without a
   * device cookie for the window only; a member's own device goes on.
   */
  failedPasswordsPerAddress: { max: 100, windowMs: 15 * MINUTE },
  /** The account lockout at maxFailedLogins wrong passwords: 5 minutes, doubling up to a day. */
  lockout: { baseMs: 5 * MINUTE, maxMs: 24 * HOUR },
  /** Device cookies: a year, and 10 wrong passwords with one in 15 minutes end its trust for them. */
  deviceCookie: { maxAgeMs: 365 * 24 * HOUR, failures: { max: 10, windowMs: 15 * MINUTE } },
} as const;

/**
 * Requests per address per minute (@fastify/rate-limit, off with RATE_LIMIT_DISABLED). Generous for
 * a person, an end-to-end run or a household behind one address; tight for a script.
 */
export const authRateLimits = {
  login: { max: 60, timeWindow: MINUTE },
  guestLogin: { max: 60, timeWindow: MINUTE },
  register: { max: 20, timeWindow: MINUTE },
  activate: { max: 30, timeWindow: MINUTE },
  isEmailValid: { max: 60, timeWindow: MINUTE },
  requestPasswordReset: { max: 10, timeWindow: MINUTE },
  requestPhonePasswordReset: { max: 10, timeWindow: MINUTE },
  changePassword: { max: 20, timeWindow: MINUTE },
  changePasswordByPhone: { max: 20, timeWindow: MINUTE },
  checkPhone: { max: 60, timeWindow: MINUTE },
  sendSmsCode: { max: 10, timeWindow: MINUTE },
  validateSmsCode: { max: 20, timeWindow: MINUTE },
  verifyCode: { max: 30, timeWindow: MINUTE },
} as const satisfies Record<string, { max: number; timeWindow: number }>;
