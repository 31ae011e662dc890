import { readFileSync } from 'node:fs';

/** What FIREBASE_SERVICE_ACCOUNT must hold for firebase-admin's `cert()`. */
export const SERVICE_ACCOUNT_EXPECTED = "must be a Firebase service account's JSON (with project_id, client_email and private_key), or the path of a file holding it";
/** What GOOGLE_APPLICATION_CREDENTIALS must name. */
export const APPLICATION_CREDENTIALS_EXPECTED = 'must be the path of a readable JSON key file';

/** A JSON object from the text, or from the file it names when it does not start with `{`; undefined when neither. */
function jsonObjectOf(value: string, inline: boolean): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(inline && value.trim().startsWith('{') ? value : readFileSync(value, 'utf8'));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The service account FIREBASE_SERVICE_ACCOUNT gives (its JSON, or a path to it), or undefined when it gives none. */
export function serviceAccountOf(value: string): Record<string, unknown> | undefined {
  const account = jsonObjectOf(value, true);
  const has = (field: string) => typeof account?.[field] === 'string' && (account[field] as string).trim() !== '';
  return account && has('project_id') && has('client_email') && has('private_key') ? account : undefined;
}

export const isServiceAccountValue = (value: string): boolean => serviceAccountOf(value) !== undefined;
export const isApplicationCredentialsValue = (value: string): boolean => jsonObjectOf(value, false) !== undefined;
