import type { QuestionCard } from '../../../contract/entities';
import { badInput, notFound } from '../../../lib/app-error';
import type { QuestionsRepository } from '../repositories/questions-repository';
import type { ReferenceRepository } from '../repositories/reference-repository';
import type { UsersRepository } from '../repositories/users-repository';
import type { StatsService } from './stats-service';

/** Top 10 looks at the answers of this many days. */
export const TOP10_DAYS = 30;
export const TOP10_SIZE = 10;

/**
 * The member's poll feed: the next unanswered poll, the few after it (kept on the device so the
 * feed goes on offline), and the most answered polls of the last 30 days, in the asked language.
 */
export function createFeedService(deps: { questions: QuestionsRepository; reference: ReferenceRepository; users: UsersRepository; stats: StatsService }) {
  const { questions, reference, users, stats } = deps;

  /** The language asked for by its UI name, else the member's own. */
  async function languageFor(userId: number, langUiName: string | undefined): Promise<number> {
    const language = langUiName ? await reference.languageByUiName(langUiName) : undefined;
    if (langUiName && !language) throw badInput('Unknown language.', 'unknownLanguage');
    const languageId = language?.id ?? (await users.byId(userId))?.languageId;
    if (!languageId) throw notFound('No such user.');
    return languageId;
  }

  return {
    /** The member's next open, unanswered poll; null when none is left. */
    async next(userId: number, langUiName?: string): Promise<QuestionCard | null> {
      const [card] = await questions.unansweredPolls(userId, await languageFor(userId, langUiName), 1);
      return card ?? null;
    },

    /** The member's next `count` open, unanswered polls, in feed order (the first is `next`'s). */
    async upcoming(userId: number, count: number, langUiName?: string): Promise<QuestionCard[]> {
      return questions.unansweredPolls(userId, await languageFor(userId, langUiName), count);
    },

    /** The ten polls most answered in the last 30 days, each with its results. */
    async top10(userId: number, langUiName?: string, now = new Date()) {
      const since = new Date(now.getTime() - TOP10_DAYS * 86_400_000);
      const cards = await questions.mostAnswered(await languageFor(userId, langUiName), since, TOP10_SIZE);
      return Promise.all(cards.map(async (card) => ({ card, stats: await stats.of(card.id, { withAgeGroup: false, withGender: false }) })));
    },
  };
}
export type FeedService = ReturnType<typeof createFeedService>;
