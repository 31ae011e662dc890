import { expect, type Locator, type Page } from '@playwright/test';

/** /app/stats/{cid}: a question's results with the breakdowns. */
export class PollStatsPage {
  readonly results: Locator;
  readonly byAgeGroup: Locator;
  readonly byGender: Locator;

  constructor(readonly page: Page) {
    this.results = page.getByTestId('results');
    this.byAgeGroup = page.getByTestId('by-age-group');
    this.byGender = page.getByTestId('by-gender');
  }

  async open(questionId: number): Promise<void> {
    await this.page.goto(`/app/stats/${questionId}`);
    await expect(this.results).toBeVisible();
  }
}
