import type { Container } from '../../core/container';
import { PROPOSAL_STATUS, type ProposalStatus } from '../../core/repositories/proposals-repository';
import type { DecisionOutcome } from '../../core/services/proposals-service';
import { CommandError, UsageError } from '../cli-errors';
import { defineCommand, idArgs, parseOptions } from './command';

const LIST = 'proposals list';
const ACCEPT = 'proposals accept';
const REJECT = 'proposals reject';

const STATUS_NAMES = { pending: PROPOSAL_STATUS.pending, accepted: PROPOSAL_STATUS.accepted, rejected: PROPOSAL_STATUS.rejected } as const;
type StatusName = keyof typeof STATUS_NAMES;
const nameOf = (status: number): StatusName => (status === PROPOSAL_STATUS.accepted ? 'accepted' : status === PROPOSAL_STATUS.rejected ? 'rejected' : 'pending');

export function parseListProposalsArgs(args: string[]): { status?: ProposalStatus } {
  const values = parseOptions(LIST, args, { status: { type: 'string' } });
  if (values.status === undefined) return {};
  if (!Object.hasOwn(STATUS_NAMES, values.status)) throw new UsageError(`--status must be pending, accepted or rejected, got "${values.status}".`, LIST);
  return { status: STATUS_NAMES[values.status as StatusName] };
}

/** One line per proposal, oldest first: id, status, member, when, published question, text. */
export async function listProposals(c: Container, input: { status?: ProposalStatus }): Promise<string[]> {
  const rows = await c.proposals.list(input.status);
  if (rows.length === 0) return ['No proposed questions.'];
  return [
    '     id  status    member  proposed at (UTC)    question  e-mail / text',
    ...rows.map((r) =>
      `${String(r.id).padStart(7)}  ${nameOf(r.status).padEnd(8)}  ${String(r.userId).padStart(6)}  ${r.createdAt.toISOString().slice(0, 19).replace('T', ' ')}  ${String(r.questionId ?? '-').padStart(8)}  ${r.email}: ${r.text.replace(/\s+/g, ' ')}`),
  ];
}

export const parseAcceptProposalArgs = idArgs(ACCEPT);
export const parseRejectProposalArgs = idArgs(REJECT);

const REFUSALS = {
  'not-found': 'no such proposal',
  'already-decided': 'already accepted or rejected',
  'proposer-deleted': 'its member deleted their account, so it cannot be published (reject it instead)',
} as const;

function report(outcome: DecisionOutcome, done: string, out: (line: string) => void): void {
  if (!outcome.done) throw new CommandError(`Proposal ${outcome.proposalId}: ${REFUSALS[outcome.reason]}.`);
  out(`Proposal ${outcome.proposalId} of member ${outcome.userId}: ${done}.`);
}

export const listProposalsCommand = defineCommand({
  name: LIST,
  summary: 'list proposed questions, oldest first',
  usage: '[--status pending|accepted|rejected]',
  parse: parseListProposalsArgs,
  async run(c, input, { out }) {
    for (const line of await listProposals(c, input)) out(line);
  },
});

export const acceptProposalCommand = defineCommand({
  name: ACCEPT,
  summary: 'publish a stand-by proposal as a poll in the proposer\'s language (topic user_generated)',
  usage: '--id N',
  parse: parseAcceptProposalArgs,
  async run(c, input, { out }) {
    const outcome = await c.proposals.accept(input.id);
    report(outcome, outcome.done ? `accepted, published as question ${outcome.questionId}` : '', out);
  },
});

export const rejectProposalCommand = defineCommand({
  name: REJECT,
  summary: 'reject a stand-by proposal',
  usage: '--id N',
  parse: parseRejectProposalArgs,
  async run(c, input, { out }) {
    report(await c.proposals.reject(input.id), 'rejected', out);
  },
});
