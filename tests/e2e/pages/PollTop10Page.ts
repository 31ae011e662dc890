import type { Locator, Page } from '@playwright/test';

/** /app/top10: the ten most answered polls of the last 30 days, each with its results. */
export class PollTop10Page {
  readonly heading: Locator;
  readonly list: Locator;
  readonly entries: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Top 10' });
    this.list = page.getByRole('list', { name: 'Top 10' });
    this.entries = this.list.getByTestId('top10-entry');
  }

  /** The per-choice results of one entry. */
  resultsOf(entry: Locator): Locator {
    return entry.getByRole('list', { name: 'Answers per choice' }).getByRole('listitem');
  }
}
