import { SectionsPage } from './SectionsPage';

export function HowPage() {
  return <SectionsPage page="how" group="steps" />;
}
