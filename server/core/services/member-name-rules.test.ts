import { describe, expect, it } from 'vitest';
import { shortMemberName } from './member-name-rules';

describe('shortMemberName', () => {
  it('is the first name and the initial of the last name', () => {
    expect(shortMemberName('Dana', 'Serik')).toBe('Dana S.');
    expect(shortMemberName(' Dana ', ' serik')).toBe('Dana s.');
  });

  it('takes the initial whole', () => {
    expect(shortMemberName('Dana', '😀Star')).toBe('Dana 😀.');
    expect(shortMemberName('Дана', 'Е\u0308лкина')).toBe('Дана Е\u0308.');
  });

  it('leaves out a missing part, and is empty without either', () => {
    expect(shortMemberName('Dana', '')).toBe('Dana');
    expect(shortMemberName('', 'Serik')).toBe('S.');
    expect(shortMemberName('', '  ')).toBe('');
  });
});
