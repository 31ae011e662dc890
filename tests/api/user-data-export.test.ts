import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  answers, conversions, deviceTokens, pointsLedger, privacyAcceptances, proposedQuestions, tickets, userLog,
} from '../../server/db/schema/index';
import type { TestApp } from '../helper';
import { badCredentials } from '../factories/credentials';
import { contractClient, failure } from '../factories/contract-client';
import { eachTestWithMember } from '../factories/member-app';
import { createGuest, createMember, type TestMember } from '../factories/users';

let t: TestApp;
let member: TestMember;
eachTestWithMember((app, created) => ([t, member] = [app, created]), () => t);

const { as } = contractClient(() => t.app);
const exportOf = (id: number | string, authorization: string | undefined) => as(authorization).call('exportUserData', { params: { id: String(id) } });

/** A member with something in every part of the export, through the app's own calls. */
async function withActivity(who: TestMember): Promise<void> {
  const pollId = await t.app.container.questions.create({ text: `Tea or coffee, ${who.id}?`, choiceTypeKey: 'yes_no', languageId: 1 });
  const caller = as(who);
  expect((await caller.call('saveAnswer', { body: { answerId: randomUUID(), questionId: pollId, choiceValues: [1] } })).status).toBe(200);
  await t.app.container.points.applyAlone({ userId: who.id, delta: 500, reason: 'grant', idempotencyKey: `grant:${who.id}` });
  const params = { id: String(who.id) };
  expect((await caller.call('convertPoints', { params, query: { points: '140', index: '1', option: 'tickets', ticketsToExchange: '3' } })).status).toBe(200);
  const proposal = { text: 'Cats or dogs?', choiceTypeId: null, questionType: 'vertical_buttons', choices: [{ label: 'Cats', value: 1 }, { label: 'Dogs', value: 2 }] };
  expect((await caller.call('proposeQuestion', { body: proposal })).status).toBe(200);
  expect((await caller.call('saveDeviceToken', { body: `device-token-of-${who.id}` })).status).toBe(200);
  const version = t.siteConfig.privacyPolicyVersion;
  expect((await caller.call('acceptPrivacyPolicy', { params, body: { version } })).status).toBe(200);
}

const iso = (date: Date) => date.toISOString();

