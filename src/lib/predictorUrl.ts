import { useSiteConfig } from '../config/siteConfig';

/** The part of `window.location` the predictor's address is made from. */
export interface ServingOrigin {
  protocol: string;
  host: string;
}

/**
 * Where the predictor lives (a predictor sub-domain of the site): the configured
 * `predictorUrl` when there is one, else the predictor sub-domain of the host serving the app, with
 * its scheme and port. A leading `www.` is the site's own label, not a level of its domain, so it is
 * replaced (`www.panel.kz` gives `predictor.panel.kz`, not `predictor.www.panel.kz`).
 */
export function predictorUrl(configured: string, origin: ServingOrigin): string {
  if (configured.trim() !== '') return configured;
  const siteHost = origin.host.replace(/^www\./i, '');
  return `${origin.protocol}//predictor.${siteHost}`;
}

/** The predictor's address for this page: every predictor link uses it. */
export function usePredictorUrl(): string {
  return predictorUrl(useSiteConfig().predictorUrl, window.location);
}
