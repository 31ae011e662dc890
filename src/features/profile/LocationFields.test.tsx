// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ru from '../../../public/specific/locales/ru/panelist.json';
import { LocationFields } from './LocationFields';

const server = vi.hoisted(() => ({ call: vi.fn<(name: string) => Promise<unknown>>() }));
vi.mock('../../api/client', async (original) => ({ ...(await original<typeof import('../../api/client')>()), call: (name: string) => server.call(name) }));

afterEach(cleanup);

async function inRussian() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'ru', ns: ['panelist'], defaultNS: 'panelist', resources: { ru: { panelist: ru } }, interpolation: { escapeValue: false } });
  return i18n;
}

describe('LocationFields', () => {
  it('names the regions and cities in the interface\'s language; a place without a name of its own keeps the server\'s', async () => {
    const i18n = await inRussian();
    server.call.mockImplementation((name) => Promise.resolve(name === 'getCounties'
      ? [{ id: 4, name: 'Abai Region' }, { id: 99, name: 'Nowhere Region' }]
      : [{ id: 7, name: 'Semey', countyId: 4 }]));
    render(<I18nextProvider i18n={i18n}><LocationFields countyId={4} cityId={7} onChange={() => undefined} /></I18nextProvider>);
    expect(await screen.findByRole('option', { name: 'Абайская область' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Nowhere Region' })).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'Семей' })).toBeTruthy();
  });

  it('lists the regions in the alphabetical order of their names in the interface\'s language, not the server\'s English one', async () => {
    const i18n = await inRussian();
    server.call.mockImplementation((name) => Promise.resolve(name === 'getCounties'
      ? [{ id: 1, name: 'Abai Region' }, { id: 2, name: 'Shymkent' }, { id: 3, name: 'West Kazakhstan Region' }]
      : []));
    render(<I18nextProvider i18n={i18n}><LocationFields countyId={null} cityId={null} onChange={() => undefined} /></I18nextProvider>);
    const region = await screen.findByRole('combobox', { name: ru.profile.fields.county });
    await screen.findByRole('option', { name: 'Шымкент' });
    expect([...region.querySelectorAll('option')].map((option) => option.textContent)).toEqual([ru.profile.fields.choose, 'Абайская область', 'Западно-Казахстанская область', 'Шымкент']);
  });
});
