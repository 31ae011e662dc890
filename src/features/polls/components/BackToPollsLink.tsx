import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';

/** The way back to the feed from a poll screen (results, top 10, a question that cannot be shown). */
export function BackToPollsLink({ primary = false }: { primary?: boolean }) {
  const { t } = useTranslation();
  return <Link href="/app/" className={primary ? 'poll-button poll-button--primary' : 'poll-button'}>{t('polls.stats.back')}</Link>;
}
