import { ParagraphsPage } from './ParagraphsPage';

export function AboutUsPage() {
  return <ParagraphsPage page="aboutUs" />;
}
