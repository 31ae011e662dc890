import { badInput, notFound } from '../../lib/app-error';
import type { MemberCache } from '../cache/member-cache';
import { nextPolls } from '../cache/feed-rules';
import type { CatalogueEntry, PollCatalogue } from '../cache/poll-catalogue';
import type { QuestionsRepository } from '../repositories/questions-repository';
import type { SessionUser } from '../repositories/sessions-repository';
import type { QuestionAccessService } from './question-access-service';
import type { StatsService } from './stats-service';
import type { Clock } from '../../lib/clock';

/** Top 10 looks at the answers of this many days. */
export const TOP10_DAYS = 30;
export const TOP10_SIZE = 10;

/**
 * The member's poll feed: the next unanswered poll, the few after it (kept on the device so the
 * feed goes on offline), and the most answered polls of the last 30 days, in the asked language.
 * The first two are served from this instance's catalogue and the member's answered set; warm,
 * they read nothing from the database.
 */
export function createFeedService(deps: {
  clock: Clock; questions: QuestionsRepository; catalogue: PollCatalogue; members: MemberCache; stats: StatsService; access: QuestionAccessService;
}) {
  const { questions, catalogue, members, stats, access } = deps;

  /** The language asked for by its UI name (one the site offers), else the member's own. */
  function languageFor(languageIdByUiName: ReadonlyMap<string, number>, session: SessionUser, langUiName: string | undefined): number {
    if (!langUiName) return session.languageId;
    const languageId = languageIdByUiName.get(langUiName);
    if (languageId === undefined) throw badInput('Unknown language.', 'unknownLanguage');
    return languageId;
  }

  async function answeredBy(userId: number): Promise<ReadonlySet<number>> {
    const cached = members.answered(userId);
    if (cached) return cached;
    const readEpoch = members.epochOf(userId);
    const set = new Set(await questions.answeredBy(userId));
    members.keepAnswered(userId, set, readEpoch);
    return set;
  }

  async function upcomingEntries(session: SessionUser, count: number, langUiName: string | undefined): Promise<CatalogueEntry[]> {
    const current = await catalogue.get();
    const languageId = languageFor(current.languageIdByUiName, session, langUiName);
    const answered = await answeredBy(session.userId);
    return nextPolls(current.byLanguage.get(languageId) ?? [], answered, session, deps.clock.now(), count);
  }

  return {
    /** A question's card as JSON: a feed poll's as the catalogue rendered it, any other's read and rendered. */
    async cardJson(questionId: number): Promise<string> {
      const found = await catalogue.card(questionId);
      if (!found) throw notFound('No such question.');
      return found.cardJson;
    },

    /** The member's next open, unanswered poll as its card's JSON; 'null' when none is left. */
    async nextJson(session: SessionUser, langUiName?: string): Promise<string> {
      const [entry] = await upcomingEntries(session, 1, langUiName);
      return entry?.cardJson ?? 'null';
    },

    /** The member's next `count` open, unanswered polls as a JSON array, in feed order (the first is `next`'s). */
    async upcomingJson(session: SessionUser, count: number, langUiName?: string): Promise<string> {
      return `[${(await upcomingEntries(session, count, langUiName)).map((entry) => entry.cardJson).join(',')}]`;
    },

    /**
     * The ten polls most answered in the last 30 days that the member may open (a proposal's poll
     * once accepted, or their own), each with its results.
     */
    async top10(session: SessionUser, langUiName?: string, now = new Date(deps.clock.now())) {
      const languageId = languageFor((await catalogue.get()).languageIdByUiName, session, langUiName);
      const since = new Date(now.getTime() - TOP10_DAYS * 86_400_000);
      const ranked = access.readablePolls(session, await questions.mostAnswered(languageId, since), now).slice(0, TOP10_SIZE);
      const cards = await questions.cards(ranked.map(({ row }) => row));
      return Promise.all(cards.map(async (card) => ({ card, stats: await stats.of(card.id, { withAgeGroup: false, withGender: false }) })));
    },
  };
}
export type FeedService = ReturnType<typeof createFeedService>;
