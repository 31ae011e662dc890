import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/** A load that failed: why (said to assistive technology at once), and the way to try again. */
export function LoadFailed({ message, className, onRetry }: { message: string; className: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="load-failed">
      <p role="alert" className={className}>{message}</p>
      <Button variant="secondary" onClick={onRetry}>{t('common.retry')}</Button>
    </div>
  );
}
