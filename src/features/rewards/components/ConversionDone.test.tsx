// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { englishForTests } from '../../../i18n/englishForTests';
import type { Offer } from '../spendRules';
import { ConversionDone } from './ConversionDone';

afterEach(cleanup);

const offer: Offer = { kind: 'tickets', tier: { index: 0, tickets: 1, points: 50, promo: false } };

async function renderDone(duplicate: boolean) {
  const i18n = await englishForTests();
  render(<I18nextProvider i18n={i18n}><ConversionDone done={{ offer, result: { pointsSpent: 50, points: 450, tickets: 1, duplicate } }} /></I18nextProvider>);
  return screen.getByRole('status');
}

describe('ConversionDone', () => {
  it('names what was bought and the new balance', async () => {
    expect((await renderDone(false)).textContent).toBe('Done: you exchanged 50 points for 1 raffle ticket. Your balance is now 450 points.');
  });

  it('says a repeated request had gone through before and spent nothing more', async () => {
    expect((await renderDone(true)).textContent).toBe(
      'Your earlier request had already gone through: you exchanged 50 points for 1 raffle ticket, and nothing more was spent.',
    );
  });

  it('stays an empty live region until something was converted', async () => {
    const i18n = await englishForTests();
    render(<I18nextProvider i18n={i18n}><ConversionDone done={null} /></I18nextProvider>);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
