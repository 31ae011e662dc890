import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/LoadFailed';
import { Spinner } from '../../../components/Spinner';
import type { Remote } from '../../../lib/useRemote';

interface Props<T> {
  remote: Remote<T>;
  loading: string;
  failed: string;
  children(value: T): ReactNode;
}

/** Loading spinner, an error (offline said as such) with Try again, or the loaded content. */
export function RemoteState<T>({ remote, loading, failed, children }: Props<T>) {
  const { t } = useTranslation();
  if (remote.kind === 'loading') return <Spinner label={loading} />;
  if (remote.kind === 'failed') return <LoadFailed className="reward-error" message={remote.offline ? t('rewards.offline') : failed} onRetry={remote.retry} />;
  return <>{children(remote.value)}</>;
}
