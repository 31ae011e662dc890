import type { Container } from '../../core/container';
import type { GrantOutcome, PointsGrant } from '../../core/services/points-grant-service';
import { grantKeyProblem, grantReasonProblem, MAX_GRANT_POINTS } from '../../core/services/points-grant-rules';
import { CommandError, UsageError } from '../cli-errors';
import { defineCommand, idOption, integerOption, parseOptions, requireOption } from './command';

const GRANT = 'points grant';

export function parsePointsGrantArgs(args: string[]): PointsGrant {
  const values = parseOptions(GRANT, args, { user: { type: 'string' }, points: { type: 'string' }, reason: { type: 'string' }, key: { type: 'string' } });
  const userId = idOption(GRANT, 'user', requireOption(GRANT, values, 'user'));
  const points = integerOption(GRANT, 'points', requireOption(GRANT, values, 'points'), 1, MAX_GRANT_POINTS);
  const reason = requireOption(GRANT, values, 'reason').trim();
  const reasonProblem = grantReasonProblem(reason);
  if (reasonProblem) throw new UsageError(`--reason ${reasonProblem}.`, GRANT);
  const key = requireOption(GRANT, values, 'key');
  const keyProblem = grantKeyProblem(key);
  if (keyProblem) throw new UsageError(`--key ${keyProblem}, got "${key}".`, GRANT);
  return { userId, points, reason, key };
}

/** The line that reports a grant, or the CommandError that refuses it (nothing changed then). */
function report(grant: PointsGrant, outcome: GrantOutcome): string {
  if (outcome.granted) return `Granted ${grant.points} points to member ${grant.userId} (key ${grant.key}): balance ${outcome.balance}.`;
  switch (outcome.reason) {
    case 'no-such-user': throw new CommandError(`No user ${grant.userId}: nothing granted.`);
    case 'deleted': throw new CommandError(`The account of user ${grant.userId} is deleted: nothing granted.`);
    case 'guest': throw new CommandError(`User ${grant.userId} is a guest, not a member: nothing granted.`);
    case 'key-used': {
      const { userId, points, at } = outcome.earlier;
      const earlier = `${points} points to member ${userId} on ${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
      if (outcome.sameGrant) return `Key ${grant.key} was already granted (${earlier}): nothing changed.`;
      throw new CommandError(`Key ${grant.key} was already used for another grant (${earlier}): nothing changed. Use a new key for a new grant.`);
    }
  }
}

/** Grants the points once per key and answers the line that says what happened. */
export async function grantPoints(c: Container, grant: PointsGrant): Promise<string> {
  return report(grant, await c.pointsGrant.grant(grant));
}

export const pointsGrantCommand = defineCommand({
  name: GRANT,
  summary: `credit a member points with a reason shown in their activity (at most ${MAX_GRANT_POINTS}); once per key, however often it is run`,
  usage: '--user N --points P --reason TEXT --key K',
  parse: parsePointsGrantArgs,
  async run(c, input, { out }) {
    out(await grantPoints(c, input));
  },
});
