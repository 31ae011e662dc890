// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { englishForTests } from '../../../i18n/englishForTests';
import { PrizeCard } from './PrizeCard';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
});
afterEach(cleanup);

describe('PrizeCard', () => {
  it('beside a balance that covers it, rounds the price as the balance is, so it never looks above it', () => {
    render(<I18nextProvider i18n={i18n}><ul><PrizeCard balance={2_460} prize={{ id: 4, name: 'Gift card', description: 'An e-book gift card', pointsCost: 2_450, stock: 2, imageUrl: null }} /></ul></I18nextProvider>);
    expect(screen.getByText('2.4K points')).toBeTruthy();
  });

  it('shows a compact price rounded up, never below the points it takes, to a visitor or a member who lacks points', () => {
    render(<I18nextProvider i18n={i18n}><ul><PrizeCard balance={2_440} prize={{ id: 5, name: 'Gift card', description: 'An e-book gift card', pointsCost: 2_450, stock: 2, imageUrl: null }} /></ul></I18nextProvider>);
    expect(screen.getByText('2.5K points')).toBeTruthy();
  });

  it('shows a compact price rounded up without a balance', () => {
    render(<I18nextProvider i18n={i18n}><ul><PrizeCard prize={{ id: 4, name: 'Gift card', description: 'An e-book gift card', pointsCost: 9_999_999, stock: 2, imageUrl: null }} /></ul></I18nextProvider>);
    expect(screen.getByText('10M points')).toBeTruthy();
  });
});
