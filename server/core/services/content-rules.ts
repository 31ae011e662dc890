/**
 * What a content file's question must be beyond its schema, checked before anything is written so
 * the operator reads where in the file it is (pure: the choice types come from the database).
 */

export interface ContentQuestion {
  type: string;
  choices?: { label: string; image?: string; disqualifies?: boolean }[];
  screening?: boolean;
}

/** The place in the file (e.g. `quests.0.questions.2.choices.1`) and what is wrong there. */
export interface ContentProblem {
  at: string;
  message: string;
}

/** The choice type whose choices are pictures: each of them must have one. */
const IMAGE_CHOICE_TYPE = 'image';

/**
 * The first problem of a question at `where`, or null. `defaultCounts` holds every choice type by its
 * key with its number of default choices in the question's language; `inQuest` says whether it is a
 * survey's question, the only kind that can screen members out.
 */
export function contentQuestionProblem(question: ContentQuestion, where: string, defaultCounts: ReadonlyMap<string, number>, inQuest: boolean): ContentProblem | null {
  const defaults = defaultCounts.get(question.type);
  if (defaults === undefined) return { at: `${where}.type`, message: `unknown choice type "${question.type}"; known: ${[...defaultCounts.keys()].sort().join(', ')}` };
  if (!inQuest && (question.screening || question.choices?.some((choice) => choice.disqualifies))) {
    return { at: where, message: 'a poll cannot screen members out: "screening" and "disqualifies" belong to a survey\'s questions' };
  }
  if (question.choices === undefined && defaults < 2) {
    return { at: `${where}.choices`, message: `"${question.type}" has no default choices in this language: give at least 2 choices` };
  }
  if (question.type === IMAGE_CHOICE_TYPE) {
    const bare = (question.choices ?? []).findIndex((choice) => !choice.image);
    if (bare >= 0) return { at: `${where}.choices.${bare}`, message: 'every choice of an image question needs an "image"' };
  }
  if (question.choices?.some((choice) => choice.disqualifies) && !question.screening) {
    return { at: where, message: 'only a screening question ("screening": true) can have disqualifying choices' };
  }
  return null;
}
