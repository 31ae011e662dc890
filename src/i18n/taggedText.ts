/** A piece of a translated sentence: plain text, or the text a tag such as `<doc>…</doc>` wraps. */
export interface TextPiece {
  text: string;
  tagged: boolean;
}

/**
 * A translated sentence cut at one tag's pairs (`<doc>terms</doc>`), so a component can render the
 * wrapped words as a link without react-i18next's Trans and its HTML parser in the first load. An
 * unclosed tag is left as plain text.
 */
export function splitTaggedText(sentence: string, tag: string): TextPiece[] {
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  const pieces: TextPiece[] = [];
  let rest = sentence;
  for (;;) {
    const start = rest.indexOf(open);
    const end = start < 0 ? -1 : rest.indexOf(close, start + open.length);
    if (end < 0) break;
    if (start > 0) pieces.push({ text: rest.slice(0, start), tagged: false });
    pieces.push({ text: rest.slice(start + open.length, end), tagged: true });
    rest = rest.slice(end + close.length);
  }
  if (rest !== '') pieces.push({ text: rest, tagged: false });
  return pieces;
}
