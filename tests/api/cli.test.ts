import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accountDeletionRequests, deviceTokens, pointsLedger, sessions, userLog, users } from '../../server/db/schema/index';
import { readEnv } from '../../server/config/env';
import { verifyPassword } from '../../server/lib/crypto';
import { CommandError, UsageError } from '../../server/cli/cli-errors';
import { createUser, parseCreateUserArgs } from '../../server/cli/commands/create-user';
import { completeDeletions, listDeletionRequests, parseCompleteDeletionsArgs } from '../../server/cli/commands/deletions';
import { openPanelDatabase } from '../../server/cli/open-panel-database';
import { buildTestApp, type TestApp } from '../helper';
import { contractClient, failure } from '../factories/contract-client';
import { snapshotTables } from '../factories/snapshot';
import { createGuest, createMember, createSession } from '../factories/users';
import { expectLedgerMatchesBalances } from '../factories/ledger';
import { runPanel } from '../factories/cli';
import { runCli } from '../../server/cli/run-cli';
import type { CliCommand } from '../../server/cli/commands/command';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

const { as } = contractClient(() => t.app);
const details = (id: number, authorization: string) => as(authorization).call('getUser', { params: { id: String(id) } });
const requestDeletion = (member: { id: number; authorization: string }) => as(member).call('requestAccountDeletion', { params: { id: String(member.id) } });

const panel = (...argv: string[]) => runPanel(t.app, ...argv);

const userRow = async (id: number) => (await t.app.container.db.select().from(users).where(eq(users.id, id)))[0]!;
const validUser = ['--email', 'Operator.Made@Example.com', '--password', 'secret123', '--first', 'Arman', '--last', 'Seitkali'];

describe('create-user', () => {
  it('creates an active member who can use the app, and logs it', async () => {
    const id = await createUser(t.app.container, parseCreateUserArgs([...validUser, '--level', '5', '--language', 'ru']));
    const row = await userRow(id);
    expect(row).toMatchObject({ email: 'operator.made@example.com', surname: 'Arman', lastname: 'Seitkali', level: 5, status: 'active', isGuest: false });
    expect(row.activatedAt).not.toBeNull();
    expect(await verifyPassword('secret123', row.passwordHash)).toBe(true);
    expect((await t.app.container.reference.languageById(row.languageId))!.uiName).toBe('ru');
    expect((await t.app.container.userLog.since(id, 1)).map((e) => e.actionType)).toEqual(['account_created']);
    const session = await createSession(t.app, id);
    expect((await details(id, session.authorization)).status).toBe(200);
  });

  it('defaults to level 1 and the site\'s default language', async () => {
    const id = await createUser(t.app.container, parseCreateUserArgs(validUser));
    const row = await userRow(id);
    expect(row.level).toBe(1);
    expect((await t.app.container.reference.languageById(row.languageId))!.uiName).toBe(t.siteConfig.defaultLanguage);
  });

  it('counts the password in characters, as registration does: 200 emoji are allowed', async () => {
    const emoji = '😀'.repeat(200);
    const id = await createUser(t.app.container, parseCreateUserArgs(['--email', 'emoji@example.com', '--password', emoji, '--first', 'A', '--last', 'B']));
    expect(await verifyPassword(emoji, (await userRow(id)).passwordHash)).toBe(true);
  });

  it('prints the new id through the command line (exit 0)', async () => {
    const { code, out } = await panel('create-user', ...validUser);
    expect(code).toBe(0);
    const id = Number(/member (\d+)/.exec(out)?.[1]);
    expect((await userRow(id)).email).toBe('operator.made@example.com');
  });

  it('refuses an e-mail already taken (exit 1), case-insensitively, storing nothing', async () => {
    await createMember(t.app, { email: 'operator.made@example.com' });
    const before = await snapshotTables(t.app);
    await expect(createUser(t.app.container, parseCreateUserArgs(validUser))).rejects.toBeInstanceOf(CommandError);
    const { code, err } = await panel('create-user', ...validUser);
    expect(code).toBe(1);
    expect(err).toMatch(/already exists/);
    expect(await snapshotTables(t.app)).toEqual(before);
  });

  const badArguments: [string, string[]][] = [
    ['no --email', validUser.slice(2)],
    ['no --password', [...validUser.slice(0, 2), ...validUser.slice(4)]],
    ['no --last', validUser.slice(0, 6)],
    ['an unknown option', [...validUser, '--admin']],
    ['a stray word', [...validUser, 'extra']],
    ['an option without its value', [...validUser.slice(0, 7), '--last']],
    ['an invalid e-mail', ['--email', 'not-an-email', ...validUser.slice(2)]],
    ['an SQL injection as e-mail', ['--email', "x'); DROP TABLE users;--", ...validUser.slice(2)]],
    ['a name with forbidden characters', [...validUser.slice(0, 6), '--last', '<b>Bold</b>']],
    ['an oversized name', [...validUser.slice(0, 6), '--last', 'a'.repeat(101)]],
    ['a short password', ['--email', 'a@b.kz', '--password', '12345', '--first', 'A', '--last', 'B']],
    ['three emoji as the password', ['--email', 'a@b.kz', '--password', '😀😀😀', '--first', 'A', '--last', 'B']],
    ['a password over 200 characters', ['--email', 'a@b.kz', '--password', 'p'.repeat(201), '--first', 'A', '--last', 'B']],
    ['a negative level', [...validUser, '--level', '-1']],
    ['a level that is not a number', [...validUser, '--level', 'admin']],
    ['an unknown language', [...validUser, '--language', 'de']],
    ['a guest\'s address', ['--email', 'abc123@fingerprint.panelist', ...validUser.slice(2)]],
    ['a phone sign-in\'s address', ['--email', '77011234567@phone.panelist.local', ...validUser.slice(2)]],
  ];
  it.each(badArguments)('answers exit code 2 for %s and stores nothing', async (_name, args) => {
    const before = await snapshotTables(t.app);
    const { code, err } = await panel('create-user', ...args);
    expect(code).toBe(2);
    expect(err).toMatch(/create-user/);
    expect(err).toMatch(/Usage: npm run panel/);
    expect(await snapshotTables(t.app)).toEqual(before);
  });

  it('checks the arguments before opening the database', async () => {
    const { code, opened } = await panel('create-user', '--email', 'a@b.kz');
    expect(code).toBe(2);
    expect(opened).toBe(false);
    expect(() => parseCreateUserArgs(['--first'])).toThrow(UsageError);
  });
});

