import { expect, type Locator, type Page } from '@playwright/test';

export interface ProfileDetails {
  firstName?: string;
  lastName?: string;
  birthdate?: string;
  sex?: 'Female' | 'Male';
  county?: string;
  city?: string;
  phone?: string;
}

/** /app/profile, "Profile settings": the member's profile form. */
export class ProfileSettingsPage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly birthdate: Locator;
  readonly sex: Locator;
  readonly county: Locator;
  readonly city: Locator;
  readonly phone: Locator;
  readonly email: Locator;
  readonly agreesContact: Locator;
  readonly save: Locator;
  readonly blockedNotice: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('profile-page');
    this.heading = this.root.getByRole('heading', { level: 1 });
    this.firstName = this.root.getByRole('textbox', { name: 'First name' });
    this.lastName = this.root.getByRole('textbox', { name: 'Last name' });
    this.birthdate = this.root.getByLabel('Birthdate');
    this.sex = this.root.getByRole('combobox', { name: 'Sex' });
    this.county = this.root.getByRole('combobox', { name: 'Region' });
    this.city = this.root.getByRole('combobox', { name: 'City' });
    this.phone = this.root.getByRole('textbox', { name: 'Phone number' });
    this.email = this.root.getByRole('textbox', { name: 'E-mail' });
    this.agreesContact = this.root.getByRole('checkbox', { name: 'I agree to be contacted about new surveys and rewards' });
    this.save = this.root.getByRole('button', { name: 'Save' });
    this.blockedNotice = page.getByTestId('profile-blocked-notice');
  }

  async open(): Promise<void> {
    await this.page.goto('/app/profile');
    await expect(this.heading).toHaveText('Profile settings');
    await expect(this.firstName).toBeEditable();
  }

  /** From the profile menu on desktop, as a member reaches it. */
  async openFromProfileMenu(): Promise<void> {
    await this.page.getByTestId('profile-menu-button').click();
    await this.page.getByTestId('profile-menu-profile').click();
    await expect(this.heading).toHaveText('Profile settings');
  }

  async fill(details: ProfileDetails): Promise<void> {
    if (details.firstName !== undefined) await this.firstName.fill(details.firstName);
    if (details.lastName !== undefined) await this.lastName.fill(details.lastName);
    if (details.birthdate !== undefined) await this.birthdate.fill(details.birthdate);
    if (details.sex !== undefined) await this.sex.selectOption({ label: details.sex });
    if (details.county !== undefined) {
      await expect(this.county).toBeEnabled();
      await this.county.selectOption({ label: details.county });
    }
    if (details.city !== undefined) {
      await expect(this.city).toBeEnabled();
      await this.city.selectOption({ label: details.city });
    }
    if (details.phone !== undefined) await this.phone.fill(details.phone);
  }

  /** The validation message a field is described by. */
  errorOf(field: Locator): Locator {
    return field.locator('xpath=following-sibling::p[contains(@class, "field__error")]');
  }
}

/** /app/photo: the member's picture. */
export class PhotoSettingsPage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly file: Locator;
  readonly remove: Locator;
  readonly fileError: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('photo-page');
    this.heading = this.root.getByRole('heading', { level: 1 });
    this.file = this.root.getByLabel(/^Choose (a|another) photo$/);
    this.remove = this.root.getByRole('button', { name: 'Remove photo' });
    this.fileError = this.root.locator('.field__error');
  }

  async open(): Promise<void> {
    await this.page.goto('/app/photo');
    await expect(this.heading).toHaveText('Your photo');
  }

  async choose(name: string, mimeType: string, buffer: Buffer): Promise<void> {
    await this.file.setInputFiles({ name, mimeType, buffer });
  }
}
