import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Spinner } from '../../../components/Spinner';
import { useCompactCount } from '../../../lib/useCompactNumber';
import { useSessionStore } from '../../../stores/sessionStore';
import { ResultBars } from '../../polls/public';
import { useAboutYou, type ProfileAnswer } from '../useAboutYou';
import '../surveys.css';

/** /app/aboutYou (when its switch is on): the member's profile-survey answers and how the panel compares. */
export function AboutYouPage() {
  const { t, i18n } = useTranslation();
  const userId = useSessionStore((state) => state.session?.user_id ?? null);
  const { state, retry } = useAboutYou(userId, i18n.resolvedLanguage ?? 'en');
  return (
    <div className="polls-page" data-testid="about-you-page">
      <h1 className="polls-page__title">{t('surveys.aboutYou.title')}</h1>
      <p>{t('surveys.aboutYou.intro')}</p>
      {state.kind === 'loading' && <Spinner />}
      {state.kind === 'failed' && (
        <div className="polls-page__actions">
          <p role="alert" className="poll-card__error">{t(state.offline ? 'surveys.aboutYou.offline' : 'surveys.aboutYou.error')}</p>
          <button type="button" className="poll-button" onClick={retry}>{t('surveys.runner.retry')}</button>
        </div>
      )}
      {state.kind === 'ready' && (
        <>
          {state.sections.length === 0 && <p className="polls-page__status">{t('surveys.aboutYou.empty')}</p>}
          {state.open.map((quest) => (
            <p key={quest.quest_id} className="survey-todo">
              <Link href={`/polls/${quest.quest_id}`} className="poll-button poll-button--primary">
                {t(quest.status === 'started' ? 'surveys.aboutYou.continue' : 'surveys.aboutYou.take', { title: quest.quest_title })}
              </Link>
            </p>
          ))}
          {state.sections.map((section) => (
            <section key={section.questId} className="poll-results" aria-labelledby={`about-you-${section.questId}`} data-testid="about-you-section">
              <h2 id={`about-you-${section.questId}`} className="poll-results__title">{section.title}</h2>
              {section.answers.map((answer) => <ProfileAnswerView key={answer.question.id} answer={answer} />)}
            </section>
          ))}
        </>
      )}
    </div>
  );
}

function ProfileAnswerView({ answer }: { answer: ProfileAnswer }) {
  const { t } = useTranslation();
  const counted = useCompactCount();
  const chosen = answer.question.choices.filter((choice) => answer.values.includes(choice.value)).map((choice) => choice.label);
  return (
    <div className="about-you__answer" data-testid="about-you-answer">
      <h3 className="about-you__question">{answer.question.text}</h3>
      <p>{t('polls.card.yourChoice', { choice: chosen.join(', ') })}</p>
      {answer.shares ? (
        <>
          <p className="poll-results__total">{t('surveys.aboutYou.panel', counted(answer.shares.total))}</p>
          <ResultBars rows={answer.shares.choices} selected={answer.values} label={t('surveys.aboutYou.sharesLabel', { question: answer.question.text })} />
        </>
      ) : (
        <p className="polls-page__status">{t('surveys.aboutYou.sharesUnavailable')}</p>
      )}
    </div>
  );
}
