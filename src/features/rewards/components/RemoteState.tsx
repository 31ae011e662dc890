import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import type { Remote } from '../../../lib/useRemote';

interface Props<T> {
  remote: Remote<T>;
  loading: string;
  failed: string;
  children(value: T): ReactNode;
}

/** Loading spinner, an error (offline said as such), or the loaded content. */
export function RemoteState<T>({ remote, loading, failed, children }: Props<T>) {
  const { t } = useTranslation();
  if (remote.kind === 'loading') return <Spinner label={loading} />;
  if (remote.kind === 'failed') return <p role="alert" className="reward-error">{remote.offline ? t('rewards.offline') : failed}</p>;
  return <>{children(remote.value)}</>;
}
