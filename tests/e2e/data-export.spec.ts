import { expect, test } from './fixtures';
import { PanelApi } from './pages/PanelApi';
import { AccountSettingsPage } from './pages/SettingsPage';
import { signIn } from './pages/signIn';

test('Account Settings: "Download my data" saves one JSON file with the member\'s own data', async ({ page, request, outbox }) => {
  const api = new PanelApi(request);
  const member = await api.registerMember(outbox);
  const other = await api.registerMember(outbox);
  await api.answer(member, 1, [1]);
  await api.answer(other, 2, [1]);
  await signIn(page, member.email, member.password);
  const settings = new AccountSettingsPage(page);
  await settings.open();

  const { fileName, data } = await settings.downloadMyData();
  await expect(page.getByTestId('data-export').getByRole('status')).toHaveText('Your data has been downloaded.');
  // The button keeps the keyboard's focus through its work (busy, not disabled).
  await expect(settings.exportButton).toBeFocused();
  expect(fileName).toBe(`panelist-data-${member.userId}.json`);
  expect(data.profile).toMatchObject({ user_id: member.userId, user_email: member.email, user_points: await api.points(member) });
  expect(data.answers).toEqual([expect.objectContaining({ questionId: 1, choiceValues: [1] })]);
  expect(data.pointsLedger).toEqual([expect.objectContaining({ reason: 'answer', reference: 'question:1' })]);
  expect((data.log as { actionType: string }[]).map((entry) => entry.actionType)).toEqual(expect.arrayContaining(['registration', 'activation', 'answer']));
  for (const part of ['tickets', 'conversions', 'proposals', 'devices']) expect(data[part], part).toEqual([]);
  expect(JSON.stringify(data)).not.toContain(other.email);
});
