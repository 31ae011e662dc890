import { expect, test } from './fixtures';
import { RegisterScreen, uniqueEmail } from './pages/AuthPages';
import { PanelApi } from './pages/PanelApi';
import { PollFeedPage } from './pages/PollFeedPage';

const PASSWORD = 'secret-pass1';
const PER_POLL_ANSWER = 10;

test('registration checks the e-mail as it is typed: taken or free', async ({ page, request, outbox }) => {
  const member = await new PanelApi(request).registerMember(outbox);
  const register = new RegisterScreen(page);
  await register.open();
  const check = page.getByTestId('email-check');

  await register.email.fill(member.email);
  await expect(page.getByText('An account with this e-mail address already exists. Log in instead.')).toBeVisible();
  await expect(register.email).toHaveAttribute('aria-invalid', 'true');
  await register.fill({ firstName: 'Ada', lastName: 'Lovelace', email: member.email, password: PASSWORD });
  await register.submit.click();
  await expect(page).toHaveURL(/\/register$/);

  await register.email.fill(uniqueEmail('free'));
  await expect(check).toHaveText('This e-mail address is free.');
  await expect(register.email).not.toHaveAttribute('aria-invalid');
});

test('a guest who registers on the same device keeps their answers and gets their points on activation', async ({ page, request, outbox }) => {
  const api = new PanelApi(request);
  const card = new PollFeedPage(page);
  const guest = await card.guestWithAnswer(request);
  const guestChoice = await api.selectedValues(guest, 1);
  expect(guestChoice.length).toBeGreaterThan(0);

  await page.getByRole('complementary', { name: 'Join the panel' }).getByRole('link', { name: 'Register' }).click();
  const register = new RegisterScreen(page);
  await expect(register.heading).toBeVisible();
  await expect(page.getByTestId('guest-kept')).toHaveText('Your answers as a guest on this device will be added to your new account when you activate it.');
  const email = uniqueEmail('guest');
  await register.fill({ firstName: 'Gita', lastName: 'Guest', email, password: PASSWORD });
  await expect(page.getByTestId('email-check')).toHaveText('This e-mail address is free.');
  await register.submit.click();
  await expect(page).toHaveURL(/\/registerSuccess/);

  const link = await outbox.linkFor(email, '/activate');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Your account is activated. Welcome!')).toBeVisible();

  const member = await card.storedCredentials();
  expect(member.userId).not.toBe(guest.userId);
  expect(await api.selectedValues(member, 1)).toEqual(guestChoice);
  expect(await api.selectedValues(guest, 1)).toEqual([]);
  const log = await (await request.get('/rest/user/log/1', { headers: { authorization: member.authorization } })).json() as { actionType: string; actionParams: { answers?: number; points?: number; answerPoints?: number } }[];
  const merge = log.find((entry) => entry.actionType === 'guest_merge');
  expect(merge?.actionParams.answers).toBeGreaterThanOrEqual(1);
  // Every answer of the new member came with the merge: their lines carry the points the merge credited them.
  const pointsOf = (entries: typeof log) => entries.reduce((sum, entry) => sum + Math.max(entry.actionParams.points ?? 0, 0), 0);
  expect(merge?.actionParams.answerPoints).toBe(pointsOf(log.filter((entry) => entry.actionType === 'answer')));
  expect(merge?.actionParams.answerPoints).toBeGreaterThanOrEqual(PER_POLL_ANSWER);
  // Each point shows on one line only, so My activity adds up to the balance.
  const details = await (await request.get(`/rest/user/${member.userId}`, { headers: { authorization: member.authorization } })).json() as { user_points: number };
  expect(details.user_points).toBe(pointsOf(log));
  await page.goto('/app/history');
  await expect(page.getByText('Answers kept from your visit as a guest')).toBeVisible();
});

test('each fresh browser is a guest of its own, and keeps that guest across visits', async ({ browser }) => {
  const answerAsNewVisitor = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/publicCardPage/1');
    const card = new PollFeedPage(page);
    // A fresh browser finds the card unanswered, though an identical one answered it just before.
    await card.answerFirstChoice();
    await expect(card.status).toHaveText('Answer saved');
    const guest = await card.storedCredentials();
    return { context, page, card, guest };
  };
  const first = await answerAsNewVisitor();
  const second = await answerAsNewVisitor();
  expect(second.guest.userId).not.toBe(first.guest.userId);

  // The same browser, its session forgotten, is made the same guest again.
  await first.context.clearCookies();
  await first.page.evaluate(() => new Promise<void>((resolve) => {
    const deletion = indexedDB.deleteDatabase('keyval-store');
    deletion.onsuccess = deletion.onerror = deletion.onblocked = () => resolve();
  }));
  await first.page.reload();
  // The guest is made a few seconds after the card shows, once the page is idle.
  await expect.poll(async () => (await first.card.storedCredentials().catch(() => undefined))?.userId, { timeout: 20_000 }).toBe(first.guest.userId);
  await Promise.all([first.context.close(), second.context.close()]);
});
