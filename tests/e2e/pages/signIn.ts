import { expect, type Page } from '@playwright/test';

/** Signs in through the /login form and waits for the authenticated area. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^log in$/i }).click();
  await expect(page).toHaveURL(/^[^?]*\/app\/?$/);
}
