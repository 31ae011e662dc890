import type { Container } from '../../core/container';
import type { CompletionOutcome } from '../../core/services/account-deletion-service';
import { CommandError, UsageError } from '../cli-errors';
import { defineCommand, idOption, parseOptions } from './command';

const LIST = 'deletions list';
const COMPLETE = 'deletions complete';

export type CompleteDeletionsInput = { id: number } | { all: true };

/** One line per open request: request id, member id, e-mail, when asked. */
export async function listDeletionRequests(c: Container): Promise<string[]> {
  const open = await c.accountDeletion.listOpen();
  if (open.length === 0) return ['No open account deletion requests.'];
  return [
    'request  member  requested at (UTC)   e-mail',
    ...open.map((r) => `${String(r.id).padStart(7)}  ${String(r.userId).padStart(6)}  ${r.requestedAt.toISOString().slice(0, 19).replace('T', ' ')}  ${r.email}`),
  ];
}

export function parseCompleteDeletionsArgs(args: string[]): CompleteDeletionsInput {
  const values = parseOptions(COMPLETE, args, { id: { type: 'string' }, all: { type: 'boolean' } });
  if ((values.id === undefined) === (values.all !== true)) throw new UsageError('Give either --id N (a request id from "deletions list") or --all.', COMPLETE);
  return values.id === undefined ? { all: true } : { id: idOption(COMPLETE, 'id', values.id) };
}

/** Completes one open request, or every open one: each account is anonymized (see account-deletion-service). */
export async function completeDeletions(c: Container, input: CompleteDeletionsInput): Promise<CompletionOutcome[]> {
  return 'all' in input ? c.accountDeletion.completeAllOpen() : [await c.accountDeletion.complete(input.id)];
}

const NOT_COMPLETED: Record<Extract<CompletionOutcome, { completed: false }>['reason'], string> = {
  'not-found': 'no such request',
  'already-completed': 'already completed',
  cancelled: 'cancelled: the member signed in again, the account stays',
};

const describe = (outcome: CompletionOutcome): string =>
  outcome.completed ? `Request ${outcome.requestId}: member ${outcome.userId} anonymized.` : `Request ${outcome.requestId}: ${NOT_COMPLETED[outcome.reason]}.`;

export const listDeletionsCommand = defineCommand({
  name: LIST,
  summary: 'list open account deletion requests',
  usage: '',
  parse: (args) => {
    parseOptions(LIST, args, {});
  },
  async run(c, _input, { out }) {
    for (const line of await listDeletionRequests(c)) out(line);
  },
});

export const completeDeletionsCommand = defineCommand({
  name: COMPLETE,
  summary: 'complete deletion requests: anonymize the accounts, sign them out, drop their device tokens and raffle tickets of months not drawn yet',
  usage: '--id N | --all',
  parse: parseCompleteDeletionsArgs,
  async run(c, input, { out }) {
    const outcomes = await completeDeletions(c, input);
    if (outcomes.length === 0) out('No open account deletion requests.');
    for (const outcome of outcomes) out(describe(outcome));
    if (outcomes.some((outcome) => !outcome.completed)) throw new CommandError('Some requests were not completed.');
  },
});
