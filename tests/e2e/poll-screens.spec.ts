import { expect, test } from './fixtures';
import { HeldCalls } from './pages/HeldCalls';
import { PollFeedPage } from './pages/PollFeedPage';
import { PollTop10Page } from './pages/PollTop10Page';
import { backToPolls, forgetKeptCards, LiveSurveyEmbed, screenSpinner, ThankYouAddress } from './pages/PollScreens';
import { signIn } from './pages/signIn';

/** The demo's first quest ("About you"): its questions are for members only. */
const MEMBERS_ONLY_QUEST = 1;

test.describe('poll screens while loading, and at addresses with nothing behind them', () => {
  const signedInScreens = [
    { name: 'the feed', path: '/app/', screen: 'feed', call: /\/rest\/widget\/next\// },
    { name: 'a card page', path: '/app/cardPage/1', screen: 'card-page', call: /\/rest\/widget\/1$/ },
    { name: 'the top 10', path: '/app/top10', screen: 'top10-page', call: /\/rest\/widget\/top10/ },
    { name: 'the results page', path: '/app/stats/1', screen: 'stats-page', call: /\/rest\/widget\/1\/stats/ },
  ];
  for (const { name, path, screen, call } of signedInScreens) {
    test(`${name} shows the spinner while its data loads, and not after`, async ({ page }) => {
      await signIn(page, 'demo@panelist.local', 'panelist-demo');
      const slow = await HeldCalls.hold(page, call);
      await page.goto(path);
      await expect(screenSpinner(page, screen)).toBeVisible();
      slow.release();
      await expect(screenSpinner(page, screen)).toHaveCount(0);
      await expect(page.getByTestId(screen).getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('the public card page shows the spinner while the card loads, then the card', async ({ page }) => {
    const slow = await HeldCalls.hold(page, /\/rest\/widget\/1$/);
    await page.goto('/publicCardPage/1');
    await expect(screenSpinner(page, 'public-card-page')).toBeVisible();
    slow.release();
    await expect(new PollFeedPage(page).card).toBeVisible();
    await expect(screenSpinner(page, 'public-card-page')).toHaveCount(0);
  });

  test('a card the server failed to give says so with Try again, which loads it', async ({ page }) => {
    const card = /\/rest\/widget\/1$/;
    await page.route(card, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, error: 'Internal Server Error', message: 'Something went wrong' }) }));
    await page.goto('/publicCardPage/1');
    await expect(page.getByRole('alert')).toHaveText('The question could not be loaded.');
    await page.unroute(card);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(new PollFeedPage(page).card).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a new guest on a live survey of members\' questions sees the spinner, then an invitation to register, not thanks for answering everything', async ({ page }) => {
    const slow = await HeldCalls.hold(page, /\/rest\/widget\/next\/\d+\?.*isLiveSurvey=true/);
    const embed = new LiveSurveyEmbed(page);
    await embed.open(MEMBERS_ONLY_QUEST);
    await expect(screenSpinner(page, 'live-survey')).toBeVisible();
    slow.release();
    await expect(embed.membersOnly).toBeVisible();
    // From a partner's iframe both open a tab of their own; sign-in comes back to this survey.
    const register = embed.root.getByRole('link', { name: 'Register' });
    const logIn = embed.root.getByRole('link', { name: 'I already have an account' });
    await expect(register).toHaveAttribute('href', '/register');
    await expect(logIn).toHaveAttribute('href', `/login?redirectTo=/live-survey-embed/${MEMBERS_ONLY_QUEST}`);
    for (const link of [register, logIn]) await expect(link).toHaveAttribute('target', '_blank');
    await expect(embed.allAnswered).toHaveCount(0);
    await expect(screenSpinner(page, 'live-survey')).toHaveCount(0);
  });

  test('the results page opened from the top 10, on a device that never showed the card, is titled with the question', async ({ page }) => {
    await signIn(page, 'demo@panelist.local', 'panelist-demo');
    await page.goto('/app/top10');
    const top10 = new PollTop10Page(page);
    const entry = top10.entries.first();
    await expect(entry).toBeVisible();
    const text = (await entry.getByRole('heading', { level: 2 }).innerText()).replace(/^\d+\.\s*/, '');
    await forgetKeptCards(page);
    await entry.getByRole('link', { name: /^Details/ }).click();
    await expect(page).toHaveURL(/^[^?]*\/app\/stats\/\d+$/);
    await expect(page.getByTestId('stats-page').getByRole('heading', { level: 1 })).toHaveText(text);
  });

  for (const id of ['x', '999999']) {
    test(`a card page for a question that is not there (${id}) offers the way back to the polls`, async ({ page }) => {
      await signIn(page, 'demo@panelist.local', 'panelist-demo');
      await page.goto(`/app/cardPage/${id}`);
      await expect(page.getByTestId('card-page').getByRole('alert')).toHaveText('This question is not available.');
      // Trying again would not help: there is nothing there.
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      await backToPolls(page).click();
      await expect(page).toHaveURL(/^[^?]*\/app\/$/);
    });
  }

  test('a thank-you address for no survey the member finished says so, with the way back, and never thanks', async ({ page }) => {
    await signIn(page, 'demo@panelist.local', 'panelist-demo');
    const thankYou = new ThankYouAddress(page);
    for (const qid of ['x', '0', '-5', '%20', '999999', String(MEMBERS_ONLY_QUEST)]) {
      await thankYou.open(qid);
      await expect(thankYou.notFoundHeading).toBeVisible();
      await expect(thankYou.thanksHeading).toHaveCount(0);
      await expect(page.getByTestId('thank-you-balance')).toHaveCount(0);
      await expect(backToPolls(page)).toHaveAttribute('href', '/app/');
    }
  });
});
