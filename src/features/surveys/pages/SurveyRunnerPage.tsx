import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { Spinner } from '../../../components/Spinner';
import { useOnline } from '../../../lib/useOnline';
import { useSiteConfig } from '../../../config/siteConfig';
import { useOwnDetails } from '../../../session/useOwnDetails';
import { useSessionStore } from '../../../stores/sessionStore';
import { useUserStore } from '../../../stores/userStore';
import { parseRecordId } from '@contract/rules/validation';
import { SurveyExits, SurveyOutcome } from '../components/SurveyOutcome';
import { SurveyIntro } from '../components/SurveyIntro';
import { SurveyStep } from '../components/SurveyStep';
import { runnerProfileBlock } from '../runRules';
import { useSurveyRun, type UnavailableReason } from '../useSurveyRun';
import '../../polls/public';
import '../surveys.css';

const UNAVAILABLE_TEXT: Record<UnavailableReason, string> = {
  notFound: 'surveys.runner.notFound',
  notForMember: 'surveys.runner.notForMember',
  offline: 'surveys.runner.offlineUnavailable',
  error: 'surveys.runner.error',
};

/** /polls/{questId}: the survey runner (a push notification's link lands here). */
export function SurveyRunnerPage() {
  const { t } = useTranslation();
  const params = useParams<{ questId: string }>();
  const questId = parseRecordId(params.questId);
  const userId = useSessionStore((state) => state.session?.user_id ?? null);
  const refreshUser = useUserStore((state) => state.refresh);
  const run = useSurveyRun(questId, userId);
  const [, navigate] = useLocation();
  const completed = run.outcome?.status === 'completed';
  // Answers still pending while online are on their way (a slow network, a busy server), not waiting for one.
  const online = useOnline();

  const block = useProfileBlock(run.load.kind === 'ready' ? run.load.quest.quest_type : null);

  // Completed: quest_points are credited; the thank-you page shows them and the new balance.
  useEffect(() => {
    if (completed && questId !== null) navigate(`/app/thankYou/${questId}`, { replace: true });
  }, [completed, questId, navigate]);

  useEffect(() => {
    if (block === 'blocked') navigate('/app/profile', { replace: true });
  }, [block, navigate]);

  // A consolation for a screen-out changes the balance in the sidebar too.
  useEffect(() => {
    if (run.outcome && run.outcome.points > 0) void refreshUser();
  }, [run.outcome, refreshUser]);

  if (questId === null) return <Unavailable reason="notFound" />;
  const { load } = run;
  if (load.kind === 'loading' || completed || block !== 'open') return <Spinner />;
  if (load.kind === 'unavailable') return <Unavailable reason={load.reason} onRetry={load.reason === 'offline' || load.reason === 'error' ? run.retry : undefined} />;

  const { quest } = load;
  const allAnswered = run.unanswered >= quest.questions.length;
  return (
    <div className="polls-page survey-runner" data-testid="survey-runner" data-quest-id={quest.quest_id}>
      <h1 className="polls-page__title">{quest.quest_title}</h1>
      {run.outcome ? (
        <>
          <SurveyOutcome outcome={run.outcome} questType={quest.quest_type} />
          <SurveyExits />
        </>
      ) : !run.started ? (
        <SurveyIntro quest={quest} onStart={run.start} />
      ) : allAnswered && run.index >= quest.questions.length ? (
        <p role="status" className="polls-page__status" data-testid="survey-finishing">
          {run.pending.length > 0 && !online ? t('surveys.runner.waitingToSend') : t('surveys.runner.sending')}
        </p>
      ) : (
        <>
          {load.offline && <p className="polls-page__status">{t('surveys.runner.offline')}</p>}
          <SurveyStep quest={quest} run={run} />
        </>
      )}
    </div>
  );
}

/** Profile blocking for the survey a runner shows (none while it loads). */
function useProfileBlock(questType: string | null): ReturnType<typeof runnerProfileBlock> {
  const { blockingProfile } = useSiteConfig();
  const { profileComplete, current } = useOwnDetails();
  if (questType === null) return 'open';
  return runnerProfileBlock(questType, blockingProfile, profileComplete, current);
}

function Unavailable({ reason, onRetry }: { reason: UnavailableReason; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="polls-page survey-runner" data-testid="survey-unavailable">
      <h1 className="polls-page__title">{t('surveys.runner.title')}</h1>
      <p role="alert" className="poll-card__error">{t(UNAVAILABLE_TEXT[reason])}</p>
      {onRetry && <button type="button" className="poll-button" onClick={onRetry}>{t('surveys.runner.retry')}</button>}
      <SurveyExits />
    </div>
  );
}
