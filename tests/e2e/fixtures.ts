import { test as base, expect } from '@playwright/test';
import { readOutbox, type OutboxMessage } from '../factories/outbox';

/** The outbox of the server under test: e-mails and SMS the app "sent". */
export interface Outbox {
  emails(): OutboxMessage[];
  sms(): OutboxMessage[];
  /** Waits for the newest e-mail to `address` and returns its first link with the given path. */
  linkFor(address: string, path: string): Promise<URL>;
}

export function createOutbox(dataDir: string): Outbox {
  const emails = () => readOutbox(dataDir, '.eml');
  return {
    emails,
    sms: () => readOutbox(dataDir, '.sms.txt'),
    async linkFor(address, path) {
      let found: string | undefined;
      await expect.poll(() => {
        found = emails().filter((mail) => mail.content.includes(address)).flatMap((mail) => mail.links).reverse()
          .find((link) => new URL(link).pathname === path);
        return found;
      }, { message: `an e-mail to ${address} with a ${path} link` }).toBeTruthy();
      return new URL(found!);
    },
  };
}

export const test = base.extend<{ outbox: Outbox }>({
  // eslint-disable-next-line no-empty-pattern
  outbox: async ({}, use) => {
    const dataDir = process.env.E2E_DATA_DIR;
    if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
    await use(createOutbox(dataDir));
  },
});
export { expect };
