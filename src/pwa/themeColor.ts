/** The brand colour: the header, the boot shell, the browser's theme-color and the manifest's theme_color. */
export const THEME_COLOR = '#1f4e8c';
