// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { PointsDelta } from './PointsDelta';

afterEach(cleanup);

async function showIn(language: string, points: number) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: {} });
  cleanup();
  render(<I18nextProvider i18n={i18n}><p data-testid="delta"><PointsDelta points={points} /></p></I18nextProvider>);
  return screen.getByTestId('delta').textContent;
}

describe('PointsDelta', () => {
  it('writes large amounts with the K/M/B/T units and the decimal sign of the member\'s language', async () => {
    expect(await showIn('en', 1500)).toBe('+1.5K');
    expect(await showIn('ru', -2_500_000)).toBe('\u22122,5M');
  });
});
