import { describe, expect, it } from 'vitest';
import { cardOpenness, isClosedByDates } from './cardOpenness';

const NOW = Date.parse('2026-06-01T12:00:00.000Z');
const open = { dateStart: '2026-05-01T00:00:00.000Z', dateEnd: '2026-07-01T00:00:00.000Z' };
const ended = { dateStart: '2026-05-01T00:00:00.000Z', dateEnd: '2026-05-31T00:00:00.000Z' };
// A stand-by proposal: its end is its start.
const standby = { dateStart: '2026-05-01T00:00:00.000Z', dateEnd: '2026-05-01T00:00:00.000Z' };

describe('cardOpenness', () => {
  it('lets the member answer a card within its dates, or with no end', () => {
    expect(cardOpenness(open, NOW, null)).toEqual({ kind: 'answerable' });
    expect(cardOpenness({ dateStart: open.dateStart, dateEnd: null }, NOW, null)).toEqual({ kind: 'answerable' });
    expect(cardOpenness(open, NOW, 'accepted')).toEqual({ kind: 'answerable' });
  });

  it('shows a card closed by its dates read-only', () => {
    expect(cardOpenness(ended, NOW, null)).toEqual({ kind: 'readOnly', status: 'closed' });
    expect(cardOpenness(standby, NOW, null)).toEqual({ kind: 'readOnly', status: 'closed' });
    const standbyLater = { dateStart: '2026-07-01T00:00:00.000Z', dateEnd: '2026-07-01T00:00:00.000Z' };
    expect(cardOpenness(standbyLater, NOW, null)).toEqual({ kind: 'readOnly', status: 'closed' });
  });

  it("shows the member's own stand-by or rejected proposal read-only with its status, whatever its dates", () => {
    expect(cardOpenness(standby, NOW, 'standby')).toEqual({ kind: 'readOnly', status: 'standby' });
    expect(cardOpenness(open, NOW, 'standby')).toEqual({ kind: 'readOnly', status: 'standby' });
    expect(cardOpenness(open, NOW, 'rejected')).toEqual({ kind: 'readOnly', status: 'rejected' });
    expect(cardOpenness(ended, NOW, 'accepted')).toEqual({ kind: 'readOnly', status: 'accepted' });
  });

  it('closes a card at its end, not after', () => {
    expect(isClosedByDates({ dateStart: open.dateStart, dateEnd: new Date(NOW).toISOString() }, NOW)).toBe(true);
    expect(isClosedByDates({ dateStart: open.dateStart, dateEnd: new Date(NOW + 1).toISOString() }, NOW)).toBe(false);
  });
});
