/** The language of the manifest the build links in the shell (vite-plugin-pwa's `manifest.webmanifest`). */
export const MANIFEST_LANGUAGE = 'en';

/** Where the manifest of a language is: the shell's own, or the one the build made from that language's texts. */
export const manifestAddress = (language: string): string =>
  language === MANIFEST_LANGUAGE ? '/manifest.webmanifest' : `/manifest.${language}.webmanifest`;

/**
 * Points the page's manifest link at its language's manifest, so installing the app names it, and
 * its shortcuts, in the member's language. Only for a language whose texts were found: the build
 * makes a manifest for each translation it ships.
 */
export function linkManifest(language: string, head: ParentNode = document.head): void {
  const link = head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const address = manifestAddress(language);
  if (link && link.getAttribute('href') !== address) link.setAttribute('href', address);
}
