import { describe, expect, it } from 'vitest';
import { splitTaggedText } from './taggedText';

describe('splitTaggedText', () => {
  it('cuts a sentence at its tagged words', () => {
    expect(splitTaggedText('I agree with the <doc>General Terms</doc>.', 'doc')).toEqual([
      { text: 'I agree with the ', tagged: false },
      { text: 'General Terms', tagged: true },
      { text: '.', tagged: false },
    ]);
  });

  it('reads a tag at the start, several pairs, and a sentence without the tag', () => {
    expect(splitTaggedText('<doc>A</doc> and <doc>B</doc>', 'doc')).toEqual([
      { text: 'A', tagged: true },
      { text: ' and ', tagged: false },
      { text: 'B', tagged: true },
    ]);
    expect(splitTaggedText('No link here', 'doc')).toEqual([{ text: 'No link here', tagged: false }]);
  });

  it('leaves an unclosed tag and other tags as they are', () => {
    expect(splitTaggedText('Broken <doc>terms', 'doc')).toEqual([{ text: 'Broken <doc>terms', tagged: false }]);
    expect(splitTaggedText('<b>x</b>', 'doc')).toEqual([{ text: '<b>x</b>', tagged: false }]);
  });
});
