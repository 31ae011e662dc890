import { useCallback, useMemo } from 'react';
import { useRemote, type Remote } from '../../lib/useRemote';
import { fetchChoiceTypes, fetchDefaultChoices, fetchProposedQuestions, type ProposedQuestion } from './api';
import { countByType } from './proposeForm';

export interface Scale {
  id: number;
  label: string;
  /** Its default choices in the member's language, in order. */
  choices: string[];
}

/**
 * The default scales a member can propose with, in their language: the choice types that have
 * default choices (the others need choices of their own: the custom option covers them), and how
 * many each has. None while loading or when the call failed (`failure`, with its Try again):
 * custom choices remain.
 */
export function useScales(langId: number | null): { scales: Scale[]; counts: Map<number, number>; failure: Extract<Remote<unknown>, { kind: 'failed' }> | null } {
  const load = useCallback(
    (signal: AbortSignal) => (langId === null ? Promise.resolve(null) : Promise.all([fetchChoiceTypes(langId, signal), fetchDefaultChoices(langId, signal)])),
    [langId],
  );
  const remote = useRemote(load, String(langId));
  return useMemo(() => {
    if (remote.kind !== 'ready' || remote.value === null) return { scales: [], counts: new Map(), failure: remote.kind === 'failed' ? remote : null };
    const [types, defaults] = remote.value;
    const counts = countByType(defaults);
    const scales = types
      .filter((type) => counts.has(type.choice_type_id))
      .map((type) => ({
        id: type.choice_type_id,
        label: type.choice_type_translated,
        choices: defaults.filter((choice) => choice.choice_type_id === type.choice_type_id).map((choice) => choice.label),
      }));
    return { scales, counts, failure: null };
  }, [remote]);
}

/** The member's proposals, loaded again for each new `version`; a failed fetch is an empty list. */
export function useMyQuestions(version: number): { loading: boolean; rows: ProposedQuestion[] } {
  const remote = useRemote(fetchProposedQuestions, 'mine', version);
  return useMemo(() => ({ loading: remote.kind === 'loading', rows: remote.kind === 'ready' ? remote.value : [] }), [remote]);
}
