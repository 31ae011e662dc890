import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type Outbox } from './fixtures';
import { LoginScreen } from './pages/AuthPages';
import { PanelApi } from './pages/PanelApi';
import { LayoutPage } from './pages/LayoutPage';
import { PollFeedPage } from './pages/PollFeedPage';
import { ProposeScreen } from './pages/ProposePage';
import { signIn } from './pages/signIn';
import { SurveyApi, SurveyRunner, SurveysList, ThankYouScreen } from './pages/SurveyPages';

// Demo content (server/db/demo/content/demo-content.json). Each test takes its own quest, so the
// speedster medians of parallel tests never mix.
const COFFEE = 'Two minutes on coffee';
const SHOPPING = 'Online shopping habits';
const SNACK = 'New snack concept';
const PROFILE = 'About you';
const FORECAST = 'Forecast: prices next year';

/** A fresh member (tests run in parallel workers) signs in and starts the demo survey of this title. */
async function startSurvey(title: string, { page, request, outbox }: { page: Page; request: APIRequestContext; outbox: Outbox }) {
  const api = new PanelApi(request);
  const surveys = new SurveyApi(request);
  const member = await api.registerMember(outbox);
  const quest = await surveys.questByTitle(member, title);
  await signIn(page, member.email, member.password);
  const runner = new SurveyRunner(page);
  await runner.open(quest.quest_id);
  await runner.start();
  return { api, surveys, member, quest, runner };
}

