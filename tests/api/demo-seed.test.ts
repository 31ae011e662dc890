import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoPolls } from '../../server/db/demo/seed-demo-polls';
import { buildTestApp, type TestApp } from '../helper';
import { contractClient } from '../factories/contract-client';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

describe('the demo polls', () => {
  it('hold 30+ questions in three languages across every format, answered by a 2,000-member panel', async () => {
    const seeded = await seedDemoPolls(t.app.container);
    expect(seeded.questions).toBeGreaterThanOrEqual(30);
    expect(seeded.members).toBeGreaterThanOrEqual(2000);
    const card = await t.app.container.questions.card(6);
    expect(card?.type).toBe('image');
    expect(card?.choices.every((choice) => choice.haveMedia)).toBe(true);
    const { as } = contractClient(() => t.app);
    const { body } = await as(null).call('getStats', { params: { id: '1' }, query: { withAgeGroup: 'true', withGender: 'true' } });
    expect(body.total).toBeGreaterThan(1000);
    expect(body.byGender!.map((g: { group: string }) => g.group).sort()).toEqual(['F', 'M']);
    expect(body.byAgeGroup!.length).toBeGreaterThanOrEqual(5);
    // Every panel member is of age, as the profile and the terms require.
    expect(body.byAgeGroup!.map((g: { group: string }) => g.group)).not.toContain('under 18');
    const image = await as(null).call('getChoiceImage', { params: { id: String(card!.choices[0]!.id) } });
    expect(image.headers['content-type']).toBe('image/svg+xml');
  }, 120_000);
});
