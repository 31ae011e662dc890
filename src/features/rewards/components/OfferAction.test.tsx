// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { englishForTests } from '../../../i18n/englishForTests';
import { OfferAction } from './OfferAction';

afterEach(cleanup);

const headphones = { kind: 'prize', prize: { id: 4, name: 'Wireless headphones', description: '', pointsCost: 2500, stock: 5, imageUrl: null } } as const;

async function showFor(balance: number) {
  const i18n = await englishForTests();
  render(<I18nextProvider i18n={i18n}><OfferAction offer={headphones} balance={balance} onChoose={() => {}} /></I18nextProvider>);
}

describe('OfferAction', () => {
  it('rounds what is still missing up, never below the points the member needs', async () => {
    await showFor(130);
    expect(screen.getByRole('button', { name: 'Get Wireless headphones' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('You need 2.4K more points')).toBeTruthy();
  });

  it('writes a shortfall under a thousand whole', async () => {
    await showFor(1700);
    expect(screen.getByText('You need 800 more points')).toBeTruthy();
  });
});
