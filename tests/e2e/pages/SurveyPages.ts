import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { MemberSession } from './PanelApi';

/** The survey runner at /polls/{questId}: intro, one question per screen, progress, back/next, outcome. */
export class SurveyRunner {
  readonly root: Locator;
  readonly intro: Locator;
  readonly startButton: Locator;
  readonly position: Locator;
  readonly progress: Locator;
  readonly question: Locator;
  readonly answered: Locator;
  readonly outcome: Locator;
  readonly finishing: Locator;
  readonly backButton: Locator;
  readonly nextButton: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('survey-runner');
    this.intro = page.getByTestId('survey-intro');
    this.startButton = page.getByRole('button', { name: 'Start the survey' });
    this.position = page.getByText(/^Question \d+ of \d+$/);
    this.progress = page.getByTestId('survey-progress');
    this.question = page.getByTestId('question-card');
    this.answered = page.getByTestId('answered-question');
    this.outcome = page.getByTestId('survey-outcome');
    this.finishing = page.getByTestId('survey-finishing');
    this.backButton = page.getByRole('button', { name: 'Back', exact: true });
    this.nextButton = page.getByRole('button', { name: 'Next', exact: true });
  }

  async open(questId: number, query = ''): Promise<void> {
    await this.page.goto(`/polls/${questId}${query}`);
  }

  async expectTitle(title: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  async start(): Promise<void> {
    await this.startButton.press('Enter');
    await expect(this.question).toBeVisible();
  }

  async expectPosition(current: number, total: number): Promise<void> {
    await expect(this.position).toHaveText(`Question ${current} of ${total}`);
  }

  /** Answers the question on screen with its first choice (ticking it and sending, for multiple choice). */
  async answerFirstChoice(): Promise<void> {
    const id = await this.question.getAttribute('data-question-id');
    const checkbox = this.question.getByRole('checkbox').first();
    if (await checkbox.count()) {
      await checkbox.press('Space');
      await expect(checkbox).toBeChecked();
      await this.question.getByRole('button', { name: 'Send answer' }).press('Enter');
    } else {
      await this.question.getByRole('button').first().press('Enter');
    }
    await expect(this.page.locator(`[data-testid="question-card"][data-question-id="${id}"]`)).toHaveCount(0);
  }

  /** Answers the question on screen with the choice of this label. */
  async answer(label: string): Promise<void> {
    await this.question.getByRole('button', { name: label, exact: true }).press('Enter');
  }

  async expectOutcome(title: string, text: string | RegExp): Promise<void> {
    await expect(this.outcome.getByRole('heading', { name: title })).toBeVisible();
    await expect(this.outcome).toContainText(text);
  }
}

/** /app/thankYou/{qid}: the quest's outcome and the member's new balance. */
export class ThankYouScreen {
  readonly outcome: Locator;
  readonly balance: Locator;

  constructor(readonly page: Page) {
    this.outcome = page.getByTestId('survey-outcome');
    this.balance = page.getByTestId('thank-you-balance');
  }

  async expectShown(questId: number, earned: number, balance: number): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`/app/thankYou/${questId}$`));
    await expect(this.page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    await expect(this.outcome.getByRole('heading', { name: 'Survey completed' })).toBeVisible();
    await expect(this.outcome).toContainText(`You earned ${earned} points.`);
    await expect(this.balance).toHaveText(`Your balance: ${balance} points`);
  }
}

/** /app/surveys: the member's open surveys. */
export class SurveysList {
  readonly items: Locator;

  constructor(readonly page: Page) {
    this.items = page.getByTestId('survey-item');
  }

  async open(): Promise<void> {
    await this.page.goto('/app/surveys');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Surveys' })).toBeVisible();
  }

  item(title: string): Locator {
    return this.items.filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }
}

export interface QuestSummary {
  quest_id: number;
  quest_title: string;
  quest_type: string;
  quest_points: number;
  status: string;
  estimatedMinutes: number;
}

/** The survey calls of the server under test, to find quests and check what the runner sent. */
export class SurveyApi {
  constructor(private readonly request: APIRequestContext) {}

  async activeQuests(member: MemberSession): Promise<QuestSummary[]> {
    const response = await this.request.get(`/rest/user/${member.userId}/activequests`, { headers: { authorization: member.authorization } });
    return (await response.json()) as QuestSummary[];
  }

  /** A demo quest by its title (the e2e server holds the demo content). */
  async questByTitle(member: MemberSession, title: string): Promise<QuestSummary> {
    const quest = (await this.activeQuests(member)).find((candidate) => candidate.quest_title === title);
    if (!quest) throw new Error(`no active quest "${title}" for member ${member.userId}`);
    return quest;
  }

  async questionIds(member: MemberSession, questId: number): Promise<number[]> {
    const response = await this.request.get(`/rest/quest/${questId}`, { headers: { authorization: member.authorization } });
    return ((await response.json()) as { questions: { id: number }[] }).questions.map((question) => question.id);
  }

  async status(member: MemberSession, questId: number): Promise<string> {
    const response = await this.request.get(`/rest/quest/${questId}`, { headers: { authorization: member.authorization } });
    return ((await response.json()) as { status: string }).status;
  }

  /** The member's answers in the quest that the server holds (one per question at most). */
  async answers(member: MemberSession, questId: number): Promise<{ questionId: number; choiceValues: number[] }[]> {
    const response = await this.request.get(`/rest/quest/${questId}/answer`, { headers: { authorization: member.authorization } });
    return (await response.json()) as { questionId: number; choiceValues: number[] }[];
  }

  /** How many entries of this kind the member's activity log holds for today (e.g. answer, survey_completed). */
  async logCount(member: MemberSession, actionType: string): Promise<number> {
    const response = await this.request.get('/rest/user/log/1', { headers: { authorization: member.authorization } });
    return ((await response.json()) as { actionType: string }[]).filter((entry) => entry.actionType === actionType).length;
  }
}
