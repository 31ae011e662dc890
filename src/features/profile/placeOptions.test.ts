import { describe, expect, it } from 'vitest';
import ru from '../../../public/specific/locales/ru/panelist.json';
import kk from '../../../public/specific/locales/kk/panelist.json';
import { placeOptions } from './placeOptions';

/** The server's order: by English name. */
const places = [
  { id: 1, name: 'Abai Region' },
  { id: 2, name: 'Akmola Region' },
  { id: 3, name: 'East Kazakhstan Region' },
  { id: 4, name: 'Shymkent' },
  { id: 5, name: 'Turkistan Region' },
  { id: 6, name: 'Ulytau Region' },
  { id: 7, name: 'West Kazakhstan Region' },
];

const namesIn = (catalogue: { places: Record<string, string> }) => (name: string) => catalogue.places[name] ?? name;

describe('the places as options', () => {
  it('keep their ids and are ordered by their names in the interface\'s language', () => {
    const options = placeOptions(places, namesIn(ru), 'ru');
    expect(options.map(({ label }) => label)).toEqual([...options.map(({ label }) => label)].sort((a, b) => a.localeCompare(b, 'ru')));
    expect(options.map(({ value }) => value)).toEqual([1, 2, 3, 7, 5, 6, 4]);
    expect(options[0]).toEqual({ value: 1, label: ru.places['Abai Region'] });
  });

  it('follow the Kazakh alphabet in Kazakh: Ұ (Ұлытау) after Т and У, before Ш (Шығыс, Шымкент)', () => {
    const labels = placeOptions(places, namesIn(kk), 'kk').map(({ label }) => label);
    const at = (name: string) => labels.indexOf(kk.places[name as keyof typeof kk.places]);
    expect(at('Turkistan Region')).toBeLessThan(at('Ulytau Region'));
    expect(at('Ulytau Region')).toBeLessThan(at('East Kazakhstan Region'));
    expect(at('East Kazakhstan Region')).toBeLessThan(at('Shymkent'));
  });

  it('stay in the English order in English', () => {
    expect(placeOptions(places, (name) => name, 'en').map(({ value }) => value)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
