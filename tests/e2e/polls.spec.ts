import { expect, test } from './fixtures';
import { PanelApi } from './pages/PanelApi';
import { PollFeedPage } from './pages/PollFeedPage';
import { PollStatsPage } from './pages/PollStatsPage';
import { signIn } from './pages/signIn';

const POINTS_PER_ANSWER = 10;

test.describe('polls', () => {
  test('a member answers online and sees the results at once, then the next card', async ({ page, request, outbox }) => {
    const api = new PanelApi(request);
    const member = await api.registerMember(outbox);
    await signIn(page, member.email, member.password);
    const feed = new PollFeedPage(page);
    await feed.open();
    const first = await feed.questionId();
    await feed.answerFirstChoice();
    await feed.expectSaved(POINTS_PER_ANSWER);
    await expect(feed.results.getByRole('list', { name: 'Answers per choice' }).getByRole('listitem').first()).toContainText('(your answer)');
    await expect(feed.results.getByTestId('by-age-group')).toBeVisible();
    await expect(feed.results.getByTestId('by-gender')).toBeVisible();
    expect(await api.selectedValues(member, first)).toEqual([1]);
    await feed.next();
    await expect.poll(() => feed.questionId()).not.toBe(first);
  });

  test('an answer given offline survives a closed page and reaches the server exactly once', async ({ page, context, request, outbox }) => {
    const api = new PanelApi(request);
    const member = await api.registerMember(outbox);
    await signIn(page, member.email, member.password);
    const feed = new PollFeedPage(page);
    await feed.open();
    await feed.answerFirstChoice();
    await feed.expectSaved(POINTS_PER_ANSWER);
    await feed.next();
    const offlineQuestion = await feed.questionId();

    await context.setOffline(true);
    await feed.answerFirstChoice();
    await feed.expectPending();
    await expect(page.getByTestId('pending-answers')).toHaveText('1 answer waiting to be sent');
    await feed.next();
    await expect(page.getByText('You are offline. Your answers are kept on this device')).toBeVisible();
    // The app is not installed as a service worker yet, so it cannot reload offline: the page is
    // closed instead, and the queue is read back from a page of the same origin that runs no app code.
    await page.close();
    await context.setOffline(false);
    const probe = new PollFeedPage(await context.newPage());
    await probe.page.goto('/specific/config.json');
    expect(await probe.queuedAnswerCount()).toBe(1);
    expect(await api.answerCount(member)).toBe(1);

    // Opening the app again sends the queue.
    await probe.open();
    await expect.poll(() => probe.queuedAnswerCount()).toBe(0);
    await expect(probe.page.getByTestId('pending-answers')).toBeEmpty();
    await expect.poll(() => api.answerCount(member)).toBe(2);
    expect(await api.selectedValues(member, offlineQuestion)).toEqual([1]);
    expect(await api.points(member)).toBe(2 * POINTS_PER_ANSWER);
    expect(await probe.questionId()).not.toBe(offlineQuestion);
  });

  test('a permanent rejection of a queued answer is shown, then dropped', async ({ page, context, request, outbox }) => {
    const api = new PanelApi(request);
    const member = await api.registerMember(outbox);
    await signIn(page, member.email, member.password);
    const feed = new PollFeedPage(page);
    await feed.open();
    const id = await feed.questionId();
    await context.setOffline(true);
    await feed.answerFirstChoice();
    await feed.expectPending();
    // Meanwhile the same member answered the question elsewhere.
    await api.answer(member, id, [2]);
    await context.setOffline(false);
    await expect(feed.status).toHaveText('Your answer could not be saved: you have already answered this question.');
    await expect(page.getByRole('status').filter({ hasText: 'you have already answered' }).and(page.locator(':not([data-testid])'))).toBeVisible();
    await expect.poll(() => feed.queuedAnswerCount()).toBe(0);
    expect(await api.selectedValues(member, id)).toEqual([2]);
    expect(await api.answerCount(member)).toBe(1);
  });

  test('the stats page shows the results with the breakdowns by age group and by gender', async ({ page }) => {
    await signIn(page, 'demo@panelist.local', 'panelist-demo');
    const stats = new PollStatsPage(page);
    await stats.open(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(stats.results.getByRole('list', { name: 'Answers per choice' }).getByRole('listitem')).not.toHaveCount(0);
    await expect(stats.byAgeGroup.getByRole('list', { name: '25-34 years' })).toBeVisible();
    await expect(stats.byGender.getByRole('list', { name: 'Women', exact: true })).toBeVisible();
    await expect(stats.byGender.getByRole('list', { name: 'Men', exact: true })).toBeVisible();
  });

  test('a visitor on a public card gets a guest session and the invitation to register', async ({ page }) => {
    await page.goto('/publicCardPage/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Question' })).toBeVisible();
    const invite = page.getByRole('complementary', { name: 'Join the panel' });
    await expect(invite).toBeVisible();
    await expect(invite.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });
});
