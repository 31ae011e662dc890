import type { PushSender } from '../messaging/push-sender';
import type { PushRepository } from '../repositories/push-repository';
import type { QuestsRepository } from '../repositories/quests-repository';
import type { ReferenceRepository } from '../repositories/reference-repository';
import { shortened } from '@contract/rules/text-cut';

/** The longest push text, in characters: a notification shows two or three lines of it. */
const PUSH_BODY_LENGTH = 200;

export interface QuestPushInput {
  questId: number;
  /** Only members of this panel segment. */
  segment?: string;
  /** The quest's own language (UI name, e.g. 'ru'), checked: a quest is open to members of its language only. */
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
 * Sends a quest's push to its audience: active members with device tokens, in the quest's language,
 * in its panel segment when it has one (or a segment asked for, narrowing a quest for everybody), who
 * have not finished it; a quest not open now is refused, and so is a language or segment that would
 * reach members the quest is not open to. Tokens FCM reports as gone are deleted; every send is
 * recorded in push_sends.
 */
export function createPushService(deps: { pushes: PushRepository; sender: PushSender; quests: QuestsRepository; reference: ReferenceRepository }) {
  const { pushes, sender, quests, reference } = deps;

  return {
    senderKind: sender.kind,

    async sendQuestPush(input: QuestPushInput): Promise<QuestPushReport> {
      const quest = await quests.byId(input.questId);
      if (!quest) throw new PushRefused(`No quest with id ${input.questId}.`);
      if (quest.status !== 'active') throw new PushRefused(`Quest ${quest.id} is ${quest.status}: only active quests can be announced.`);
      // A push brings members to GET quest/{id}: only to a quest open now, and only to members it is open to.
      if (!quests.isOpenNow(quest)) throw new PushRefused(`Quest ${quest.id} is not open now (it starts ${quest.dateStart.toISOString()}${quest.dateEnd ? `, ends ${quest.dateEnd.toISOString()}` : ''}).`);
      const languageId = quest.languageId;
      if (input.language) {
        const language = await reference.languageByUiName(input.language);
        if (!language) throw new PushRefused(`Unknown language "${input.language}".`);
        if (language.id !== languageId) {
          const own = await reference.languageById(languageId);
          throw new PushRefused(`Quest ${quest.id} is open only to members using "${own?.uiName ?? languageId}", not "${input.language}".`);
        }
      }
      if (input.segment && quest.panelSegment !== null && input.segment !== quest.panelSegment) {
        throw new PushRefused(`Quest ${quest.id} is open to the panel segment "${quest.panelSegment}" only.`);
      }
      const segment = input.segment ?? quest.panelSegment ?? undefined;

      const rows = await pushes.audienceOfQuest(quest.id, languageId, segment);
      const tokens = rows.map((row) => row.token);
      const result = tokens.length > 0
        ? await sender.send(tokens, { title: quest.title, body: shortened(quest.description, PUSH_BODY_LENGTH), questId: quest.id })
        : { sent: 0, failed: 0, unregistered: [] };
      const deleted = await pushes.deleteTokens(result.unregistered);
      const report = { audience: new Set(rows.map((row) => row.userId)).size, tokens: tokens.length, sent: result.sent, failed: result.failed, unregisteredDeleted: deleted };
      await pushes.recordSend({ questId: quest.id, title: quest.title, ...report, filters: { segment: segment ?? null, languageId } });
      return report;
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
