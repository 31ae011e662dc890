import type { FastifyInstance } from 'fastify';
import { contractClient } from './contract-client';
import { readOutbox } from './outbox';
import { nextSequence } from './users';

/** Tables sign-in, registration and reset calls can change: compare snapshots before and after a refusal. */
export const authTables = ['users', 'sessions', 'user_log', 'activation_codes', 'password_resets', 'sms_codes'] as const;

/** A valid e-mail registration payload, with any field overridden. */
export const registration = (overrides: Record<string, unknown> = {}) => ({
  user_surname: 'Aigerim',
  user_lastname: 'Nurlanova',
  user_email: `aigerim${nextSequence()}@example.com`,
  user_password: 'secret-pass',
  user_agrees_contact: true,
  ...overrides,
});

/** `Authorization: Basic base64(name:password)` */
export const basic = (name: string, password: string): string => `Basic ${Buffer.from(`${name}:${password}`).toString('base64')}`;

/**
 * The SMS texts in the outbox, oldest first, as written. (readOutbox decodes quoted-printable, which
 * only e-mails use: it would turn "hash=65..." in an SMS into "hashe...".)
 */
export { readSms } from './outbox';

/** The query parameters of the newest link to `path` in the outbox's e-mails or SMS texts. */
export function lastLink(dataDir: string, extension: '.eml' | '.sms.txt', path: string): URLSearchParams {
  const messages = readOutbox(dataDir, extension);
  const links = messages.flatMap((message) => message.links).filter((link) => new URL(link).pathname === path);
  const last = links.at(-1);
  if (!last) throw new Error(`no ${path} link in the outbox`);
  return new URL(last).searchParams;
}

/** Registers through the API and activates from the e-mailed link; answers the login response. */
export async function registerAndActivate(app: FastifyInstance, dataDir: string, overrides: Record<string, unknown> = {}) {
  const visitor = contractClient(() => app).as(null);
  const payload = registration(overrides);
  const registered = await visitor.call('register', { body: payload });
  if (registered.status !== 200) throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  const link = lastLink(dataDir, '.eml', '/activate');
  const activated = await visitor.call('activate', { params: { a: link.get('a')!, b: link.get('b')! }, body: {} });
  if (activated.status !== 200) throw new Error(`activation answered ${activated.status}: ${JSON.stringify(activated.body)}`);
  const session = activated.body;
  return { ...session, email: payload.user_email as string, password: payload.user_password as string, authorization: `${session.user_id}:${session.token}` };
}
