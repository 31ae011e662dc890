import { describe, expect, it } from 'vitest';
import { parsePushPayload, pushTarget, windowForClick, windowForModal } from './push-rules';

const origin = 'https://panel.example';
const w = (id: string, path: string, visible: boolean, focused = false, controlled = true) => ({ id, url: `${origin}${path}`, visible, focused, controlled });

describe('parsePushPayload', () => {
  it('reads FCM\'s notification and data', () => {
    expect(parsePushPayload({ notification: { title: 'New survey', body: 'Five minutes' }, data: { quest_id: '42' } }, 'Panelist'))
      .toEqual({ title: 'New survey', body: 'Five minutes', questId: '42' });
  });

  it('falls back to the app name and drops a quest id that is not a number', () => {
    expect(parsePushPayload({ data: { quest_id: '../../evil' } }, 'Panelist')).toEqual({ title: 'Panelist', body: '', questId: null });
    expect(parsePushPayload('garbage', 'Panelist')).toEqual({ title: 'Panelist', body: '', questId: null });
    expect(parsePushPayload({ data: { quest_id: 7 } }, 'P').questId).toBe('7');
  });

  it('shortens a long title or text to whole characters and an ellipsis', () => {
    // The 500th character is an emoji: a cut by UTF-16 units would show half of it.
    const long = `${'x'.repeat(499)}😀😀`;
    expect(parsePushPayload({ notification: { title: long, body: long } }, 'P')).toEqual({ title: `${'x'.repeat(499)}…`, body: `${'x'.repeat(499)}…`, questId: null });
    expect(parsePushPayload({ notification: { body: `${'x'.repeat(499)}😀` } }, 'P').body).toBe(`${'x'.repeat(499)}😀`);
  });
});

describe('pushTarget', () => {
  it('opens the quest\'s survey runner, else the feed', () => {
    expect(pushTarget('42')).toBe('/polls/42?pushNotification=true');
    expect(pushTarget(null)).toBe('/app/');
  });
});

describe('windowForModal', () => {
  it('picks the focused visible app window', () => {
    expect(windowForModal([w('a', '/app/', true), w('b', '/app/history', true, true)], origin)?.id).toBe('b');
  });

  it('hands the push to a window loaded at / or /login too: the app may have moved on since, and the page decides', () => {
    expect(windowForModal([w('a', '/login', true, true)], origin)?.id).toBe('a');
    expect(windowForModal([w('a', '/app/', false), w('b', '/', true)], origin)?.id).toBe('b');
  });

  it('shows a notification instead when no app window is visible', () => {
    expect(windowForModal([w('a', '/app/', false)], origin)).toBeNull();
    expect(windowForModal([{ id: 'x', url: 'https://other.example/app/', visible: true, focused: true, controlled: true }], origin)).toBeNull();
    // The API's documentation page is the site's, but shows no modal.
    expect(windowForModal([w('a', '/app/', false), w('d', '/rest/docs', true, true)], origin)).toBeNull();
    expect(windowForModal([w('a', '/app/', true), w('d', '/rest/docs', true, true)], origin)?.id).toBe('a');
  });
});

describe('windowForClick', () => {
  it('prefers the focused window, then a visible one, then any of ours; null opens a new one', () => {
    expect(windowForClick([w('a', '/app/', false), w('b', '/login', true)], origin)?.id).toBe('b');
    expect(windowForClick([w('a', '/app/', false), w('b', '/', false, true)], origin)?.id).toBe('b');
    expect(windowForClick([w('a', '/app/', false)], origin)?.id).toBe('a');
    expect(windowForClick([], origin)).toBeNull();
  });

  it('prefers a window the worker controls, and never picks an uncontrolled one (it cannot be navigated): null opens a new one', () => {
    expect(windowForClick([w('a', '/app/', true, true, false), w('b', '/app/history', false)], origin)?.id).toBe('b');
    expect(windowForClick([w('a', '/app/', true, true, false)], origin)).toBeNull();
    expect(windowForClick([w('a', '/login', false, false, false), w('b', '/', true, false, false)], origin)).toBeNull();
  });
});
