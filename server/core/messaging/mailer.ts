import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { linksIn, writeToOutbox } from './outbox';

/**
 * One recipient as an object: nodemailer takes it as it is, where a string would be parsed as an
 * address list (a stored `a@b.co,c@d.co` would mail both, `<c@d.co>a@b.co` would mail c@d.co).
 */
export interface MailRecipient {
  name: string;
  address: string;
}

export interface MailMessage {
  to: MailRecipient;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Quoted-printable whatever the language: a Russian or Kazakh text would otherwise go as base64,
 * and its links could no longer be read (or searched for) in the .eml file.
 */
const TEXT_ENCODING = 'quoted-printable';

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in the outbox, its links logged. */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, textEncoding: TEXT_ENCODING, ...message });
      },
    };
  }
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const built = await builder.sendMail({ from: options.from, textEncoding: TEXT_ENCODING, ...message });
      const path = await writeToOutbox(options.outboxDir, '.eml', built.message as Buffer);
      options.log.info({ to: message.to.address, subject: message.subject, links: linksIn(message.text), file: path }, 'e-mail written to the outbox');
    },
  };
}
