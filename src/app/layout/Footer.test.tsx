// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '@contract/schemas/site-config';
import siteDefaults from '../../../server/config/site-config.json';
import { setSiteConfig } from '../../config/siteConfig';
import { englishForTests } from '../../i18n/englishForTests';
import { Footer } from './Footer';

const defaults = siteDefaults as unknown as SiteConfig;
let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
});
afterEach(() => {
  cleanup();
  setSiteConfig(defaults);
});

function showFooter() {
  const { hook } = memoryLocation({ path: '/app' });
  render(<I18nextProvider i18n={i18n}><Router hook={hook}><Footer /></Router></I18nextProvider>);
}

describe('Footer', () => {
  it('writes this year', () => {
    setSiteConfig(defaults);
    showFooter();
    expect(screen.getByText(`© ${new Date().getFullYear()} Panelist. All rights reserved.`)).toBeTruthy();
  });

  it('writes the year as every date of the site does: the Buddhist calendar\'s where configured', () => {
    setSiteConfig({ ...defaults, buddhistYearOffset: 543 });
    showFooter();
    expect(screen.getByText(`© ${new Date().getFullYear() + 543} Panelist. All rights reserved.`)).toBeTruthy();
  });
});
