import { characterCount } from './validation';

/**
 * The text's characters as a reader sees them: an emoji, a flag or a letter with its combining accent
 * is one. Where the runtime has no Intl.Segmenter (Firefox before 125, which may run the service
 * worker), by code point: never half of an emoji, though an accent may part from its letter.
 */
function characters(text: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return Array.from(text);
  return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), ({ segment }) => segment);
}

/**
 * The longest start of the text made of whole characters and holding at most `maxCodePoints` code
 * points (the unit the request schemas and PostgreSQL's varchar count): a cut by UTF-16 units can leave
 * half of an emoji, shown as a replacement mark, or a letter without its accent.
 */
export function leadingText(text: string, maxCodePoints: number): string {
  let kept = '';
  let used = 0;
  for (const character of characters(text)) {
    used += characterCount(character);
    if (used > maxCodePoints) break;
    kept += character;
  }
  return kept;
}

/** The first character as a reader sees it, whole ("" for an empty text). */
export function firstCharacter(text: string): string {
  return characters(text)[0] ?? '';
}

/** At most `maxCodePoints` code points: a longer text is cut between whole characters and ends with "…". */
export function shortened(text: string, maxCodePoints: number): string {
  if (characterCount(text) <= maxCodePoints) return text;
  return `${leadingText(text, maxCodePoints - 1).trimEnd()}…`;
}
