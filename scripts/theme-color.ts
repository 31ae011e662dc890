import type { Plugin } from 'vite';
import { THEME_COLOR } from '../src/pwa/themeColor';

const PLACEHOLDER = /%THEME_COLOR%/g;

/** index.html with its %THEME_COLOR% placeholders replaced by the one brand colour. */
export const withThemeColor = (html: string): string => html.replace(PLACEHOLDER, THEME_COLOR);

/** Writes the brand colour into index.html (its theme-color and the boot shell's --theme-color). */
export function themeColorPlugin(): Plugin {
  return { name: 'panelist-theme-color', transformIndexHtml: withThemeColor };
}
