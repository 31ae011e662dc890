import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { LoginScreen, PasswordScreens, RegisterScreen, signOut, uniqueEmail } from './pages/AuthPages';

const PASSWORD = 'secret-pass1';

test.describe('e-mail sign-in screens', () => {
  test('register, activate from the e-mail, sign in, land on /app, sign out', async ({ page, outbox }) => {
    const email = uniqueEmail('flow');
    const register = new RegisterScreen(page);
    await register.open('/sign-up?utm_source=erg');
    await register.fill({ firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD });
    await register.submit.click();
    await expect(page).toHaveURL(/\/registerSuccess/);
    await expect(page.getByRole('heading', { level: 1, name: 'Registration successful' })).toBeVisible();

    const login = new LoginScreen(page);
    await login.open();
    await login.signIn(email, PASSWORD);
    await expect(page.getByText('Inactive User!')).toBeVisible();

    const link = await outbox.linkFor(email, '/activate');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText('Your account is activated. Welcome!')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the polls' }).click();
    await expect(page).toHaveURL(/^[^?]*\/app\/?$/);
    await signOut(page);

    await login.open('/sign-in');
    await login.signIn(email, PASSWORD);
    await expect(page).toHaveURL(/^[^?]*\/app\/?$/);
    await signOut(page);
    await page.goto('/app/history');
    await expect(page).toHaveURL(/\/login\?redirectTo=\/app\/history$/);
  });

  test('login shows each validation message and the login errors', async ({ page }) => {
    const login = new LoginScreen(page);
    await login.open();
    // The SMS switch is a secondary button: it does not look like the form's own Log in.
    const background = (button: Locator) => button.evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(await background(page.getByRole('button', { name: 'Use an SMS code instead' }))).not.toBe(await background(login.submit));
    // Both fields say they must be filled in before the member submits.
    await expect(login.email).toHaveAttribute('aria-required', 'true');
    await expect(login.password).toHaveAttribute('aria-required', 'true');
    await login.submit.click();
    await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await expect(page.getByText('Please enter your password.')).toBeVisible();
    // The refused submit takes focus to the first invalid field, which a screen reader reads with its message.
    await expect(login.email).toBeFocused();
    await expect(login.email).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    await login.email.fill('someone@example.com');
    await login.submit.click();
    await expect(login.password).toBeFocused();
    await login.signIn('nobody-here@example.com', 'whatever1');
    await expect(page.getByText('Non-existent E-mail!')).toBeVisible();
    await login.signIn('demo@panelist.local', 'wrong-password');
    await expect(page.getByText('Incorrect password!')).toBeVisible();
    // A wrong password shorter than new passwords must be is still only wrong: the server is asked, and says so.
    const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/rest/user/login');
    await login.signIn('demo@panelist.local', 'wrong');
    expect((await asked).status()).toBe(401);
    await expect(page.getByText('Incorrect password!').first()).toBeVisible();
    await expect(page.getByText('The password must be at least 6 characters long.')).toHaveCount(0);
  });

  test('registration shows each validation message', async ({ page }) => {
    const register = new RegisterScreen(page);
    await register.open();
    await register.fill({ firstName: 'Ad@', lastName: 'L<ve', email: 'not-an-email', password: '12345', repeat: '1234', consent: false });
    await register.submit.click();
    await expect(page.getByText('Please enter a valid name without special characters.')).toHaveCount(0);
    await expect(page.getByText('Please enter a name without special characters.')).toHaveCount(2);
    await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await expect(page.getByText('The password must be at least 6 characters long.')).toBeVisible();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await expect(page.getByText('Please accept both agreements.')).toHaveCount(2);
    await register.agreeTerms.check();
    await register.submit.click();
    await expect(page.getByText('Please accept both agreements.')).toHaveCount(1);
    // Each agreement's label is the product's sentence word for word; the document it names is a link in it.
    const terms = page.getByRole('checkbox', { name: 'I am over 18 years old, I have read, understood and I agree with the General Terms and Conditions', exact: true });
    await expect(terms).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'I agree to the processing of my personal data according to the personal data policy', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'General Terms and Conditions', exact: true })).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('link', { name: 'personal data policy', exact: true })).toHaveAttribute('href', '/privacy');
  });

  test('registration asks for an empty name, and the fields hold no more than the server takes', async ({ page }) => {
    const register = new RegisterScreen(page);
    await register.open();
    await register.submit.click();
    await expect(register.firstName).toHaveAccessibleDescription('Please enter your first name.');
    await expect(register.firstName).toBeFocused();
    await expect(register.lastName).toHaveAccessibleDescription('Please enter your last name.');
    await expect(page.getByText('Please enter a name without special characters.')).toHaveCount(0);

    await register.firstName.fill('A'.repeat(150));
    await register.lastName.fill('B'.repeat(150));
    await register.email.fill(`${'c'.repeat(300)}@example.com`);
    await expect(register.firstName).toHaveValue('A'.repeat(100));
    await expect(register.lastName).toHaveValue('B'.repeat(100));
    expect((await register.email.inputValue()).length).toBe(254);
  });

  test('an e-mail already registered is refused', async ({ page }) => {
    const register = new RegisterScreen(page);
    await register.open();
    await register.fill({ firstName: 'Demo', lastName: 'Again', email: 'demo@panelist.local', password: PASSWORD });
    // The address is checked as it is typed: the form names the problem and sends nothing.
    await expect(page.getByText('An account with this e-mail address already exists. Log in instead.')).toBeVisible();
    await register.submit.click();
    await expect(page).toHaveURL(/\/register/);
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
  });

  test('an e-mail check the network dropped is tried again by itself; a registration the server refuses as taken marks the field', async ({ page }) => {
    const taken = 'An account with this e-mail address already exists. Log in instead.';
    const register = new RegisterScreen(page);
    let dropped = 0;
    await page.route('**/rest/user/email/isValid/**', async (route) => {
      dropped += 1;
      await (dropped === 1 ? route.abort('connectionreset') : route.continue());
    });
    await register.open();
    await register.email.fill('demo@panelist.local');
    await expect(page.getByTestId('email-check')).toHaveText('The e-mail address could not be checked just now.');
    await expect(page.getByText(taken)).toBeVisible();

    // With every check dropped, the registration itself finds the address taken.
    await page.unroute('**/rest/user/email/isValid/**');
    await page.route('**/rest/user/email/isValid/**', (route) => route.abort('connectionreset'));
    await register.open();
    await register.fill({ firstName: 'Demo', lastName: 'Again', email: 'demo@panelist.local', password: PASSWORD });
    await expect(page.getByTestId('email-check')).toHaveText('The e-mail address could not be checked just now.');
    await register.submit.click();
    await expect(page.getByText(taken)).toBeVisible();
    await expect(register.email).toHaveAttribute('aria-invalid', 'true');
    await expect(register.email).toBeFocused();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('password reset by e-mail, then sign in with the new password', async ({ page, outbox }) => {
    const email = uniqueEmail('reset');
    const register = new RegisterScreen(page);
    await register.open();
    await register.fill({ firstName: 'Grace', lastName: 'Hopper', email, password: PASSWORD });
    await register.submit.click();
    await expect(page).toHaveURL(/\/registerSuccess/);

    const screens = new PasswordScreens(page);
    await page.goto('/passForgot');
    await expect(screens.forgotHeading()).toBeVisible();
    await screens.send().click();
    await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
    // A refused Send takes the focus to the field, which a screen reader reads with its message.
    await expect(screens.email()).toBeFocused();
    await expect(screens.email()).toHaveAttribute('aria-invalid', 'true');
    await expect(screens.email()).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    await screens.byPhone().check();
    await screens.phone().fill('12ab');
    await screens.send().click();
    await expect(page.getByText('Please enter a valid phone number.')).toBeVisible();
    await expect(screens.phone()).toBeFocused();
    await expect(screens.phone()).toHaveAccessibleDescription('Please enter a valid phone number.');
    // Each refused Send does it again, even with the same message.
    await screens.send().focus();
    await page.keyboard.press('Enter');
    await expect(screens.phone()).toBeFocused();
    await screens.byEmail().check();
    await screens.email().fill(email);
    await screens.send().click();
    await expect(page.getByText('If an account exists for this e-mail, we have sent a link to reset your password.')).toBeVisible();

    const link = await outbox.linkFor(email, '/passChange');
    await page.goto(`${link.pathname}${link.search}`);
    await screens.newPassword().fill('123');
    await screens.repeat().fill('456');
    await screens.save().click();
    await expect(page.getByText('The password must be at least 6 characters long.')).toBeVisible();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await expect(screens.newPassword()).toBeFocused();
    await expect(screens.newPassword()).toHaveAccessibleDescription('The password must be at least 6 characters long.');
    await screens.newPassword().fill('brand-new-pass');
    await screens.save().click();
    await expect(screens.repeat()).toBeFocused();
    await expect(screens.repeat()).toHaveAttribute('aria-invalid', 'true');
    await expect(screens.repeat()).toHaveAccessibleDescription('The passwords do not match.');
    await screens.repeat().fill('brand-new-pass');
    await screens.save().click();
    await expect(page.getByText('Your password has been changed. You can now log in.')).toBeVisible();

    const login = new LoginScreen(page);
    await login.open();
    await login.signIn(email, 'brand-new-pass');
    await expect(page).toHaveURL(/^[^?]*\/app\/?$/);
  });

  test('a redirect target with a tab (the browser would make it //evil.example) is refused: the member lands on /app, with no false "no connection"', async ({ page }) => {
    const login = new LoginScreen(page);
    await login.open('/login?redirectTo=%2F%09%2Fevil.example');
    await login.signIn('demo@panelist.local', 'panelist-demo');
    await expect(page).toHaveURL(/^[^?]*\/app\/?$/);
    await expect(page.getByTestId('profile-menu-button')).toBeVisible();
    await expect(page.getByText(/No connection to the server/)).toHaveCount(0);
  });

  test('a password over 200 characters is marked on its field, kept whole, and nothing is sent', async ({ page }) => {
    const register = new RegisterScreen(page);
    await register.open();
    const long = 'p'.repeat(201);
    await register.fill({ firstName: 'Jane', lastName: 'Doe', email: uniqueEmail('long-password'), password: long });
    await expect(register.password).toHaveValue(long);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/')) sent.push(request.url());
    });
    await register.submit.click();
    const message = 'The password is too long: it may have at most 200 characters.';
    await expect(register.password).toBeFocused();
    await expect(register.password).toHaveAttribute('aria-invalid', 'true');
    await expect(register.password).toHaveAccessibleDescription(message);
    await expect(page.getByText('Something went wrong, please try again.')).toHaveCount(0);
    expect(sent.filter((url) => url.endsWith('/rest/user/register'))).toEqual([]);
  });

  test('a broken activation or reset link says so', async ({ page }) => {
    await page.goto('/activate?a=1&b=short');
    await expect(page.getByText('This activation link is not valid or has expired.')).toBeVisible();
    await page.goto('/passChange');
    await expect(page.getByText('This password reset link is not valid or has expired.')).toBeVisible();
  });

  test('a reset link the server refuses (its code wrong) says so in place of the form, with the way to a new one', async ({ page }) => {
    const screens = new PasswordScreens(page);
    await page.goto('/passChange?id=2147483000&hash=not-the-code-that-was-sent');
    await screens.newPassword().fill('brand-new-pass');
    await screens.repeat().fill('brand-new-pass');
    await screens.save().click();
    await expect(page.getByRole('alert')).toHaveText('This password reset link is not valid or has expired.');
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(screens.save()).toHaveCount(0);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(screens.forgotHeading()).toBeVisible();
  });

  test('sign in with the keyboard alone', async ({ page }) => {
    const login = new LoginScreen(page);
    await login.open();
    await login.email.focus();
    await page.keyboard.type('demo@panelist.local');
    await page.keyboard.press('Tab');
    await expect(login.password).toBeFocused();
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Tab');
    await expect(login.submit).toBeFocused();

    // While the sign-in runs, and after it failed, the focus stays on the button (not dropped to the page).
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/user/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.keyboard.press('Enter');
    await expect(login.submit).toHaveAttribute('aria-busy', 'true');
    await expect(login.submit).toBeFocused();
    release();
    await expect(page.getByText('Incorrect password!')).toBeVisible();
    await expect(login.submit).not.toHaveAttribute('aria-busy');
    await expect(login.submit).toBeFocused();
    await page.unroute('**/rest/user/login');

    await page.keyboard.press('Shift+Tab');
    await expect(login.password).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('panelist-demo');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/^[^?]*\/app\/?$/);
    // The member's area loads after the sign-in: the keyboard goes on from its main region, not from the top of the document.
    await expect(page.locator('#main')).toBeFocused();
  });

  test('register with the keyboard alone', async ({ page }) => {
    const register = new RegisterScreen(page);
    await register.open();
    await register.firstName.focus();
    await page.keyboard.type('Key');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Board');
    await page.keyboard.press('Tab');
    await page.keyboard.type(uniqueEmail('keys'));
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Tab');
    await expect(register.agreeTerms).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(register.agreeProcessing).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(register.submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/registerSuccess/);
  });
});
