import { describe, expect, it } from 'vitest';
import { contentQuestionProblem, type ContentQuestion } from './content-rules';

/** The demo's choice types in English: the scales with their default choices, the others with none. */
const counts = new Map([['agree_scale', 5], ['yes_no', 2], ['single', 0], ['multiple', 0], ['image', 0]]);
const problem = (question: ContentQuestion, inQuest = true) => contentQuestionProblem(question, 'quests.0.questions.2', counts, inQuest);
const two = [{ label: 'A' }, { label: 'B' }];

describe('contentQuestionProblem', () => {
  it('takes a default scale without choices and a type with choices of its own', () => {
    expect(problem({ type: 'agree_scale' })).toBeNull();
    expect(problem({ type: 'single', choices: two })).toBeNull();
    expect(problem({ type: 'image', choices: [{ label: 'A', image: 'a.svg' }, { label: 'B', image: 'b.png' }] })).toBeNull();
    expect(problem({ type: 'single', screening: true, choices: [{ label: 'A' }, { label: 'B', disqualifies: true }] })).toBeNull();
  });

  it('names an unknown type at its field, with the known ones', () => {
    expect(problem({ type: 'slider', choices: two })).toEqual({ at: 'quests.0.questions.2.type', message: 'unknown choice type "slider"; known: agree_scale, image, multiple, single, yes_no' });
  });

  it('wants choices where the type has no default ones in the language', () => {
    expect(problem({ type: 'single' })).toEqual({ at: 'quests.0.questions.2.choices', message: '"single" has no default choices in this language: give at least 2 choices' });
  });

  it('wants an image on every choice of an image question, naming the first without one', () => {
    expect(problem({ type: 'image', choices: [{ label: 'A', image: 'a.svg' }, { label: 'B' }] })).toEqual({ at: 'quests.0.questions.2.choices.1', message: 'every choice of an image question needs an "image"' });
  });

  it('lets only a survey\'s screening question screen members out', () => {
    expect(problem({ type: 'single', choices: [{ label: 'A', disqualifies: true }, { label: 'B' }] })?.message).toMatch(/only a screening question/);
    expect(problem({ type: 'single', screening: true, choices: two }, false)?.message).toMatch(/a poll cannot screen members out/);
    expect(problem({ type: 'single', choices: [{ label: 'A', disqualifies: true }, { label: 'B' }] }, false)?.message).toMatch(/a poll cannot screen members out/);
  });
});
