import type { Locator, Page } from '@playwright/test';

/** A toast at the bottom centre with this text, as it is seen (screen readers hear the announcer instead). */
export const toast = (page: Page, text: string): Locator => page.getByTestId('toasts').getByText(text);

/** What the toasts' live region says: politely (information, success) or assertively (errors, warnings). */
export const toastAnnouncement = (page: Page, politeness: 'polite' | 'assertive'): Locator => page.getByTestId(`toast-announcer-${politeness}`);
