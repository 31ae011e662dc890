/** What other features may use of the surveys: a finished survey's outcome. */
export { SurveyOutcome } from './components/SurveyOutcome';
export { useQuestOutcome } from './useQuestOutcome';
export { outcomeFromAcknowledgements, type RunOutcome } from './runRules';