describe('GET user/{id}/export', () => {
  it('answers every part of the member\'s own data, equal to what the database holds, as a download', async () => {
    await withActivity(member);
    const other = await createMember(t.app);
    await withActivity(other);

    const response = await exportOf(member.id, member.authorization);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="panelist-data-${member.id}.json"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = JSON.parse(response.rawPayload.toString('utf8'));
    const db = t.database.db;
    const id = member.id;

    expect(data.profile).toEqual((await as(member).call('getUser', { params: { id: String(id) } })).body);
    expect(data.profile.user_points).toBe(360 + t.siteConfig.points.perPollAnswer);
    const answerRows = await db.select().from(answers).where(eq(answers.userId, id));
    expect(data.answers.map((a: { answerId: string; questionId: number; choiceValues: number[]; answeredAt: string }) => [a.answerId, a.questionId, a.choiceValues, a.answeredAt]))
      .toEqual(answerRows.map((row) => [row.id, row.questionId, row.choiceValues, iso(row.answeredAt)]));
    expect(data.answers[0].questionText).toBe(`Tea or coffee, ${id}?`);
    const ledger = await db.select().from(pointsLedger).where(eq(pointsLedger.userId, id)).orderBy(asc(pointsLedger.id));
    // The answer came first: its credit (the answer row is its own ledger entry), then the ledger's rows.
    expect(data.pointsLedger).toEqual([
      ...answerRows.map((row) => ({ delta: row.points, reason: 'answer', reference: `question:${row.questionId}`, createdAt: iso(row.receivedAt) })),
      ...ledger.map((row) => ({ delta: row.delta, reason: row.reason, reference: row.reference, createdAt: iso(row.createdAt) })),
    ]);
    expect(data.pointsLedger.reduce((sum: number, row: { delta: number }) => sum + row.delta, 0)).toBe(data.profile.user_points);
    const ticketRows = await db.select().from(tickets).where(eq(tickets.userId, id));
    expect(data.tickets).toEqual(ticketRows.map((row) => ({ month: row.month, count: 3, conversionId: row.conversionId, createdAt: iso(row.createdAt) })));
    const conversionRows = await db.select().from(conversions).where(eq(conversions.userId, id));
    expect(data.conversions).toEqual(conversionRows.map((row) => ({ conversionId: row.id, kind: 'tickets', pointsSpent: 140, tickets: 3, prizeId: null, createdAt: iso(row.createdAt) })));
    const proposalRows = await db.select().from(proposedQuestions).where(eq(proposedQuestions.userId, id));
    expect(data.proposals).toEqual(proposalRows.map((row) => ({
      proposalId: row.id, questionId: row.questionId, text: 'Cats or dogs?', status: 0, choices: row.choices, createdAt: iso(row.createdAt),
    })));
    const deviceRows = await db.select().from(deviceTokens).where(eq(deviceTokens.userId, id));
    expect(data.devices).toEqual(deviceRows.map((row) => ({ token: `device-token-of-${id}`, createdAt: iso(row.createdAt), lastSeenAt: iso(row.lastSeenAt) })));
    const privacyRows = await db.select().from(privacyAcceptances).where(eq(privacyAcceptances.userId, id));
    expect(data.privacyAcceptances).toEqual(privacyRows.map((row) => ({ policyVersion: t.siteConfig.privacyPolicyVersion, acceptedAt: iso(row.acceptedAt) })));
    const logRows = await db.select().from(userLog).where(eq(userLog.userId, id)).orderBy(asc(userLog.createdAt), asc(userLog.id));
    expect(data.log.map((entry: { actionType: string; actionDetails: string }) => [entry.actionType, entry.actionDetails]))
      .toEqual([['answer', `Tea or coffee, ${id}?`], ...logRows.map((row) => [row.actionType, row.actionDetails])]);
    expect(data.log.map((entry: { actionType: string }) => entry.actionType)).toEqual(expect.arrayContaining(['answer', 'convert_tickets', 'question_proposed', 'privacy_accepted']));
    expect(Date.parse(data.exportedAt)).toBeGreaterThan(Date.now() - 60_000);

    // Only the member's own: nothing of the other member's appears anywhere in the file.
    expect(response.body).not.toContain(`device-token-of-${other.id}`);
    expect(response.body).not.toContain(`Tea or coffee, ${other.id}?`);
    expect(response.body).not.toContain(other.email);
  });

  it('answers empty lists for a member with no activity', async () => {
    const { status, body } = await exportOf(member.id, member.authorization);
    expect(status).toBe(200);
    expect(body).toMatchObject({ answers: [], pointsLedger: [], tickets: [], conversions: [], proposals: [], surveys: [], devices: [], privacyAcceptances: [], photo: null });
    expect(body.profile.user_email).toBe(member.email);
  });

  it('holds the profile photo as stored, as the settings page promises everything the panel keeps', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    expect((await as(member).call('setUserPhoto', { params: { id: String(member.id) }, body: { photo: png } })).status).toBe(200);
    const { status, body } = await exportOf(member.id, member.authorization);
    expect(status).toBe(200);
    expect(body.photo).toMatchObject({ contentType: 'image/png', base64: png });
    expect(Date.parse(body.photo!.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses another member\'s export (403), a guest (403), a bad id (400) and bad credentials (401)', async () => {
    const other = await createMember(t.app);
    const refused = await exportOf(other.id, member.authorization);
    expect(refused).toMatchObject(failure(403, 'forbidden'));
    expect(JSON.stringify(refused.body)).not.toContain(other.email);
    const guest = await createGuest(t.app);
    expect(await exportOf(guest.id, guest.authorization)).toMatchObject(failure(403, 'guestNotAllowed'));
    for (const bad of ['abc', '0', '-1', '99999999999', "1' or '1'='1"]) expect(await exportOf(bad, member.authorization), bad).toMatchObject(failure(400, 'badInput'));
  });

  it.each(badCredentials)('answers 401 with $name', async ({ authorization }) => {
    expect(await exportOf(member.id, await authorization(t.app, member))).toMatchObject(failure(401, 'unauthorized'));
  });
});
