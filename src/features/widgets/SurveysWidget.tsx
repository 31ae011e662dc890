import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ActiveQuest } from '@contract/schemas/entities';
import { useSessionStore } from '../../stores/sessionStore';
import { arrangeActiveSurveys, pinnedShown } from '../../lib/surveyOrdering';
import { useCompactCount } from '../../lib/useCompactNumber';
import { useActiveSurveys } from '../../stores/activeSurveysStore';
import { Widget } from './Widget';

/** The pinned surveys the widget names; the surveys page lists every one. */
export const PINNED_SHOWN = 3;

export function SurveysWidget() {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const quests = useActiveSurveys((state) => state.quests);
  const refresh = useActiveSurveys((state) => state.refresh);
  const userId = session && !session.isGuest ? session.user_id : null;

  useEffect(() => {
    if (userId !== null) void refresh(userId);
  }, [userId, refresh]);

  const arranged = quests ? arrangeActiveSurveys(quests) : null;
  const shown = arranged ? pinnedShown(arranged.pinned, PINNED_SHOWN) : [];
  // The count is of every open survey: those the list leaves out are said to be on the surveys page.
  const notShown = arranged ? arranged.surveysPage.length - shown.length : 0;
  return (
    <Widget name="surveys" title={t('widgets.surveys.title')}>
      <p>{t('widgets.surveys.text')}</p>
      {arranged && <p className="widget__count">{t('widgets.surveys.count', { value: arranged.surveysPage.length })}</p>}
      {shown.length > 0 && <PinnedSurveys quests={shown} />}
      {notShown > 0 && <p className="widget__more" data-testid="surveys-not-shown">{t('widgets.surveys.more', { count: notShown })}</p>}
      <Link className="widget__link" href="/app/surveys">{t('widgets.surveys.link')}</Link>
    </Widget>
  );
}

/** The pinned surveys, each opening its runner, with the points it earns. */
function PinnedSurveys({ quests }: { quests: ActiveQuest[] }) {
  const { t } = useTranslation();
  const counted = useCompactCount();
  return (
    <ul className="widget__list" aria-label={t('widgets.surveys.pinnedLabel')} data-testid="pinned-surveys">
      {quests.map((quest) => (
        <li key={quest.quest_id}>
          <Link href={`/polls/${quest.quest_id}`}>{quest.quest_title}</Link>
          {' '}<span className="widget__points">({t('surveys.facts.points', counted(quest.quest_points))})</span>
        </li>
      ))}
    </ul>
  );
}
