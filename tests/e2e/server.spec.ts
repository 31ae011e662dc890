import { expect, test } from './fixtures';

test.describe('the server under test', () => {
  test('serves the built app, the site configuration and the API documentation', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('#root')).not.toBeEmpty();
    const config = await request.get('/specific/config.json');
    expect(config.ok()).toBe(true);
    expect(await config.json()).toHaveProperty('defaultLanguage');
    const docs = await request.get('/rest/docs/json');
    expect((await docs.json()).paths).toHaveProperty('/rest/user/login');
  });
});
