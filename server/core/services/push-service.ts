import type { PushSender } from '../messaging/push-sender';
import type { PushRepository } from '../repositories/push-repository';
import type { QuestsRepository } from '../repositories/quests-repository';
import type { ReferenceRepository } from '../repositories/reference-repository';

export interface QuestPushInput {
  questId: number;
  /** Only members of this panel segment. */
  segment?: string;
  /** Only members using this language (UI name, e.g. 'ru'); default: the quest's own language. */
  language?: string;
}

export interface QuestPushReport {
  audience: number;
  tokens: number;
  sent: number;
  failed: number;
  unregisteredDeleted: number;
}

export class PushRefused extends Error {}

/**
 * Sends a quest's push to its audience: active members with device tokens, in the quest's language
 * (or the one asked for), in its panel segment when it has one (or the one asked for), who have not
 * finished it. Tokens FCM reports as gone are deleted; every send is recorded in push_sends.
 */
export function createPushService(deps: { pushes: PushRepository; sender: PushSender; quests: QuestsRepository; reference: ReferenceRepository }) {
  const { pushes, sender, quests, reference } = deps;

  return {
    senderKind: sender.kind,

    async sendQuestPush(input: QuestPushInput): Promise<QuestPushReport> {
      const quest = await quests.byId(input.questId);
      if (!quest) throw new PushRefused(`No quest with id ${input.questId}.`);
      if (quest.status !== 'active') throw new PushRefused(`Quest ${quest.id} is ${quest.status}: only active quests can be announced.`);
      let languageId = quest.languageId;
      if (input.language) {
        const language = await reference.languageByUiName(input.language);
        if (!language) throw new PushRefused(`Unknown language "${input.language}".`);
        languageId = language.id;
      }
      const segment = input.segment ?? quest.panelSegment ?? undefined;

      const rows = await pushes.audienceOfQuest(quest.id, languageId, segment);
      const tokens = rows.map((row) => row.token);
      const result = tokens.length > 0
        ? await sender.send(tokens, { title: quest.title, body: quest.description.slice(0, 200), questId: quest.id })
        : { sent: 0, failed: 0, unregistered: [] };
      const deleted = await pushes.deleteTokens(result.unregistered);
      const report = { audience: new Set(rows.map((row) => row.userId)).size, tokens: tokens.length, sent: result.sent, failed: result.failed, unregisteredDeleted: deleted };
      await pushes.recordSend({ questId: quest.id, title: quest.title, ...report, filters: { segment: segment ?? null, languageId } });
      return report;
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
