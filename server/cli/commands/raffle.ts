import { RaffleRefused } from '../../core/services/raffle-service';
import { isMonth } from '../../lib/month-rules';
import { CommandError, UsageError } from '../cli-errors';
import { defineCommand, integerOption, parseOptions, requireOption } from './command';

const COMMIT = 'raffle commit';
const DRAW = 'raffle draw';

function month(command: string, values: Record<string, unknown>): string {
  const value = requireOption(command, values, 'month');
  if (!isMonth(value)) throw new UsageError(`--month must be YYYY-MM, got "${value}".`, command);
  return value;
}

async function refusalsAsErrors<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof RaffleRefused) throw new CommandError(error.message);
    throw error;
  }
}

export const raffleCommitCommand = defineCommand({
  name: COMMIT,
  summary: 'commit a secret seed for a month\'s raffle before it ends; its hash is published on the prizes page',
  usage: '--month YYYY-MM',
  parse: (args) => ({ month: month(COMMIT, parseOptions(COMMIT, args, { month: { type: 'string' } })) }),
  async run(c, input, { out }) {
    const { seedHash } = await refusalsAsErrors(() => c.raffle.commit(input.month));
    out(`Raffle ${input.month}: seed committed, published hash ${seedHash}.`);
  },
});

export const raffleDrawCommand = defineCommand({
  name: DRAW,
  summary: 'draw a finished month\'s raffle with its committed seed: reveals the seed and the winners (log entry and push each)',
  usage: '--month YYYY-MM [--winners N]',
  parse(args) {
    const values = parseOptions(DRAW, args, { month: { type: 'string' }, winners: { type: 'string' } });
    return { month: month(DRAW, values), winners: values.winners === undefined ? 1 : integerOption(DRAW, 'winners', values.winners) };
  },
  async run(c, input, { out, err }) {
    const { draw, winnersPush } = await refusalsAsErrors(() => c.raffle.draw(input.month, input.winners));
    out(`Raffle ${input.month}: ${draw.tickets} tickets, seed ${draw.seed} (hash ${draw.seedHash}).`);
    if (!draw.winners?.length) out('No tickets were bought: no winners.');
    for (const winner of draw.winners ?? []) out(`Winner: ticket ${winner.ticket}, ${winner.name}`);
    const drawn = draw.winners?.length ?? 0;
    if (drawn > 0 && drawn < input.winners) out(`${input.winners} winners were asked for, ${drawn} drawn: a member wins once, and only ${drawn} held tickets.`);
    // The draw stands: its result is committed and published whatever became of the push.
    if (winnersPush.error !== null) err(`The draw is done, but the winners' push could not be sent: ${winnersPush.error}`);
  },
});
