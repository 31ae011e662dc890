import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** /login and /sign-in. */
export class LoginScreen {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly register: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Log in' });
    this.email = page.getByRole('textbox', { name: 'E-mail' });
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Log in', exact: true });
    this.register = page.getByRole('link', { name: 'Create an account' });
  }

  async open(path = '/login'): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}

/** /register and /sign-up. */
export class RegisterScreen {
  readonly heading: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly repeat: Locator;
  readonly agreeTerms: Locator;
  readonly agreeProcessing: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Create an account' });
    this.firstName = page.getByRole('textbox', { name: 'First name' });
    this.lastName = page.getByRole('textbox', { name: 'Last name' });
    this.email = page.getByRole('textbox', { name: 'E-mail' });
    this.password = page.getByLabel('Password', { exact: true });
    this.repeat = page.getByLabel('Repeat password', { exact: true });
    this.agreeTerms = page.getByRole('checkbox', { name: /I am over 18 years old/ });
    this.agreeProcessing = page.getByRole('checkbox', { name: /processing of my personal data/ });
    this.submit = page.getByRole('button', { name: 'Register', exact: true });
  }

  async open(path = '/register'): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
  }

  async fill(data: { firstName: string; lastName: string; email: string; password: string; repeat?: string; consent?: boolean }): Promise<void> {
    await this.firstName.fill(data.firstName);
    await this.lastName.fill(data.lastName);
    await this.email.fill(data.email);
    await this.password.fill(data.password);
    await this.repeat.fill(data.repeat ?? data.password);
    if (data.consent ?? true) {
      await this.agreeTerms.check();
      await this.agreeProcessing.check();
    }
  }
}

/** /passForgot and /passChange. */
export class PasswordScreens {
  constructor(readonly page: Page) {}

  readonly forgotHeading = () => this.page.getByRole('heading', { level: 1, name: 'Reset your password' });
  readonly byPhone = () => this.page.getByRole('radio', { name: 'by SMS' });
  readonly byEmail = () => this.page.getByRole('radio', { name: 'by mail' });
  // By label alone, as a member's assistive technology finds it: one field answers to it.
  readonly email = () => this.page.getByLabel('E-mail');
  readonly phone = () => this.page.getByRole('textbox', { name: 'Phone number' });
  readonly send = () => this.page.getByRole('button', { name: 'Send', exact: true });
  readonly newPassword = () => this.page.getByLabel('New password');
  readonly repeat = () => this.page.getByLabel('Repeat password', { exact: true });
  readonly save = () => this.page.getByRole('button', { name: 'Save the new password' });
  readonly enterCode = () => this.page.getByRole('link', { name: 'Enter the code from the SMS' });
  readonly code = () => this.page.getByRole('textbox', { name: 'Code from the SMS' });
}

/** The profile menu's Log out (desktop), wherever it leads. */
export async function chooseLogOut(page: Page): Promise<void> {
  await page.getByTestId('profile-menu-button').click();
  await page.getByTestId('logout').first().click();
}

/** The app frame's sign-out (profile menu on desktop). */
export async function signOut(page: Page): Promise<void> {
  await chooseLogOut(page);
  await expect(page).toHaveURL(/\/login$/);
}

/** The question Log out asks while answers still wait on the device. */
export class SignOutQuestion {
  readonly dialog: Locator;
  readonly stay: Locator;
  readonly logOutAnyway: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Answers still waiting' });
    this.stay = this.dialog.getByRole('button', { name: 'Stay logged in' });
    this.logOutAnyway = this.dialog.getByRole('button', { name: 'Log out anyway' });
  }
}

/**
 * The sign-out while the network is gone: at once on /login, and done once the app's logout call has
 * failed (nothing of it is left to run, so closing the page now sends nothing later).
 */
export async function signOutOffline(page: Page): Promise<void> {
  const failed = page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname === '/rest/user/logout');
  await signOut(page);
  await failed;
}

/** The app's next POST to `/rest/{path}` as the browser sends it (body and headers); start waiting before the action. */
export const nextPost = (page: Page, path: string): Promise<Request> =>
  page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === `/rest/${path}`);

export const uniqueEmail = (tag: string): string => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** /login's sign-in with an SMS code: the phone, then the code. */
export class SmsSignInScreen {
  readonly open: Locator;
  readonly section: Locator;
  readonly phone: Locator;
  readonly send: Locator;
  readonly code: Locator;
  readonly submit: Locator;
  readonly resend: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.open = page.getByRole('button', { name: 'Use an SMS code instead' });
    this.section = page.getByRole('region', { name: 'Sign in with an SMS code' });
    this.phone = this.section.getByRole('textbox', { name: 'Phone number' });
    this.send = this.section.getByRole('button', { name: 'Send the code' });
    this.code = this.section.getByRole('textbox', { name: 'Code from the SMS' });
    this.submit = this.section.getByRole('button', { name: 'Confirm the code' });
    this.resend = this.section.getByRole('button', { name: /^(Send a new code|New code in \d+ s)$/ });
    this.alert = this.section.getByRole('alert');
  }

  async askForCode(phone: string): Promise<void> {
    await this.phone.fill(phone);
    await this.send.click();
  }

  async enter(code: string): Promise<void> {
    await this.code.fill(code);
    await this.submit.click();
  }
}
