import type { FastifyBaseLogger } from 'fastify';
import { serviceAccountOf } from '../../config/firebase-credentials';
import { writeToOutbox } from './outbox';

export interface PushMessage {
  title: string;
  body: string;
  /** data.quest_id: the worker opens /polls/{quest_id}?pushNotification=true; without one, the app. */
  questId: number | null;
}

export interface PushResult {
  sent: number;
  failed: number;
  /** Tokens FCM reports as no longer registered: the caller deletes them. */
  unregistered: string[];
}

export interface PushSender {
  readonly kind: 'fcm' | 'outbox';
  send(tokens: string[], message: PushMessage): Promise<PushResult>;
}

const FCM_BATCH = 500;
const GONE = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token']);

/**
 * firebase-admin when credentials are configured (FIREBASE_SERVICE_ACCOUNT, or
 * GOOGLE_APPLICATION_CREDENTIALS for application default credentials); otherwise each push is written
 * to the outbox as a .push.json file, like e-mail and SMS. firebase-admin is loaded only when used.
 */
export function createPushSender(options: { serviceAccount?: string; applicationCredentials?: string; outboxDir: string; log: FastifyBaseLogger }): PushSender {
  if (options.serviceAccount || options.applicationCredentials) {
    const messaging = (async () => {
      const { initializeApp, cert, applicationDefault } = await import('firebase-admin/app');
      const { getMessaging } = await import('firebase-admin/messaging');
      // The environment check took only a usable account; should the file change since, the send fails, not the server.
      const credential = options.serviceAccount ? cert(serviceAccountOf(options.serviceAccount) ?? {}) : applicationDefault();
      return getMessaging(initializeApp({ credential }, `panelist-${Date.now()}`));
    })();
    // Awaited by each send, which reports the failure; never an unhandled rejection that stops the process.
    messaging.catch((error: unknown) => options.log.error({ err: error }, 'push sender (firebase-admin) could not start'));
    return {
      kind: 'fcm',
      async send(tokens, message) {
        const client = await messaging;
        const result: PushResult = { sent: 0, failed: 0, unregistered: [] };
        for (let start = 0; start < tokens.length; start += FCM_BATCH) {
          const batch = tokens.slice(start, start + FCM_BATCH);
          const response = await client.sendEachForMulticast({
            tokens: batch,
            notification: { title: message.title, body: message.body },
            ...(message.questId === null ? {} : { data: { quest_id: String(message.questId) } }),
            webpush: { fcmOptions: { link: message.questId === null ? '/app/' : `/polls/${message.questId}?pushNotification=true` } },
          });
          response.responses.forEach((item, index) => {
            if (item.success) result.sent += 1;
            else {
              result.failed += 1;
              if (item.error && GONE.has(item.error.code)) result.unregistered.push(batch[index]!);
            }
          });
        }
        return result;
      },
    };
  }
  return {
    kind: 'outbox',
    async send(tokens, message) {
      const payload = { notification: { title: message.title, body: message.body }, ...(message.questId === null ? {} : { data: { quest_id: String(message.questId) } }), tokens };
      const file = await writeToOutbox(options.outboxDir, '.push.json', JSON.stringify(payload, null, 2));
      options.log.info({ tokens: tokens.length, questId: message.questId, file }, 'push written to the outbox');
      return { sent: tokens.length, failed: 0, unregistered: [] };
    },
  };
}
