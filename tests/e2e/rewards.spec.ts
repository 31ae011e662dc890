import { expect, test } from './fixtures';
import { RegisterScreen, uniqueEmail } from './pages/AuthPages';
import { LostAnswers } from './pages/LostAnswers';
import { PollFeedPage } from './pages/PollFeedPage';
import { RewardsApi } from './pages/RewardsApi';
import { PrizesScreen, RewardsSidebar } from './pages/RewardsPages';
import { signIn } from './pages/signIn';

/** The app asks for 10 years; Chromium caps a cookie's lifetime at 400 days. */
const COOKIE_CAP_S = 400 * 86_400;

test.describe('rewards', () => {
  test('answers show in My activity with the filter, the period and the pages; one queued offline shows as pending', async ({ page, context, request, outbox }) => {
    const api = new RewardsApi(request);
    const member = await api.panel.registerMember(outbox);
    await signIn(page, member.email, member.password);

    // Two polls answered in the feed, six more elsewhere: with registration and activation, 10 rows.
    const feed = new PollFeedPage(page);
    await feed.open();
    const firstQuestion = (await feed.card.getByRole('heading').first().textContent()) ?? '';
    await feed.answerFirstChoice();
    await feed.expectSaved(10);
    await feed.next();
    await feed.answerFirstChoice();
    await feed.expectSaved(10);
    await api.answerPolls(member, 6);

    const sidebar = new RewardsSidebar(page);
    const history = await sidebar.openHistory();
    await expect(history.tile('polls')).toHaveText('8');
    await expect(history.tile('points')).toHaveText('80');
    await expect(history.tile('tickets')).toHaveText('0');
    await expect(history.range).toHaveText('Showing 1–6 of 10');
    await expect(history.rows).toHaveCount(6);
    await expect(history.pageButton(1)).toHaveAttribute('aria-current', 'page');
    await history.pageButton(2).click();
    await expect(history.rows).toHaveCount(4);
    await expect(history.row('Account activated')).toHaveCount(1);
    await history.pageSize.selectOption('10');
    await expect(history.rows).toHaveCount(10);
    await expect(history.pagination).toHaveCount(0);

    // Case-insensitive filter on the description, and the empty-list text.
    await history.filter.fill(firstQuestion.slice(0, 12).toUpperCase());
    await expect(history.rows).toHaveCount(1);
    await expect(history.rows.first()).toContainText(firstQuestion);
    await expect(history.rows.first()).toContainText('+10');
    await history.filter.fill('no such activity at all');
    await expect(history.empty).toHaveText('There is no historical data');
    await expect(history.range).toBeEmpty();
    await history.filter.fill('');

    await expect(history.period).toHaveValue('7');
    await history.choosePeriod(30);
    await expect(history.page.getByTestId('history-tile-polls')).toContainText('in the last 30 days');
    await expect(history.range).toHaveText('Showing 1–10 of 10');

    // Offline: the answer waits in the queue and My activity lists it as pending.
    await sidebar.openPolls();
    const offlineQuestion = (await feed.card.getByRole('heading').first().textContent()) ?? '';
    await context.setOffline(true);
    await feed.answerFirstChoice();
    await feed.expectPending();
    const offline = await sidebar.openHistory();
    await expect(offline.page.getByRole('alert')).toContainText('You are offline');
    const pendingRow = offline.row(offlineQuestion);
    await expect(pendingRow).toContainText('Pending: waiting to be sent');

    // Back online the queue delivers it and it becomes a saved entry.
    await context.setOffline(false);
    await expect(pendingRow).toContainText('Saved');
    await expect(pendingRow).toContainText('+10');
    await expect(offline.tile('polls')).toHaveText('9');
    expect(await api.panel.answerCount(member)).toBe(9);
  });

  test('back on My activity, the period, filter, page size and page are as the member left them; a new visit starts afresh', async ({ page, request, outbox }) => {
    const api = new RewardsApi(request);
    const member = await api.panel.registerMember(outbox);
    await api.answerPolls(member, 6);
    await signIn(page, member.email, member.password);

    const sidebar = new RewardsSidebar(page);
    const history = await sidebar.openHistory();
    await history.choosePeriod(30);
    await history.pageSize.selectOption('10');
    await history.filter.fill('ACTIVATED');
    await expect(history.rows).toHaveCount(1);

    await sidebar.openPolls();
    await page.goBack();
    await expect(history.heading).toBeVisible();
    await expect(history.period).toHaveValue('30');
    await expect(history.pageSize).toHaveValue('10');
    await expect(history.filter).toHaveValue('ACTIVATED');
    await expect(history.row('Account activated')).toHaveCount(1);
    await expect(history.rows).toHaveCount(1);

    await history.filter.fill('');
    await history.pageSize.selectOption('6');
    await history.pageButton(2).click();
    await expect(history.range).toHaveText('Showing 7–8 of 8');
    await page.reload();
    await expect(history.range).toHaveText('Showing 7–8 of 8');
    await expect(history.period).toHaveValue('30');

    // My activity chosen again from the menu, on its own page: a new visit.
    await sidebar.openHistory();
    await expect(history.period).toHaveValue('7');
    await expect(history.pageSize).toHaveValue('6');
    await expect(history.filter).toHaveValue('');
    await expect(history.range).toHaveText('Showing 1–6 of 8');
    // Back to the entry left on page 2 of 30 days, the page still on screen.
    await page.goBack();
    await expect(history.period).toHaveValue('30');
    await expect(history.range).toHaveText('Showing 7–8 of 8');
  });

  test('points into raffle tickets and a prize, the balance shown at once; a refusal is shown', async ({ page, request, outbox }) => {
    const api = new RewardsApi(request);
    const member = await api.panel.registerMember(outbox);
    await api.completeProfile(member);
    await api.referFriends(outbox, member, 2);
    const { points } = await api.config();
    const start = points.profileCompletionBonus + 2 * points.referralBonus;
    expect(await api.panel.points(member)).toBe(start);

    await signIn(page, member.email, member.password);
    const sidebar = new RewardsSidebar(page);
    await expect(sidebar.points).toHaveText(String(start));

    // The catalogue says what each prize costs and what the member can afford now.
    const prizes = new PrizesScreen(page);
    await prizes.openFromHeader();
    await expect(prizes.summary).toHaveText(`You have ${start} points: enough for 2 of these prizes now.`);
    await expect(prizes.prize('Panelist coffee mug')).toContainText('300 points');
    await expect(prizes.prize('Panelist coffee mug')).toContainText('You can afford this now');
    await expect(prizes.prize('Wireless headphones')).toContainText('You need 2K more points');
    await expect(prizes.raffleHeading).toBeVisible();

    const spend = await sidebar.openSpendPoints();
    await expect(spend.balance).toHaveText(`Your balance: ${start} points and 0 tickets this month`);

    // A ticket: confirmed with a double click, it takes effect once.
    await spend.choose('1 raffle ticket');
    await expect(spend.dialog).toContainText('Exchange 50 points for 1 raffle ticket?');
    // Opening with Enter and pressing it again cancels: Cancel, not Confirm, has the focus.
    await expect(spend.cancelButton).toBeFocused();
    await spend.confirmButton.dblclick();
    await expect(spend.done).toHaveText(`Done: you exchanged 50 points for 1 raffle ticket. Your balance is now ${start - 50} points.`);
    await expect(sidebar.points).toHaveText(String(start - 50));
    await expect(sidebar.tickets).toHaveText('1');
    expect(await api.panel.points(member)).toBe(start - 50);

    // A prize from the catalogue: stock goes down by one.
    const mug = spend.prize('Panelist coffee mug');
    const stockBefore = Number((await mug.getByText(/^In stock: \d+$/).textContent())?.replace(/\D/g, ''));
    await spend.choose('Panelist coffee mug');
    await spend.confirmButton.click();
    await expect(spend.done).toContainText(`Your balance is now ${start - 350} points.`);
    await expect(sidebar.points).toHaveText(String(start - 350));
    // The mug's button is disabled now (too expensive): the new balance takes the focus rather than the page's body.
    await expect(spend.offer('Panelist coffee mug')).toBeDisabled();
    await expect(spend.balance).toBeFocused();
    await expect(mug.getByText(/^In stock: \d+$/)).toHaveText(`In stock: ${stockBefore - 1}`);
    await expect(spend.offer('Cinema voucher for two')).toBeDisabled();
    await expect(spend.prize('Cinema voucher for two')).toContainText(`You need ${500 - (start - 350)} more points`);

    // The balance changed on another device meanwhile: the server refuses and the screen says why.
    await spend.choose('3 raffle tickets');
    expect(await api.convert(member, 'points=50&index=0&option=tickets')).toBe(200);
    await spend.confirmButton.click();
    await expect(spend.error).toHaveText('You do not have enough points for this.');
    // Only why is said: the asked exchange and the balance after it no longer hold.
    await expect(spend.dialog).not.toContainText('points for 3 raffle tickets?');
    await expect(spend.dialog).not.toContainText('Your balance afterwards');
    await spend.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(spend.dialog).toBeHidden();
    await expect(sidebar.points).toHaveText(String(start - 400));
    await expect(sidebar.tickets).toHaveText('2');
    expect(await api.panel.points(member)).toBe(start - 400);

    const history = await sidebar.openHistory();
    await expect(history.row('Points exchanged for a prize: Panelist coffee mug')).toContainText('\u2212300');
    await expect(history.tile('tickets')).toHaveText('2');
  });

  test('an exchange whose answer was lost, chosen again, says it had gone through; chosen once more it is a new exchange', async ({ page, request, outbox }) => {
    const api = new RewardsApi(request);
    const member = await api.panel.registerMember(outbox);
    await api.completeProfile(member);
    const start = await api.panel.points(member);
    expect(start).toBeGreaterThanOrEqual(100);

    await signIn(page, member.email, member.password);
    const sidebar = new RewardsSidebar(page);
    const spend = await sidebar.openSpendPoints();
    const lost = await LostAnswers.lose(page, /\/rest\/convert\/\d+/, 1);

    await spend.choose('1 raffle ticket');
    await spend.confirmButton.click();
    await expect(spend.error).toHaveText('The exchange could not be sent: you are offline. Try again when you have a connection; it will be made only once.');
    expect(lost.lost).toBe(1);
    // Given up on: the balance reloads and shows the server did make it.
    await spend.cancelButton.click();
    await expect(sidebar.points).toHaveText(String(start - 50));

    // The same offer chosen again repeats that request: the screen says so, and nothing more is spent.
    await spend.choose('1 raffle ticket');
    await spend.confirmButton.click();
    await expect(spend.done).toHaveText(
      'Your earlier request had already gone through: you exchanged 50 points for 1 raffle ticket, and nothing more was spent.',
    );
    await expect(sidebar.tickets).toHaveText('1');
    expect(await api.panel.points(member)).toBe(start - 50);

    // Once more: that is a new exchange.
    await spend.choose('1 raffle ticket');
    await spend.confirmButton.click();
    await expect(spend.done).toHaveText(`Done: you exchanged 50 points for 1 raffle ticket. Your balance is now ${start - 100} points.`);
    await expect(sidebar.tickets).toHaveText('2');
    expect(await api.panel.points(member)).toBe(start - 100);
  });

  test('a friend registers through the invite link and the bonus comes once they answered enough polls', async ({ page, browser, request, outbox }) => {
    // Two browsers, a registration, an activation and several answered polls: more than one test's usual time.
    test.slow();
    const api = new RewardsApi(request);
    const { points } = await api.config();
    const member = await api.panel.registerMember(outbox);
    await signIn(page, member.email, member.password);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const sidebar = new RewardsSidebar(page);
    const invite = await sidebar.openInvite();
    const link = await invite.link.inputValue();
    expect(link).toBe(new URL(`/register?recommendedBy=${member.userId}`, page.url()).toString());
    await expect(invite.none).toHaveText('Nobody has registered through your link yet.');
    await invite.copyButton.click();
    await expect(invite.outcome).toHaveText('The link is copied. Paste it into a message to your friends.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The friend, in their own browser, opens the link: the recommended-by cookie is kept as long as the browser allows.
    const friendContext = await browser.newContext();
    const friendPage = await friendContext.newPage();
    const register = new RegisterScreen(friendPage);
    await register.open(new URL(link).pathname + new URL(link).search);
    const cookie = (await friendContext.cookies()).find((candidate) => candidate.name === 'recommendedBy');
    expect(cookie?.value).toBe(String(member.userId));
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(COOKIE_CAP_S - 86_400);
    const email = uniqueEmail('invited');
    await register.fill({ firstName: 'Aigerim', lastName: 'Nurlanova', email, password: 'secret-pass1' });
    await register.submit.click();
    await expect(friendPage).toHaveURL(/\/registerSuccess/);

    await invite.page.reload();
    await expect(invite.invitation('Aigerim N.')).toContainText('Registered, not activated yet');

    const activation = await outbox.linkFor(email, '/activate');
    await friendPage.goto(`${activation.pathname}${activation.search}`);
    await friendPage.getByRole('link', { name: 'Go to the polls' }).click();
    const friendFeed = new PollFeedPage(friendPage);
    for (let answered = 0; answered < points.referralAnswersRequired; answered++) {
      if (answered === points.referralAnswersRequired - 1) {
        await invite.page.reload();
        await expect(invite.invitation('Aigerim N.')).toContainText(`Active: ${answered} of ${points.referralAnswersRequired} polls answered`);
        await expect(sidebar.points).toHaveText('0');
      }
      await friendFeed.answerFirstChoice();
      await friendFeed.expectSaved(points.perPollAnswer);
      await friendFeed.next();
    }
    await friendContext.close();

    await invite.page.reload();
    await expect(invite.invitation('Aigerim N.')).toContainText(`Bonus credited: +${points.referralBonus} points`);
    await expect(sidebar.points).toHaveText(String(points.referralBonus));
    const history = await sidebar.openHistory();
    await expect(history.row('Bonus for inviting a friend')).toContainText(`+${points.referralBonus}`);
    expect(await api.panel.points(member)).toBe(points.referralBonus);
  });
});
