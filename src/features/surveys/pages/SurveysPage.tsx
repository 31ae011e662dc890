import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Spinner } from '../../../components/Spinner';
import { useSessionStore } from '../../../stores/sessionStore';
import type { ActiveQuest } from '../api';
import { SurveyFacts } from '../components/SurveyFacts';
import { useSurveyList } from '../useSurveyList';
import '../../polls/public';
import '../surveys.css';

/** What a failed load says, with the last list this device saw (stale) or none. */
const LIST_FAILURE_TEXT = {
  offline: { stale: 'surveys.page.stale', none: 'surveys.page.offline' },
  failed: { stale: 'surveys.page.staleFailed', none: 'surveys.page.error' },
} as const;

/** /app/surveys: the member's open surveys (short, profile, test and standard), each opening the runner. */
export function SurveysPage() {
  const { t } = useTranslation();
  const userId = useSessionStore((state) => state.session?.user_id ?? null);
  const list = useSurveyList(userId);
  return (
    <div className="polls-page" data-testid="surveys-page">
      <h1 className="polls-page__title">{t('surveys.page.title')}</h1>
      <p>{t('surveys.page.intro')}</p>
      {list.state === 'loading' && !list.surveys && <Spinner />}
      {(list.state === 'offline' || list.state === 'failed') && (
        <div className="polls-page__actions">
          <p role="alert" className="poll-card__error">{t(LIST_FAILURE_TEXT[list.state][list.surveys ? 'stale' : 'none'])}</p>
          <button type="button" className="poll-button" onClick={list.retry}>{t('surveys.runner.retry')}</button>
        </div>
      )}
      {list.surveys && list.surveys.length === 0 && <p className="polls-page__status">{t('surveys.page.empty')}</p>}
      {list.surveys && list.surveys.length > 0 && (
        <ul className="survey-list" aria-label={t('surveys.page.listLabel')}>
          {list.surveys.map((quest) => <SurveyItem key={quest.quest_id} quest={quest} />)}
        </ul>
      )}
    </div>
  );
}

function SurveyItem({ quest }: { quest: ActiveQuest }) {
  const { t } = useTranslation();
  const started = quest.status === 'started';
  return (
    <li className="survey-item" data-testid="survey-item" data-quest-id={quest.quest_id}>
      <h2 className="survey-item__title">{quest.quest_title}</h2>
      {quest.quest_description && <p className="survey-item__description">{quest.quest_description}</p>}
      <SurveyFacts points={quest.quest_points} minutes={quest.estimatedMinutes} />
      <p className={`survey-item__status survey-item__status--${quest.status}`}>{t(`surveys.status.${started ? 'started' : 'new'}`)}</p>
      <Link href={`/polls/${quest.quest_id}`} className="poll-button poll-button--primary" aria-label={t(started ? 'surveys.page.continueNamed' : 'surveys.page.startNamed', { title: quest.quest_title })}>
        {t(started ? 'surveys.page.continue' : 'surveys.page.start')}
      </Link>
    </li>
  );
}
