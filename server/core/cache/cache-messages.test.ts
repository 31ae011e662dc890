import { describe, expect, it } from 'vitest';
import { parseCacheMessage, syncPayload } from './cache-messages';

describe('cache notifications', () => {
  it('reads what the triggers send', () => {
    expect(parseCacheMessage('content')).toEqual({ kind: 'content' });
    expect(parseCacheMessage('members:3,14')).toEqual({ kind: 'members', userIds: [3, 14] });
    expect(parseCacheMessage('members:*')).toEqual({ kind: 'members', userIds: 'all' });
    expect(parseCacheMessage('details:5')).toEqual({ kind: 'details', userIds: [5] });
    expect(parseCacheMessage('details:*')).toEqual({ kind: 'details', userIds: 'all' });
    expect(parseCacheMessage('answers:3:10,4:11')).toEqual({ kind: 'answers', answers: [{ userId: 3, questionId: 10 }, { userId: 4, questionId: 11 }] });
    expect(parseCacheMessage(syncPayload('a1-2'))).toEqual({ kind: 'sync', marker: 'a1-2' });
  });

  it('drops what it cannot read rather than guessing', () => {
    expect(parseCacheMessage('answers:3,x:4,5:6')).toEqual({ kind: 'answers', answers: [{ userId: 5, questionId: 6 }] });
    expect(parseCacheMessage('members:a,-1,2')).toEqual({ kind: 'members', userIds: [2] });
    expect(parseCacheMessage('something else')).toEqual({ kind: 'unknown' });
  });
});
