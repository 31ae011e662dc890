import { describe, expect, it } from 'vitest';
import { canGoBack, canGoNext, firstUnanswered, knownAnswers, outcomeFromAcknowledgements, outcomeFromQuest, progressOf, resumeIndex, runnerProfileBlock } from './runRules';

const ids = [11, 12, 13, 14];
const answered = (...questionIds: number[]) => new Map(questionIds.map((id) => [id, [1]]));

describe('knownAnswers', () => {
  it('joins the server\'s answers and the queued ones of the quest, the server\'s first', () => {
    const known = knownAnswers(ids, [{ questionId: 11, choiceValues: [2] }], [{ questionId: 11, choiceValues: [1] }, { questionId: 12, choiceValues: [1, 3] }, { questionId: 99, choiceValues: [1] }]);
    expect([...known]).toEqual([[11, [2]], [12, [1, 3]]]);
  });
});

describe('resume position', () => {
  it('is the first unanswered question', () => {
    expect(firstUnanswered(ids, answered())).toBe(0);
    expect(firstUnanswered(ids, answered(11, 12))).toBe(2);
    expect(firstUnanswered(ids, answered(11, 13))).toBe(1);
    expect(firstUnanswered(ids, answered(...ids))).toBe(4);
  });

  it('keeps a saved position on an answered question or the first unanswered one', () => {
    expect(resumeIndex(ids, answered(11, 12), 0)).toBe(0);
    expect(resumeIndex(ids, answered(11, 12), 2)).toBe(2);
  });

  it('ignores a saved position past the first unanswered question, or one that is not a position', () => {
    expect(resumeIndex(ids, answered(11), 3)).toBe(1);
    expect(resumeIndex(ids, answered(11), -1)).toBe(1);
    expect(resumeIndex(ids, answered(11), 0.5)).toBe(1);
    expect(resumeIndex(ids, answered(11), null)).toBe(1);
    expect(resumeIndex(ids, answered(11), undefined)).toBe(1);
  });

  it('is the end once everything is answered (the run is being finished)', () => {
    expect(resumeIndex(ids, answered(...ids), undefined)).toBe(4);
  });
});

describe('navigation', () => {
  it('goes back from the second question on, and forward only over answered ones', () => {
    expect(canGoBack(0)).toBe(false);
    expect(canGoBack(1)).toBe(true);
    expect(canGoNext(0, 2)).toBe(true);
    expect(canGoNext(2, 2)).toBe(false);
  });
});

describe('progressOf', () => {
  it('counts answered questions as a whole percent', () => {
    expect(progressOf(4, 0)).toEqual({ answered: 0, total: 4, percent: 0 });
    expect(progressOf(3, 1)).toEqual({ answered: 1, total: 3, percent: 33 });
    expect(progressOf(4, 4)).toEqual({ answered: 4, total: 4, percent: 100 });
  });

  it('stays within 0 and the total, and copes with an empty quest', () => {
    expect(progressOf(2, 5)).toEqual({ answered: 2, total: 2, percent: 100 });
    expect(progressOf(2, -1)).toEqual({ answered: 0, total: 2, percent: 0 });
    expect(progressOf(0, 0)).toEqual({ answered: 0, total: 0, percent: 0 });
  });
});

describe('outcomes', () => {
  it('takes the acknowledgement that finished the run', () => {
    expect(outcomeFromAcknowledgements([{ questStatus: 'started' }])).toBeNull();
    expect(outcomeFromAcknowledgements([{ questStatus: 'started' }, { questStatus: 'completed', questPointsCredited: 20 }])).toEqual({ status: 'completed', points: 20 });
    expect(outcomeFromAcknowledgements([{ questStatus: 'screenout', questPointsCredited: 5 }])).toEqual({ status: 'screenout', points: 5 });
    expect(outcomeFromAcknowledgements([{ questStatus: 'speedster' }])).toEqual({ status: 'speedster', points: 0 });
    expect(outcomeFromAcknowledgements([{}])).toBeNull();
  });

  it('reads a finished quest\'s status and points awarded', () => {
    expect(outcomeFromQuest({ status: 'new', pointsAwarded: 0 })).toBeNull();
    expect(outcomeFromQuest({ status: 'started', pointsAwarded: 0 })).toBeNull();
    expect(outcomeFromQuest({ status: 'completed', pointsAwarded: 80 })).toEqual({ status: 'completed', points: 80 });
    expect(outcomeFromQuest({ status: 'screenout', pointsAwarded: 0 })).toEqual({ status: 'screenout', points: 0 });
  });
});

describe('runnerProfileBlock', () => {
  it('sends a member with an incomplete profile from any survey but a profile survey, once the details are this visit\'s', () => {
    expect(runnerProfileBlock('short', true, false, true)).toBe('blocked');
    expect(runnerProfileBlock('test', true, false, true)).toBe('blocked');
    expect(runnerProfileBlock('profile', true, false, true)).toBe('open');
    expect(runnerProfileBlock('short', true, false, false)).toBe('wait');
    expect(runnerProfileBlock('short', true, null, true)).toBe('wait');
    expect(runnerProfileBlock('short', true, true, false)).toBe('open');
    expect(runnerProfileBlock('short', false, false, true)).toBe('open');
  });
});
