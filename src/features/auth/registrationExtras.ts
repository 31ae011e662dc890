import { deleteCookie, RECOMMENDED_BY_COOKIE } from '../../lib/cookies';
import { forgetErgCampaign, registersAsErgEmployee } from '../../lib/ergCampaign';
import { keptRecommender } from '../../lib/recommender';

/** What a registration carries beside the form or the provider's profile. */
export interface RegistrationExtras {
  recommendedBy: string | null;
  ergEmployee: boolean;
  language: string;
}

/**
 * The interface language, and the recommender and campaign flag kept since the visitor arrived (their
 * cookies; the campaign also from `search`, the registering page's query).
 */
export function registrationExtras(language: string, search = ''): RegistrationExtras {
  return { recommendedBy: keptRecommender(), ergEmployee: registersAsErgEmployee(search), language };
}

/** After a registration: the recommender and the campaign flag went with it. */
export function forgetRegistrationExtras(): void {
  deleteCookie(RECOMMENDED_BY_COOKIE);
  forgetErgCampaign();
}
