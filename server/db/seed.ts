import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import type { Container } from '../core/container';
import { seedDemoMember } from './demo/seed-demo-member';
import { seedDemoPolls } from './demo/seed-demo-polls';
import { seedReferenceData } from './reference-data';
import { users } from './schema/index';

/** Reference data on every start (idempotent); demo content only on an empty database. */
export async function seedIfEmpty(container: Container): Promise<void> {
  await seedReferenceData(container.db);
  const [row] = await container.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  await seedDemoData(container);
}

/**
 * Demo members and content. The demo member, the polls, the surveys and the prizes go through the
 * services the operator CLI uses; the synthetic panel (2,000 members and their answers, which give
 * the statistics something to show) is inserted in bulk.
 */
export async function seedDemoData(container: Container): Promise<void> {
  await seedDemoMember(container);
  await seedDemoPolls(container);
  // The surveys and prizes come through the operator's own import, from the documented example file.
  await container.contentImport.importFile(demoContentFile);
}

export const demoContentFile = fileURLToPath(new URL('./demo/content/demo-content.json', import.meta.url));
