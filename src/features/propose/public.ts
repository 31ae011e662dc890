/** What other features may use of the propose screen: the member's proposals and their status names. */
export { fetchProposedQuestions } from './api';
export { statusName, type ProposalStatusName } from './proposeForm';
