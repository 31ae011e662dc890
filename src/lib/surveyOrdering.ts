import type { ActiveQuest } from '@contract/schemas/entities';

/** Quest types listed on the surveys page: forecasts live with the predictor. */
export const SURVEYS_PAGE_TYPES = ['short', 'profile', 'test', 'standard'] as const;
const PINNED_TYPES = ['short', 'standard'];

/** The quest with id 1 first, the others in the server's order. */
export function questOneFirst<Q extends Pick<ActiveQuest, 'quest_id'>>(quests: readonly Q[]): Q[] {
  return [...quests.filter((quest) => quest.quest_id === 1), ...quests.filter((quest) => quest.quest_id !== 1)];
}

export interface ArrangedSurveys<Q> {
  /** Every active quest, quest 1 first. */
  ordered: Q[];
  /** Profile surveys, kept apart from the others. */
  profile: Q[];
  /** Short and standard surveys; a profile survey at the front when its id is 1, else the first profile survey appended. */
  pinned: Q[];
  /** The surveys page: short, profile, test and standard ones. */
  surveysPage: Q[];
}

/** The active-survey ordering rules. */
export function arrangeActiveSurveys<Q extends Pick<ActiveQuest, 'quest_id' | 'quest_type'>>(quests: readonly Q[]): ArrangedSurveys<Q> {
  const ordered = questOneFirst(quests);
  const profile = ordered.filter((quest) => quest.quest_type === 'profile');
  const others = ordered.filter((quest) => quest.quest_type !== 'profile');
  const pinnedOthers = others.filter((quest) => PINNED_TYPES.includes(quest.quest_type));
  const firstProfile = profile[0];
  const pinned = firstProfile?.quest_id === 1 ? [firstProfile, ...pinnedOthers] : firstProfile ? [...pinnedOthers, firstProfile] : pinnedOthers;
  const surveysPage = ordered.filter((quest) => (SURVEYS_PAGE_TYPES as readonly string[]).includes(quest.quest_type));
  return { ordered, profile, pinned, surveysPage };
}

/**
 * The first `max` pinned surveys, for a list that has room for no more: an appended profile survey
 * keeps its place at the end (the rule pins it, so cutting the list short must not drop it).
 */
export function pinnedShown<Q extends Pick<ActiveQuest, 'quest_type'>>(pinned: readonly Q[], max: number): Q[] {
  if (pinned.length <= max) return [...pinned];
  const last = pinned[pinned.length - 1]!;
  return last.quest_type === 'profile' && max > 0 ? [...pinned.slice(0, max - 1), last] : pinned.slice(0, max);
}
