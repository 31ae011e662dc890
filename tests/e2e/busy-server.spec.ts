import { expect, test } from './fixtures';
import { Calls, FailingCalls } from './pages/FailingCalls';
import { PanelApi } from './pages/PanelApi';
import { PollFeedPage } from './pages/PollFeedPage';
import { HistoryScreen } from './pages/RewardsPages';
import { SurveysList } from './pages/SurveyPages';
import { signIn } from './pages/signIn';

/**
 * A server that answers busy (503 with Retry-After, as admission control does in a push burst): the
 * screens load again after the wait it gave, without the member's Try again.
 */
test.describe('screens and a busy server', () => {
  test.beforeEach(async ({ page, request, outbox }) => {
    const member = await new PanelApi(request).registerMember(outbox);
    await signIn(page, member.email, member.password);
  });

  test('the feed shows its question once the server takes calls again', async ({ page }) => {
    const calls = await FailingCalls.fail(page, Calls.feed, 'busy', 2);
    const feed = new PollFeedPage(page);
    await feed.open();
    await expect(feed.card).toBeVisible();
    expect(calls.failed).toBe(2);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });

  test('My activity and the surveys load after a busy answer', async ({ page }) => {
    const activity = await FailingCalls.fail(page, Calls.activity, 'busy', 1);
    const history = new HistoryScreen(page);
    await history.open();
    await expect(history.empty.or(history.table)).toBeVisible();
    expect(activity.failed).toBe(1);

    const surveys = await FailingCalls.fail(page, Calls.activeSurveys, 'busy', 1);
    const list = new SurveysList(page);
    await list.open();
    await expect(list.items.first()).toBeVisible();
    expect(surveys.failed).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });

  test('a server that stays busy gets the Try again it had before', async ({ page }) => {
    const calls = await FailingCalls.fail(page, Calls.activity, 'busy', Infinity);
    const history = new HistoryScreen(page);
    await history.open();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 20_000 });
    // The first load and its five tries again, then the member's.
    expect(calls.failed).toBe(6);
    calls.passThrough();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(history.empty.or(history.table)).toBeVisible();
  });
});
