import { characterCount } from './validation';

/** Characters as a reader sees them: an emoji, a flag or a letter with its combining accent is one. */
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The longest start of the text made of whole characters as a reader sees them and holding at most
 * `maxCodePoints` code points (the unit the request schemas and PostgreSQL's varchar count): a cut by
 * UTF-16 units can leave half of an emoji, shown as a replacement mark, or a letter without its accent.
 */
export function leadingText(text: string, maxCodePoints: number): string {
  let end = 0;
  let used = 0;
  for (const { index, segment } of graphemes.segment(text)) {
    used += characterCount(segment);
    if (used > maxCodePoints) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/** The first character as a reader sees it, whole ("" for an empty text). */
export function firstCharacter(text: string): string {
  for (const { segment } of graphemes.segment(text)) return segment;
  return '';
}

/** At most `maxCodePoints` code points: a longer text is cut between whole characters and ends with "…". */
export function shortened(text: string, maxCodePoints: number): string {
  if (characterCount(text) <= maxCodePoints) return text;
  return `${leadingText(text, maxCodePoints - 1).trimEnd()}…`;
}
