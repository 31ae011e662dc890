import { expect, type Locator, type Page } from '@playwright/test';

/** The app's one loading indicator (announced as a status), as a screen shows it: `screen` is the screen's test id. */
export const screenSpinner = (page: Page, screen: string): Locator => page.getByTestId(screen).getByRole('status').and(page.getByTestId('spinner'));

/** The way back to the feed that poll screens offer. */
export const backToPolls = (page: Page): Locator => page.getByRole('main').getByRole('link', { name: 'Back to the questions' });

/** /app/thankYou/{qid}: thanks for a finished survey, or that there is none at this address. */
export class ThankYouAddress {
  readonly notFoundHeading: Locator;
  readonly thanksHeading: Locator;

  constructor(readonly page: Page) {
    this.notFoundHeading = page.getByRole('heading', { level: 1, name: 'Survey not found' });
    this.thanksHeading = page.getByRole('heading', { level: 1, name: 'Thank you!' });
  }

  async open(qid: string): Promise<void> {
    await this.page.goto(`/app/thankYou/${qid}`);
  }
}

/** /live-survey-embed/{id}: a live survey's questions one after another, for guests too. */
export class LiveSurveyEmbed {
  readonly root: Locator;
  readonly membersOnly: Locator;
  readonly allAnswered: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('live-survey');
    this.membersOnly = this.root.getByText('This survey is for panel members. Register or log in to answer it.');
    this.allAnswered = this.root.getByText('You have answered every question of this survey.');
  }

  async open(questId: number): Promise<void> {
    await this.page.goto(`/live-survey-embed/${questId}`);
    await expect(this.root.getByRole('heading', { level: 1, name: 'Live survey' })).toBeVisible();
  }
}

/** Forgets the question cards this device keeps (IndexedDB records `card:{viewer}:{id}`), as on a device that never showed them. */
export async function forgetKeptCards(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('keyval-store');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const store = open.result.transaction('keyval', 'readwrite').objectStore('keyval');
      const keys = store.getAllKeys();
      keys.onsuccess = () => {
        for (const key of keys.result) if (String(key).startsWith('card:')) store.delete(key);
        store.transaction.oncomplete = () => {
          open.result.close();
          resolve();
        };
      };
    };
  }));
}
