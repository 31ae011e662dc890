import { expect, type Locator, type Page } from '@playwright/test';

/** The left sidebar's figures and links (desktop layout). */
export class RewardsSidebar {
  readonly points: Locator;
  readonly tickets: Locator;

  constructor(readonly page: Page) {
    const sidebar = page.getByTestId('left-sidebar');
    this.points = sidebar.getByTestId('user-points');
    this.tickets = sidebar.getByTestId('user-tickets');
  }

  async openSpendPoints(): Promise<SpendPointsScreen> {
    await this.page.getByTestId('sidebar-convert').click();
    const screen = new SpendPointsScreen(this.page);
    await expect(screen.heading).toBeVisible();
    return screen;
  }

  async openInvite(): Promise<InviteScreen> {
    await this.page.getByTestId('sidebar-invite').click();
    const screen = new InviteScreen(this.page);
    await expect(screen.heading).toBeVisible();
    return screen;
  }

  async openPolls(): Promise<void> {
    await this.page.getByTestId('sidebar-polls').click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Polls' })).toBeVisible();
  }

  /** My activity through the profile menu (an in-app navigation: works offline once the screen was loaded). */
  async openHistory(): Promise<HistoryScreen> {
    await this.page.getByTestId('profile-menu-button').click();
    await this.page.getByTestId('profile-menu-history').first().click();
    const screen = new HistoryScreen(this.page);
    await expect(screen.heading).toBeVisible();
    return screen;
  }
}

/** /app/history: tiles, filter, period, page size, the table and its pages. */
export class HistoryScreen {
  readonly heading: Locator;
  readonly filter: Locator;
  readonly period: Locator;
  readonly pageSize: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly range: Locator;
  readonly empty: Locator;
  readonly pagination: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'My activity' });
    this.filter = page.getByRole('searchbox', { name: 'Filter by description' });
    this.period = page.getByRole('combobox', { name: 'Period' });
    this.pageSize = page.getByRole('combobox', { name: 'Rows per page' });
    this.table = page.getByTestId('history-table');
    this.rows = this.table.locator('tbody tr');
    this.range = page.getByTestId('history-range');
    this.empty = page.getByTestId('history-empty');
    this.pagination = page.getByRole('navigation', { name: 'My activity pages' });
  }

  async open(): Promise<void> {
    await this.page.goto('/app/history');
    await expect(this.heading).toBeVisible();
  }

  tile(name: 'points' | 'tickets' | 'polls'): Locator {
    return this.page.getByTestId(`history-tile-${name}`).locator('.reward-tiles__value');
  }

  row(description: string | RegExp): Locator {
    return this.rows.filter({ hasText: description });
  }

  pageButton(number: number): Locator {
    return this.pagination.getByRole('button', { name: `Page ${number}`, exact: true });
  }

  /** Chooses a period and waits for its log to arrive from the server. */
  async choosePeriod(days: number): Promise<void> {
    const answer = this.page.waitForResponse((response) => new URL(response.url()).pathname === `/rest/user/log/${days}` && response.ok());
    await this.period.selectOption({ label: `Last ${days} days` });
    await answer;
  }
}

/** /app/spendpoints: ticket tiers and prizes, each with its confirmation dialog. */
export class SpendPointsScreen {
  readonly heading: Locator;
  readonly balance: Locator;
  readonly dialog: Locator;
  readonly confirmButton: Locator;
  readonly cancelButton: Locator;
  readonly done: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Convert your points' });
    this.balance = page.getByTestId('spend-balance');
    this.dialog = page.getByRole('dialog', { name: 'Confirm the exchange' });
    this.confirmButton = this.dialog.getByRole('button', { name: 'Confirm' });
    this.cancelButton = this.dialog.getByRole('button', { name: 'Cancel' });
    this.done = page.getByTestId('conversion-done');
    this.error = this.dialog.getByRole('alert');
  }

  /** The "Get …" button of an offer: "1 raffle ticket", or a prize's name. */
  offer(name: string): Locator {
    return this.page.getByRole('button', { name: `Get ${name}`, exact: true });
  }

  prize(name: string): Locator {
    return this.page.getByTestId('prize-card').filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  async choose(name: string): Promise<void> {
    await this.offer(name).click();
    await expect(this.dialog).toBeVisible();
  }
}

/** /prizes and /app/prizes: the catalogue with what each costs (and what a member can afford), and the raffle draws. */
export class PrizesScreen {
  readonly heading: Locator;
  readonly summary: Locator;
  readonly raffleHeading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Prizes' });
    this.summary = page.getByTestId('prizes-summary');
    this.raffleHeading = page.getByRole('heading', { level: 2, name: 'Monthly raffle' });
  }

  async openFromHeader(): Promise<void> {
    await this.page.getByTestId('header-prizes').click();
    await expect(this.heading).toBeVisible();
  }

  prize(name: string): Locator {
    return this.page.getByTestId('prize-card').filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }
}

/** /app/invite: the member's link and their invitations. */
export class InviteScreen {
  readonly heading: Locator;
  readonly link: Locator;
  readonly copyButton: Locator;
  readonly outcome: Locator;
  readonly invitations: Locator;
  readonly none: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Invite friends' });
    this.link = page.getByRole('textbox', { name: 'Your invite link' });
    // Chromium on Linux has no Web Share API, so the link is copied (the share sheet branch is unit-tested).
    this.copyButton = page.getByRole('button', { name: 'Copy the link' });
    this.outcome = page.getByTestId('invite-outcome');
    this.invitations = page.getByTestId('invitations');
    this.none = page.getByTestId('invitations-empty');
  }

  invitation(name: string): Locator {
    return this.invitations.locator('tbody tr').filter({ hasText: name });
  }
}
