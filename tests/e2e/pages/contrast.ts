/** WCAG 2 contrast of two CSS colours as the browser computes them (`rgb(r, g, b)` or `rgba(r, g, b, a)`, opaque). */
export function contrastRatio(foreground: string, background: string): number {
  const first = relativeLuminance(foreground);
  const second = relativeLuminance(background);
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

function relativeLuminance(color: string): number {
  const match = /^rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)/.exec(color.trim());
  if (!match) throw new Error(`not a computed rgb() colour: ${color}`);
  const linear = (channel: string | undefined) => {
    const value = Number(channel) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(match[1]) + 0.7152 * linear(match[2]) + 0.0722 * linear(match[3]);
}

/** WCAG AA for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;
