import type { FastifyBaseLogger } from 'fastify';
import { linksIn, writeToOutbox } from './outbox';

export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

/**
 * An HTTP SMS provider when SMS_URL is set (POST JSON { to, text } with a bearer SMS_TOKEN);
 * otherwise each SMS becomes a .sms.txt file in the outbox.
 */
export function createSmsSender(options: { smsUrl?: string; smsToken?: string; outboxDir: string; log: FastifyBaseLogger }): SmsSender {
  if (options.smsUrl) {
    const url = options.smsUrl;
    return {
      async send(phone, text) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(options.smsToken ? { authorization: `Bearer ${options.smsToken}` } : {}) },
          body: JSON.stringify({ to: phone, text }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
      },
    };
  }
  return {
    async send(phone, text) {
      const path = await writeToOutbox(options.outboxDir, '.sms.txt', `To: ${phone}\n\n${text}\n`);
      options.log.info({ to: phone, links: linksIn(text), file: path }, 'SMS written to the outbox');
    },
  };
}
