import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionCard } from '../../polls/public';
import type { QuestDetails } from '../api';
import { canGoBack, canGoNext } from '../runRules';
import type { SurveyRun } from '../useSurveyRun';
import { AnsweredQuestion } from './AnsweredQuestion';
import { SurveyProgress } from './SurveyProgress';

/** One question per screen: the progress, the question (or the answer given, when gone back) and back/next. */
export function SurveyStep({ quest, run }: { quest: QuestDetails; run: SurveyRun }) {
  const { t } = useTranslation();
  const question = quest.questions[run.index];
  const step = useRef<HTMLDivElement>(null);

  // Each new question takes the focus, so keyboard and screen-reader users start on it.
  useEffect(() => step.current?.focus(), [run.index]);

  if (!question) return null;
  const given = run.answers.get(question.id);
  return (
    <div className="survey-step" ref={step} tabIndex={-1} data-testid="survey-step">
      <SurveyProgress index={run.index} total={quest.questions.length} answered={run.answers.size} />
      {given ? (
        <AnsweredQuestion question={question} values={given} pending={run.pending.includes(question.id)} />
      ) : (
        <QuestionCard key={question.id} card={question} onAnswer={(values) => void run.answer(values)} disabled={run.busy} />
      )}
      <div className="polls-page__actions survey-step__nav">
        <button type="button" className="poll-button" onClick={run.back} disabled={!canGoBack(run.index)}>{t('surveys.runner.back')}</button>
        <button type="button" className="poll-button" onClick={run.next} disabled={!canGoNext(run.index, run.unanswered)}>{t('surveys.runner.next')}</button>
      </div>
    </div>
  );
}
