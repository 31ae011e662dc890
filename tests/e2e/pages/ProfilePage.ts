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

/** A member's screen: its root by test id, its heading, and the path that opens it. */
class MemberScreen {
  readonly root: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page, testId: string, private readonly path: string, private readonly title: string) {
    this.root = page.getByTestId(testId);
    this.heading = this.root.getByRole('heading', { level: 1 });
  }

  async open(): Promise<void> {
    await this.page.goto(this.path);
    await expect(this.heading).toHaveText(this.title);
  }
}

/** /app/profile, "Profile settings": the member's profile form. */
export class ProfileSettingsPage extends MemberScreen {
  readonly firstName = this.root.getByRole('textbox', { name: 'First name' });
  readonly lastName = this.root.getByRole('textbox', { name: 'Last name' });
  readonly birthdate = this.root.getByLabel('Birthdate');
  readonly sex = this.root.getByRole('combobox', { name: 'Sex' });
  readonly county = this.root.getByRole('combobox', { name: 'Region' });
  readonly city = this.root.getByRole('combobox', { name: 'City' });
  readonly phone = this.root.getByRole('textbox', { name: 'Phone number' });
  readonly email = this.root.getByRole('textbox', { name: 'E-mail' });
  readonly agreesContact = this.root.getByRole('checkbox', { name: 'I agree to be contacted about new surveys and rewards' });
  readonly save = this.root.getByRole('button', { name: 'Save' });
  readonly blockedNotice = this.page.getByTestId('profile-blocked-notice');

  constructor(page: Page) {
    super(page, 'profile-page', '/app/profile', 'Profile settings');
  }

  override async open(): Promise<void> {
    await super.open();
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
export class PhotoSettingsPage extends MemberScreen {
  readonly file = this.root.getByLabel(/^Choose (a|another) photo$/);
  readonly remove = this.root.getByRole('button', { name: 'Remove photo' });
  readonly fileError = this.root.locator('.field__error');

  constructor(page: Page) {
    super(page, 'photo-page', '/app/photo', 'Your photo');
  }

  async choose(name: string, mimeType: string, buffer: Buffer): Promise<void> {
    await this.file.setInputFiles({ name, mimeType, buffer });
  }
}
