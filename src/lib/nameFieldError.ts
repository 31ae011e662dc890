import { isValidName } from '@contract/rules/validation';

export type NameField = 'firstName' | 'lastName';

const REQUIRED_KEYS: Record<NameField, string> = {
  firstName: 'auth.validation.firstNameRequired',
  lastName: 'auth.validation.lastNameRequired',
};

/**
 * The i18n key of a first or last name's problem on the registration and profile forms, or undefined
 * when it is valid: an empty (or blank) name asks for the name, any other refused name for one
 * without special characters.
 */
export function nameFieldError(name: string, field: NameField): string | undefined {
  if (name.trim() === '') return REQUIRED_KEYS[field];
  return isValidName(name) ? undefined : 'auth.validation.name';
}

/** Both names of a form: the problem of each that has one (the registration and profile forms). */
export function nameFieldErrors(form: Record<NameField, string>): Partial<Record<NameField, string>> {
  const errors: Partial<Record<NameField, string>> = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const problem = nameFieldError(form[field], field);
    if (problem) errors[field] = problem;
  }
  return errors;
}
