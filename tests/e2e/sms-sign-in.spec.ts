import { expect, test, type Outbox } from './fixtures';
import { LoginScreen, PasswordScreens, SmsSignInScreen } from './pages/AuthPages';
import { PanelApi } from './pages/PanelApi';

let sequence = 0;
/** A number no other test uses: the date's last digits, the process and a counter. */
const uniquePhone = () => `+7701${String(Date.now() + process.pid * 1000 + (sequence += 1)).slice(-7)}`;

/** The newest sign-in (or password reset) code texted to `phone`, read from the outbox's .sms.txt files. */
async function codeSentTo(outbox: Outbox, phone: string, after = 0, kind: 'sign-in' | 'reset' = 'sign-in'): Promise<string> {
  let code: string | undefined;
  await expect.poll(() => {
    const texts = outbox.sms().filter((sms) => sms.content.includes(`To: ${phone}`));
    code = texts.length > after ? new RegExp(`${kind} code is (\\d{4,8})\\.`).exec(texts.at(-1)!.content)?.[1] : undefined;
    return code;
  }, { message: `a ${kind} code texted to ${phone}` }).toBeTruthy();
  return code!;
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

test.describe('sign-in with an SMS code', () => {
  test('the phone, then the code from the SMS: signed in as the phone\'s member, on the page asked for', async ({ page, request, outbox }) => {
    const phone = uniquePhone();
    const member = await new PanelApi(request).registerMember(outbox, { user_phone: phone });
    const sms = new SmsSignInScreen(page);
    await page.goto('/app/history');
    await expect(page).toHaveURL(/\/login\?redirectTo=\/app\/history$/);
    await sms.open.click();
    await expect(sms.open).toHaveAttribute('aria-expanded', 'true');

    // Checked before anything is sent: a malformed number, then a number no account uses.
    await sms.askForCode('call me');
    await expect(sms.alert).toHaveText('Please enter a valid phone number.');
    await sms.askForCode(uniquePhone());
    await expect(sms.alert).toHaveText('No account uses this phone number. Check the number or log in another way.');

    await sms.askForCode(phone);
    await expect(sms.section.getByRole('status')).toHaveText(`We have sent a code by SMS to ${phone}. It is valid for 10 minutes.`);
    await expect(sms.code).toBeFocused();
    const code = await codeSentTo(outbox, phone);

    await sms.enter(wrongCode(code));
    await expect(sms.alert).toHaveText('The code is wrong. Please check it and try again.');
    await expect(page).toHaveURL(/\/login/);

    await sms.enter(code);
    await expect(page).toHaveURL(/^[^?]*\/app\/history$/);
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name.startsWith('globals'));
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ userId: member.userId });
  });

  test('a member who has not activated the account yet is told so, and no code is texted', async ({ page, request, outbox }) => {
    const phone = uniquePhone();
    await new PanelApi(request).registerUnactivated({ user_phone: phone });
    const sms = new SmsSignInScreen(page);
    await new LoginScreen(page).open();
    await sms.open.click();
    await sms.askForCode(phone);
    await expect(sms.alert).toHaveText('Inactive User!');
    await expect(sms.code).toBeHidden();
    expect(outbox.sms().filter((text) => text.content.includes(`To: ${phone}`))).toHaveLength(0);
  });

  test('a new code only after the countdown; too many wrong codes need a new one', async ({ page, request, outbox }) => {
    const phone = uniquePhone();
    // Two sends and six checks through the UI: more than the default minute on a loaded machine.
    test.slow();
    await new PanelApi(request).registerMember(outbox, { user_phone: phone });
    await page.clock.install();
    const sms = new SmsSignInScreen(page);
    await new LoginScreen(page).open();
    await sms.open.click();
    await sms.askForCode(phone);
    await codeSentTo(outbox, phone);
    await expect(sms.resend).toBeDisabled();
    await expect(sms.resend).toHaveText(/^New code in \d+ s$/);

    await page.clock.fastForward(61_000);
    await expect(sms.resend).toHaveText('Send a new code');
    await sms.resend.click();
    const second = await codeSentTo(outbox, phone, 1);
    // The countdown starts again once the app has the server's answer, which also empties the code
    // field: a code typed before that would be wiped.
    await expect(sms.resend).toHaveText(/^New code in \d+ s$/);
    await expect(sms.resend).toBeDisabled();
    await expect(sms.code).toHaveValue('');

    // Five wrong tries use a code up; the right one no longer helps.
    for (let i = 1; i < 5; i += 1) {
      await sms.enter(wrongCode(second));
      await expect(sms.alert).toHaveText('The code is wrong. Please check it and try again.');
    }
    await sms.enter(wrongCode(second));
    await expect(sms.alert).toHaveText('Too many wrong codes. Please ask for a new one.');
    await sms.enter(second);
    await expect(sms.alert).toHaveText('Too many wrong codes. Please ask for a new one.');
  });

  test('a code already used (on another device) is refused as expired', async ({ page, request, outbox }) => {
    const phone = uniquePhone();
    await new PanelApi(request).registerMember(outbox, { user_phone: phone });
    const sms = new SmsSignInScreen(page);
    await new LoginScreen(page).open();
    await sms.open.click();
    await sms.askForCode(phone);
    const code = await codeSentTo(outbox, phone);
    expect((await request.post('/rest/validateSmsCode/', { data: { user_phone: phone, code } })).status()).toBe(200);

    await sms.enter(code);
    await expect(sms.alert).toHaveText('The code has expired or was already used. Please ask for a new one.');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('a password reset by SMS, the code typed in on another device: the new password signs the member in', async ({ page, request, outbox }) => {
  const phone = uniquePhone();
  const member = await new PanelApi(request).registerMember(outbox, { user_phone: phone });
  const screens = new PasswordScreens(page);
  await page.goto('/passForgot');
  await screens.byPhone().check();
  await screens.phone().fill(phone);
  await screens.send().click();
  await expect(page.getByText('If an account exists for this phone number, we have sent an SMS with a reset code and link.')).toBeVisible();
  await screens.enterCode().click();
  await expect(page).toHaveURL(`/passChange?phone=${encodeURIComponent(phone)}`);
  const code = await codeSentTo(outbox, phone, 0, 'reset');

  await screens.code().fill('12');
  await screens.newPassword().fill('brand-new-pass');
  await screens.repeat().fill('brand-new-pass');
  await screens.save().click();
  await expect(screens.code()).toBeFocused();
  await expect(screens.code()).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter the digits of the code from the SMS.')).toBeVisible();
  await screens.code().fill(code);
  await screens.save().click();
  await expect(page.getByText('Your password has been changed. You can now log in.')).toBeVisible();

  const login = new LoginScreen(page);
  await login.open();
  await login.signIn(member.email, 'brand-new-pass');
  await expect(page).toHaveURL(/^[^?]*\/app\/?$/);
});
