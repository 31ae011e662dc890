import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test, type Outbox } from './fixtures';
import { PanelApi } from './pages/PanelApi';
import { PollFeedPage } from './pages/PollFeedPage';
import { PollStatsPage } from './pages/PollStatsPage';
import { PollTop10Page } from './pages/PollTop10Page';
import { ServiceWorkerDriver } from './pages/ServiceWorkerDriver';
import { signIn } from './pages/signIn';

/** server/config/site-config.json: points.perPollAnswer. */
const POINTS_PER_ANSWER = 10;
const ANSWER_SYNC_TAG = 'panelist-answer-queue';
const waiting = (count: number) => (count === 1 ? '1 answer waiting to be sent' : `${count} answers waiting to be sent`);
/** The demo's English coffee survey, open to guests ("public" in the demo content). */
const PUBLIC_SURVEY_ID = 2;

/**
 * A partner's page embedding `src`, served for real on another site: 127.0.0.1 is not localhost's
 * site (and, being local, passes Chromium's local-network checks).
 */
async function partnerSite(src: string): Promise<{ url: string; close(): void }> {
  const partner = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(`<!doctype html><title>Partner</title><iframe title="Panelist survey" src="${src}" width="400" height="600"></iframe>`);
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(partner.address() as AddressInfo).port}/`, close: () => partner.close() };
}

const embeddedSurvey = (page: Page) => page.frameLocator('iframe[title="Panelist survey"]').getByTestId('live-survey');

/** A fresh member signed in, on the feed. */
async function newMemberOnFeed(page: Page, request: APIRequestContext, outbox: Outbox) {
  const api = new PanelApi(request);
  const member = await api.registerMember(outbox);
  await signIn(page, member.email, member.password);
  const feed = new PollFeedPage(page);
  await feed.open();
  return { api, member, feed };
}

/** A fresh member signed in on the feed, with the service worker controlling the page (so it opens offline). */
async function newMemberOnInstalledFeed(page: Page, context: BrowserContext, request: APIRequestContext, outbox: Outbox) {
  const api = new PanelApi(request);
  const member = await api.registerMember(outbox);
  await signIn(page, member.email, member.password);
  await new ServiceWorkerDriver(page, context).openControlled('/app/');
  return { api, member, feed: new PollFeedPage(page) };
}

test.describe('polls', () => {
  test('a member answers online and sees the results at once, then the next card', async ({ page, request, outbox }) => {
    const { api, member, feed } = await newMemberOnFeed(page, request, outbox);
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

  test('the feed shows the card the server names next (GET widget/next)', async ({ page, request, outbox }) => {
    const member = await new PanelApi(request).registerMember(outbox);
    const upcoming = await request.get(`/rest/widget/upcoming/${member.userId}?count=3&langUiName=en`, { headers: { authorization: member.authorization } });
    const third = ((await upcoming.json()) as Array<{ id: number }>)[2]!;
    await page.route(/\/rest\/widget\/next\/\d+/, (route) => route.fulfill({ json: third }));
    await signIn(page, member.email, member.password);
    const feed = new PollFeedPage(page);
    await feed.open();
    expect(await feed.questionId()).toBe(third.id);
  });

  test('answering with the keyboard leaves focus on the answered question, and the next question takes it after moving on', async ({ page, request, outbox }) => {
    const member = await new PanelApi(request).registerMember(outbox);
    await signIn(page, member.email, member.password);
    const feed = new PollFeedPage(page);
    await feed.open();
    const first = await feed.questionId();
    await feed.answerFirstChoice();
    await expect(feed.answeredHeading).toBeFocused();
    await feed.next();
    await expect.poll(() => feed.questionId()).not.toBe(first);
    await expect(feed.questionHeading).toBeFocused();
  });

  test('five answers given offline survive an offline reload and reach the server exactly once, with their points', async ({ page, context, request, outbox }) => {
    // Seven answers, a reload and a sync: on a loaded machine this outlasts the default minute.
    test.slow();
    const { api, member, feed } = await newMemberOnInstalledFeed(page, context, request, outbox);
    await feed.answerFirstChoice();
    await feed.expectSaved(POINTS_PER_ANSWER);
    await expect(feed.results).toBeVisible();
    // The next card comes with the look-ahead the device keeps for the offline feed.
    await feed.next();
    await feed.questionId();
    const pointsBefore = await api.points(member);

    await context.setOffline(true);
    const answeredOffline: number[] = [];
    for (let count = 1; count <= 5; count += 1) {
      answeredOffline.push(await feed.questionId());
      await feed.answerFirstChoice();
      await feed.expectPending();
      await expect(feed.pendingCount).toHaveText(waiting(count));
      await feed.next();
      await expect(feed.offlineNotice).toBeVisible();
    }
    expect(new Set(answeredOffline).size).toBe(5);

    // The worker serves the shell offline; the queue, its count and the kept cards are still there.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Polls' })).toBeVisible();
    await expect(feed.pendingCount).toHaveText(waiting(5));
    expect(await feed.queuedAnswerCount()).toBe(5);
    expect(answeredOffline).not.toContain(await feed.questionId());
    expect(await api.answerCount(member)).toBe(1);

    await context.setOffline(false);
    // Five answers sent one after another, each acknowledged before the next.
    await expect(feed.pendingCount).toBeEmpty({ timeout: 30_000 });
    await expect.poll(() => feed.queuedAnswerCount()).toBe(0);
    await expect.poll(() => api.answerCount(member)).toBe(6);
    expect(await api.points(member)).toBe(pointsBefore + 5 * POINTS_PER_ANSWER);
    for (const questionId of answeredOffline) expect(await api.selectedValues(member, questionId)).toEqual([1]);
  });

  test('with every app page closed, Background Sync sends the queued answer from the worker, exactly once', async ({ page, context, request, outbox }) => {
    test.slow();
    const { api, member, feed } = await newMemberOnInstalledFeed(page, context, request, outbox);
    // A page of the origin that runs no app code: only the worker can send the queue.
    const probe = new PollFeedPage(await context.newPage());
    await probe.page.goto('/specific/config.json');
    // The feed's cards arrive online (a device offline before its first cards has none to answer).
    const questionId = await feed.questionId();

    await context.setOffline(true);
    await feed.answerFirstChoice();
    await feed.expectPending();
    await page.close();
    expect(await probe.queuedAnswerCount()).toBe(1);

    await context.setOffline(false);
    await new ServiceWorkerDriver(probe.page, context).dispatchSync(ANSWER_SYNC_TAG);
    await expect.poll(() => probe.queuedAnswerCount()).toBe(0);
    await expect.poll(() => api.answerCount(member)).toBe(1);
    expect(await api.selectedValues(member, questionId)).toEqual([1]);
    expect(await api.points(member)).toBe(POINTS_PER_ANSWER);

    // The app, opened again, has nothing left to send and shows the credited points.
    const app = new PollFeedPage(await context.newPage());
    await app.open();
    await expect(app.pendingCount).toBeEmpty();
    expect(await app.questionId()).not.toBe(questionId);
    expect(await api.answerCount(member)).toBe(1);
  });

  test('a permanent rejection of a queued answer is shown, then dropped, and the feed moves on', async ({ page, context, request, outbox }) => {
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
    await expect(page.getByRole('alert').filter({ hasText: 'Your answer could not be saved: you have already answered this question.' })).toBeVisible();
    await expect.poll(() => feed.queuedAnswerCount()).toBe(0);
    // As when the server refuses at once: on to the next question, not the refused one's offline results.
    await expect.poll(() => feed.questionId()).not.toBe(id);
    await expect(page.getByText('The results are not available offline.')).toHaveCount(0);
    expect(await api.selectedValues(member, id)).toEqual([2]);
    expect(await api.answerCount(member)).toBe(1);
  });

  test('two tabs answer one question offline: back online, one answer is kept and the refusal is said in the tab whose answer was refused, only there', async ({ page, context, request, outbox }) => {
    const { api, member, feed: first } = await newMemberOnInstalledFeed(page, context, request, outbox);
    const second = new PollFeedPage(await context.newPage());
    await second.open();
    const id = await first.questionId();
    expect(await second.questionId()).toBe(id);

    await context.setOffline(true);
    for (const tab of [first, second]) {
      await tab.answerFirstChoice();
      await tab.expectPending();
      await tab.noteAlerts();
    }
    await context.setOffline(false);
    const refusalText = 'Your answer could not be saved: you have already answered this question.';
    const refusal = (tab: PollFeedPage) => tab.page.getByRole('alert').filter({ hasText: refusalText });
    // Whichever tab sends the queue, the member is told in the tab whose answer was refused.
    await expect.poll(async () => (await refusal(first).count()) + (await refusal(second).count())).toBeGreaterThan(0);
    const [refused, kept] = (await refusal(first).count()) > 0 ? [first, second] : [second, first];
    await expect(refused.pendingCount).toBeEmpty();
    await expect(kept.pendingCount).toBeEmpty();
    await kept.expectSaved(POINTS_PER_ANSWER);
    await expect.poll(() => first.queuedAnswerCount()).toBe(0);
    // The tab whose answer stands was told nothing, at no moment: for it the refusal is no news.
    expect((await kept.alertsNoted()).filter((text) => text.includes(refusalText))).toEqual([]);
    expect((await refused.alertsNoted()).filter((text) => text.includes(refusalText))).toHaveLength(1);
    await expect(refused.page.getByText('The results are not available offline.')).toHaveCount(0);
    expect(await api.answerCount(member)).toBe(1);
    expect(await api.points(member)).toBe(POINTS_PER_ANSWER);
  });

  test('a question answered on another device meanwhile: the feed says why the answer was refused and moves on', async ({ page, request, outbox }) => {
    const { api, member, feed } = await newMemberOnFeed(page, request, outbox);
    const id = await feed.questionId();
    await api.answer(member, id, [2]);
    // The refusal comes at once: the answered card may be gone before it could be seen.
    await feed.pressFirstChoice();
    await expect(page.getByRole('alert').filter({ hasText: 'Your answer could not be saved: you have already answered this question.' })).toBeVisible();
    await expect.poll(() => feed.questionId()).not.toBe(id);
    expect(await api.selectedValues(member, id)).toEqual([2]);
    // The points that answer earned elsewhere show here too, without a reload.
    await expect(page.getByTestId('user-points')).toHaveText(String(POINTS_PER_ANSWER));
  });

  test('on its card page, a question answered elsewhere meanwhile shows that answer and the results instead of the question', async ({ page, request, outbox }) => {
    const { api, member, feed } = await newMemberOnFeed(page, request, outbox);
    const id = await feed.questionId();
    await page.goto(`/app/cardPage/${id}`);
    await expect(feed.card).toBeVisible();
    await api.answer(member, id, [2]);
    await feed.answerFirstChoice();
    await expect(feed.answered).toBeVisible();
    await expect(feed.results.getByRole('list', { name: 'Answers per choice' }).getByRole('listitem').nth(1)).toContainText('(your answer)');
    await expect(feed.card).toHaveCount(0);
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

  test("the stats page marks the member's own answer among the results", async ({ page, request, outbox }) => {
    const { api, member, feed } = await newMemberOnFeed(page, request, outbox);
    const id = await feed.questionId();
    await api.answer(member, id, [2]);
    const stats = new PollStatsPage(page);
    await stats.open(id);
    const rows = stats.results.getByRole('list', { name: 'Answers per choice' }).getByRole('listitem');
    await expect(rows.nth(1)).toContainText('(your answer)');
    await expect(rows.filter({ hasText: '(your answer)' })).toHaveCount(1);
  });

  test("a member who opens a public card's link gets the member's frame, with the profile menu and no invitation to join", async ({ page }) => {
    await signIn(page, 'demo@panelist.local', 'panelist-demo');
    await page.goto('/publicCardPage/1');
    await expect(page.getByTestId('profile-menu-button')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Join the panel')).toHaveCount(0);
  });

  test('a visitor sees a public card, answers it as a guest, and the answer counts', async ({ page, request }) => {
    const api = new PanelApi(request);
    await page.goto('/publicCardPage/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Question' })).toBeVisible();
    const card = new PollFeedPage(page);
    await expect(card.card).toBeVisible();
    const invite = page.getByRole('complementary', { name: 'Join the panel' });
    await expect(invite).toBeVisible();
    await expect(invite.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');

    await card.answerFirstChoice();
    await expect(card.answeredHeading).toBeFocused();
    await expect(card.status).toHaveText('Answer saved');
    await expect(card.results.getByRole('list', { name: 'Answers per choice' }).getByRole('listitem').first()).toContainText('(your answer)');
    const guest = await card.storedCredentials();
    expect(await api.selectedValues(guest, 1)).toEqual([1]);
    await expect(invite).toBeVisible();
  });

  test('the live-survey embed opens inside an iframe on another site, where a visitor answers a public survey as a guest', async ({ page, baseURL }) => {
    const partner = await partnerSite(`${baseURL}/live-survey-embed/${PUBLIC_SURVEY_ID}`);
    try {
      await page.goto(partner.url);
      const survey = embeddedSurvey(page);
      await expect(survey.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(survey.getByText('How many cups of coffee do you drink a day?')).toBeVisible();
      await survey.getByRole('button', { name: 'None' }).click();
      await expect(survey.getByText('Coffee at home is as good as in a café.')).toBeVisible();
      await expect(survey.getByText('Answer saved')).toBeVisible();
      await survey.getByRole('button', { name: /Agree$/ }).first().click();
      await expect(survey.getByText('You have answered every question of this survey.')).toBeVisible();
      // The guest who finished is asked to join.
      await expect(survey.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    } finally {
      partner.close();
    }
  });

  test('on another site, where the browser keeps no third-party data, visitors of one browser build are each their own guest, and each the same guest again on reloading', async ({ browser, baseURL }) => {
    const partner = await partnerSite(`${baseURL}/live-survey-embed/${PUBLIC_SURVEY_ID}`);
    const finished = 'You have answered every question of this survey.';
    try {
      for (const visitor of ['first', 'second']) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(partner.url);
        const survey = embeddedSurvey(page);
        await survey.getByRole('button', { name: 'None' }).click();
        await expect(survey.getByText('Answer saved')).toBeVisible();
        await survey.getByRole('button', { name: /Agree$/ }).first().click();
        await expect(survey.getByText(finished), `the ${visitor} visitor finishes the survey`).toBeVisible();
        await page.reload();
        await expect(embeddedSurvey(page).getByText(finished)).toBeVisible();
        await context.close();
      }
    } finally {
      partner.close();
    }
  });

  test('the top 10 lists the ten most answered questions of the last 30 days, each with its results', async ({ page }) => {
    await signIn(page, 'demo@panelist.local', 'panelist-demo');
    await page.goto('/app/');
    await page.getByRole('link', { name: 'Top 10 of the last 30 days' }).click();
    await expect(page).toHaveURL(/^[^?]*\/app\/top10$/);
    const top10 = new PollTop10Page(page);
    await expect(top10.heading).toBeVisible();
    await expect(top10.entries).toHaveCount(10);
    for (const entry of await top10.entries.all()) {
      await expect(entry.getByRole('heading', { level: 2 })).not.toBeEmpty();
      await expect(entry.getByText(/^\d+(\.\d)?[KMBT]? answers?$/)).toBeVisible();
      expect(await top10.resultsOf(entry).count()).toBeGreaterThanOrEqual(2);
    }
    await top10.entries.first().getByRole('link', { name: /^Details/ }).click();
    await expect(page).toHaveURL(/^[^?]*\/app\/stats\/\d+$/);
    await expect(new PollStatsPage(page).byGender).toBeVisible();
  });
});