describe('deletions', () => {
  async function memberWantingDeletion() {
    const member = await createMember(t.app, { phone: `+7701${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`, address: 'Abay 1', birthdate: '1990-01-01', sex: 'F', fingerprint: 'fp-member-1' });
    const laptop = await createSession(t.app, member.id);
    await as(member).call('saveDeviceToken', { body: 'token-of-a-phone-0123456789' });
    expect((await requestDeletion(member)).status).toBe(200);
    return { member, laptop };
  }

  it('lists the open requests', async () => {
    expect(await listDeletionRequests(t.app.container)).toEqual(['No open account deletion requests.']);
    const { member } = await memberWantingDeletion();
    const { code, out } = await panel('deletions', 'list');
    expect(code).toBe(0);
    expect(out).toContain(member.email);
    expect(out).toMatch(new RegExp(`\\s1\\s+${member.id}\\s`));
  });

  it('complete --id anonymizes the account, drops its tokens, signs it out and closes the request', async () => {
    const { member } = await memberWantingDeletion();
    const bystander = await createMember(t.app);
    const { code, out } = await panel('deletions', 'complete', '--id', '1');
    expect(code).toBe(0);
    expect(out).toContain(`member ${member.id} anonymized`);

    const row = await userRow(member.id);
    expect(row).toMatchObject({
      status: 'deleted', email: `deleted-${member.id}@deleted.invalid`, surname: '', lastname: '', phone: null, address: null,
      birthdate: null, fingerprint: null, passwordHash: null,
    });
    expect(row.deletedAt).not.toBeNull();
    const db = t.app.container.db;
    expect(await db.select().from(deviceTokens).where(eq(deviceTokens.userId, member.id))).toEqual([]);
    expect((await db.select().from(sessions).where(eq(sessions.userId, member.id))).every((s) => s.revokedAt !== null)).toBe(true);
    const [request] = await db.select().from(accountDeletionRequests).where(eq(accountDeletionRequests.userId, member.id));
    expect(request!.completedAt).not.toBeNull();
    // A new session for the anonymized account is refused too.
    const revived = await createSession(t.app, member.id);
    expect(await details(member.id, revived.authorization)).toMatchObject(failure(401, 'unauthorized'));
    expect((await userRow(bystander.id)).status).toBe('active');
    expect(await listDeletionRequests(t.app.container)).toEqual(['No open account deletion requests.']);
  });

  it('complete --all completes every open request', async () => {
    await memberWantingDeletion();
    const second = await createMember(t.app);
    await requestDeletion(second);
    const outcomes = await completeDeletions(t.app.container, parseCompleteDeletionsArgs(['--all']));
    expect(outcomes.map((o) => o.completed)).toEqual([true, true]);
    expect((await userRow(second.id)).status).toBe('deleted');
    expect((await panel('deletions', 'complete', '--all')).out).toBe('No open account deletion requests.');
  });

  it('answers exit code 1 for an unknown or already completed request, changing nothing', async () => {
    await memberWantingDeletion();
    await panel('deletions', 'complete', '--id', '1');
    const before = await snapshotTables(t.app);
    const again = await panel('deletions', 'complete', '--id', '1');
    expect(again.code).toBe(1);
    expect(again.out).toContain('already completed');
    const unknown = await panel('deletions', 'complete', '--id', '999');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('no such request');
    expect(await snapshotTables(t.app)).toEqual(before);
  });

  it('names an option given twice rather than keeping the last one silently', async () => {
    const { code, err } = await panel('deletions', 'complete', '--id', '5', '--id', '6');
    expect(code).toBe(2);
    expect(err).toContain('--id is given more than once.');
  });

  it.each([[[]], [['--id', '1', '--all']], [['--id', 'x']], [['--id', '0']], [['--id']], [['--all', 'yes']], [['--user', '1']], [['--id', '5', '--id', '6']], [['--id=5', '--id', '5']]])(
    'answers exit code 2 for complete %j without opening the database',
    async (args) => {
      const { code, opened, err } = await panel('deletions', 'complete', ...args);
      expect(code).toBe(2);
      expect(opened).toBe(false);
      expect(err).toMatch(/deletions complete/);
    },
  );
});

