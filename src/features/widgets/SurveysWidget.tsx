import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSessionStore } from '../../stores/sessionStore';
import { arrangeActiveSurveys } from '../../lib/surveyOrdering';
import { useActiveSurveys } from '../../stores/activeSurveysStore';
import { Widget } from './Widget';

export function SurveysWidget() {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const quests = useActiveSurveys((state) => state.quests);
  const refresh = useActiveSurveys((state) => state.refresh);
  const userId = session && !session.isGuest ? session.user_id : null;

  useEffect(() => {
    if (userId !== null) void refresh(userId);
  }, [userId, refresh]);

  return (
    <Widget name="surveys" title={t('widgets.surveys.title')}>
      <p>{t('widgets.surveys.text')}</p>
      {quests && <p className="widget__count">{t('widgets.surveys.count', { value: arrangeActiveSurveys(quests).surveysPage.length })}</p>}
      <Link className="widget__link" href="/app/surveys">{t('widgets.surveys.link')}</Link>
    </Widget>
  );
}
