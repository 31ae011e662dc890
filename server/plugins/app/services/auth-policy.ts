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
  /** Failed sign-ins (password or SMS code) from one address before it answers 429 for the window. */
  failedSignInsPerAddress: { max: 20, windowMs: 15 * MINUTE },
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
  checkPhone: { max: 60, timeWindow: MINUTE },
  sendSmsCode: { max: 10, timeWindow: MINUTE },
  validateSmsCode: { max: 20, timeWindow: MINUTE },
  verifyCode: { max: 30, timeWindow: MINUTE },
} as const satisfies Record<string, { max: number; timeWindow: number }>;