describe('points grant', () => {
  const grant = (user: number | string, points: number | string, key: string, reason = 'Compensation for the broken survey') =>
    panel('points', 'grant', '--user', String(user), '--points', String(points), '--reason', reason, '--key', key);
  const ledgerRowsOf = (userId: number) => t.app.container.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
  const logOf = async (member: { id: number; authorization: string }) => (await as(member).call('getUserLog', { params: { days: '7' } })).body;

  it('credits the member once per key, with one entry in My activity, however often it is run', async () => {
    const member = await createMember(t.app);
    const first = await grant(member.id, 250, 'support-4711');
    expect(first).toMatchObject({ code: 0, out: `Granted 250 points to member ${member.id} (key support-4711): balance 250.` });
    const again = await grant(member.id, 250, 'support-4711');
    expect(again.code).toBe(0);
    expect(again.out).toMatch(new RegExp(`^Key support-4711 was already granted \\(250 points to member ${member.id} on .+ UTC\\): nothing changed\\.$`));
    const racing = await Promise.all([1, 2, 3].map(() => grant(member.id, 250, 'support-4711')));
    expect(racing.map((run) => run.code)).toEqual([0, 0, 0]);
    expect(racing.every((run) => run.out.includes('nothing changed'))).toBe(true);

    expect(await ledgerRowsOf(member.id)).toEqual([expect.objectContaining({ delta: 250, reason: 'points_granted', idempotencyKey: 'grant:support-4711' })]);
    const activity = await logOf(member);
    expect(activity).toEqual([expect.objectContaining({ actionType: 'points_granted', actionDetails: 'Compensation for the broken survey', actionParams: { points: 250 } })]);
    expect((await details(member.id, member.authorization)).body.user_points).toBe(250);
    await expectLedgerMatchesBalances(t);

    // Another key is another grant.
    expect((await grant(member.id, 40, 'support-4712', '  Late prize delivery  ')).out).toContain('balance 290');
    expect((await logOf(member)).map((entry) => entry.actionDetails)).toEqual(['Late prize delivery', 'Compensation for the broken survey']);
    await expectLedgerMatchesBalances(t);
  });

  it('refuses a key already used for another grant (exit 1), changing nothing', async () => {
    const [member, other] = [await createMember(t.app), await createMember(t.app)];
    await grant(member.id, 250, 'support-4711');
    const before = await snapshotTables(t.app);
    for (const run of [await grant(other.id, 250, 'support-4711'), await grant(member.id, 300, 'support-4711')]) {
      expect(run.code).toBe(1);
      expect(run.err).toContain(`points grant: Key support-4711 was already used for another grant (250 points to member ${member.id} on `);
    }
    expect(await snapshotTables(t.app)).toEqual(before);
  });

  it('refuses an unknown user, a deleted account and a guest (exit 1), changing nothing', async () => {
    const gone = await createMember(t.app);
    await as(gone).call('requestAccountDeletion', { params: { id: String(gone.id) } });
    expect((await panel('deletions', 'complete', '--all')).code).toBe(0);
    const guest = await createGuest(t.app);
    const before = await snapshotTables(t.app);
    const refusals: [number, string][] = [
      [99_999, 'points grant: No user 99999: nothing granted.'],
      [gone.id, `points grant: The account of user ${gone.id} is deleted: nothing granted.`],
      [guest.id, `points grant: User ${guest.id} is a guest, not a member: nothing granted.`],
    ];
    for (const [user, message] of refusals) {
      const run = await grant(user, 100, `refused-${user}`);
      expect(run, String(user)).toMatchObject({ code: 1, err: message, out: '' });
    }
    expect(await snapshotTables(t.app)).toEqual(before);
  });

  const valid = { user: ['--user', '1'], points: ['--points', '100'], reason: ['--reason', 'Outage'], key: ['--key', 'k-1'] };
  const withOut = (left: keyof typeof valid) => Object.entries(valid).filter(([name]) => name !== left).flatMap(([, args]) => args);
  const badArguments: [string, string[], string][] = [
    ['no --user', withOut('user'), '--user is required.'],
    ['a user id that is not a number', [...withOut('user'), '--user', 'me'], '--user must be a whole number from 1 to 2147483647, got "me".'],
    ['user id 0', [...withOut('user'), '--user', '0'], '--user must be a whole number from 1 to 2147483647, got "0".'],
    ['no --points', withOut('points'), '--points is required.'],
    ['zero points', [...withOut('points'), '--points', '0'], '--points must be a whole number from 1 to 10000, got "0".'],
    ['negative points', [...withOut('points'), '--points=-50'], '--points must be a whole number from 1 to 10000, got "-50".'],
    ['a fraction of a point', [...withOut('points'), '--points', '2.5'], '--points must be a whole number from 1 to 10000, got "2.5".'],
    ['points that are not a number', [...withOut('points'), '--points', 'lots'], '--points must be a whole number from 1 to 10000, got "lots".'],
    ['points over the maximum', [...withOut('points'), '--points', '10001'], '--points must be a whole number from 1 to 10000, got "10001".'],
    ['an overflowing number of points', [...withOut('points'), '--points', '99999999999999999999'], '--points must be a whole number from 1 to 10000'],
    ['no --reason', withOut('reason'), '--reason is required.'],
    ['a blank reason', [...withOut('reason'), '--reason', '   '], '--reason is required.'],
    ['a reason over 200 characters', [...withOut('reason'), '--reason', 'r'.repeat(201)], '--reason must have at most 200 characters.'],
    ['a reason on two lines', [...withOut('reason'), '--reason', 'Outage\nand more'], '--reason must be one line without control characters.'],
    ['no --key', withOut('key'), '--key is required.'],
    ['a key with a space', [...withOut('key'), '--key', 'ticket 4711'], '--key must be 1 to 100 letters, digits or . _ : / -, got "ticket 4711".'],
    ['an unknown option', [...withOut('key'), '--key', 'k', '--force'], "Unknown option '--force'"],
    ['a stray word', [...withOut('key'), '--key', 'k', 'extra'], "Unexpected argument 'extra'"],
  ];
  it.each(badArguments)('answers exit code 2 for %s, before opening the database', async (_name, args, message) => {
    await createMember(t.app);
    const before = await snapshotTables(t.app);
    const { code, err, opened } = await panel('points', 'grant', ...args);
    expect(code).toBe(2);
    expect(opened).toBe(false);
    expect(err).toContain(`points grant: ${message}`);
    expect(err).toMatch(/Usage: npm run panel/);
    expect(await snapshotTables(t.app)).toEqual(before);
    expect(await t.app.container.db.select().from(userLog)).toEqual([]);
  });
});

