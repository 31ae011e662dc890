import type { RightWidget as WidgetName } from '../../session/layoutRules';
import { PredictorWidget } from './PredictorWidget';
import { PromoWidget } from './PromoWidget';
import { ProposeWidget } from './ProposeWidget';
import { SocialWidget } from './SocialWidget';
import { SurveysWidget } from './SurveysWidget';
import { WelcomeWidget } from './WelcomeWidget';

/** One right-column widget by name. */
export function RightWidget({ name }: { name: WidgetName }) {
  switch (name) {
    case 'surveys':
      return <SurveysWidget />;
    case 'promo':
      return <PromoWidget />;
    case 'welcome':
      return <WelcomeWidget />;
    case 'propose':
      return <ProposeWidget />;
    case 'predictor':
      return <PredictorWidget />;
    case 'social':
      return <SocialWidget />;
  }
}
