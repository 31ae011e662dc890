// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QuestionCard } from '@contract/schemas/entities';
import en from '../../../../public/specific/locales/en/panelist.json';
import { englishForTests } from '../../../i18n/englishForTests';
import { AnsweredQuestion } from './AnsweredQuestion';

const question = { id: 70, text: 'Tea or coffee?', choices: [{ id: 1, label: 'Tea', value: 1 }, { id: 2, label: 'Coffee', value: 2 }] } as unknown as QuestionCard;

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The browser's connection as navigator.onLine reports it, announced with its event. */
function connection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

describe('an answered survey question still in the queue', () => {
  it('says it is being sent while the browser is online, and that it waits for the network while offline', () => {
    connection(true);
    render(<I18nextProvider i18n={i18n}><AnsweredQuestion question={question} values={[2]} pending /></I18nextProvider>);
    expect(screen.getByText(en.polls.status.sending)).toBeTruthy();
    connection(false);
    expect(screen.getByText(en.polls.status.pending)).toBeTruthy();
    expect(screen.queryByText(en.polls.status.sending)).toBeNull();
  });
});
