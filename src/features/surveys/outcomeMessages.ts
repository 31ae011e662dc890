import type { RunOutcome } from './runRules';

export interface OutcomeMessage {
  /** i18n keys, and the values they take. */
  title: string;
  text: string;
  values: { count?: number };
}

/**
 * What the member is told about a finished survey: points credited on completion;
 * a screen-out at once, with the consolation points when given; a speedster, with why the points
 * were withheld.
 */
export function outcomeMessage(outcome: RunOutcome): OutcomeMessage {
  switch (outcome.status) {
    case 'completed':
      return outcome.points > 0
        ? { title: 'surveys.outcome.completed.title', text: 'surveys.outcome.completed.points', values: { count: outcome.points } }
        : { title: 'surveys.outcome.completed.title', text: 'surveys.outcome.completed.noPoints', values: {} };
    case 'screenout':
      return outcome.points > 0
        ? { title: 'surveys.outcome.screenout.title', text: 'surveys.outcome.screenout.consolation', values: { count: outcome.points } }
        : { title: 'surveys.outcome.screenout.title', text: 'surveys.outcome.screenout.text', values: {} };
    case 'speedster':
      return { title: 'surveys.outcome.speedster.title', text: 'surveys.outcome.speedster.text', values: {} };
  }
}
