import { expect, test } from './fixtures';
import { LayoutPage } from './pages/LayoutPage';
import { PanelApi } from './pages/PanelApi';
import { PhotoSettingsPage, ProfileSettingsPage } from './pages/ProfilePage';
import { signIn } from './pages/signIn';

/** A 1 × 1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe('Profile settings', () => {
  test('a member edits the profile, is stopped by a bad name, saves, and the sidebar shows the new name and avatar', async ({ page, request, outbox }) => {
    const member = await new PanelApi(request).registerMember(outbox, { user_surname: 'Dana', user_lastname: 'Polls' });
    await signIn(page, member.email, member.password);
    const layout = new LayoutPage(page);
    const profile = new ProfileSettingsPage(page);
    await profile.openFromProfileMenu();

    await expect(profile.firstName).toHaveValue('Dana');
    await expect(profile.email).toHaveValue(member.email);
    await expect(profile.email).not.toBeEditable();
    await expect(page.getByTestId('user-name')).toHaveText('DANA POLLS');
    await expect(page.getByTestId('avatar-unknown')).toBeVisible();

    await profile.fill({ firstName: 'Aigerim!', lastName: 'Nurlanova', birthdate: '1990-05-17', sex: 'Female', county: 'Almaty Region', city: 'Talgar' });
    await profile.save.click();
    const nameError = profile.errorOf(profile.firstName);
    await expect(nameError).toHaveText('Please enter a name without special characters.');
    await expect(profile.firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(profile.firstName).toBeFocused();
    await expect(profile.firstName).toHaveAccessibleDescription('Please enter a name without special characters.');
    await expect(page.getByTestId('user-name')).toHaveText('DANA POLLS');

    await profile.fill({ firstName: '' });
    await profile.save.click();
    await expect(nameError).toHaveText('Please enter your first name.');
    await profile.fill({ firstName: 'A'.repeat(150) });
    await expect(profile.firstName).toHaveValue('A'.repeat(100));

    await profile.fill({ firstName: 'Aigerim', phone: '+7 701 123 45 67' });
    await profile.save.click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await expect(nameError).toHaveCount(0);
    await expect(page.getByTestId('user-name')).toHaveText('AIGERIM NURLANOVA');
    await expect(layout.leftSidebar.getByTestId('avatar-female')).toBeVisible();

    // Stored: a fresh load shows what was saved, the city's region chosen again.
    await profile.open();
    await expect(profile.lastName).toHaveValue('Nurlanova');
    await expect(profile.birthdate).toHaveValue('1990-05-17');
    await expect(profile.sex).toHaveValue('F');
    await expect(profile.county.locator('option:checked')).toHaveText('Almaty Region');
    await expect(profile.city.locator('option:checked')).toHaveText('Talgar');
    await expect(profile.phone).toHaveValue('+77011234567');
  });

  test('a phone the phone rule refuses is not sent', async ({ page, request, outbox }) => {
    const member = await new PanelApi(request).registerMember(outbox);
    await signIn(page, member.email, member.password);
    const profile = new ProfileSettingsPage(page);
    await profile.open();
    await profile.fill({ birthdate: '1990-05-17', sex: 'Male', county: 'Astana', city: 'Astana', phone: '12-ab' });
    await profile.save.click();
    await expect(profile.errorOf(profile.phone)).toHaveText('Please enter a valid phone number.');
    await expect(profile.phone).toBeFocused();
    await expect(page.getByText('Your profile has been saved.')).toHaveCount(0);
  });

  test('a member sets a photo, sees it in the sidebar instead of the avatar, and removes it; a file of another type is refused', async ({ page, request, outbox }) => {
    const member = await new PanelApi(request).registerMember(outbox);
    await signIn(page, member.email, member.password);
    const layout = new LayoutPage(page);
    const photo = new PhotoSettingsPage(page);
    await photo.open();
    await expect(layout.leftSidebar.getByTestId('avatar-unknown')).toBeVisible();

    await photo.choose('me.png', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    await expect(photo.fileError).toHaveText('Please choose a PNG, JPEG or WebP picture.');
    await expect(photo.file).toHaveAccessibleDescription(/Please choose a PNG, JPEG or WebP picture\./);

    await photo.choose('me.png', 'image/png', PNG);
    await expect(page.getByText('Your photo has been saved.')).toBeVisible();
    await expect(photo.fileError).toHaveCount(0);
    const sidebarPhoto = layout.leftSidebar.getByRole('img', { name: 'Your photo' });
    await expect(sidebarPhoto).toBeVisible();
    await expect(layout.leftSidebar.getByTestId('avatar-unknown')).toHaveCount(0);

    // Kept on the server: a fresh load shows it again.
    await page.reload();
    await expect(sidebarPhoto).toBeVisible();

    await photo.remove.click();
    await expect(page.getByText('Your photo has been removed.')).toBeVisible();
    await expect(layout.leftSidebar.getByTestId('avatar-unknown')).toBeVisible();
    await expect(photo.remove).toHaveCount(0);
  });
});
