/** What other features may use of sign-in and registration. */
export { accountErrorKey } from './authErrors';
export { DELETION_REQUESTED_TOAST } from './deletionCancelled';
