import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answers, cities, privacyAcceptances, sessions, tickets, users } from '../../server/db/schema/index';
import { createMember, type TestMember } from '../factories/users';
import { buildSecondApp, buildTestApp, type TestApp } from '../helper';
import { contractClient, failure } from '../factories/contract-client';

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

/** Calls the routes of one instance by their contract names. */
const on = (app: FastifyInstance) => contractClient(() => app);
const next = (app: FastifyInstance, who = member) => on(app).as(who).call('getNextQuestion', { params: { id: String(who.id) } });
const saveAnswer = (app: FastifyInstance, questionId: number) => on(app).as(member).call('saveAnswer', { body: { answerId: randomUUID(), questionId, choiceValues: [1] } });
const details = (app: FastifyInstance) => on(app).as(member).call('getUser', { params: { id: String(member.id) } });

describe('caches of two instances on one database', () => {
  it('serves a warm next question from memory, and another instance\'s answer moves the member on', async () => {
    expect((await next(second)).body?.id).toBe(pollIds[0]);
    const saved = await saveAnswer(t.app, pollIds[0]!);
    expect(saved.status).toBe(200);
    await second.container.cache.settle();
    expect((await next(second)).body?.id).toBe(pollIds[1]);
  });

  it('reads a member\'s answered polls with their session on their first call to an instance', async () => {
    expect((await saveAnswer(t.app, pollIds[0]!)).status).toBe(200);
    expect((await details(second)).status).toBe(200);
    expect((await next(second)).body?.id).toBe(pollIds[1]);
    expect((await saveAnswer(second, pollIds[1]!)).status).toBe(200);
    expect((await next(second)).body).toBeNull();
  });

  it('refuses on one instance a session revoked on the other', async () => {
    expect((await details(second)).status).toBe(200);
    expect((await on(t.app).as(member).call('logout')).status).toBe(200);
    await second.container.cache.settle();
    expect(await details(second)).toMatchObject(failure(401, 'unauthorized'));
  });

  it('shows new content written elsewhere, and a poll closed elsewhere leaves the feed', async () => {
    const answered = await saveAnswer(second, pollIds[0]!);
    expect(answered.status).toBe(200);
    expect((await next(second)).body?.id).toBe(pollIds[1]);
    await t.app.container.questions.openNow(pollIds[1]!);
    const third = await t.app.container.questions.create({ text: 'Third?', choiceTypeKey: 'yes_no', languageId: 1, dateStart: new Date(Date.now() - 3_600_000) });
    await second.container.cache.settle();
    // Opened now, the second poll goes after the third, which started an hour ago.
    expect((await next(second)).body).toMatchObject({ id: third, text: 'Third?' });
  });

  it('follows writes made with SQL outside any instance: a deleted answer, an expired session', async () => {
    await saveAnswer(second, pollIds[0]!);
    expect((await next(t.app)).body?.id).toBe(pollIds[1]);
    await t.database.db.delete(answers).where(eq(answers.userId, member.id));
    await t.app.container.cache.settle();
    expect((await next(t.app)).body?.id).toBe(pollIds[0]);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() + 1000) }).where(eq(sessions.userId, member.id));
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, member.id));
    await t.app.container.cache.settle();
    expect(await next(t.app)).toMatchObject(failure(401, 'unauthorized'));
  });

  it('follows a member\'s language changed on the other instance', async () => {
    const other = await createMember(t.app, { email: `lang${Date.now()}@example.com` });
    const russian = (await t.app.container.reference.languageByUiName('ru'))!.id;
    const inRussian = await t.app.container.questions.create({ text: 'Чай?', choiceTypeKey: 'yes_no', languageId: russian });
    expect((await next(second, other)).body?.id).toBe(pollIds[0]);
    const updated = await on(t.app).as(other).call('updateUser', { params: { id: String(other.id) }, body: { user_id: other.id, user_language_id: russian } });
    expect(updated.status).toBe(200);
    await second.container.cache.settle();
    expect((await next(second, other)).body?.id).toBe(inRussian);
  });

  describe('a member\'s details (GET user/{id})', () => {
    it('are served from memory: a write with the triggers switched off is not seen where a copy is kept', async () => {
      // The member's own creation notified the instances: heard first, so the copy read next is kept.
      await second.container.cache.settle();
      const first = (await details(second)).body;
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(users).set({ points: first.user_points + 999 }).where(eq(users.id, member.id));
      });
      await second.container.cache.settle();
      expect((await details(second)).body).toEqual(first);
      expect((await details(t.app)).body.user_points).toBe(first.user_points + 999);
    });

    it('are read with the session on the member\'s first call to an instance, whatever that call is', async () => {
      await second.container.cache.settle();
      expect((await next(second)).body?.id).toBe(pollIds[0]);
      const points = (await t.database.db.select({ points: users.points }).from(users).where(eq(users.id, member.id)))[0]!.points;
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(users).set({ points: points + 999 }).where(eq(users.id, member.id));
      });
      await second.container.cache.settle();
      // The copy kept by the first call, not read again.
      expect((await details(second)).body.user_points).toBe(points);
      expect((await details(t.app)).body.user_points).toBe(points + 999);
    });

    it('show on this instance at once what the member changed through it, with no notification heard', async () => {
      await t.database.db.update(users).set({ points: 500 }).where(eq(users.id, member.id));
      await t.app.container.cache.settle();
      expect((await details(t.app)).body).toMatchObject({ user_points: 500, tickets: 0 });
      // Deaf to the database: only the instance's own bookkeeping can make the next read fresh.
      await t.app.container.cache.stop();
      const converted = await on(t.app).as(member).call('convertPoints', {
      params: { id: String(member.id) }, query: { points: '50', index: '0', option: 'tickets', ticketsToExchange: '1' },
    });
      expect(converted.status).toBe(200);
      expect((await details(t.app)).body).toMatchObject({ user_points: 450, tickets: 1 });
      expect((await saveAnswer(t.app, pollIds[0]!)).status).toBe(200);
      expect((await details(t.app)).body.user_points).toBeGreaterThan(450);
    });

    it('follow an answer saved on the other instance', async () => {
      const before = (await details(second)).body.user_points;
      expect((await saveAnswer(t.app, pollIds[0]!)).status).toBe(200);
      await second.container.cache.settle();
      expect((await details(second)).body.user_points).toBeGreaterThan(before);
    });

    it('follow one statement that moves one member\'s language and another\'s points', async () => {
      const other = await createMember(t.app, { email: `mixed${Date.now()}@example.com` });
      const russian = (await t.app.container.reference.languageByUiName('ru'))!.id;
      const inRussian = await t.app.container.questions.create({ text: 'Кофе?', choiceTypeKey: 'yes_no', languageId: russian });
      await second.container.cache.settle();
      expect((await next(second, other)).body?.id).toBe(pollIds[0]);
      const before = (await details(second)).body.user_points;
      await t.database.db.execute(sql`update users set
        language_id = case when id = ${other.id} then ${russian} else language_id end,
        points = case when id = ${member.id} then points + 77 else points end
        where id in (${member.id}, ${other.id})`);
      await second.container.cache.settle();
      expect((await next(second, other)).body?.id).toBe(inRussian);
      expect((await details(second)).body.user_points).toBe(before + 77);
    });

    it('follow writes made with SQL: points, tickets, a privacy acceptance, a city\'s name', async () => {
      const city = (await t.database.db.select().from(cities).limit(1))[0]!;
      await t.database.db.update(users).set({ cityId: city.id }).where(eq(users.id, member.id));
      await second.container.cache.settle();
      expect((await details(second)).body.city).toEqual([expect.objectContaining({ id: city.id, name: city.name })]);

      await t.database.db.update(users).set({ points: 4321 }).where(eq(users.id, member.id));
      await second.container.cache.settle();
      expect((await details(second)).body.user_points).toBe(4321);

      await t.database.db.insert(tickets).values({ userId: member.id, month: new Date().toISOString().slice(0, 7), count: 3 });
      await second.container.cache.settle();
      expect((await details(second)).body.tickets).toBe(3);

      await t.database.db.insert(privacyAcceptances).values({ userId: member.id, policyVersion: 'v-test' });
      await second.container.cache.settle();
      expect((await details(second)).body.user.privacy_accepted_version).toBe('v-test');

      await t.database.db.update(cities).set({ name: 'Renamed City' }).where(eq(cities.id, city.id));
      await second.container.cache.settle();
      expect((await details(second)).body.city[0]!.name).toBe('Renamed City');
    });
  });
});
