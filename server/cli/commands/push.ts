import { PushRefused, type QuestPushInput } from '../../core/services/push-service';
import { CommandError, UsageError } from '../cli-errors';
import { defineCommand, idOption, parseOptions, requireOption } from './command';

const NAME = 'push';

export function parsePushArgs(args: string[]): QuestPushInput {
  const values = parseOptions(NAME, args, { quest: { type: 'string' }, segment: { type: 'string' }, language: { type: 'string' } });
  const questId = idOption(NAME, 'quest', requireOption(NAME, values, 'quest'));
  if (values.language !== undefined && !/^[a-z]{2,3}$/.test(values.language)) throw new UsageError(`--language must be a language code such as "en", got "${values.language}".`, NAME);
  if (values.segment !== undefined && !/^[\w-]{1,40}$/.test(values.segment)) throw new UsageError(`--segment must be a panel segment name, got "${values.segment}".`, NAME);
  return { questId, segment: values.segment, language: values.language };
}

export const pushCommand = defineCommand({
  name: NAME,
  summary: 'announce a quest by push to its audience (members with devices, in its language and segment, who have not finished it)',
  usage: '--quest ID [--segment S] [--language en]',
  parse: parsePushArgs,
  async run(c, input, { out }) {
    try {
      const report = await c.push.sendQuestPush(input);
      out(`Quest ${input.questId}: ${report.audience} members, ${report.tokens} devices; sent ${report.sent}, failed ${report.failed}, unregistered tokens deleted ${report.unregisteredDeleted}${c.push.senderKind === 'outbox' ? ' (no FCM credentials: written to the outbox)' : ''}.`);
    } catch (error) {
      if (error instanceof PushRefused) throw new CommandError(error.message);
      throw error;
    }
  },
});
