import { describe, expect, it } from 'vitest';
import kk from '../../public/specific/locales/kk/panelist.json';
import { localeTexts } from './localeTexts';

describe('Kazakh ticket numbers', () => {
  // "60 билет" reads as sixty tickets: a ticket's number is written "№60 билет".
  it('write a raffle ticket\'s number after the number sign', () => {
    const withTicket = localeTexts(kk).filter(([, text]) => text.includes('{{ticket}}'));
    expect(withTicket.length).toBeGreaterThan(0);
    expect(withTicket.filter(([, text]) => !text.includes('№{{ticket}}')).map(([key]) => key)).toEqual([]);
  });
});
