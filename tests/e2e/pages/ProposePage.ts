import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type Locator, type Page } from '@playwright/test';
import { dataDirHolder } from '../../../server/db/data-dir-lock';

/** /app/propose: the proposal form, its choice editor and My questions. */
export class ProposeScreen {
  readonly heading: Locator;
  readonly text: Locator;
  readonly format: Locator;
  readonly choices: Locator;
  readonly choiceInputs: Locator;
  readonly addChoice: Locator;
  readonly deleteButtons: Locator;
  readonly disclaimer: Locator;
  readonly submit: Locator;
  readonly filter: Locator;
  readonly rows: Locator;
  readonly empty: Locator;
  readonly formatsFailed: Locator;
  readonly retry: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Submit a question' });
    this.text = page.getByLabel('Your question');
    this.format = page.getByLabel('Answer format');
    this.choices = page.getByTestId('propose-choice');
    this.choiceInputs = page.getByRole('textbox', { name: /^Choice \d+$/ });
    this.addChoice = page.getByRole('button', { name: 'Add a choice' });
    this.deleteButtons = page.getByRole('button', { name: /^Delete choice/ });
    this.disclaimer = page.getByText('Your full name is shown publicly next to your question.');
    this.submit = page.getByRole('button', { name: 'Submit', exact: true });
    this.filter = page.getByRole('searchbox', { name: 'Filter my questions' });
    this.rows = page.getByTestId('propose-table').locator('tbody tr');
    this.empty = page.getByTestId('propose-empty');
    this.formatsFailed = page.getByRole('alert').filter({ hasText: 'answer formats could not be loaded' });
    this.retry = page.getByRole('button', { name: 'Try again' });
  }

  async open(): Promise<void> {
    await this.page.goto('/app/propose');
    await expect(this.heading).toBeVisible();
  }

  /** A toast with exactly this text. */
  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  async expectToast(text: string): Promise<void> {
    await expect(this.toast(text)).toBeVisible();
  }

  choice(number: number): Locator {
    return this.page.getByRole('textbox', { name: `Choice ${number}`, exact: true });
  }

  async fillChoices(...labels: string[]): Promise<void> {
    for (const [index, label] of labels.entries()) await this.choice(index + 1).fill(label);
  }

  async expectChoices(...labels: string[]): Promise<void> {
    await expect(this.choiceInputs).toHaveCount(labels.length);
    for (const [index, label] of labels.entries()) await expect(this.choice(index + 1)).toHaveValue(label);
  }

  /** Moves a choice one place down from the keyboard: Space on its handle, ArrowDown, Space (dnd-kit's keyboard sensor). */
  async moveDownByKeyboard(number: number): Promise<void> {
    const handle = this.page.getByRole('button', { name: `Drag choice ${number}`, exact: true });
    await handle.focus();
    await this.page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await this.page.keyboard.press('ArrowDown');
    await expect(this.page.getByRole('status').filter({ hasText: `Choice moved to position ${number + 1}.` })).toBeAttached();
    await this.page.keyboard.press('Space');
    await expect(this.page.getByRole('status').filter({ hasText: `Choice dropped at position ${number + 1}.` })).toBeAttached();
  }

  moveUpButton(number: number): Locator {
    return this.page.getByRole('button', { name: `Move choice ${number} up`, exact: true });
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Whether a live server holds the embedded database of `dataDir` (its lock file names a running process). */
function databaseHeld(dataDir: string): boolean {
  return existsSync(dataDir) && dataDirHolder(dataDir) !== undefined;
}

/**
 * `npm run panel -- <args>` on a server's embedded database, as an operator runs it (README: the
 * server stopped first); waits until the stopped server has let the database go. Answers stdout.
 */
export async function runOperatorCli(dataDir: string, ...args: string[]): Promise<string> {
  await expect.poll(() => databaseHeld(dataDir), { timeout: 30_000, message: 'the stopped server releases the database' }).toBe(false);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'server/cli.ts', ...args], { cwd: repoRoot, env });
  return stdout;
}
