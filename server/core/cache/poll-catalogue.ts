import type { QuestionCard } from '@contract/schemas/entities';
import type { QuestionsRepository } from '../repositories/questions-repository';
import type { ReferenceRepository } from '../repositories/reference-repository';
import { byFeedOrder, type CataloguePoll } from './feed-rules';

/** A feed poll with its card rendered once (the JSON a response sends as it is) and what answering it checks. */
export interface CatalogueEntry extends CataloguePoll {
  card: QuestionCard;
  cardJson: string;
  text: string;
  choiceValues: number[];
  multiple: boolean;
}

interface Catalogue {
  byId: Map<number, CatalogueEntry>;
  /** Each language's polls in feed order. */
  byLanguage: Map<number, CatalogueEntry[]>;
  /** The languages the site offers, by UI name: a language it does not offer is asked for in vain. */
  languageIdByUiName: Map<string, number>;
}

/**
 * The open and coming feed polls of every language, read once and kept until content changes (a
 * content notification, or a write through this instance). Whether a poll is open is decided at
 * each request from its dates, so time needs no invalidation.
 */
export function createPollCatalogue(deps: { questions: QuestionsRepository; reference: ReferenceRepository; allowedLanguages: readonly string[] }) {
  let current: Catalogue | undefined;
  let loading: Promise<Catalogue> | undefined;
  let generation = 0;

  async function load(): Promise<Catalogue> {
    const [polls, languages] = await Promise.all([deps.questions.feedCatalogue(), deps.reference.languages()]);
    const byId = new Map<number, CatalogueEntry>();
    const byLanguage = new Map<number, CatalogueEntry[]>();
    for (const { row, card, multiple, proposal } of polls) {
      const entry: CatalogueEntry = {
        id: row.id, languageId: row.languageId, dateStart: row.dateStart.getTime(), dateEnd: row.dateEnd?.getTime() ?? null, isPublic: row.isPublic,
        proposal, card, cardJson: JSON.stringify(card), text: row.text, choiceValues: card.choices.map((choice) => choice.value), multiple,
      };
      byId.set(entry.id, entry);
      const list = byLanguage.get(entry.languageId);
      if (list) list.push(entry);
      else byLanguage.set(entry.languageId, [entry]);
    }
    for (const list of byLanguage.values()) list.sort(byFeedOrder);
    const offered = languages.filter((language) => deps.allowedLanguages.includes(language.uiName));
    return { byId, byLanguage, languageIdByUiName: new Map(offered.map((language) => [language.uiName, language.languageId])) };
  }

  return {
    /** The catalogue, read from the database only when content changed since the last read. */
    get(): Catalogue | Promise<Catalogue> {
      if (current) return current;
      if (!loading) {
        const started = generation;
        const pending = load().then(
          (catalogue) => {
            // Content that changed during the read makes it stale: serve it to its waiters, keep nothing.
            if (started === generation) current = catalogue;
            if (loading === pending) loading = undefined;
            return catalogue;
          },
          (error: unknown) => {
            if (loading === pending) loading = undefined;
            throw error;
          },
        );
        loading = pending;
      }
      return loading;
    },

    /** A question's card and its JSON: a feed poll's from memory, any other question's read; undefined when there is none. */
    async card(questionId: number): Promise<{ card: QuestionCard; cardJson: string } | undefined> {
      const entry = (await this.get()).byId.get(questionId);
      if (entry) return entry;
      const card = await deps.questions.card(questionId);
      return card && { card, cardJson: JSON.stringify(card) };
    },

    invalidate(): void {
      generation += 1;
      current = undefined;
      loading = undefined;
    },
  };
}
export type PollCatalogue = ReturnType<typeof createPollCatalogue>;
