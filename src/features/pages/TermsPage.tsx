import { SectionsPage } from './SectionsPage';

export function TermsPage() {
  return <SectionsPage page="terms" group="sections" />;
}
