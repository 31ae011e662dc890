import { characterCount, isPasswordTooLong, isValidEmail, isValidName, isValidPassword, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from '@contract/rules/validation';
import { hashPassword } from '../../lib/crypto';
import type { Container } from '../../core/container';
import { isUniqueViolation } from '../../lib/pg-errors';
import { reservedEmailProblem } from '../../core/services/social-rules';
import { CommandError, UsageError } from '../cli-errors';
import { defineCommand, integerOption, parseOptions, requireOption } from './command';

const NAME = 'create-user';

export interface CreateUserInput {
  email: string;
  password: string;
  first: string;
  last: string;
  level: number;
  /** A language uiName (en, ru, kk); the site's default language when absent. */
  language?: string;
}

export function parseCreateUserArgs(args: string[]): CreateUserInput {
  const values = parseOptions(NAME, args, {
    email: { type: 'string' },
    password: { type: 'string' },
    first: { type: 'string' },
    last: { type: 'string' },
    level: { type: 'string' },
    language: { type: 'string' },
  });
  const email = requireOption(NAME, values, 'email').trim().toLowerCase();
  const [first, last] = [requireOption(NAME, values, 'first').trim(), requireOption(NAME, values, 'last').trim()];
  if (!isValidEmail(email) || email.length > MAX_EMAIL_LENGTH) throw new UsageError(`"${email}" is not a valid e-mail address.`, NAME);
  for (const [option, name] of [['first', first], ['last', last]] as const) {
    if (characterCount(name) > MAX_NAME_LENGTH) throw new UsageError(`--${option} is longer than ${MAX_NAME_LENGTH} characters.`, NAME);
    if (!isValidName(name)) throw new UsageError(`"${name}" is not a valid name (no . + * ? ^ $ ( ) [ ] { } | \\ ! @ # % & ; : ' " < > , / = _ \` ~).`, NAME);
  }
  return {
    email,
    password: requireOption(NAME, values, 'password'),
    first,
    last,
    level: values.level === undefined ? 1 : integerOption(NAME, 'level', values.level, 0),
    ...(values.language === undefined ? {} : { language: values.language }),
  };
}

/** Creates an active member (no activation e-mail) with the shared validation rules; answers the new id. */
export async function createUser(c: Container, input: CreateUserInput): Promise<number> {
  const { minPasswordLength, allowedLanguages, defaultLanguage } = c.siteConfig;
  const reserved = reservedEmailProblem(input.email, c.siteConfig.guestEmailDomain);
  if (reserved) throw new UsageError(reserved, NAME);
  if (!isValidPassword(input.password, minPasswordLength) || isPasswordTooLong(input.password)) {
    throw new UsageError(`The password must have ${minPasswordLength} to ${MAX_PASSWORD_LENGTH} characters.`, NAME);
  }
  const uiName = input.language ?? defaultLanguage;
  const language = allowedLanguages.includes(uiName) ? await c.reference.languageByUiName(uiName) : undefined;
  if (!language) throw new UsageError(`Unknown language "${uiName}"; allowed: ${allowedLanguages.join(', ')}.`, NAME);
  if (await c.users.byEmail(input.email)) throw new CommandError(`An account with the e-mail ${input.email} already exists.`);

  const passwordHash = await hashPassword(input.password);
  try {
    return await c.db.transaction(async (tx) => {
      const now = new Date(c.clock.now());
      const user = await c.users.insert(
        { email: input.email, passwordHash, surname: input.first, lastname: input.last, level: input.level, languageId: language.id, status: 'active', activatedAt: now },
        tx,
      );
      await c.userLog.write(user.id, 'account_created', 'Account created by an operator', {}, tx);
      return user.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new CommandError(`An account with the e-mail ${input.email} already exists.`);
    throw error;
  }
}

export const createUserCommand = defineCommand({
  name: NAME,
  summary: 'create an active member (no activation e-mail needed)',
  usage: '--email E --password P --first NAME --last NAME [--level N] [--language en]',
  parse: parseCreateUserArgs,
  async run(c, input, { out }) {
    const id = await createUser(c, input);
    out(`Created member ${id} (${input.email}).`);
  },
});
