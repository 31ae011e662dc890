import { writeFileSync } from 'node:fs';
import { readEnv } from '../server/config/env';
import { loadSiteConfig } from '../server/config/site-config';
import { openPanelDatabase } from '../server/cli/open-panel-database';
import { sessions, users } from '../server/db/schema/index';
import { sha256 } from '../server/lib/crypto';

/**
 * Run before the server starts (PGlite is one process): inserts `count` active members, each with a
 * session, and writes their ids and Authorization headers to the file named by the last argument.
 * Members are made in SQL, not registered: 1,000 scrypt hashes would take the benchmark's minutes.
 */
const [countArg, outFile] = process.argv.slice(2);
const count = Number(countArg);
const env = readEnv();
const opened = await openPanelDatabase(env, loadSiteConfig());
try {
  const db = opened.container.db;
  const created = await db.insert(users).values(Array.from({ length: count }, (_, i) => ({
    email: `burst${i}@bench.panelist.local`, surname: 'Burst', lastname: `Member ${i}`, languageId: 1, status: 'active' as const,
  }))).returning({ id: users.id });
  const tokens = created.map(({ id }) => ({ id, token: `burst-session-token-${id}-${sha256(String(id)).slice(0, 24)}` }));
  // A new sign-in's lifetime: no call of the loads renews it.
  await db.insert(sessions).values(tokens.map(({ id, token }) => ({ userId: id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + env.tokenTtlDays * 86_400_000) })));
  writeFileSync(outFile!, JSON.stringify(tokens.map(({ id, token }) => ({ id, authorization: `${id}:${token}` }))));
} finally {
  await opened.close();
}
