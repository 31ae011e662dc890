/** The failures of Google's sign-in, each with a message of its own. */
export type GoogleFailure = 'initializationFailed' | 'popupClosed' | 'permissionsDenied' | 'immediateFailed' | 'unknown';

const FAILURES: Record<string, GoogleFailure> = {
  // The site's origin or redirect is not one the client id allows (an unauthorized domain).
  idpiframe_initialization_failed: 'initializationFailed',
  invalid_client: 'initializationFailed',
  unauthorized_client: 'initializationFailed',
  origin_mismatch: 'initializationFailed',
  redirect_uri_mismatch: 'initializationFailed',
  popup_closed_by_user: 'popupClosed',
  popup_closed: 'popupClosed',
  access_denied: 'permissionsDenied',
  // A sign-in without a prompt that needs one (OpenID Connect's names for it, and Google's older one).
  immediate_failed: 'immediateFailed',
  login_required: 'immediateFailed',
  interaction_required: 'immediateFailed',
  consent_required: 'immediateFailed',
  account_selection_required: 'immediateFailed',
};

/** Which failure Google's return carries (its `error` parameter); anything else, or nothing, is unknown. */
export function googleFailure(error: string | null): GoogleFailure {
  return (error !== null && Object.hasOwn(FAILURES, error) ? FAILURES[error] : undefined) ?? 'unknown';
}

/** The failure's i18n key. */
export const googleFailureKey = (failure: GoogleFailure): string => `auth.errors.google.${failure}`;
