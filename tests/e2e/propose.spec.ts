import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as apiRequest } from '@playwright/test';
import { expect, test } from './fixtures';
import { PanelApi } from './pages/PanelApi';
import { ProposeScreen, runOperatorCli } from './pages/ProposePage';
import { signIn } from './pages/signIn';
import { startSecondServer } from './secondServer';

/**
 * Proposing a question, end to end. The operator's accept runs the real CLI, which needs the embedded database
 * to itself: this spec has a server of its own, stopped for the command and started again.
 */
const PROPOSE_PORT = Number(process.env.E2E_PROPOSE_PORT ?? Number(process.env.E2E_PORT ?? 8091) + 17);

test('a member proposes a question with the choice editor; an operator accepts it and it links to its card, with the proposer named', async ({ browser }) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'panelist-e2e-propose-'));
  let running = await startSecondServer(PROPOSE_PORT, {}, 'propose', { dataDir });
  const { baseURL, outbox } = running.server;
  const request = await apiRequest.newContext({ baseURL });
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    const member = await new PanelApi(request).registerMember(outbox);
    await signIn(page, member.email, member.password);
    await page.getByTestId('left-sidebar').getByRole('link', { name: 'Submit a question' }).click();
    const propose = new ProposeScreen(page);
    await expect(propose.heading).toBeVisible();
    await expect(page).toHaveURL(/^[^?]*\/app\/propose$/);
    await expect(propose.empty).toHaveText('No question submitted');
    await expect(propose.disclaimer).toBeVisible();
    await expect(propose.text).toHaveAttribute('placeholder', /max 500 characters/);

    // The proposal form's warnings, in the order a member meets them.
    // Each also takes the focus to the field at fault, marked invalid until it is edited.
    await propose.submit.click();
    await propose.expectToast('The question text is empty, please add text!');
    await expect(propose.text).toBeFocused();
    await expect(propose.text).toHaveAttribute('aria-invalid', 'true');
    const question = `Which drink starts your day? ${Date.now()}`;
    await propose.text.fill(question);
    await expect(propose.text).not.toHaveAttribute('aria-invalid');
    await propose.submit.click();
    await propose.expectToast('The question scale is not chosen!');
    await expect(propose.format).toBeFocused();
    await expect(propose.format).toHaveAttribute('aria-invalid', 'true');
    await propose.format.selectOption({ label: 'My own choices' });
    await expect(propose.format).not.toHaveAttribute('aria-invalid');
    await propose.expectChoices('', '', '');
    await expect(propose.deleteButtons).toHaveCount(3);
    await propose.choice(1).fill('Tea');
    await propose.submit.click();
    await propose.expectToast('At least one choice text is empty, please add text!');
    await expect(propose.choice(2)).toBeFocused();
    await expect(propose.choice(2)).toHaveAttribute('aria-invalid', 'true');
    await propose.choice(2).fill('Coffee');
    await expect(propose.choice(2)).not.toHaveAttribute('aria-invalid');

    // Up to 8 choices, a 9th is refused; deleting stops at 2.
    for (let count = 4; count <= 8; count += 1) await propose.addChoice.click();
    await expect(propose.choiceInputs).toHaveCount(8);
    await propose.addChoice.click();
    await propose.expectToast('You have reached the maximum number of choices');
    await expect(propose.choiceInputs).toHaveCount(8);
    while ((await propose.deleteButtons.count()) > 0) await propose.deleteButtons.last().click();
    await propose.expectChoices('Tea', 'Coffee');
    await propose.addChoice.click();
    await propose.fillChoices('Tea', 'Coffee', 'Water');

    // Reordering: from the keyboard on a handle, and with a move button.
    await propose.moveDownByKeyboard(1);
    await propose.expectChoices('Coffee', 'Tea', 'Water');
    await propose.moveUpButton(3).click();
    await propose.expectChoices('Coffee', 'Water', 'Tea');

    await propose.submit.click();
    await propose.expectToast('The question was proposed!');
    await expect(propose.text).toHaveValue('');
    await expect(propose.format).toHaveValue('');
    const row = propose.row(question);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(2)).toHaveText('0');
    await expect(row.getByRole('cell').nth(3)).toHaveText('Stand-by');
    // Its question exists at once, closed until accepted: the row links to its card.
    await expect(row.getByRole('link', { name: question })).toHaveAttribute('href', /^\/app\/cardPage\/\d+$/);

    // The filter is case-insensitive; the empty text when nothing matches.
    await propose.filter.fill(question.slice(0, 20).toUpperCase());
    await expect(propose.rows).toHaveCount(1);
    // Back from the question's card, My questions is filtered as the member left it.
    await row.getByRole('link', { name: question }).click();
    await expect(page).toHaveURL(/^[^?]*\/app\/cardPage\/\d+$/);
    await page.goBack();
    await expect(propose.filter).toHaveValue(question.slice(0, 20).toUpperCase());
    await expect(propose.rows).toHaveCount(1);
    await propose.filter.fill('no such question at all');
    await expect(propose.empty).toHaveText('No question submitted');
    await propose.filter.fill('');

    // The operator accepts it with the CLI, the server stopped meanwhile (README).
    const listed = await request.get('/rest/widget/proposedQuestions', { headers: { authorization: member.authorization } });
    const [proposal] = (await listed.json()) as { proposalId: number }[];
    running.stop();
    expect(await runOperatorCli(dataDir, 'proposals', 'accept', '--id', String(proposal!.proposalId))).toMatch(/accepted, published as question \d+/);
    running = await startSecondServer(PROPOSE_PORT, {}, 'propose', { dataDir });

    await propose.open();
    await expect(row.getByRole('cell').nth(3)).toHaveText('Accepted');
    const link = row.getByRole('link', { name: question });
    await expect(link).toHaveAttribute('href', /^\/app\/cardPage\/\d+$/);
    await link.click();
    await expect(page).toHaveURL(/^[^?]*\/app\/cardPage\/\d+$/);
    const card = page.getByTestId('question-card');
    await expect(card.getByRole('heading', { name: question })).toBeVisible();
    // As the disclaimer said: the proposer's full name next to the published question.
    await expect(card.getByTestId('proposed-by')).toHaveText('Proposed by Dana Polls');
    await expect(card.getByRole('button')).toHaveText(['Coffee', 'Water', 'Tea']);
  } finally {
    await context.close();
    await request.dispose();
    running.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('answer formats that fail to load are said to have failed, with Try again, and own choices still work meanwhile', async ({ page, request, outbox }) => {
  const member = await new PanelApi(request).registerMember(outbox);
  await signIn(page, member.email, member.password);
  const formats = '**/rest/widget/defaultChoiceTypes/**';
  await page.route(formats, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 503, error: 'Service Unavailable', message: 'Down for maintenance' }) }));
  const propose = new ProposeScreen(page);
  await propose.open();
  await expect(propose.formatsFailed).toHaveText('The answer formats could not be loaded. You can still propose a question with your own choices.');
  await expect(propose.format.getByRole('option')).toHaveText(['Choose an answer format', 'My own choices']);
  await propose.format.selectOption({ label: 'My own choices' });
  await expect(propose.choiceInputs).toHaveCount(3);

  await page.unroute(formats);
  await propose.retry.click();
  await expect(propose.formatsFailed).toHaveCount(0);
  await expect.poll(() => propose.format.getByRole('option').count()).toBeGreaterThan(2);
});


test('at the 500-character limit, typing or pasting in the middle keeps the end of the question, and a lost connection still says the proposal failed', async ({ page, request, outbox }) => {
  const member = await new PanelApi(request).registerMember(outbox);
  await signIn(page, member.email, member.password);
  const propose = new ProposeScreen(page);
  await propose.open();
  const question = `${'a'.repeat(495)}WORLD`;
  await propose.text.fill(question);
  await propose.text.press('Control+Home');
  await propose.text.pressSequentially('XY');
  await expect(propose.text).toHaveValue(question);
  // The caret stayed where the member typed: Delete takes the first letter, and Z goes in its place.
  await page.keyboard.press('Delete');
  await propose.text.pressSequentially('Z');
  await expect(propose.text).toHaveValue(`Z${question.slice(1)}`);

  await propose.format.selectOption({ label: 'My own choices' });
  await propose.fillChoices('Tea', 'Coffee', 'Water');
  await page.context().setOffline(true);
  await propose.submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Question proposal error!' })).toContainText('No connection to the server');
  await expect(propose.text).toHaveValue(`Z${question.slice(1)}`);
});
