import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { ConsentModal } from './ConsentModal';
import type { ProviderSignIn } from './useProviderSignIn';
import './auth.css';

/** A social login screen, 'Login...' with a spinner, and the consent modal when the flow asks for it. */
export function ProviderSignInScreen({ flow, testId }: { flow: ProviderSignIn; testId: string }) {
  const { t } = useTranslation();
  const { consent } = flow;
  return (
    <section className="auth-page" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h1 id={`${testId}-title`}>{t('auth.social.title')}</h1>
      <Spinner />
      <ConsentModal open={consent.open} busy={consent.busy} onConfirm={consent.confirm} onDeny={consent.deny} />
    </section>
  );
}