describe('the command line', () => {
  it('help lists every command (exit 0)', async () => {
    const { code, out } = await panel('help');
    expect(code).toBe(0);
    for (const name of ['create-user', 'deletions list', 'deletions complete', 'points grant', 'help']) expect(out).toContain(name);
  });

  it('help help shows the whole help, what help itself does included (exit 0)', async () => {
    const { code, out } = await panel('help', 'help');
    expect(code).toBe(0);
    expect(out).toContain('  help [command]');
    expect(out).toContain('  create-user');
  });

  it.each([
    [['deletions', 'complete', '--id', '12345678901'], '--id must be a whole number from 1 to 2147483647, got "12345678901".'],
    [['points', 'grant', '--user', '2147483648', '--points', '5', '--reason', 'x'], '--user must be a whole number from 1 to 2147483647, got "2147483648".'],
    [['create-user', '--email', 'long@example.com', '--password', 'secret12', '--first', 'A'.repeat(101), '--last', 'B'], '--first is longer than 100 characters.'],
    [['create-user', ...validUser, '--level', '2147483648'], '--level must be a whole number from 0 to 2147483647, got "2147483648".'],
    [['raffle', 'draw', '--month', '2026-01', '--winners', '9999999999'], '--winners must be a whole number from 1 to 2147483647, got "9999999999".'],
  ])('%j names what is wrong with it (exit 2)', async (argv, message) => {
    const { code, err, opened } = await panel(...argv);
    expect(code).toBe(2);
    expect(err).toContain(message);
    expect(opened).toBe(false);
  });

  it.each([
    [['create-user', '--help'], ['create-user --email E'], ['import', 'points grant']],
    [['raffle', 'draw', '-h'], ['raffle draw'], ['create-user']],
    [['import', '--help'], ['import FILE.json'], ['create-user']],
    [['help', 'points'], ['points grant'], ['create-user']],
    [['help', 'deletions'], ['deletions list', 'deletions complete'], ['create-user']],
  ])('%j shows that command\'s help alone (exit 0), opening nothing', async (argv, shown, notShown) => {
    const { code, out, opened } = await panel(...argv);
    expect(code).toBe(0);
    for (const text of shown) expect(out).toContain(text);
    for (const text of notShown) expect(out).not.toContain(`  ${text}`);
    expect(opened).toBe(false);
  });

  it.each([[[]], [['bogus']], [['deletions']], [['deletions', 'purge']], [['help', 'bogus']]])('answers exit code 2 for %j', async (argv) => {
    const { code, err, opened } = await panel(...argv);
    expect(code).toBe(2);
    expect(err).not.toBe('');
    expect(opened).toBe(false);
  });

  it('says a statement the database refused by PostgreSQL\'s words alone, never the statement nor its values (exit 1)', async () => {
    const failing: CliCommand = {
      name: 'failing', summary: 'fails', usage: 'failing', parse: () => ({}),
      run: async (container) => {
        await container.db.execute(sql`select ${'secret@example.com'}::text, 1 / 0`);
      },
    };
    const err: string[] = [];
    const code = await runCli(['failing'], { out: () => undefined, err: (line) => err.push(line), open: async () => ({ container: t.app.container, close: async () => undefined }), commands: [failing] });
    expect(code).toBe(1);
    expect(err.join('\n')).toBe('failing: failed: the database refused it: division by zero');
  });

  it('refuses to open an embedded database that a running server holds', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'panelist-cli-'));
    try {
      // The parent process stands in for a live server holding the lock.
      writeFileSync(join(dataDir, 'panelist.lock'), String(process.ppid));
      const env = readEnv({ DATA_DIR: dataDir });
      await expect(openPanelDatabase(env, t.siteConfig)).rejects.toThrow(/Stop the server, run the command, then start the server again/);
      const err: string[] = [];
      const code = await runCli(['deletions', 'list'], { out: () => undefined, err: (line) => err.push(line), open: () => openPanelDatabase(env, t.siteConfig) });
      expect(code).toBe(1);
      expect(err.join('\n')).toMatch(/already using the data directory/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('runs as `npm run panel` does: a real process on an embedded database, then the exit codes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'panelist-cli-'));
    const run = (...args: string[]) =>
      promisify(execFile)(join('node_modules', '.bin', 'tsx'), ['server/cli.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } })
        .then(({ stdout }) => ({ code: 0, stdout, stderr: '' }))
        .catch((error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }));
    try {
      const created = await run('create-user', ...validUser);
      expect(created).toMatchObject({ code: 0, stdout: expect.stringMatching(/Created member 1 /) });
      expect(await run('deletions', 'list')).toMatchObject({ code: 0, stdout: expect.stringContaining('No open account deletion requests.') });
      expect(await run('create-user', '--email', 'x')).toMatchObject({ code: 2, stderr: expect.stringContaining('--first is required') });
      expect((await run('bogus')).code).toBe(2);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
