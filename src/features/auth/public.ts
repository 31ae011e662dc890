/** What other features may use of sign-in and registration. */
export { accountErrorKey } from './authErrors';
