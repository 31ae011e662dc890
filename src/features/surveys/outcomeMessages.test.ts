import { describe, expect, it } from 'vitest';
import { outcomeMessage } from './outcomeMessages';

describe('outcomeMessage', () => {
  it('tells a completing member the points credited', () => {
    expect(outcomeMessage({ status: 'completed', points: 20 })).toEqual({ title: 'surveys.outcome.completed.title', text: 'surveys.outcome.completed.points', values: { count: 20 } });
    expect(outcomeMessage({ status: 'completed', points: 0 }).text).toBe('surveys.outcome.completed.noPoints');
  });

  it('tells a screened-out member at once, with the consolation points when given', () => {
    expect(outcomeMessage({ status: 'screenout', points: 0 })).toEqual({ title: 'surveys.outcome.screenout.title', text: 'surveys.outcome.screenout.text', values: {} });
    expect(outcomeMessage({ status: 'screenout', points: 5 })).toEqual({ title: 'surveys.outcome.screenout.title', text: 'surveys.outcome.screenout.consolation', values: { count: 5 } });
  });

  it('tells a speedster why the points were withheld', () => {
    expect(outcomeMessage({ status: 'speedster', points: 0 })).toEqual({ title: 'surveys.outcome.speedster.title', text: 'surveys.outcome.speedster.text', values: {} });
  });
});
