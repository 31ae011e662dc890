// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { englishForTests } from '../../i18n/englishForTests';
import { ChoiceEditor } from './ChoiceEditor';
import { newChoice } from './proposeForm';
import { clearWarning, warn } from './warn';

vi.mock('./warn', () => ({ warn: vi.fn(), clearWarning: vi.fn() }));

const limits = { maxChoices: 8, minChoices: 2, maxChoiceLength: 150, maxQuestionLength: 500 };

/** The editor over its own state, as the form holds it. */
function Editor({ initial }: { initial: string[] }) {
  const [choices, setChoices] = useState(() => initial.map((label) => newChoice(label)));
  return <ChoiceEditor choices={choices} limits={limits} onChange={setChoices} />;
}

const inputs = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const labels = () => inputs().map((input) => input.value);

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('ChoiceEditor', () => {
  it('describes each drag handle in the member\'s language, not with the drag library\'s English word', () => {
    render(<Editor initial={['a', 'b']} />);
    const handles = screen.getAllByRole('button', { name: 'propose.choices.drag' });
    expect(handles.map((handle) => handle.getAttribute('aria-roledescription'))).toEqual(['propose.choices.roleDescription', 'propose.choices.roleDescription']);
  });

  it('announces a choice picked up from the keyboard as picked up, not as moved onto its own place', async () => {
    render(<Editor initial={['a', 'b', 'c']} />);
    const handle = screen.getAllByRole('button', { name: 'propose.choices.drag' })[0]!;
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    const liveRegion = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';
    await vi.waitFor(() => expect(liveRegion()).toBe('propose.choices.announce.start'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(liveRegion()).toBe('propose.choices.announce.start');
  });

  it('offers delete buttons only while there are more than 2 choices', () => {
    render(<Editor initial={['a', 'b', 'c']} />);
    expect(screen.getAllByRole('button', { name: 'propose.choices.delete' })).toHaveLength(3);
    fireEvent.click(screen.getAllByRole('button', { name: 'propose.choices.delete' })[0]!);
    expect(labels()).toEqual(['b', 'c']);
    expect(document.activeElement).toBe(inputs()[0]);
    expect(screen.queryAllByRole('button', { name: 'propose.choices.delete' })).toHaveLength(0);
  });

  it('adds up to 8 choices and refuses a 9th with its warning', () => {
    render(<Editor initial={['1', '2', '3', '4', '5', '6', '7']} />);
    fireEvent.click(screen.getByRole('button', { name: 'propose.choices.add' }));
    expect(inputs()).toHaveLength(8);
    expect(document.activeElement).toBe(inputs()[7]);
    fireEvent.click(screen.getByRole('button', { name: 'propose.choices.add' }));
    expect(inputs()).toHaveLength(8);
    expect(warn).toHaveBeenCalledWith('propose.problems.tooManyChoices');
    // One deleted, the list is below the maximum: the warning goes.
    expect(clearWarning).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: 'propose.choices.delete' })[7]!);
    expect(clearWarning).toHaveBeenCalledWith('propose.problems.tooManyChoices');
  });

  it('edits a label and moves choices with the buttons, the first never up, the last never down', () => {
    render(<Editor initial={['Tea', 'Coffee', 'Water']} />);
    fireEvent.input(inputs()[1]!, { target: { value: 'Juice' } });
    expect(labels()).toEqual(['Tea', 'Juice', 'Water']);
    const up = screen.getAllByRole('button', { name: 'propose.choices.up' }) as HTMLButtonElement[];
    const down = screen.getAllByRole('button', { name: 'propose.choices.down' }) as HTMLButtonElement[];
    expect(up[0]!.disabled).toBe(true);
    expect(down[2]!.disabled).toBe(true);
    fireEvent.click(down[0]!);
    expect(labels()).toEqual(['Juice', 'Tea', 'Water']);
    // The focus follows the moved choice.
    expect(document.activeElement).toBe(screen.getAllByRole('button', { name: 'propose.choices.down' })[1]);
    fireEvent.click(screen.getAllByRole('button', { name: 'propose.choices.up' })[2]!);
    expect(labels()).toEqual(['Juice', 'Water', 'Tea']);
    expect(document.activeElement).toBe(screen.getAllByRole('button', { name: 'propose.choices.up' })[1]);
  });

  it('labels every input and caps its length', () => {
    render(<Editor initial={['a', 'b']} />);
    expect(screen.getAllByLabelText('propose.choices.label')).toHaveLength(2);
    fireEvent.change(inputs()[0]!, { target: { value: '🍵'.repeat(151) } });
    expect(inputs()[0]!.value).toBe('🍵'.repeat(150));
  });
});

// Last: it installs the shipped English texts, which the tests above do without (they read keys).
describe('ChoiceEditor in English', () => {
  it("states the site's own limits in its hint", async () => {
    const i18n = await englishForTests();
    const narrow = { ...limits, minChoices: 3, maxChoices: 6, maxChoiceLength: 80 };
    render(<I18nextProvider i18n={i18n}><ChoiceEditor choices={['a', 'b', 'c'].map((label) => newChoice(label))} limits={narrow} onChange={() => {}} /></I18nextProvider>);
    expect(screen.getByText(/^Between 3 and 6 choices, each at most 80 characters\./)).toBeTruthy();
    expect(screen.getAllByRole('textbox').map((input) => input.getAttribute('placeholder'))).toEqual(['Choice 1 (max 80)', 'Choice 2 (max 80)', 'Choice 3 (max 80)']);
  });
});
