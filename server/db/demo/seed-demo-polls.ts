import { sql } from 'drizzle-orm';
import { MIN_AGE } from '@contract/rules/birthdate';
import type { Container } from '../../core/container';
import { answers, users } from '../schema/index';
import { demoPolls } from './demo-polls';

/** A labelled colour tile: the demo's choice pictures, made here so nothing is downloaded. */
export function tileSvg(colour: string, label: string): Buffer {
  const ink = /^#(f|e|d)/i.test(colour) ? '#1d1d1d' : '#ffffff';
  const text = label.replace(/[<>&"]/g, '');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><rect width="320" height="200" rx="16" fill="${colour}" stroke="#999"/><text x="160" y="110" font-family="sans-serif" font-size="28" text-anchor="middle" fill="${ink}">${text}</text></svg>`,
  );
}

/** A small deterministic generator, so every fresh demo looks the same. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const POPULATION = 2000;

/** The demo polls in every language, and a synthetic panel of members who answered them. */
export async function seedDemoPolls(c: Container): Promise<{ questions: number; members: number; answers: number }> {
  const languages = await c.reference.languages();
  const questionIds: { id: number; values: number[]; multiple: boolean }[] = [];
  for (const language of languages) {
    const polls = demoPolls[language.uiName as keyof typeof demoPolls] ?? [];
    for (const [index, poll] of polls.entries()) {
      const id = await c.questions.create({
        text: poll.text,
        choiceTypeKey: poll.type,
        languageId: language.languageId,
        dateStart: new Date(Date.now() - (polls.length - index) * 3_600_000),
        topicName: 'demo',
        choices: poll.choices?.map((label, i) => ({
          label,
          image: poll.colours?.[i] ? { data: tileSvg(poll.colours[i], label), type: 'image/svg+xml', width: 320, height: 200 } : undefined,
        })),
      });
      const values = (await c.questions.choiceValues(id)).map((choice) => choice.value);
      questionIds.push({ id, values, multiple: poll.type === 'multiple' });
    }
  }

  const random = seededRandom(20261123);
  const cityIds = (await c.db.execute<{ id: number }>(sql`select id from cities`)) as unknown as { rows?: { id: number }[] } | { id: number }[];
  const cities = (Array.isArray(cityIds) ? cityIds : (cityIds.rows ?? [])).map((row) => row.id);
  const panel = Array.from({ length: POPULATION }, (_, i) => {
    // Born at least MIN_AGE + 1 calendar years ago: every panel member is of age today (18 to 75).
    const birthYear = new Date().getUTCFullYear() - (MIN_AGE + 1 + Math.floor(random() * 57));
    return {
      email: `panel${i + 1}@synthetic.panelist.invalid`,
      surname: 'Panel',
      lastname: `Member ${i + 1}`,
      birthdate: `${birthYear}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
      sex: (random() < 0.52 ? 'F' : 'M') as 'F' | 'M',
      cityId: cities.length ? cities[Math.floor(random() * cities.length)] : null,
      languageId: languages[Math.floor(random() * languages.length)]?.languageId ?? 1,
      status: 'active' as const,
    };
  });
  const memberIds: number[] = [];
  for (let start = 0; start < panel.length; start += 500) {
    const rows = await c.db.insert(users).values(panel.slice(start, start + 500)).returning({ id: users.id });
    memberIds.push(...rows.map((row) => row.id));
  }

  let answerCount = 0;
  for (const question of questionIds) {
    // Each question gets its own lean, so the results differ from poll to poll.
    const weights = question.values.map(() => 0.2 + random());
    const total = weights.reduce((sum, w) => sum + w, 0);
    const pick = () => {
      let r = random() * total;
      for (const [i, w] of weights.entries()) if ((r -= w) <= 0) return question.values[i] as number;
      return question.values.at(-1) as number;
    };
    const rows = memberIds
      .filter(() => random() < 0.6)
      .map((userId) => {
        const first = pick();
        const second = pick();
        const choiceValues = question.multiple && second !== first ? [first, second].sort((a, b) => a - b) : [first];
        return { id: crypto.randomUUID(), userId, questionId: question.id, choiceValues };
      });
    for (let start = 0; start < rows.length; start += 1000) await c.db.insert(answers).values(rows.slice(start, start + 1000));
    answerCount += rows.length;
  }
  return { questions: questionIds.length, members: memberIds.length, answers: answerCount };
}
