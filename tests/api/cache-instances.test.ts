import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answers, sessions } from '../../server/db/schema/index';
import { createMember, type TestMember } from '../factories/users';
import { buildSecondApp, buildTestApp, call, type TestApp } from '../helper';

/** Two instances of the app on one database, as behind a load balancer: each has its own caches. */
let t: TestApp;
let second: FastifyInstance;
let member: TestMember;
let pollIds: number[];

beforeEach(async () => {
  t = await buildTestApp();
  second = await buildSecondApp(t);
  member = await createMember(t.app);
  pollIds = [];
  for (const text of ['First?', 'Second?']) pollIds.push(await t.app.container.questions.create({ text, choiceTypeKey: 'yes_no', languageId: 1 }));
});
afterEach(async () => {
  await second.close();
  await t.close();
});

const next = (app: FastifyInstance, who = member) => call(app, { method: 'GET', url: `/rest/widget/next/${who.id}`, headers: { authorization: who.authorization } });

describe('caches of two instances on one database', () => {
  it('serves a warm next question from memory, and another instance\'s answer moves the member on', async () => {
    expect((await next(second)).body.id).toBe(pollIds[0]);
    const saved = await call(t.app, { method: 'POST', url: '/rest/questions/answer', headers: { authorization: member.authorization }, payload: { answerId: randomUUID(), questionId: pollIds[0], choiceValues: [1] } });
    expect(saved.status).toBe(200);
    await second.container.cache.settle();
    expect((await next(second)).body.id).toBe(pollIds[1]);
  });

  it('refuses on one instance a session revoked on the other', async () => {
    expect((await call(second, { method: 'GET', url: `/rest/user/${member.id}`, headers: { authorization: member.authorization } })).status).toBe(200);
    expect((await call(t.app, { method: 'POST', url: '/rest/user/logout', headers: { authorization: member.authorization }, payload: {} })).status).toBe(200);
    await second.container.cache.settle();
    const refused = await call(second, { method: 'GET', url: `/rest/user/${member.id}`, headers: { authorization: member.authorization } });
    expect(refused.status).toBe(401);
  });

  it('shows new content written elsewhere, and a poll closed elsewhere leaves the feed', async () => {
    const answered = await call(second, { method: 'POST', url: '/rest/questions/answer', headers: { authorization: member.authorization }, payload: { answerId: randomUUID(), questionId: pollIds[0], choiceValues: [1] } });
    expect(answered.status).toBe(200);
    expect((await next(second)).body.id).toBe(pollIds[1]);
    await t.app.container.questions.openNow(pollIds[1]!);
    const third = await t.app.container.questions.create({ text: 'Third?', choiceTypeKey: 'yes_no', languageId: 1, dateStart: new Date(Date.now() - 3_600_000) });
    await second.container.cache.settle();
    // Opened now, the second poll goes after the third, which started an hour ago.
    expect((await next(second)).body).toMatchObject({ id: third, text: 'Third?' });
  });

  it('follows writes made with SQL outside any instance: a deleted answer, an expired session', async () => {
    await call(second, { method: 'POST', url: '/rest/questions/answer', headers: { authorization: member.authorization }, payload: { answerId: randomUUID(), questionId: pollIds[0], choiceValues: [1] } });
    expect((await next(t.app)).body.id).toBe(pollIds[1]);
    await t.database.db.delete(answers).where(eq(answers.userId, member.id));
    await t.app.container.cache.settle();
    expect((await next(t.app)).body.id).toBe(pollIds[0]);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() + 1000) }).where(eq(sessions.userId, member.id));
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, member.id));
    await t.app.container.cache.settle();
    expect((await next(t.app)).status).toBe(401);
  });

  it('follows a member\'s language changed on the other instance', async () => {
    const other = await createMember(t.app, { email: `lang${Date.now()}@example.com` });
    const russian = (await t.app.container.reference.languageByUiName('ru'))!.id;
    const inRussian = await t.app.container.questions.create({ text: 'Чай?', choiceTypeKey: 'yes_no', languageId: russian });
    expect((await next(second, other)).body.id).toBe(pollIds[0]);
    const updated = await call(t.app, { method: 'POST', url: `/rest/user/${other.id}`, headers: { authorization: other.authorization }, payload: { user_id: other.id, user_language_id: russian } });
    expect(updated.status).toBe(200);
    await second.container.cache.settle();
    expect((await next(second, other)).body.id).toBe(inRussian);
  });
});
