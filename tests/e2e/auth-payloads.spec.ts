import { expect, test } from './fixtures';
import { LoginScreen, nextPost, RegisterScreen, uniqueEmail } from './pages/AuthPages';

const PASSWORD = 'secret-pass1';

/** The e-mail registration payload, every key. */
const REGISTRATION_KEYS = [
  'agreeProcessing', 'agreeTerms', 'aituAccessToken', 'makeForecaster', 'user_address', 'user_agrees_contact', 'user_birthdate', 'user_email',
  'user_erg_employee', 'user_language_string', 'user_lastname', 'user_mobile', 'user_password', 'user_recommended_by', 'user_surname',
];

test.describe('what the sign-in and registration screens send', () => {
  test('a visitor from the campaign link (/?utm_source=erg) registers flagged, by way of /login, with the whole payload', async ({ page }) => {
    const login = new LoginScreen(page);
    await login.open('/?utm_source=erg');
    await expect(page).toHaveURL(/\/login\?utm_source=erg$/);
    await login.register.click();
    const register = new RegisterScreen(page);
    await expect(register.heading).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);

    const email = uniqueEmail('erg');
    await register.fill({ firstName: 'Erin', lastName: 'Partner', email, password: PASSWORD });
    const sent = nextPost(page, 'user/register');
    await register.submit.click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      user_email: email, user_erg_employee: true, user_recommended_by: null, aituAccessToken: null, makeForecaster: false,
      user_address: '', user_birthdate: '', user_mobile: '', user_language_string: 'en',
    });
    expect(Object.keys(body).sort()).toEqual(REGISTRATION_KEYS);
    await expect(page).toHaveURL(/\/registerSuccess/);
    // The flag went with the registration: the next one from this browser is nobody's campaign.
    await expect.poll(async () => (await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('ergEmployee');
  });

  test('an invite link to /index.html keeps its recommender through the redirects, and no campaign flag', async ({ page }) => {
    const login = new LoginScreen(page);
    await login.open('/index.html?ref=12');
    await expect(page).toHaveURL(/\/login\?ref=12$/);
    await login.register.click();
    const register = new RegisterScreen(page);
    await register.fill({ firstName: 'Ivan', lastName: 'Invited', email: uniqueEmail('invited'), password: PASSWORD });
    const sent = nextPost(page, 'user/register');
    await register.submit.click();
    expect((await sent).postDataJSON()).toMatchObject({ user_recommended_by: '12', user_erg_employee: false });
    await expect(page).toHaveURL(/\/registerSuccess/);
  });

  test('the e-mail sign-in sends the login payload in the body beside the Basic header', async ({ page }) => {
    const login = new LoginScreen(page);
    await login.open('/login?recommendedBy=7');
    const sent = nextPost(page, 'user/login');
    await login.signIn('demo@panelist.local', 'panelist-demo');
    const request = await sent;
    const body = request.postDataJSON() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['aituAccessToken', 'fbToken', 'fingerprint', 'googleToken', 'recommended_by', 'user_name', 'user_password', 'vKontakteToken']);
    expect(body).toMatchObject({
      fbToken: null, googleToken: null, vKontakteToken: null, aituAccessToken: null,
      user_name: 'demo@panelist.local', user_password: 'panelist-demo', recommended_by: '7',
    });
    expect(body.fingerprint).toEqual(expect.any(String));
    expect(request.headers().authorization).toBe(`Basic ${Buffer.from('demo@panelist.local:panelist-demo').toString('base64')}`);
    await expect(page).toHaveURL(/^[^?]*\/app\/?$/);
  });
});
