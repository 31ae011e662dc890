import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * The feed at /app/ and the single-card pages: a question card, then its results. Buttons are
 * pressed with the keyboard (Enter/Space), as a keyboard user would.
 */
export class PollFeedPage {
  readonly card: Locator;
  readonly answered: Locator;
  readonly results: Locator;
  readonly status: Locator;
  readonly nextButton: Locator;
  /** The question of the card to answer, and of the card once answered. */
  readonly questionHeading: Locator;
  readonly answeredHeading: Locator;
  /** The header's count of answers waiting in the offline queue. */
  readonly pendingCount: Locator;
  readonly offlineNotice: Locator;

  constructor(readonly page: Page) {
    this.card = page.getByTestId('question-card');
    this.answered = page.getByTestId('answered-card');
    this.results = page.getByTestId('results');
    this.status = page.getByTestId('answer-status');
    this.nextButton = page.getByRole('button', { name: 'Next question' });
    this.questionHeading = this.card.getByRole('heading');
    this.answeredHeading = this.answered.getByRole('heading').first();
    this.pendingCount = page.getByTestId('pending-answers');
    this.offlineNotice = page.getByText('You are offline: your answer will be sent when you are back online.');
  }

  async open(): Promise<void> {
    await this.page.goto('/app/');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Polls' })).toBeVisible();
  }

  async questionId(): Promise<number> {
    await expect(this.card).toBeVisible();
    return Number(await this.card.getAttribute('data-question-id'));
  }

  /** Sends the shown card's first choice (ticking it and sending, for multiple choice), without waiting for what follows. */
  async pressFirstChoice(): Promise<void> {
    await expect(this.card).toBeVisible();
    const checkbox = this.card.getByRole('checkbox').first();
    if (await checkbox.count()) {
      await checkbox.press('Space');
      await expect(checkbox).toBeChecked();
      await this.card.getByRole('button', { name: 'Send answer' }).press('Enter');
    } else {
      await this.card.getByRole('button').first().press('Enter');
    }
  }

  /** Answers the shown card with its first choice, which then shows as answered; answers the values sent. */
  async answerFirstChoice(): Promise<number[]> {
    await this.pressFirstChoice();
    await expect(this.answered).toBeVisible();
    return [1];
  }

  async expectSaved(points: number): Promise<void> {
    await expect(this.status).toHaveText(`Answer saved: +${points} points`);
  }

  async expectPending(): Promise<void> {
    await expect(this.status).toContainText('Pending');
  }

  /** From now on, notes the text of every alert this tab shows, however briefly (a toast may be gone before a check). */
  async noteAlerts(): Promise<void> {
    await this.page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { alertsNoted: string[] }).alertsNoted = seen;
      const note = () => document.querySelectorAll('[role="alert"]').forEach((alert) => {
        const text = alert.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      });
      new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }

  /** The alerts' texts noted since `noteAlerts`. */
  alertsNoted(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as { alertsNoted?: string[] }).alertsNoted ?? []);
  }

  /** The answers waiting in the device's queue (IndexedDB records `answer:{answerId}`). */
  async queuedAnswerCount(): Promise<number> {
    return this.page.evaluate(() => new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const request = open.result.transaction('keyval', 'readonly').objectStore('keyval').getAllKeys();
        request.onsuccess = () => {
          resolve(request.result.filter((key) => String(key).startsWith('answer:')).length);
          open.result.close();
        };
      };
    }));
  }

  async next(): Promise<void> {
    await this.nextButton.press('Enter');
  }

  /**
   * A visitor on public card 1 who becomes this browser's guest (the page makes one of its own: the
   * fingerprint holds a random id the browser keeps), and whose answer (choice 2) is then given
   * through the API with the guest's session: the guest's credentials.
   */
  async guestWithAnswer(request: APIRequestContext): Promise<{ userId: number; authorization: string }> {
    await this.page.goto('/publicCardPage/1');
    await expect(this.card).toBeVisible();
    let guest: { userId: number; authorization: string } | undefined;
    await expect.poll(async () => (guest = await this.storedCredentials().catch(() => undefined)), { message: 'the guest session' }).toBeTruthy();
    const answered = await request.post('/rest/widget/1/answer', { headers: { authorization: guest!.authorization }, data: { answerId: crypto.randomUUID(), questionId: 1, choiceValues: [2] } });
    expect([200, 409]).toContain(answered.status());
    return guest!;
  }

  /** The signed-in user's (member's or guest's) credentials as the app persisted them, for checking through the API. */
  async storedCredentials(): Promise<{ userId: number; authorization: string }> {
    const raw = await this.page.evaluate(() => new Promise<unknown>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const request = open.result.transaction('keyval', 'readonly').objectStore('keyval').get('panelist-session');
        request.onsuccess = () => {
          resolve(request.result);
          open.result.close();
        };
      };
    }));
    const session = (JSON.parse(String(raw)) as { state: { session: { user_id: number; token: string } } }).state.session;
    return { userId: session.user_id, authorization: `${session.user_id}:${session.token}` };
  }
}
