import { SectionsPage } from './SectionsPage';

export function PrivacyPage() {
  return <SectionsPage page="privacy" group="sections" />;
}