test.describe('surveys', () => {
  test('a push link signed out goes through sign-in to the runner; completing credits the points once and shows the new balance', async ({ page, request, outbox }) => {
    const api = new PanelApi(request);
    const surveys = new SurveyApi(request);
    const member = await api.registerMember(outbox);
    const quest = await surveys.questByTitle(member, COFFEE);

    const runner = new SurveyRunner(page);
    await runner.open(quest.quest_id, '?pushNotification=true');
    await expect(page).toHaveURL(`/login?redirectTo=/polls/${quest.quest_id}%3FpushNotification%3Dtrue`);
    const login = new LoginScreen(page);
    await expect(login.heading).toBeVisible();
    await login.signIn(member.email, member.password);

    await expect(page).toHaveURL(`/polls/${quest.quest_id}?pushNotification=true`);
    await runner.expectTitle(COFFEE);
    await expect(runner.intro).toContainText('20 points');
    await expect(runner.intro).toContainText('About 2 minutes');
    await expect(runner.intro).toContainText('2 questions');
    await runner.start();
    await runner.expectPosition(1, 2);
    await expect(runner.backButton).toBeDisabled();
    await runner.answerFirstChoice();
    await runner.expectPosition(2, 2);
    await expect(runner.progress).toHaveAttribute('value', '1');
    await runner.answerFirstChoice();

    await new ThankYouScreen(page).expectShown(quest.quest_id, 20, 20);
    expect(await surveys.answers(member, quest.quest_id)).toHaveLength(2);
    expect(await surveys.logCount(member, 'survey_completed')).toBe(1);
    expect(await api.points(member)).toBe(20);
    // Opening the finished survey again shows its outcome; nothing is credited twice.
    await page.reload();
    await new ThankYouScreen(page).expectShown(quest.quest_id, 20, 20);
    expect(await api.points(member)).toBe(20);
  });

  test('the surveys page lists the open surveys with points, length and status, and opens the runner', async ({ page, request, outbox }) => {
    const api = new PanelApi(request);
    const member = await api.registerMember(outbox);
    await signIn(page, member.email, member.password);
    await expect(page.getByTestId('widget-surveys')).toContainText('Open for you now: 4');
    // The pinned ones: the profile survey (id 1) first, then the short and standard surveys.
    await expect(page.getByTestId('widget-surveys').getByRole('list', { name: 'Start with these' }).getByRole('link')).toHaveText([PROFILE, COFFEE, SHOPPING]);
    await page.getByTestId('widget-surveys').getByRole('link', { name: 'See my surveys' }).click();
    await expect(page).toHaveURL('/app/surveys');

    const list = new SurveysList(page);
    await expect(list.items).toHaveCount(4);
    await expect(list.item(FORECAST)).toHaveCount(0);
    const snack = list.item(SNACK);
    await expect(snack).toContainText('60 points');
    await expect(snack).toContainText('About 4 minutes');
    await expect(snack).toContainText('Not started');
    await snack.getByRole('link', { name: `Start: ${SNACK}` }).click();
    await new SurveyRunner(page).expectTitle(SNACK);
  });

  test('a disqualifying screening answer screens the member out at once, without points', async ({ page, request, outbox }) => {
    const { api, surveys, member, quest, runner } = await startSurvey(SHOPPING, { page, request, outbox });
    await runner.answer('No');
    await runner.expectOutcome('This survey is not for you', 'this survey is meant for other members, so it ends here');
    await expect(runner.question).toHaveCount(0);
    expect(await surveys.status(member, quest.quest_id)).toBe('screenout');
    expect(await api.points(member)).toBe(0);

    // It is no longer offered.
    const list = new SurveysList(page);
    await list.open();
    await expect(list.items).toHaveCount(3);
    await expect(list.item(SHOPPING)).toHaveCount(0);
  });

  test('in the live-survey embed, a disqualifying answer ends the survey there, told as a screen-out, with no question after it', async ({ page, request, outbox }) => {
    const surveys = new SurveyApi(request);
    const member = await new PanelApi(request).registerMember(outbox);
    const quest = await surveys.questByTitle(member, SHOPPING);
    await signIn(page, member.email, member.password);
    await page.goto(`/live-survey-embed/${quest.quest_id}`);
    const embed = page.getByTestId('live-survey');
    await embed.getByRole('button', { name: 'No', exact: true }).click();
    const outcome = embed.getByTestId('survey-outcome');
    await expect(outcome.getByRole('heading', { name: 'This survey is not for you' })).toBeVisible();
    await expect(embed.getByTestId('question-card')).toHaveCount(0);
    await expect(embed.getByText('You have answered every question of this survey.')).toHaveCount(0);
    expect(await surveys.status(member, quest.quest_id)).toBe('screenout');

    // Opened again, the finished survey offers no question and still says how the run ended.
    await page.reload();
    await expect(embed.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(outcome.getByRole('heading', { name: 'This survey is not for you' })).toBeVisible();
    await expect(embed.getByText('You have answered every question of this survey.')).toHaveCount(0);
    await expect(embed.getByTestId('question-card')).toHaveCount(0);
  });

  test('a completion much faster than the median is flagged as speedster and its points withheld, telling why', async ({ page, request, outbox }) => {
    const api = new PanelApi(request);
    const surveys = new SurveyApi(request);
    // Five members start the forecast now and finish it only after the member below signed in; the
    // member's own run starts when they open it (GET quest), after the others finished.
    const earlier = await Promise.all(Array.from({ length: 5 }, () => api.registerMember(outbox)));
    const quest = await surveys.questByTitle(earlier[0]!, FORECAST);
    const [first, second] = await surveys.questionIds(earlier[0]!, quest.quest_id);
    const othersStarted = Date.now();
    for (const other of earlier) await api.answer(other, first!, [1]);

    const member = await api.registerMember(outbox);
    await signIn(page, member.email, member.password);
    // The rule is about wall-clock time: the others take at least ten seconds, so a quick run
    // (well under the 30 % share of their median) is a speedster however loaded the machine is.
    await expect.poll(() => Date.now() - othersStarted, { timeout: 15_000 }).toBeGreaterThan(10_000);
    for (const other of earlier) await api.answer(other, second!, [1]);
    for (const other of earlier) expect(await surveys.status(other, quest.quest_id)).toBe('completed');
    const runner = new SurveyRunner(page);
    await runner.open(quest.quest_id);
    await expect(runner.startButton).toBeVisible();

    await runner.start();
    await runner.answerFirstChoice();
    await runner.answerFirstChoice();
    await runner.expectOutcome('No points for this survey', 'much faster than members usually need');
    await expect(page).toHaveURL(`/polls/${quest.quest_id}`);
    expect(await surveys.status(member, quest.quest_id)).toBe('speedster');
    expect(await api.points(member)).toBe(0);
  });

  test('a survey resumes where the member left off after a reload, also on a question they went back to', async ({ page, request, outbox }) => {
    const { surveys, member, quest, runner } = await startSurvey(SNACK, { page, request, outbox });
    await runner.answerFirstChoice();
    await runner.expectPosition(2, 3);
    await expect.poll(() => surveys.answers(member, quest.quest_id)).toHaveLength(1);

    await page.reload();
    await runner.expectTitle(SNACK);
    await expect(runner.intro).toHaveCount(0);
    await runner.expectPosition(2, 3);
    await expect(runner.progress).toHaveAttribute('value', '1');

    await runner.backButton.click();
    await runner.expectPosition(1, 3);
    await expect(runner.answered).toContainText('Your answer:');
    await page.reload();
    await runner.expectPosition(1, 3);
    await expect(runner.answered).toBeVisible();
    await runner.nextButton.click();
    await runner.expectPosition(2, 3);
    await expect(runner.nextButton).toBeDisabled();

    await runner.answerFirstChoice();
    await runner.answerFirstChoice();
    await new ThankYouScreen(page).expectShown(quest.quest_id, 60, 60);
    expect(await surveys.answers(member, quest.quest_id)).toHaveLength(3);
  });

  test('a survey finished offline is kept on the device and synced on reconnect exactly once', async ({ page, context, request, outbox }) => {
    const { api, surveys, member, quest, runner } = await startSurvey(PROFILE, { page, request, outbox });
    await context.setOffline(true);
    await runner.answerFirstChoice();
    await runner.expectPosition(2, 3);
    await runner.answerFirstChoice();
    await runner.expectPosition(3, 3);
    await runner.answerFirstChoice();
    await expect(runner.finishing).toContainText('kept on this device');
    await expect(page.getByTestId('pending-answers')).toHaveText('3 answers waiting to be sent');
    expect(await new PollFeedPage(page).queuedAnswerCount()).toBe(3);
    expect(await surveys.answers(member, quest.quest_id)).toHaveLength(0);

    await context.setOffline(false);
    await new ThankYouScreen(page).expectShown(quest.quest_id, 40, 40);
    await expect.poll(() => new PollFeedPage(page).queuedAnswerCount()).toBe(0);
    expect(await surveys.answers(member, quest.quest_id)).toHaveLength(3);
    expect(await surveys.logCount(member, 'answer')).toBe(3);
    expect(await surveys.logCount(member, 'survey_completed')).toBe(1);
    expect(await api.points(member)).toBe(40);

    // About you shows the profile answers and how the panel compares.
    await page.goto('/app/aboutYou');
    const section = page.getByRole('region', { name: PROFILE });
    await expect(section.getByTestId('about-you-answer')).toHaveCount(3);
    await expect(section.getByText('(your answer)').first()).toBeVisible();
  });
});

test('a visitor who picked Русский on /login and signs in as an English-speaking member gets the whole app in English, surveys and answer formats included', async ({ page, request, outbox }) => {
  const member = await new PanelApi(request).registerMember(outbox);
  const login = new LoginScreen(page);
  await login.open();
  const layout = new LayoutPage(page);
  await layout.chooseLanguage('ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Электронная почта (e-mail)' }).fill(member.email);
  await page.getByLabel('Пароль', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(/^[^?]*\/app\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const list = new SurveysList(page);
  await list.open();
  await expect(list.item(COFFEE)).toHaveCount(1);
  await expect(list.item('Две минуты о кофе')).toHaveCount(0);
  const propose = new ProposeScreen(page);
  await propose.open();
  await expect(propose.format.getByRole('option', { name: 'Yes / No' })).toHaveCount(1);
  await expect(propose.format.getByRole('option', { name: 'Да / Нет' })).toHaveCount(0);
  // The choice is kept for the next start: the language cookie follows the account too.
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('en');
});
