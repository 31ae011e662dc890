// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { englishForTests } from '../../../i18n/englishForTests';
import { PointsNeeded } from './PointsNeeded';

afterEach(cleanup);

describe('PointsNeeded', () => {
  it.each([
    [2_370, 'You need 2.4K more points'],
    [2_000, 'You need 2K more points'],
    [40, 'You need 40 more points'],
  ])('says %d points are missing as "%s", never fewer than the member needs', async (points, text) => {
    const i18n = await englishForTests();
    render(<I18nextProvider i18n={i18n}><PointsNeeded points={points} /></I18nextProvider>);
    expect(screen.getByText(text)).toBeTruthy();
  });
});
