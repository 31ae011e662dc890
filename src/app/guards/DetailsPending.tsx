import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { useUserStore } from '../../stores/userStore';

/**
 * What a member screen shows while the member's details are not there yet: a spinner while they load;
 * after a busy server's or the network's failure, a message with a Retry (the store also retries).
 */
export function DetailsPending() {
  const { t } = useTranslation();
  const loadFailed = useUserStore((state) => state.loadFailed);
  const retry = useUserStore((state) => state.retry);
  if (!loadFailed) return <Spinner />;
  return (
    <section className="details-pending" role="alert" data-testid="details-unavailable">
      <h2>{t('common.detailsUnavailable.title')}</h2>
      <p>{t('common.detailsUnavailable.message')}</p>
      <Button onClick={() => void retry()}>{t('common.detailsUnavailable.retry')}</Button>
    </section>
  );
}
