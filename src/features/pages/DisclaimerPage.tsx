import { ParagraphsPage } from './ParagraphsPage';

export function DisclaimerPage() {
  return <ParagraphsPage page="disclaimer" />;
}
