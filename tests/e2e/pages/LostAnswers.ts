import type { Page, Route } from '@playwright/test';

/**
 * A network that loses answers: the page's calls to matching addresses reach the server, which acts
 * on them, but the page sees the connection drop before the answer comes.
 */
export class LostAnswers {
  /** Answers lost so far. */
  lost = 0;

  private constructor(private remaining: number) {}

  /** Loses the answers of the next `times` calls to `url`; later calls go through unchanged. */
  static async lose(page: Page, url: RegExp, times: number): Promise<LostAnswers> {
    const answers = new LostAnswers(times);
    await page.route(url, (route) => answers.handle(route));
    return answers;
  }

  private async handle(route: Route): Promise<void> {
    if (this.remaining <= 0) return route.continue();
    this.remaining -= 1;
    await route.fetch();
    this.lost += 1;
    return route.abort('internetdisconnected');
  }
}
