/**
 * What other features may use of the polls: a question card, result bars, and the polls' stylesheet
 * (page, card and button styles), which survey screens share: importing this module brings it.
 */
import './polls.css';

export { QuestionCard } from './components/QuestionCard';
export { ResultBars } from './components/ResultBars';
