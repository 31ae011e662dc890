import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../public/specific/locales/en/panelist.json';
import kk from '../../../public/specific/locales/kk/panelist.json';
import ru from '../../../public/specific/locales/ru/panelist.json';

const shipped = { en, ru, kk };

async function summaryIn(language: keyof typeof shipped) {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, ns: ['panelist'], defaultNS: 'panelist', resources: { [language]: { panelist: shipped[language] } }, interpolation: { escapeValue: false } });
  return (count: number) => instance.t('rewards.prizes.summary', { points: '10', count });
}

describe("the prizes page's summary of what the member can afford", () => {
  // "Enough for 0 of these prizes" reads as a contradiction: none is said in words.
  it.each([
    ['en', 'You have 10 points: not enough for any of these prizes yet.', 'You have 10 points: enough for 2 of these prizes now.'],
    ['ru', 'Баллов у вас: 10, этого пока не хватает ни на один приз из списка.', 'Баллов у вас: 10, этого хватает на 2 приза из списка.'],
    ['kk', 'Сізде 10 ұпай бар: әзірге бұл жүлделердің ешқайсысына жетпейді.', 'Сізде 10 ұпай бар: қазір осы жүлделердің 2-не жетеді.'],
  ] as const)('in %s says none in words, and counts any others', async (language, none, two) => {
    const summary = await summaryIn(language);
    expect(summary(0)).toBe(none);
    expect(summary(2)).toBe(two);
  });
});
