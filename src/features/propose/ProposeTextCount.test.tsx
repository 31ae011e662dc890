// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../public/specific/locales/en/panelist.json';
import { englishForTests } from '../../i18n/englishForTests';
import { ProposeForm } from './ProposeForm';

vi.mock('./api', () => ({ proposeQuestion: vi.fn() }));

const limits = { maxChoices: 8, minChoices: 2, maxChoiceLength: 150, maxQuestionLength: 500, defaultCustomChoices: 3 };

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
});
afterEach(cleanup);

const text = () => screen.getByRole('textbox', { name: en.propose.text.label });

describe('the question\'s character count', () => {
  it('describes the text box with the characters used of the limit, counting as the server does', () => {
    render(<I18nextProvider i18n={i18n}><ProposeForm scales={[]} counts={new Map()} limits={limits} onProposed={() => undefined} /></I18nextProvider>);
    expect(screen.getByText('0 of 500 characters')).toBeTruthy();
    fireEvent.change(text(), { target: { value: 'Tea or 🍵?' } });
    // The emoji is one character, as the server's limit counts it.
    const count = screen.getByText('9 of 500 characters');
    expect(text().getAttribute('aria-describedby')).toBe(count.id);
  });

  it('stops at the limit without splitting a character', () => {
    render(<I18nextProvider i18n={i18n}><ProposeForm scales={[]} counts={new Map()} limits={{ ...limits, maxQuestionLength: 5 }} onProposed={() => undefined} /></I18nextProvider>);
    fireEvent.change(text(), { target: { value: 'Tea 🇰🇿' } });
    expect((text() as HTMLTextAreaElement).value).toBe('Tea ');
    expect(screen.getByText('4 of 5 characters')).toBeTruthy();
  });

  it('at the limit, what is typed or pasted in the middle is refused; the end of the text stays and so does the caret', async () => {
    render(<I18nextProvider i18n={i18n}><ProposeForm scales={[]} counts={new Map()} limits={{ ...limits, maxQuestionLength: 10 }} onProposed={() => undefined} /></I18nextProvider>);
    const box = text() as HTMLTextAreaElement;
    box.focus();
    editAs(box, 'aaaaaWORLD', 10);
    editAs(box, 'XaaaaaWORLD', 1);
    expect(box.value).toBe('aaaaaWORLD');
    await waitFor(() => expect(box.selectionStart).toBe(0));

    editAs(box, 'abcEND', 6);
    editAs(box, 'ab123456cEND', 8);
    expect(box.value).toBe('ab1234cEND');
    await waitFor(() => expect(box.selectionStart).toBe(6));
  });
});

/** An edit as the browser makes it: the field's new text, the caret after what was typed, then the input event. */
function editAs(box: HTMLTextAreaElement, value: string, caret: number): void {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(box, value);
  box.setSelectionRange(caret, caret);
  fireEvent.input(box);
}
