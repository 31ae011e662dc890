import { describe, expect, it } from 'vitest';
import { isInAudience, questAccess } from './quest-access-rules';

const member = { languageId: 1, panelSegment: 'students' };
const quest = { languageId: 1, panelSegment: null, open: true };

describe('quest audience', () => {
  it('is the member\'s language, and the segment when the quest has one', () => {
    expect(isInAudience(quest, member)).toBe(true);
    expect(isInAudience({ ...quest, languageId: 2 }, member)).toBe(false);
    expect(isInAudience({ ...quest, panelSegment: 'students' }, member)).toBe(true);
    expect(isInAudience({ ...quest, panelSegment: 'retired' }, member)).toBe(false);
    expect(isInAudience({ ...quest, panelSegment: 'students' }, { ...member, panelSegment: null })).toBe(false);
  });
});

describe('quest access', () => {
  it('is notFound without a quest', () => {
    expect(questAccess(undefined, member, undefined)).toBe('notFound');
  });

  it('lets a member open an open quest of their audience', () => {
    expect(questAccess(quest, member, undefined)).toBe('ok');
  });

  it('refuses a quest that is not open, unless the member finished it', () => {
    const closed = { ...quest, open: false };
    expect(questAccess(closed, member, undefined)).toBe('notOpen');
    expect(questAccess(closed, member, 'started')).toBe('notOpen');
    for (const finished of ['completed', 'speedster', 'screenout'] as const) expect(questAccess(closed, member, finished)).toBe('ok');
  });

  it('refuses another audience\'s quest, unless the member already started it', () => {
    const other = { ...quest, languageId: 2 };
    expect(questAccess(other, member, undefined)).toBe('notForMember');
    expect(questAccess({ ...quest, panelSegment: 'retired' }, member, undefined)).toBe('notForMember');
    expect(questAccess(other, member, 'started')).toBe('ok');
  });
});
