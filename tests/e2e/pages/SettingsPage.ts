import { expect, type Locator, type Page } from '@playwright/test';

/** /app/settings, "Account Settings": language, notifications and the request to delete the account. */
export class AccountSettingsPage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly languageSelector: Locator;
  readonly notifications: Locator;
  readonly pushSwitch: Locator;
  readonly devices: Locator;
  readonly offEverywhereButton: Locator;
  readonly deletionDialog: Locator;
  readonly exportButton: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('settings-page');
    this.heading = this.root.getByRole('heading', { level: 1 });
    this.languageSelector = this.root.getByTestId('language-selector');
    this.notifications = page.getByTestId('push-settings');
    this.pushSwitch = this.notifications.getByRole('switch', { name: 'Notify me about new surveys on this device' });
    this.devices = page.getByTestId('push-devices').getByRole('listitem');
    this.offEverywhereButton = this.notifications.getByRole('button', { name: 'Turn off on all devices' });
    this.deletionDialog = page.getByRole('dialog', { name: 'Delete your account?' });
    this.exportButton = page.getByTestId('data-export').getByRole('button', { name: 'Download my data' });
  }

  async open(): Promise<void> {
    await this.page.goto('/app/settings');
    await expect(this.heading).toHaveText('Account Settings');
  }

  /** From the profile menu on desktop, as a member reaches it. */
  async openFromProfileMenu(): Promise<void> {
    await this.page.getByTestId('profile-menu-button').click();
    await this.page.getByTestId('profile-menu-settings').click();
    await expect(this.heading).toHaveText('Account Settings');
  }

  /** "Download my data": the file the browser saves, parsed. */
  async downloadMyData(): Promise<{ fileName: string; data: Record<string, unknown> }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.exportButton.click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { fileName: download.suggestedFilename(), data: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> };
  }

  async startDeletion(): Promise<void> {
    await this.root.getByRole('button', { name: 'Request account deletion' }).click();
    await expect(this.deletionDialog).toBeVisible();
  }

  async cancelDeletion(): Promise<void> {
    await this.deletionDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(this.deletionDialog).toBeHidden();
  }

  async confirmDeletion(): Promise<void> {
    await this.deletionDialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  }
}

/** The feed's one-time offer of notifications after an answered poll. */
export class PushOfferPanel {
  readonly root: Locator;
  readonly acceptButton: Locator;
  readonly dismissButton: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId('push-offer');
    this.acceptButton = this.root.getByRole('button', { name: 'Turn on notifications' });
    this.dismissButton = this.root.getByRole('button', { name: 'Not now' });
  }
}
