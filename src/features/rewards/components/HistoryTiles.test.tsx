// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { HistoryTiles } from './HistoryTiles';

afterEach(cleanup);

const value = (tile: string) => screen.getByTestId(`history-tile-${tile}`).querySelector('.reward-tiles__value')!;

describe('the My activity tiles', () => {
  it('show their figures once known', () => {
    render(<HistoryTiles days={7} pointsAccumulated={100} pollsAnswered={10} tickets={2} />);
    expect([value('points').textContent, value('tickets').textContent, value('polls').textContent]).toEqual(['100', '2', '10']);
  });

  it('never show a 0 they do not know: busy while loading, marked not available when the log could not be read', () => {
    render(<HistoryTiles days={7} pointsAccumulated="loading" pollsAnswered="unknown" tickets={null} />);
    expect(value('points').textContent).toBe('…');
    expect(value('points').getAttribute('aria-busy')).toBe('true');
    expect(value('points').getAttribute('aria-label')).toBe('rewards.history.tiles.loading');
    expect(value('polls').textContent).toBe('–');
    expect(value('polls').getAttribute('aria-label')).toBe('rewards.history.tiles.unknown');
    expect(screen.queryByTestId('history-tile-tickets')).toBeNull();
  });
});
