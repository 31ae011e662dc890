// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { englishForTests } from '../../i18n/englishForTests';
import { ConsentFields } from './ConsentFields';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
});
afterEach(cleanup);

describe('the consent checkboxes', () => {
  it('label each box with its sentence word for word, the document it names a link to it', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ConsentFields value={{ agreeTerms: false, agreeProcessing: false }} onChange={() => undefined} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'I am over 18 years old, I have read, understood and I agree with the General Terms and Conditions' })).toBeTruthy();
    const terms = screen.getByRole('link', { name: 'General Terms and Conditions' });
    const policy = screen.getByRole('link', { name: 'personal data policy' });
    expect(terms.getAttribute('href')).toBe('/terms');
    expect(policy.getAttribute('href')).toBe('/privacy');
    // In a new tab: reading a document must not leave the form being filled in.
    expect([terms, policy].map((link) => link.getAttribute('target'))).toEqual(['_blank', '_blank']);
  });
});
