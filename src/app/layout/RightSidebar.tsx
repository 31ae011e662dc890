import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../config/siteConfig';
import { RightWidget } from '../../features/widgets/RightWidget';
import { rightWidgets } from '../../session/layoutRules';
import { useViewer } from '../../session/useViewer';

/** Desktop: the widgets in a column, in their fixed order under their switches. */
export function RightSidebar() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const viewer = useViewer();
  return (
    <aside className="right-sidebar" aria-label={t('layout.widgets')} data-testid="right-sidebar">
      {rightWidgets(config, viewer).map((name) => (
        <RightWidget key={name} name={name} />
      ))}
    </aside>
  );
}
