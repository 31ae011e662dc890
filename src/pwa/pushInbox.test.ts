import { describe, expect, it } from 'vitest';
import { pushMessageOf } from './pushInbox';

describe('pushMessageOf', () => {
  it('reads the worker\'s PUSH_MESSAGE', () => {
    expect(pushMessageOf({ type: 'PUSH_MESSAGE', payload: { title: 'New survey', body: 'Hi', url: '/polls/4?pushNotification=true', tag: 'quest-4' } }))
      .toEqual({ title: 'New survey', body: 'Hi', url: '/polls/4?pushNotification=true', tag: 'quest-4' });
  });

  it('ignores other messages and never links off the app', () => {
    expect(pushMessageOf({ type: 'OTHER' })).toBeNull();
    expect(pushMessageOf(null)).toBeNull();
    expect(pushMessageOf({ type: 'PUSH_MESSAGE', payload: { title: 'x', url: 'https://evil.example' } })?.url).toBe('/app/');
    expect(pushMessageOf({ type: 'PUSH_MESSAGE', payload: { title: 'x', url: '//evil.example' } })?.url).toBe('/app/');
  });
});
