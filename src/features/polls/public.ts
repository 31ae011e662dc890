/** What other features may use of the polls: a question card and result bars, with their styles. */
export { QuestionCard } from './components/QuestionCard';
export { ResultBars } from './components/ResultBars';
