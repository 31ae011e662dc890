import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answers, choiceTypeTranslations, choiceTypes, choices, defaultChoices, proposedQuestions, questions } from '../../db/schema/index';
import type { QuestionCard } from '@contract/schemas/entities';
import type { Clock } from '../../lib/clock';

export interface NewChoice {
  label: string;
  value?: number;
  image?: { data: Buffer; type: string; width: number; height: number };
  disqualifies?: boolean;
}

export interface NewQuestion {
  text: string;
  choiceTypeKey: string;
  languageId: number;
  /** Omitted for default scales: their default choices are copied in the question's language. */
  choices?: NewChoice[];
  dateStart?: Date;
  dateEnd?: Date | null;
  topicName?: string;
  isPublic?: boolean;
  questId?: number | null;
  position?: number;
  isScreening?: boolean;
  /** The member's proposal this question publishes. */
  proposedQuestionId?: number | null;
}

type QuestionRow = typeof questions.$inferSelect;

/** A question is open from dateStart until dateEnd (open-ended when null). */
const isOpen = (now: Date) => and(lte(questions.dateStart, now), or(isNull(questions.dateEnd), gt(questions.dateEnd, now)));

/** `onContentChange`: told of every content write made here, so this instance's catalogue is fresh at once. */
export function createQuestionsRepository(db: Db, clock: Clock, onContentChange: () => void = () => undefined) {
  const answeredStatement = db.select({ questionId: answers.questionId }).from(answers).where(eq(answers.userId, sql.placeholder('userId'))).prepare('answers_of_member');

  async function toCards(rows: QuestionRow[]): Promise<QuestionCard[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [choiceRows, typeRows] = await Promise.all([
      db.select().from(choices).where(inArray(choices.questionId, ids)).orderBy(asc(choices.position), asc(choices.value)),
      db.select({ id: choiceTypes.id, key: choiceTypes.key }).from(choiceTypes),
    ]);
    const typeKey = new Map(typeRows.map((type) => [type.id, type.key]));
    const choicesOf = new Map<number, (typeof choiceRows)[number][]>();
    for (const choice of choiceRows) {
      const list = choicesOf.get(choice.questionId);
      if (list) list.push(choice);
      else choicesOf.set(choice.questionId, [choice]);
    }
    return rows.map((row) => ({
      id: row.id,
      text: row.text,
      type: typeKey.get(row.choiceTypeId) ?? 'single',
      choices: (choicesOf.get(row.id) ?? [])
        .map((choice) => ({ id: choice.id, label: choice.label, value: choice.value, haveMedia: choice.haveMedia })),
      dateStart: row.dateStart.toISOString(),
      dateEnd: row.dateEnd ? row.dateEnd.toISOString() : null,
      haveMedia: row.haveMedia,
      topicName: row.topicName,
    }));
  }

  return {
    async create(question: NewQuestion, tx: Db = db): Promise<number> {
      const [type] = await tx.select().from(choiceTypes).where(eq(choiceTypes.key, question.choiceTypeKey)).limit(1);
      if (!type) throw new Error(`Unknown choice type ${question.choiceTypeKey}`);
      const given = question.choices ?? [];
      const defaults = given.length
        ? []
        : await tx.select().from(defaultChoices).where(and(eq(defaultChoices.choiceTypeId, type.id), eq(defaultChoices.languageId, question.languageId))).orderBy(asc(defaultChoices.value));
      const choiceList: NewChoice[] = given.length ? given : defaults.map((choice) => ({ label: choice.label, value: choice.value }));
      if (choiceList.length < 2) throw new Error(`Question "${question.text}" needs at least 2 choices`);
      const [row] = await tx
        .insert(questions)
        .values({
          text: question.text,
          choiceTypeId: type.id,
          languageId: question.languageId,
          dateStart: question.dateStart ?? new Date(clock.now() - 60_000),
          dateEnd: question.dateEnd ?? null,
          topicName: question.topicName ?? 'general',
          isPublic: question.isPublic ?? true,
          questId: question.questId ?? null,
          position: question.position ?? 0,
          isScreening: question.isScreening ?? false,
          proposedQuestionId: question.proposedQuestionId ?? null,
          haveMedia: choiceList.some((choice) => choice.image),
        })
        .returning({ id: questions.id });
      if (!row) throw new Error('insert returned no row');
      await tx.insert(choices).values(
        choiceList.map((choice, index) => ({
          questionId: row.id,
          label: choice.label,
          value: choice.value ?? index + 1,
          position: index,
          haveMedia: Boolean(choice.image),
          image: choice.image?.data,
          imageType: choice.image?.type,
          imageWidth: choice.image?.width,
          imageHeight: choice.image?.height,
          disqualifies: choice.disqualifies ?? false,
        })),
      );
      onContentChange();
      return row.id;
    },

    async byId(id: number): Promise<QuestionRow | undefined> {
      return (await db.select().from(questions).where(eq(questions.id, id)).limit(1))[0];
    },

    async card(id: number): Promise<QuestionCard | undefined> {
      const row = await this.byId(id);
      return row ? (await toCards([row]))[0] : undefined;
    },

    /** Opens a question from now on, with no end (an accepted proposal's poll). */
    async openNow(id: number, tx: Db = db): Promise<void> {
      await tx.update(questions).set({ dateStart: new Date(clock.now()), dateEnd: null }).where(eq(questions.id, id));
      onContentChange();
    },

    isOpenNow: (row: QuestionRow, now = new Date(clock.now())) => row.dateStart <= now && (row.dateEnd === null || row.dateEnd > now),

    async choiceValues(questionId: number, tx: Db = db): Promise<{ value: number; disqualifies: boolean }[]> {
      return tx.select({ value: choices.value, disqualifies: choices.disqualifies }).from(choices).where(eq(choices.questionId, questionId));
    },

    async isMultiple(choiceTypeId: number): Promise<boolean> {
      const [row] = await db.select({ multiple: choiceTypes.multiple }).from(choiceTypes).where(eq(choiceTypes.id, choiceTypeId));
      return row?.multiple ?? false;
    },

    /** The member's open, unanswered feed polls in a language, in feed order (oldest first), at most `limit`. */
    async unansweredPolls(userId: number, languageId: number, limit: number, now = new Date(clock.now())): Promise<QuestionCard[]> {
      const rows = await db
        .select()
        .from(questions)
        .where(
          and(
            isNull(questions.questId),
            eq(questions.languageId, languageId),
            isOpen(now),
            notExists(db.select({ one: sql`1` }).from(answers).where(and(eq(answers.questionId, questions.id), eq(answers.userId, userId)))),
          ),
        )
        .orderBy(asc(questions.dateStart), asc(questions.id))
        .limit(limit);
      return toCards(rows);
    },

    /**
     * Every feed poll (no quest) that is open or will open, with its card, whether it takes several
     * choices and the proposal it publishes: the per-instance catalogue the feed is served from.
     */
    async feedCatalogue(now = new Date(clock.now())) {
      const rows = await db
        .select({ question: questions, multiple: choiceTypes.multiple, proposal: { userId: proposedQuestions.userId, status: proposedQuestions.status } })
        .from(questions)
        .innerJoin(choiceTypes, eq(choiceTypes.id, questions.choiceTypeId))
        .leftJoin(proposedQuestions, eq(proposedQuestions.id, questions.proposedQuestionId))
        .where(and(isNull(questions.questId), or(isNull(questions.dateEnd), gt(questions.dateEnd, now))));
      const cards = await toCards(rows.map((row) => row.question));
      return rows.map((row, index) => ({ row: row.question, card: cards[index]!, multiple: row.multiple, proposal: row.proposal ?? undefined }));
    },

    /** Every question the member has answered (their position in every feed). */
    async answeredBy(userId: number): Promise<number[]> {
      return (await answeredStatement.execute({ userId })).map((row) => row.questionId);
    },

    /**
     * Feed polls in a language ranked by answers received since `since`, most first, then the lower
     * id, with the proposal each publishes: the top 10's candidates, before the access rule.
     */
    async mostAnswered(languageId: number, since: Date): Promise<{ row: QuestionRow; proposal: { userId: number; status: number } | undefined }[]> {
      const counted = db
        .select({ questionId: answers.questionId, n: sql<number>`count(*)::int`.as('n') })
        .from(answers)
        .where(gte(answers.answeredAt, since))
        .groupBy(answers.questionId)
        .as('counted');
      const rows = await db
        .select({ question: questions, proposal: { userId: proposedQuestions.userId, status: proposedQuestions.status } })
        .from(questions)
        .innerJoin(counted, eq(counted.questionId, questions.id))
        .leftJoin(proposedQuestions, eq(proposedQuestions.id, questions.proposedQuestionId))
        .where(and(isNull(questions.questId), eq(questions.languageId, languageId)))
        .orderBy(desc(counted.n), asc(questions.id));
      return rows.map((row) => ({ row: row.question, proposal: row.proposal ?? undefined }));
    },

    /** The cards of these questions, in their order. */
    cards: toCards,

    /** Every question of a quest, in the order it is asked (the survey runner). */
    async questCards(questId: number): Promise<QuestionCard[]> {
      return toCards(await db.select().from(questions).where(eq(questions.questId, questId)).orderBy(asc(questions.position), asc(questions.id)));
    },

    /** The member's next unanswered question of a quest (a live survey), in its order; a guest's next public one. */
    async nextUnansweredInQuest(userId: number, questId: number, options: { publicOnly?: boolean } = {}, now = new Date(clock.now())): Promise<QuestionCard | null> {
      const rows = await db
        .select()
        .from(questions)
        .where(
          and(
            eq(questions.questId, questId),
            isOpen(now),
            options.publicOnly ? eq(questions.isPublic, true) : undefined,
            notExists(db.select({ one: sql`1` }).from(answers).where(and(eq(answers.questionId, questions.id), eq(answers.userId, userId)))),
          ),
        )
        .orderBy(asc(questions.position), asc(questions.id))
        .limit(1);
      return (await toCards(rows))[0] ?? null;
    },

    /** The default scales of a language: the choice types with default choices in it (the others need choices of their own). */
    async defaultChoiceTypes(languageId: number) {
      const withDefaults = db.selectDistinct({ id: defaultChoices.choiceTypeId }).from(defaultChoices).where(eq(defaultChoices.languageId, languageId));
      return db
        .select({ choice_type_id: choiceTypes.id, choice_type_translated: choiceTypeTranslations.label })
        .from(choiceTypes)
        .innerJoin(choiceTypeTranslations, and(eq(choiceTypeTranslations.choiceTypeId, choiceTypes.id), eq(choiceTypeTranslations.languageId, languageId)))
        .where(inArray(choiceTypes.id, withDefaults))
        .orderBy(asc(choiceTypes.id));
    },

    async defaultChoices(languageId: number) {
      return db
        .select({ choice_type_id: defaultChoices.choiceTypeId, label: defaultChoices.label, value: defaultChoices.value })
        .from(defaultChoices)
        .where(eq(defaultChoices.languageId, languageId))
        .orderBy(asc(defaultChoices.choiceTypeId), asc(defaultChoices.value));
    },

    /** Each choice type with default choices in a language, and how many it has (the propose rules). */
    async defaultChoiceCounts(languageId: number, tx: Db = db): Promise<Map<number, number>> {
      const rows = await tx
        .select({ typeId: defaultChoices.choiceTypeId, n: sql<number>`count(*)::int` })
        .from(defaultChoices)
        .where(eq(defaultChoices.languageId, languageId))
        .groupBy(defaultChoices.choiceTypeId);
      return new Map(rows.map((row) => [row.typeId, Number(row.n)]));
    },

    /** Every choice type by its key, with its number of default choices in a language (0 for none): what a content file may name. */
    async defaultChoiceCountsByKey(languageId: number): Promise<Map<string, number>> {
      const rows = await db
        .select({ key: choiceTypes.key, n: sql<number>`count(${defaultChoices.value})::int` })
        .from(choiceTypes)
        .leftJoin(defaultChoices, and(eq(defaultChoices.choiceTypeId, choiceTypes.id), eq(defaultChoices.languageId, languageId)))
        .groupBy(choiceTypes.key);
      return new Map(rows.map((row) => [row.key, Number(row.n)]));
    },

    async choiceTypeKey(choiceTypeId: number, tx: Db = db): Promise<string | undefined> {
      return (await tx.select({ key: choiceTypes.key }).from(choiceTypes).where(eq(choiceTypes.id, choiceTypeId)))[0]?.key;
    },

    async choiceImage(choiceId: number) {
      const [row] = await db.select({ image: choices.image, type: choices.imageType }).from(choices).where(eq(choices.id, choiceId));
      return row?.image && row.type ? { data: row.image, type: row.type } : undefined;
    },

  };
}
export type QuestionsRepository = ReturnType<typeof createQuestionsRepository>;
