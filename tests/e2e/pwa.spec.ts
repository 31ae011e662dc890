import { expect, test } from './fixtures';
import { PanelApi } from './pages/PanelApi';
import { PollFeedPage } from './pages/PollFeedPage';
import { PrizesScreen } from './pages/RewardsPages';
import { ServiceWorkerDriver } from './pages/ServiceWorkerDriver';
import { signIn } from './pages/signIn';
import { SurveysList } from './pages/SurveyPages';

const push = { notification: { title: 'A new survey for you', body: 'Five minutes, 80 points' }, data: { quest_id: '5' } };

test.describe('the installable, offline PWA', () => {
  test('registers the worker, which controls the page and serves the manifest', async ({ page, context, request }) => {
    const worker = new ServiceWorkerDriver(page, context);
    await worker.openControlled('/login');
    expect(await worker.scriptUrl()).toMatch(/\/sw\.js$/);
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/app/', scope: '/' });
    expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose)).toContain('maskable');
    const sw = await request.get('/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
  });

  test('takes control of a first visit\'s page as soon as the worker is active, without a reload', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { message: 'the worker controls the first page' }).toBe(true);
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('navigate');
  });

  test('opens offline after one visit: the shell and its texts come from the cache', async ({ page, context }) => {
    const worker = new ServiceWorkerDriver(page, context);
    await worker.openControlled('/login');
    await context.setOffline(true);
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(false);
  });

  test('serves the shell for every page without the preloads of the page it was cached as', async ({ page, context }) => {
    const worker = new ServiceWorkerDriver(page, context);
    await worker.openControlled('/login');
    const served = await page.goto('/passForgot');
    expect(served?.fromServiceWorker(), 'the worker served the page').toBe(true);
    // The cached copy was fetched as the sign-in page, whose preloads name its own chunks.
    expect(served?.headers()['link']).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('leaves API addresses in any case to the server, which answers them with JSON, never the shell', async ({ page, context }) => {
    const worker = new ServiceWorkerDriver(page, context);
    await worker.openControlled('/login');
    for (const address of ['/REST/user/1', '/rest', '/Rest?x=1']) {
      const answered = await page.goto(address);
      expect(answered?.fromServiceWorker(), `${address} is not the worker's`).toBe(false);
      expect(answered?.status(), address).toBe(404);
      expect(answered?.headers()['content-type'], address).toContain('application/json');
    }
  });

  test('a member who opened the feed once gets the shell and the last feed back on an offline reload', async ({ page, context, request, outbox }) => {
    const member = await new PanelApi(request).registerMember(outbox);
    await signIn(page, member.email, member.password);
    await new ServiceWorkerDriver(page, context).openControlled('/app/');
    const feed = new PollFeedPage(page);
    const questionId = await feed.questionId();
    const question = (await feed.card.getByRole('heading').first().textContent()) ?? '';
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Polls' })).toBeVisible();
    await expect(feed.card).toHaveAttribute('data-question-id', String(questionId));
    await expect(feed.card.getByRole('heading').first()).toHaveText(question);
    await expect(page.getByTestId('left-sidebar')).toContainText(/dana polls/i);
    await context.setOffline(false);
  });

  test('a member whose surveys only the widget loaded gets that list on the surveys page offline', async ({ page, context, request, outbox }) => {
    const member = await new PanelApi(request).registerMember(outbox);
    await signIn(page, member.email, member.password);
    await new ServiceWorkerDriver(page, context).openControlled('/app/');
    await expect(page.getByTestId('widget-surveys')).toContainText('Open for you now: 4');
    await context.setOffline(true);
    await page.goto('/app/surveys');
    const list = new SurveysList(page);
    await expect(page.getByRole('alert')).toHaveText('You are offline: this is the list as it was when you were last online.');
    await expect(list.items).toHaveCount(4);
    await expect(list.item('Two minutes on coffee')).toContainText('20 points');
    await context.setOffline(false);
  });

  test('shows a picture imported with a prize from its own address, and the worker keeps it', async ({ page, context }) => {
    await new ServiceWorkerDriver(page, context).openControlled('/prizes');
    // Loaded again under the worker's control, so the picture's request goes through it.
    await page.reload();
    const picture = new PrizesScreen(page).prize('E-book gift card').getByRole('presentation');
    await picture.scrollIntoViewIfNeeded();
    const address = (await picture.getAttribute('src')) ?? '';
    expect(address).toMatch(/^\/rest\/prizes\/\d+\/picture\?v=[0-9a-f]{12}$/);
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { message: 'the picture is shown' }).toBe(320);
    await expect.poll(() => page.evaluate(async () => (await (await caches.open('prize-pictures')).keys()).map((request) => { const url = new URL(request.url); return url.pathname + url.search; })), { message: 'the worker kept it' }).toContain(address);
  });

  test('shows a push as a notification with its title, body and quest link when no app page can show it', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const worker = new ServiceWorkerDriver(page, context);
    await worker.openControlled('/login');
    await worker.deliverPush(push);
    await expect.poll(() => worker.notifications()).toEqual([{ title: 'A new survey for you', body: 'Five minutes, 80 points', url: '/polls/5?pushNotification=true' }]);
    // On /login the in-app modal is never shown.
    await expect(page.getByTestId('push-modal')).not.toBeVisible();
  });

  test('never shows the push modal to a visitor: the push becomes a notification', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const worker = new ServiceWorkerDriver(page, context);
    await worker.openControlled('/register');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await worker.deliverPush(push);
    await expect.poll(() => worker.notifications()).toEqual([{ title: 'A new survey for you', body: 'Five minutes, 80 points', url: '/polls/5?pushNotification=true' }]);
    await expect(page.getByTestId('push-modal')).not.toBeVisible();
  });

  test('shows the push modal inside the app, with a link that opens the survey in a new window', async ({ page, context, request, outbox, baseURL }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const member = await new PanelApi(request).registerMember(outbox);
    await signIn(page, member.email, member.password);
    const worker = new ServiceWorkerDriver(page, context);
    await worker.openControlled('/app/');
    await worker.deliverPush(push);
    const modal = page.getByTestId('push-modal');
    await expect(modal.getByRole('heading', { name: 'A new survey for you' })).toBeVisible();
    await expect(modal).toContainText('Five minutes, 80 points');
    const link = modal.getByRole('link');
    await expect(link).toHaveAttribute('href', '/polls/5?pushNotification=true');
    await expect(link).toHaveAttribute('target', '_blank');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).not.toBeVisible();
    expect(await worker.notifications()).toEqual([]);
  });

  test('shows the push modal to a member who signed in on this page, though the page was loaded at /login', async ({ page, context, request, outbox, baseURL }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const member = await new PanelApi(request).registerMember(outbox);
    const worker = new ServiceWorkerDriver(page, context);
    await worker.openControlled('/login');
    // The form signs in and moves to /app without loading another page.
    await page.getByLabel('E-mail', { exact: true }).fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: /^log in$/i }).click();
    await expect(page).toHaveURL(/^[^?]*\/app\/?$/);
    await worker.deliverPush(push);
    await expect(page.getByTestId('push-modal').getByRole('heading', { name: 'A new survey for you' })).toBeVisible();
    expect(await worker.notifications()).toEqual([]);
  });
});
