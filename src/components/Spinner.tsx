import { useTranslation } from 'react-i18next';
import './components.css';

/** A loading indicator announced to screen readers. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="spinner" role="status" data-testid="spinner">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}
