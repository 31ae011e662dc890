// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '@contract/schemas/site-config';
import en from '../../../public/specific/locales/en/panelist.json';
import siteDefaults from '../../../server/config/site-config.json';
import { setSiteConfig } from '../../config/siteConfig';
import { englishForTests } from '../../i18n/englishForTests';
import { PredictorWidget } from './PredictorWidget';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
});
afterEach(cleanup);

const withPredictorUrl = (predictorUrl: string) => act(() => setSiteConfig({ ...(siteDefaults as unknown as SiteConfig), predictorUrl }));
const predictorLink = () => screen.getByRole('link', { name: en.widgets.predictor.link });

describe('the predictor widget\'s link', () => {
  it('goes by default to the predictor sub-domain of the host serving the app', () => {
    act(() => setSiteConfig(siteDefaults as unknown as SiteConfig));
    render(<I18nextProvider i18n={i18n}><PredictorWidget /></I18nextProvider>);
    expect(predictorLink().getAttribute('href')).toBe(`${window.location.protocol}//predictor.${window.location.host}`);
  });

  it('goes to the configured URL when there is one', () => {
    withPredictorUrl('https://forecasts.example.org/');
    render(<I18nextProvider i18n={i18n}><PredictorWidget /></I18nextProvider>);
    expect(predictorLink().getAttribute('href')).toBe('https://forecasts.example.org/');
  });
});
