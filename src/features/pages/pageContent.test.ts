import { describe, expect, it } from 'vitest';
import { resolveTicketVariants } from './pageContent';

const entries: [string, string | null][] = [
  ['join', 'Join'],
  ['tickets', 'About tickets'],
  ['tickets_noTickets', null],
  ['convert', 'Points to tickets or prizes'],
  ['convert_noTickets', 'Points to prizes'],
];

describe('resolveTicketVariants', () => {
  it('drops the variants while the site has tickets', () => {
    expect(resolveTicketVariants(entries, false)).toEqual([['join', 'Join'], ['tickets', 'About tickets'], ['convert', 'Points to tickets or prizes']]);
  });

  it('puts each variant in its namesake place, and leaves out those set to null, with tickets off', () => {
    expect(resolveTicketVariants(entries, true)).toEqual([['join', 'Join'], ['convert', 'Points to prizes']]);
  });

  it('keeps an entry without a variant as it is either way', () => {
    expect(resolveTicketVariants([['data', 'Your data']], true)).toEqual([['data', 'Your data']]);
  });
});
