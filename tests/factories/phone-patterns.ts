import type { SiteConfig } from '@contract/schemas/site-config';

/**
 * Kazakh mobile numbers (+7 7xx ...), the README's example of `phonePatterns`: tests of the
 * pattern rule configure it, since the default configuration has no pattern.
 */
export const KAZAKH_PHONE_PATTERN = '^\\+?7[ -]?\\(?7\\d{2}\\)?[ -]?\\d{3}[ -]?\\d{2}[ -]?\\d{2}$';

export const withKazakhPhones: Partial<SiteConfig> = { phonePatterns: [KAZAKH_PHONE_PATTERN] };
