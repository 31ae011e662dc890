import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Type, type Static } from 'typebox';
import Value from 'typebox/value';
import type { Db } from '../../db/client';
import type { NewChoice, NewQuestion, QuestionsRepository } from '../repositories/questions-repository';
import { questTypes, type NewQuest, type QuestsRepository } from '../repositories/quests-repository';
import type { ReferenceRepository } from '../repositories/reference-repository';
import { MAX_PRIZE_DESCRIPTION, MAX_PRIZE_FIGURE, MAX_PRIZE_NAME, type NewPrize, type RewardsRepository } from '../repositories/rewards-repository';
import { findRefusedText } from '../../lib/text-guard';
import { databaseRefusal } from '../../lib/pg-errors';
import { contentQuestionProblem } from './content-rules';
import { MAX_PICTURE_PATH, readImageFile, SITE_PICTURE_PATTERN } from './content-images';

/**
 * The content file of `npm run panel -- import FILE.json` (README, "Content import"). Polls go to
 * the feed; quests (surveys) hold ordered questions, of which screening ones can disqualify; prizes
 * are what members spend points on.
 */
const strict = { additionalProperties: false } as const;
const Text = (max: number) => Type.String({ minLength: 1, maxLength: max });
const DateTime = Type.String({ format: 'date-time' });
const LanguageCode = Type.String({ pattern: '^[a-z]{2,3}$' });
/** An image file (SVG or PNG) relative to the content file. */
const ImageFile = Type.String({ pattern: '^[\\w.-][\\w./-]*\\.(svg|png)$', maxLength: 200 });
const ChoiceSchema = Type.Object({
  label: Text(150),
  image: Type.Optional(ImageFile),
  /** Screening questions: picking this choice screens the member out. */
  disqualifies: Type.Optional(Type.Boolean()),
}, strict);
const QuestionSchema = Type.Object({
  text: Text(500),
  /** A choice type key: agree_scale, satisfaction_scale, yes_no, single, multiple or image. */
  type: Type.String({ pattern: '^[a-z_]{1,40}$' }),
  /** Omitted for the default scales (agree_scale, satisfaction_scale, yes_no): their choices are used. */
  choices: Type.Optional(Type.Array(ChoiceSchema, { minItems: 2, maxItems: 12 })),
  screening: Type.Optional(Type.Boolean()),
}, strict);
const PollSchema = Type.Object({
  language: LanguageCode,
  ...QuestionSchema.properties,
  topic: Type.Optional(Type.String({ pattern: '^[a-z_]{1,40}$' })),
  /** Guests may answer public polls (default true). */
  public: Type.Optional(Type.Boolean()),
  dateStart: Type.Optional(DateTime),
  dateEnd: Type.Optional(Type.Union([DateTime, Type.Null()])),
}, strict);
const QuestSchema = Type.Object({
  type: Type.Union(questTypes.map((type) => Type.Literal(type))),
  language: LanguageCode,
  title: Text(200),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  points: Type.Integer({ minimum: 0, maximum: 100000 }),
  estimatedMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 240 })),
  segment: Type.Optional(Type.String({ pattern: '^[\\w-]{1,40}$' })),
  /** Guests and visitors may answer its questions in a live-survey embed (default false: members only). */
  public: Type.Optional(Type.Boolean()),
  dateStart: Type.Optional(DateTime),
  dateEnd: Type.Optional(Type.Union([DateTime, Type.Null()])),
  questions: Type.Array(QuestionSchema, { minItems: 1, maxItems: 200 }),
}, strict);
const PrizeTextSchema = Type.Object({ name: Text(MAX_PRIZE_NAME), description: Type.Optional(Type.String({ maxLength: MAX_PRIZE_DESCRIPTION })) }, strict);
const PrizeSchema = Type.Object({
  ...PrizeTextSchema.properties,
  points: Type.Integer({ minimum: 1, maximum: MAX_PRIZE_FIGURE }),
  stock: Type.Integer({ minimum: 0, maximum: MAX_PRIZE_FIGURE }),
  /**
   * An SVG or PNG file beside the content file (stored with the prize), or a path the site itself
   * serves (a file in public/, e.g. /prizes/mug.svg): the app shows pictures from its own origin only.
   */
  picture: Type.Optional(Type.Union([ImageFile, Type.String({ pattern: SITE_PICTURE_PATTERN, maxLength: MAX_PICTURE_PATH })])),
  /** The name and description in the panel's other languages, by language code. */
  translations: Type.Optional(Type.Record(LanguageCode, PrizeTextSchema)),
}, strict);
/** Polls one content file may carry (a larger set is imported in several files). */
export const MAX_POLLS_PER_FILE = 5000;
export const ContentFileSchema = Type.Object({
  polls: Type.Optional(Type.Array(PollSchema, { maxItems: MAX_POLLS_PER_FILE })),
  quests: Type.Optional(Type.Array(QuestSchema, { maxItems: 500 })),
  prizes: Type.Optional(Type.Array(PrizeSchema, { maxItems: 500 })),
}, strict);
export type ContentFile = Static<typeof ContentFileSchema>;

