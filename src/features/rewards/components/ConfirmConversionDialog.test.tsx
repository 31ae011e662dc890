// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../public/specific/locales/en/panelist.json';
import { englishForTests } from '../../../i18n/englishForTests';
import { conversionProblem, type Offer } from '../spendRules';
import type { Confirmation } from '../useConversion';
import { ConfirmConversionDialog } from './ConfirmConversionDialog';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
  // jsdom's <dialog> has no showModal.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) { this.open = true; };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) { this.open = false; };
});
afterEach(cleanup);

const offer: Offer = { kind: 'tickets', tier: { index: 0, tickets: 3, points: 140, promo: false } };
const fallbackFocus = createRef<HTMLElement>();

function dialog(confirmation: Confirmation, balance = 500) {
  return <I18nextProvider i18n={i18n}><ConfirmConversionDialog confirmation={confirmation} balance={balance} onConfirm={() => undefined} onCancel={() => undefined} fallbackFocus={fallbackFocus} /></I18nextProvider>;
}

describe('ConfirmConversionDialog', () => {
  it('never shows the price below what it takes, nor the balance after it above what is left', () => {
    const dear: Offer = { kind: 'tickets', tier: { index: 1, tickets: 3, points: 1_250, promo: false } };
    render(dialog({ offer: dear, key: 'k', sending: false, problem: null }, 5_000));
    expect(screen.getByText('Exchange 1.3K points for 3 raffle tickets?')).toBeTruthy();
    expect(screen.getByText('Your balance afterwards: 3.7K points.')).toBeTruthy();
  });

  it('gives the focus to Close when a refusal takes away the Confirm button that had it', () => {
    const asked: Confirmation = { offer, key: 'k', sending: false, problem: null };
    const { rerender } = render(dialog(asked));
    screen.getByRole('button', { name: en.rewards.spend.confirm.yes }).focus();

    rerender(dialog({ ...asked, problem: conversionProblem(new Error('not an answer of the server')) }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: en.rewards.spend.confirm.retry }));

    rerender(dialog({ ...asked, problem: { key: 'rewards.spend.errors.priceChanged', retry: false, reload: true } }));
    expect(screen.queryByRole('button', { name: en.rewards.spend.confirm.retry })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: en.common.close }));
  });

  it('says only why once refused: the asked price and the balance after it are no longer what holds', () => {
    const asked: Confirmation = { offer, key: 'k', sending: false, problem: null };
    const { rerender } = render(dialog(asked));
    expect(screen.getByRole('heading', { name: en.rewards.spend.confirm.title })).toBeTruthy();
    expect(screen.getByText('Exchange 140 points for 3 raffle tickets?')).toBeTruthy();
    expect(screen.getByText('Your balance afterwards: 360 points.')).toBeTruthy();

    rerender(dialog({ ...asked, problem: { key: 'rewards.spend.errors.priceChanged', retry: false, reload: true } }));
    expect(screen.queryByText('Exchange 140 points for 3 raffle tickets?')).toBeNull();
    expect(screen.queryByText('Your balance afterwards: 360 points.')).toBeNull();
    expect(screen.getByRole('dialog', { hidden: true }).getAttribute('aria-describedby')).toBe('conversion-dialog-text');
    expect(document.getElementById('conversion-dialog-text')?.textContent).toBe(en.rewards.spend.errors.priceChanged);
  });

  it('keeps the question and the balance after it beside an error that may be tried again', () => {
    render(dialog({ offer, key: 'k', sending: false, problem: conversionProblem(new Error('not an answer of the server')) }));
    expect(screen.getByRole('heading', { name: en.rewards.spend.confirm.title })).toBeTruthy();
    expect(screen.getByText('Exchange 140 points for 3 raffle tickets?')).toBeTruthy();
    expect(screen.getByText('Your balance afterwards: 360 points.')).toBeTruthy();
  });
});
