import { useTranslation } from 'react-i18next';

export function ErrorMessage({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="error-boundary" data-testid="error-boundary">
      {t('errors.caughtIn', { name })}
    </div>
  );
}
