import type { Locator, Page } from '@playwright/test';

/** The privacy dialog of the member frame (privacyDialog switch on). */
export class PrivacyDialog {
  readonly root: Locator;
  readonly policyLink: Locator;
  readonly acceptButton: Locator;
  readonly declineButton: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('dialog', { name: 'Our privacy policy' });
    this.policyLink = this.root.getByRole('link', { name: 'Read the privacy policy' });
    this.acceptButton = this.root.getByRole('button', { name: 'I accept' });
    this.declineButton = this.root.getByRole('button', { name: 'Decline and sign out' });
  }
}
