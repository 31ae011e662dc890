import { describe, expect, it } from 'vitest';
import { questAccessFor, questionAccess, type QuestionFacts, type Viewer } from './question-access-rules';

const member: Viewer = { kind: 'member', userId: 7, languageId: 1, panelSegment: 'students' };
const guest: Viewer = { kind: 'guest', userId: 8 };
const visitor: Viewer = { kind: 'visitor' };
const poll: QuestionFacts = { isPublic: true, open: true, startsLater: false, proposal: undefined };
const openQuest = { languageId: 1, panelSegment: null, open: true };

describe('questAccessFor (a quest\'s questions)', () => {
  it('applies the runner\'s rule to members: language, segment, open', () => {
    expect(questAccessFor(openQuest, member, undefined)).toBe('ok');
    expect(questAccessFor({ ...openQuest, panelSegment: 'retired' }, member, undefined)).toBe('notForMember');
    expect(questAccessFor({ ...openQuest, languageId: 2 }, member, undefined)).toBe('notForMember');
    expect(questAccessFor({ ...openQuest, open: false }, member, undefined)).toBe('notOpen');
    expect(questAccessFor(undefined, member, undefined)).toBe('notFound');
  });

  it('shows guests and visitors an open quest of no segment, in any language, and never a segment\'s quest', () => {
    for (const viewer of [guest, visitor]) {
      expect(questAccessFor(openQuest, viewer, undefined)).toBe('ok');
      expect(questAccessFor({ ...openQuest, languageId: 2 }, viewer, undefined)).toBe('ok');
      expect(questAccessFor({ ...openQuest, panelSegment: 'students' }, viewer, undefined)).toBe('notForMember');
      expect(questAccessFor({ ...openQuest, open: false }, viewer, undefined)).toBe('notOpen');
    }
    expect(questAccessFor({ ...openQuest, open: false }, guest, 'completed')).toBe('ok');
  });
});

describe('questionAccess', () => {
  it('hides a missing question and a pending proposal\'s from all but its proposer', () => {
    expect(questionAccess(undefined, null, member, undefined)).toBe('notFound');
    const pending = { ...poll, isPublic: false, open: false, proposal: { userId: 7, status: 0 } };
    expect(questionAccess(pending, null, member, undefined)).toBe('ok');
    expect(questionAccess(pending, null, { ...member, userId: 9 }, undefined)).toBe('notFound');
    expect(questionAccess(pending, null, visitor, undefined)).toBe('notFound');
    expect(questionAccess({ ...pending, isPublic: true, open: true, proposal: { userId: 7, status: 1 } }, null, visitor, undefined)).toBe('ok');
  });

  it('hides a question whose start is ahead from everyone', () => {
    for (const viewer of [member, guest, visitor]) {
      expect(questionAccess({ ...poll, startsLater: true }, null, viewer, undefined)).toBe('notStarted');
      expect(questionAccess({ ...poll, open: false, startsLater: true }, null, viewer, undefined, 'answer')).toBe('notStarted');
    }
  });

  it('hides the questions of a quest whose start is ahead, to read or to answer', () => {
    for (const viewer of [member, guest, visitor]) {
      expect(questionAccess(poll, { ...openQuest, open: false, startsLater: true }, viewer, undefined)).toBe('notStarted');
      expect(questionAccess(poll, { ...openQuest, open: false, startsLater: true }, viewer, undefined, 'answer')).toBe('notStarted');
    }
    expect(questionAccess(poll, { ...openQuest, open: false, startsLater: false }, member, undefined, 'answer')).toBe('notOpen');
  });

  it('reads a quest\'s question by the quest\'s rule, the same as the runner', () => {
    expect(questionAccess(poll, { ...openQuest, panelSegment: 'retired' }, member, undefined)).toBe('notForMember');
    expect(questionAccess(poll, { ...openQuest, open: false }, member, undefined)).toBe('notOpen');
    expect(questionAccess(poll, { ...openQuest, panelSegment: 'students' }, guest, undefined)).toBe('notForMember');
    expect(questionAccess(poll, undefined, member, undefined)).toBe('notFound');
    expect(questionAccess(poll, openQuest, member, undefined)).toBe('ok');
  });

  it('shows guests and visitors public questions only', () => {
    expect(questionAccess({ ...poll, isPublic: false }, null, guest, undefined)).toBe('guestNotAllowed');
    expect(questionAccess({ ...poll, isPublic: false }, null, visitor, undefined)).toBe('guestNotAllowed');
    expect(questionAccess({ ...poll, isPublic: false }, null, member, undefined)).toBe('ok');
  });

  it('lets a closed question be read (its results), but answered only while open and before the run is finished', () => {
    const closed = { ...poll, open: false };
    expect(questionAccess(closed, null, member, undefined)).toBe('ok');
    expect(questionAccess(closed, null, member, undefined, 'answer')).toBe('notOpen');
    expect(questionAccess(poll, openQuest, member, 'completed', 'answer')).toBe('finished');
    expect(questionAccess(poll, { ...openQuest, open: false }, member, 'completed', 'answer')).toBe('notOpen');
    expect(questionAccess(poll, { ...openQuest, open: false }, member, 'completed')).toBe('ok');
    expect(questionAccess(poll, openQuest, member, 'started', 'answer')).toBe('ok');
  });
});
