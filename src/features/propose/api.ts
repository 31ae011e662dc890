import { call, type CallInput, type CallOutput } from '../../api/client';

export type ChoiceType = CallOutput<'getDefaultChoiceTypes'>[number];
export type DefaultChoice = CallOutput<'getDefaultChoices'>[number];
export type ProposedQuestion = CallOutput<'getProposedQuestions'>[number];
export type ProposeBody = CallInput<'proposeQuestion'>['body'];

export const fetchChoiceTypes = (langId: number, signal?: AbortSignal): Promise<ChoiceType[]> =>
  call('getDefaultChoiceTypes', { params: { langId: String(langId) }, signal });

export const fetchDefaultChoices = (langId: number, signal?: AbortSignal): Promise<DefaultChoice[]> =>
  call('getDefaultChoices', { params: { langId: String(langId) }, signal });

/** The member's proposals, newest first. */
export const fetchProposedQuestions = (signal?: AbortSignal): Promise<ProposedQuestion[]> => call('getProposedQuestions', { signal });

export const proposeQuestion = (body: ProposeBody): Promise<CallOutput<'proposeQuestion'>> => call('proposeQuestion', { body });
