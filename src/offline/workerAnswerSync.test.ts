import { describe, expect, it, vi } from 'vitest';
import { ApiError, type Credentials } from '../api/client';
import type { Session } from '../stores/sessionSchema';
import type { AnswerOutcome } from './answerQueueCore';
import { memoryQueueStorage, type QueuedAnswer } from './queueStorage';
import { syncQueueFromWorker, type WorkerSyncDeps } from './workerAnswerSync';

const session: Session = { token: 'tok', user_id: 7, level: 1, forecast_segment: null, panel_segment: null, user_agrees_contact: true, isGuest: false };

const queued = (answerId: string): QueuedAnswer => ({
  answerId, questionId: 12, choiceValues: [1], answeredAt: '2026-03-01T12:00:00.000Z', userId: 7, viaWidget: false,
  createdAt: 1, attempts: 2, nextAttemptAt: 9_999_999, firstSentAt: 1,
});

function setup(respond: (item: QueuedAnswer) => Promise<AnswerOutcome>) {
  const storage = memoryQueueStorage();
  const sent: string[] = [];
  let refused: Credentials | null = null;
  const endRefusedSession = vi.fn(async (credentials: Credentials) => {
    refused = credentials;
  });
  const deps: WorkerSyncDeps = {
    shared: {
      storage,
      withLock: async (fn) => {
        await fn();
        return true;
      },
      isOnline: () => true,
      broadcast: () => undefined,
      now: () => 1_000_000,
      random: () => 0,
      uuid: () => crypto.randomUUID(),
    },
    send: (item, authorization) => {
      sent.push(`${authorization} ${item.answerId}`);
      return respond(item);
    },
    refusedSession: async () => refused,
    endRefusedSession,
  };
  return { storage, sent, deps, endRefusedSession };
}

const refuse = async (): Promise<AnswerOutcome> => {
  throw new ApiError(401, { code: 101 });
};

describe('the worker\'s Background Sync of the answer queue', () => {
  it('sends the queued answers with the persisted session, waking those that were backing off', async () => {
    const t = setup(async (item) => ({ answerId: item.answerId, pointsCredited: 10, duplicate: false }));
    await t.storage.write(queued('a'));
    await syncQueueFromWorker(session, t.deps);
    expect(t.sent).toEqual(['7:tok a']);
    expect(t.storage.records.size).toBe(0);
  });

  it('fails while an answer still waits for the server, so the browser tries again later', async () => {
    const t = setup(async () => {
      throw new ApiError(0, {});
    });
    await t.storage.write(queued('a'));
    await expect(syncQueueFromWorker(session, t.deps)).rejects.toThrow();
    expect(t.endRefusedSession).not.toHaveBeenCalled();
  });

  it('on 401 ends the session for the pages and succeeds (no retry with a dead token); the answers wait for the next sign-in', async () => {
    const t = setup(refuse);
    await t.storage.write(queued('a'));
    await t.storage.write(queued('b'));
    await expect(syncQueueFromWorker(session, t.deps)).resolves.toBeUndefined();
    expect(t.endRefusedSession).toHaveBeenCalledExactlyOnceWith({ userId: 7, token: 'tok' });
    expect(t.sent).toHaveLength(1);
    expect(t.storage.records.size).toBe(2);
  });

  it('sends nothing more with a session already refused, however often the browser syncs', async () => {
    const t = setup(refuse);
    await t.storage.write(queued('a'));
    await syncQueueFromWorker(session, t.deps);
    await syncQueueFromWorker(session, t.deps);
    await syncQueueFromWorker(session, t.deps);
    expect(t.sent).toHaveLength(1);
    expect(t.endRefusedSession).toHaveBeenCalledOnce();
  });

  it('sends with a session signed in since the refusal', async () => {
    const t = setup(async (item) => ({ answerId: item.answerId, pointsCredited: 10, duplicate: false }));
    await t.deps.endRefusedSession({ userId: 7, token: 'tok' });
    await t.storage.write(queued('a'));
    await syncQueueFromWorker({ ...session, token: 'fresh' }, t.deps);
    expect(t.sent).toEqual(['7:fresh a']);
  });

  it('does nothing without a session', async () => {
    const t = setup(refuse);
    await t.storage.write(queued('a'));
    await syncQueueFromWorker(null, t.deps);
    expect(t.sent).toEqual([]);
  });
});
