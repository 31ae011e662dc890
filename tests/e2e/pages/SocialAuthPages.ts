import { expect, type Locator, type Page } from '@playwright/test';

/** A callbackHash value of a sign-in started now: 128 random bits (base64url), a dot, the time in base 36. */
export const startedSignInValue = (): string => `${'A'.repeat(22)}.${Date.now().toString(36)}`;

/** /socialAuth and /callback: 'Login...' with a spinner, and the consent modal. */
export class SocialAuthScreen {
  readonly heading: Locator;
  readonly consent: Locator;
  readonly agreeTerms: Locator;
  readonly agreeProcessing: Locator;
  readonly confirm: Locator;
  readonly deny: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Login...' });
    this.consent = page.getByRole('dialog', { name: 'Before you continue' });
    this.agreeTerms = this.consent.getByRole('checkbox', { name: /I am over 18 years old/ });
    this.agreeProcessing = this.consent.getByRole('checkbox', { name: /processing of my personal data/ });
    this.confirm = this.consent.getByRole('button', { name: 'Confirm' });
    this.deny = this.consent.getByRole('link', { name: 'No, thanks' });
  }

  /**
   * Follows /login's "Continue with {network}" link; the provider's authorization page is played by a
   * route that sends the browser back to the link's redirect_uri with its state and `params` (in the
   * query, or in the fragment as implicit grants answer), as the provider would. `params` may be made
   * from the authorization request (a token that carries its nonce).
   */
  async signInWith(
    network: 'Facebook' | 'Google' | 'VKontakte' | 'Aitu',
    params: Record<string, string> | ((asked: URL) => Record<string, string>),
    where: 'query' | 'fragment' = 'query',
  ): Promise<void> {
    const link = this.page.getByRole('link', { name: `Continue with ${network}` });
    const authorization = new URL((await link.getAttribute('href')) ?? '');
    await this.page.route(`${authorization.origin}${authorization.pathname}?**`, async (route) => {
      const asked = new URL(route.request().url());
      const back = new URL(asked.searchParams.get('redirect_uri') ?? '');
      const answer = new URLSearchParams({ state: asked.searchParams.get('state') ?? '', ...(typeof params === 'function' ? params(asked) : params) }).toString();
      if (where === 'query') back.search = answer;
      else back.hash = answer;
      await route.fulfill({ status: 302, headers: { location: back.toString() } });
    });
    await link.click();
  }

  /** What a browser that started a sign-in a moment ago holds: a callbackHash cookie as the app makes it. */
  async startedSignIn(): Promise<void> {
    await this.page.context().addCookies([{ name: 'callbackHash', value: startedSignInValue(), url: new URL(this.page.url()).origin }]);
  }

  /** The provider's return to /socialAuth (the token in the query, or in the fragment as implicit grants send it). */
  async returnFrom(state: string, params: Record<string, string>, where: 'query' | 'fragment' = 'query'): Promise<void> {
    const query = new URLSearchParams({ state, ...params }).toString();
    await this.page.goto(where === 'query' ? `/socialAuth?${query}` : `/socialAuth#${query}`);
  }

  async agreeAndConfirm(): Promise<void> {
    await expect(this.consent).toBeVisible();
    await expect(this.confirm).toBeDisabled();
    await this.agreeTerms.check();
    await expect(this.confirm).toBeDisabled();
    await this.agreeProcessing.check();
    await expect(this.confirm).toBeEnabled();
    await this.confirm.click();
  }
}