export class ContentImportError extends Error {}

export function parseContentFile(json: unknown): ContentFile {
  // Checked first, so an operator reads where it is, never the database's refusal of the statement.
  const refused = findRefusedText(json, '');
  if (refused !== undefined) {
    throw new ContentImportError(`Invalid content file at ${refused.replace(/^\./, '') || 'the file'}: it contains a NUL character or half of a character, which cannot be stored.`);
  }
  if (Value.Check(ContentFileSchema, json)) return json;
  const [first] = Value.Errors(ContentFileSchema, json);
  const where = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'the file';
  throw new ContentImportError(`Invalid content file at ${where}: ${first?.message ?? 'invalid'}`);
}

export interface ImportCounts {
  polls: number;
  quests: number;
  questions: number;
  prizes: number;
}

/** Creates every poll, quest and prize of a content file in one transaction: all of it, or nothing. */
export function createContentImportService(deps: { db: Db; questions: QuestionsRepository; quests: QuestsRepository; reference: ReferenceRepository; rewards: RewardsRepository; defaultLanguage: string }) {
  const { db, questions, quests, reference, rewards, defaultLanguage } = deps;

  return {
    async importFile(path: string): Promise<ImportCounts> {
      let json: unknown;
      try {
        // A byte order mark, as some editors save UTF-8, is not part of the JSON.
        json = JSON.parse(readFileSync(path, 'utf8').replace(/^\uFEFF/, ''));
      } catch (error) {
        throw new ContentImportError(`${path} could not be read as JSON: ${(error as Error).message}`);
      }
      return this.importContent(parseContentFile(json), dirname(resolve(path)));
    },

    async importContent(content: ContentFile, baseDir: string): Promise<ImportCounts> {
      const languages = new Map<string, number>();
      const languageId = async (code: string, where: string) => {
        if (!languages.has(code)) {
          const language = await reference.languageByUiName(code);
          if (!language) throw new ContentImportError(`${where}: unknown language "${code}"`);
          languages.set(code, language.id);
        }
        return languages.get(code)!;
      };
      const choiceTypesIn = new Map<number, Map<string, number>>();
      const checkQuestion = async (question: Static<typeof QuestionSchema>, where: string, language: number, inQuest: boolean) => {
        if (!choiceTypesIn.has(language)) choiceTypesIn.set(language, await questions.defaultChoiceCountsByKey(language));
        const problem = contentQuestionProblem(question, where, choiceTypesIn.get(language)!, inQuest);
        if (problem) throw new ContentImportError(`${problem.at}: ${problem.message}`);
      };
      /** An image file named relative to the content file, read and sized: one the app can show, or an error naming `where`. */
      const imageFile = (name: string, where: string) => {
        const image = readImageFile(baseDir, name);
        if (typeof image === 'string') throw new ContentImportError(`${where}: ${image}`);
        return image;
      };
      const choicesOf = (list: Static<typeof ChoiceSchema>[] | undefined, where: string): NewChoice[] | undefined =>
        list?.map((choice, index) => ({
          label: choice.label,
          disqualifies: choice.disqualifies,
          ...(choice.image ? { image: imageFile(choice.image, `${where}.choices.${index}`) } : {}),
        }));

      // A poll or survey that ends before it starts (or, starting now, has ended already) could never be answered.
      const openingDates = (item: { dateStart?: string; dateEnd?: string | null }, where: string) => {
        const dateStart = item.dateStart ? new Date(item.dateStart) : undefined;
        const dateEnd = item.dateEnd ? new Date(item.dateEnd) : null;
        if (dateEnd && dateEnd.getTime() <= (dateStart ?? new Date()).getTime()) {
          throw new ContentImportError(`${where}: dateEnd ${item.dateEnd} is not after ${dateStart ? `dateStart ${item.dateStart}` : 'now'}: it could never be answered`);
        }
        return { dateStart, dateEnd };
      };

      // Everything is checked and read before the transaction (PGlite has one connection, which it holds).
      const polls: NewQuestion[] = [];
      for (const [index, poll] of (content.polls ?? []).entries()) {
        const where = `polls.${index}`;
        const language = await languageId(poll.language, where);
        await checkQuestion(poll, where, language, false);
        polls.push({
          text: poll.text, choiceTypeKey: poll.type, languageId: language, choices: choicesOf(poll.choices, where),
          topicName: poll.topic, isPublic: poll.public ?? true, isScreening: false, ...openingDates(poll, where),
        });
      }
      const questList: { quest: NewQuest; questions: NewQuestion[] }[] = [];
      for (const [index, quest] of (content.quests ?? []).entries()) {
        const where = `quests.${index}`;
        const language = await languageId(quest.language, where);
        for (const [position, question] of quest.questions.entries()) await checkQuestion(question, `${where}.questions.${position}`, language, true);
        questList.push({
          quest: {
            type: quest.type, title: quest.title, description: quest.description ?? '', points: quest.points, languageId: language,
            estimatedMinutes: quest.estimatedMinutes ?? Math.max(1, Math.ceil(quest.questions.length / 3)), panelSegment: quest.segment ?? null,
            ...openingDates(quest, where),
          },
          questions: quest.questions.map((question, position) => {
            const at = `${where}.questions.${position}`;
            return { text: question.text, choiceTypeKey: question.type, languageId: language, choices: choicesOf(question.choices, at), position, isPublic: quest.public ?? false, isScreening: question.screening ?? false };
          }),
        });
      }

      const prizeList: NewPrize[] = [];
      for (const [index, prize] of (content.prizes ?? []).entries()) {
        const translations = prize.translations ?? {};
        for (const code of Object.keys(translations)) {
          // The prize's own name is the default language's: a translation in it would hide every later rename from its members.
          if (code === defaultLanguage) throw new ContentImportError(`prizes.${index}.translations: "${code}" is the panel's default language, which the prize's own name and description are in`);
          await languageId(code, `prizes.${index}.translations`);
        }
        const stored = prize.picture && !prize.picture.startsWith('/') ? imageFile(prize.picture, `prizes.${index}.picture`) : undefined;
        prizeList.push({
          name: prize.name, description: prize.description ?? '', pointsCost: prize.points, stock: prize.stock,
          imageUrl: stored ? null : (prize.picture ?? null), image: stored?.data ?? null, imageType: stored?.type ?? null,
          translations: Object.fromEntries(Object.entries(translations).map(([code, text]) => [code, { name: text.name, description: text.description ?? '' }])),
        });
      }

      const counts = { polls: polls.length, quests: questList.length, questions: 0, prizes: prizeList.length };
      try {
        await db.transaction(async (tx) => {
          for (const poll of polls) await questions.create(poll, tx);
          for (const prize of prizeList) await rewards.createPrize(prize, tx);
          for (const entry of questList) {
            const questId = await quests.create(entry.quest, tx);
            for (const question of entry.questions) await questions.create({ ...question, questId }, tx);
            counts.questions += entry.questions.length;
          }
        });
      } catch (error) {
        // Checked above already, the repository's own refusals come here only if the choice types changed
        // meanwhile; of a statement the database refused, only its reason is told (the statement and its
        // values are no message for an operator).
        const refusal = databaseRefusal(error);
        const reason = refusal ? `the database refused the content: ${refusal.message}` : (error as Error).message;
        throw new ContentImportError(reason);
      }
      return counts;
    },
  };
}
export type ContentImportService = ReturnType<typeof createContentImportService>;
