import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** Writes one message file into $DATA_DIR/outbox and returns its path. */
export async function writeToOutbox(outboxDir: string, extension: string, content: string | Buffer): Promise<string> {
  await mkdir(outboxDir, { recursive: true });
  const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}${extension}`;
  const path = join(outboxDir, name);
  await writeFile(path, content);
  return path;
}

export const linksIn = (text: string): string[] => text.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
