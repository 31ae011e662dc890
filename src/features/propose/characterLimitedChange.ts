import type { ChangeEvent } from 'react';
import { fitEdit } from './proposeForm';

/**
 * The change handler of a text field held to `max` characters (`fitEdit`): an edit past the limit
 * keeps the text already there, and the caret stays after what was kept instead of jumping to the end.
 */
export function characterLimitedChange<E extends HTMLInputElement | HTMLTextAreaElement>(
  current: string,
  max: number,
  onValue: (text: string) => void,
): (event: ChangeEvent<E>) => void {
  return (event) => {
    const field = event.target;
    const { text, caret } = fitEdit(current, field.value, max, field.selectionEnd ?? field.value.length);
    onValue(text);
    if (caret === null) return;
    // After React has put the kept text back into the field (which moves the caret to its end).
    queueMicrotask(() => {
      if (document.activeElement === field) field.setSelectionRange(caret, caret);
    });
  };
}
