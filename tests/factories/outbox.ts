import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface OutboxMessage {
  file: string;
  content: string;
  links: string[];
  /** An e-mail's subject, its MIME encoded words decoded (a Russian or Kazakh one is sent encoded). */
  subject?: string;
}

/** A header's MIME encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`), folded lines joined. */
function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'));
}

/** Quoted-printable soft breaks and escapes, enough to read an e-mail's text and links back. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The messages the app wrote to $DATA_DIR/outbox, oldest first; e-mail bodies are decoded, SMS are plain text. */
export function readOutbox(dataDir: string, extension: '.eml' | '.sms.txt'): OutboxMessage[] {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith(extension)).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(dir, file), 'utf8');
    const content = extension === '.eml' ? decodeQuotedPrintable(raw) : raw;
    const subject = /^Subject: (.*(?:\n[ \t].*)*)$/m.exec(raw)?.[1];
    return { file, content, links: content.match(/https?:\/\/[^\s"'<>]+/g) ?? [], ...(subject === undefined ? {} : { subject: decodeHeader(subject.replace(/\n[ \t]/g, ' ')) }) };
  });
}

export const readSms = (dataDir: string) => readOutbox(dataDir, '.sms.txt');
