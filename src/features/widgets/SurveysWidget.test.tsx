// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ActiveQuest } from '@contract/schemas/entities';
import { englishForTests } from '../../i18n/englishForTests';
import { useActiveSurveys } from '../../stores/activeSurveysStore';
import { SurveysWidget } from './SurveysWidget';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
});
afterEach(() => {
  cleanup();
  act(() => useActiveSurveys.setState({ quests: null }));
});

const quest = (quest_id: number, quest_type: ActiveQuest['quest_type'], quest_points = 50): ActiveQuest => ({
  quest_id, quest_type, quest_title: `Survey ${quest_id}`, quest_description: '', quest_points, status: 'new', q_quest_id: null, estimatedMinutes: 5,
});

// Without a session the widget loads nothing: the list is the store's.
function renderWith(quests: ActiveQuest[] | null) {
  act(() => useActiveSurveys.setState({ quests }));
  render(<I18nextProvider i18n={i18n}><Router><SurveysWidget /></Router></I18nextProvider>);
}

describe('the surveys widget', () => {
  it('names the pinned surveys in their order, each opening its runner with its points', () => {
    renderWith([quest(4, 'test'), quest(7, 'standard', 1500), quest(9, 'profile'), quest(2, 'short', 1)]);
    const pinned = within(screen.getByRole('list', { name: 'Start with these' }));
    const links = pinned.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Survey 7', '/polls/7'],
      ['Survey 2', '/polls/2'],
      ['Survey 9', '/polls/9'],
    ]);
    expect(pinned.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Survey 7 (1.5K points)', 'Survey 2 (1 point)', 'Survey 9 (50 points)']);
    expect(screen.getByText('Open for you now: 4')).toBeTruthy();
    // The test survey is counted but not named: the widget says where it is.
    expect(screen.getByTestId('surveys-not-shown').textContent).toBe('and 1 more on your surveys page');
  });

  it('says nothing more when it names every open survey', () => {
    renderWith([quest(7, 'standard'), quest(2, 'short')]);
    expect(screen.getByText('Open for you now: 2')).toBeTruthy();
    expect(screen.queryByTestId('surveys-not-shown')).toBeNull();
  });

  it('puts profile survey 1 first and names three at most', () => {
    renderWith([quest(3, 'short'), quest(5, 'standard'), quest(6, 'short'), quest(1, 'profile'), quest(8, 'test')]);
    const links = within(screen.getByTestId('pinned-surveys')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/polls/1', '/polls/3', '/polls/5']);
    expect(screen.getByTestId('surveys-not-shown').textContent).toBe('and 2 more on your surveys page');
  });

  it('names none when no survey is pinned, or before the list is loaded', () => {
    renderWith([quest(4, 'test')]);
    expect(screen.queryByTestId('pinned-surveys')).toBeNull();
    cleanup();
    renderWith(null);
    expect(screen.queryByTestId('pinned-surveys')).toBeNull();
    expect(screen.getByRole('link', { name: 'See my surveys' }).getAttribute('href')).toBe('/app/surveys');
  });
});
