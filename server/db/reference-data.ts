import type { Db } from './client';
import { eq } from 'drizzle-orm';
import { choiceTypeTranslations, choiceTypes, cities, counties, defaultChoices, languages, ticketPrices } from './schema/index';

export const seedLanguages = [
  { uiName: 'en', panelDirectoryName: 'en', momentLocale: 'en-gb', name: 'English' },
  { uiName: 'ru', panelDirectoryName: 'ru', momentLocale: 'ru', name: 'Русский' },
  { uiName: 'kk', panelDirectoryName: 'kk', momentLocale: 'kk', name: 'Қазақша' },
];

/** Kazakhstan's regions and cities of republican significance, with their main cities. */
export const kazakhstanDivisions: Record<string, string[]> = {
  Astana: ['Astana'],
  Almaty: ['Almaty'],
  Shymkent: ['Shymkent'],
  'Abai Region': ['Semey', 'Kurchatov', 'Ayagoz'],
  'Akmola Region': ['Kokshetau', 'Stepnogorsk', 'Shchuchinsk'],
  'Aktobe Region': ['Aktobe', 'Khromtau', 'Kandyagash'],
  'Almaty Region': ['Konaev', 'Kaskelen', 'Talgar', 'Esik'],
  'Atyrau Region': ['Atyrau', 'Kulsary'],
  'East Kazakhstan Region': ['Oskemen', 'Ridder', 'Altai'],
  'Jambyl Region': ['Taraz', 'Shu', 'Karatau'],
  'Jetisu Region': ['Taldykorgan', 'Tekeli', 'Zharkent'],
  'Karaganda Region': ['Karaganda', 'Temirtau', 'Balkhash', 'Saran', 'Shakhtinsk'],
  'Kostanay Region': ['Kostanay', 'Rudny', 'Lisakovsk', 'Arkalyk'],
  'Kyzylorda Region': ['Kyzylorda', 'Aral', 'Kazaly'],
  'Mangystau Region': ['Aktau', 'Zhanaozen'],
  'North Kazakhstan Region': ['Petropavl', 'Bulaevo'],
  'Pavlodar Region': ['Pavlodar', 'Ekibastuz', 'Aksu'],
  'Turkistan Region': ['Turkistan', 'Kentau', 'Saryagash', 'Arys'],
  'Ulytau Region': ['Zhezkazgan', 'Satpayev', 'Karazhal'],
  'West Kazakhstan Region': ['Oral', 'Aksai'],
};

type Translated = Record<'en' | 'ru' | 'kk', string>;

interface ChoiceTypeSeed {
  key: string;
  multiple: boolean;
  /** Default types come with fixed choices; the others take the question's own choices. */
  isDefault: boolean;
  name: Translated;
  choices: Translated[];
}

/** The answer formats (the default choice types); default scales carry their choices per language. */
export const seedChoiceTypes: ChoiceTypeSeed[] = [
  {
    key: 'agree_scale', multiple: false, isDefault: true,
    name: { en: 'Agreement scale (5 points)', ru: 'Шкала согласия (5 баллов)', kk: 'Келісім шкаласы (5 балл)' },
    choices: [
      { en: 'Strongly disagree', ru: 'Полностью не согласен', kk: 'Мүлдем келіспеймін' },
      { en: 'Disagree', ru: 'Не согласен', kk: 'Келіспеймін' },
      { en: 'Neither agree nor disagree', ru: 'Затрудняюсь ответить', kk: 'Бейтараппын' },
      { en: 'Agree', ru: 'Согласен', kk: 'Келісемін' },
      { en: 'Strongly agree', ru: 'Полностью согласен', kk: 'Толық келісемін' },
    ],
  },
  {
    key: 'satisfaction_scale', multiple: false, isDefault: true,
    name: { en: 'Satisfaction scale (5 points)', ru: 'Шкала удовлетворённости (5 баллов)', kk: 'Қанағаттану шкаласы (5 балл)' },
    choices: [
      { en: 'Very dissatisfied', ru: 'Совсем не доволен', kk: 'Мүлдем риза емеспін' },
      { en: 'Dissatisfied', ru: 'Не доволен', kk: 'Риза емеспін' },
      { en: 'Neutral', ru: 'Нейтрально', kk: 'Бейтарап' },
      { en: 'Satisfied', ru: 'Доволен', kk: 'Ризамын' },
      { en: 'Very satisfied', ru: 'Очень доволен', kk: 'Өте ризамын' },
    ],
  },
  {
    key: 'yes_no', multiple: false, isDefault: true,
    name: { en: 'Yes / No', ru: 'Да / Нет', kk: 'Иә / Жоқ' },
    choices: [
      { en: 'Yes', ru: 'Да', kk: 'Иә' },
      { en: 'No', ru: 'Нет', kk: 'Жоқ' },
    ],
  },
  { key: 'single', multiple: false, isDefault: false, name: { en: 'Single choice', ru: 'Один вариант', kk: 'Бір нұсқа' }, choices: [] },
  { key: 'multiple', multiple: true, isDefault: false, name: { en: 'Multiple choice', ru: 'Несколько вариантов', kk: 'Бірнеше нұсқа' }, choices: [] },
  { key: 'image', multiple: false, isDefault: false, name: { en: 'Picture choice', ru: 'Выбор картинки', kk: 'Сурет таңдау' }, choices: [] },
];

async function seedChoiceTypesData(db: Db): Promise<void> {
  await db.insert(choiceTypes).values(seedChoiceTypes.map(({ key, multiple, isDefault }) => ({ key, multiple, isDefault }))).onConflictDoNothing();
  const languageRows = await db.select().from(languages);
  for (const seed of seedChoiceTypes) {
    const [type] = await db.select().from(choiceTypes).where(eq(choiceTypes.key, seed.key));
    if (!type) continue;
    for (const language of languageRows) {
      const lng = language.uiName as keyof Translated;
      if (!seed.name[lng]) continue;
      await db.insert(choiceTypeTranslations).values({ choiceTypeId: type.id, languageId: language.id, label: seed.name[lng] }).onConflictDoNothing();
      const choices = seed.choices.map((choice, index) => ({ choiceTypeId: type.id, languageId: language.id, label: choice[lng], value: index + 1 }));
      if (choices.length) await db.insert(defaultChoices).values(choices).onConflictDoNothing();
    }
  }
}

/** Idempotent: safe on every start. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.insert(languages).values(seedLanguages).onConflictDoNothing();
  await db.insert(counties).values(Object.keys(kazakhstanDivisions).map((name) => ({ name }))).onConflictDoNothing();
  const countyRows = await db.select().from(counties);
  const cityRows = countyRows.flatMap((county) => (kazakhstanDivisions[county.name] ?? []).map((name) => ({ countyId: county.id, name })));
  if (cityRows.length) await db.insert(cities).values(cityRows).onConflictDoNothing();
  await seedChoiceTypesData(db);
  await seedDefaultTicketPrices(db);
}

/** Regular ticket tiers when none exist yet; operators edit the ticket_prices rows afterwards. */
export const defaultTicketPrices = [
  { index: 0, tickets: 1, points: 50 },
  { index: 1, tickets: 3, points: 140 },
  { index: 2, tickets: 5, points: 220 },
];

async function seedDefaultTicketPrices(db: Db): Promise<void> {
  const [existing] = await db.select({ id: ticketPrices.id }).from(ticketPrices).limit(1);
  if (!existing) await db.insert(ticketPrices).values(defaultTicketPrices);
}
