import type { Db } from '../../db/client';
import type { PointsRepository } from '../repositories/points-repository';
import { grantLedgerKey } from './points-grant-rules';

/** The action of a grant in the member's activity; its details are the operator's reason. */
export const POINTS_GRANTED_ACTION = 'points_granted';

export interface PointsGrant {
  userId: number;
  /** Checked by points-grant-rules: a whole number from 1 to MAX_GRANT_POINTS. */
  points: number;
  reason: string;
  /** The operator's key; the ledger's is grantLedgerKey(key). */
  key: string;
}

export type GrantOutcome =
  | { granted: true; balance: number }
  | { granted: false; reason: 'no-such-user' | 'deleted' | 'guest' }
  /** The key was used before: for this same grant (`sameGrant`), or for another one. Nothing changed. */
  | { granted: false; reason: 'key-used'; sameGrant: boolean; earlier: { userId: number; points: number; at: Date } };

/**
 * Points an operator grants a member (a compensation, a correction): a ledger credit with its entry in
 * the member's activity, in one transaction, once per key however often it is run.
 */
export function createPointsGrantService(deps: { db: Db; points: PointsRepository }) {
  const { db, points } = deps;

  /** The outcome of a key already in the ledger; read inside the transaction, after the refused insert saw the row. */
  async function keyUsed(grant: PointsGrant, tx: Db): Promise<GrantOutcome> {
    const earlier = await points.entryByKey(grantLedgerKey(grant.key), tx);
    if (!earlier) throw new Error(`the ledger refused the key ${grantLedgerKey(grant.key)} but holds no row for it`);
    return {
      granted: false, reason: 'key-used', sameGrant: earlier.userId === grant.userId && earlier.delta === grant.points,
      earlier: { userId: earlier.userId, points: earlier.delta, at: earlier.createdAt },
    };
  }

  return {
    async grant(grant: PointsGrant): Promise<GrantOutcome> {
      return db.transaction(async (tx): Promise<GrantOutcome> => {
        const account = await points.lockAccount(grant.userId, tx);
        if (!account) return { granted: false, reason: 'no-such-user' };
        if (account.status === 'deleted') return { granted: false, reason: 'deleted' };
        if (account.isGuest) return { granted: false, reason: 'guest' };
        const ledgerKey = grantLedgerKey(grant.key);
        const balance = await points.creditOnce(
          { userId: grant.userId, delta: grant.points, reason: POINTS_GRANTED_ACTION, reference: ledgerKey, idempotencyKey: ledgerKey },
          { actionType: POINTS_GRANTED_ACTION, actionDetails: grant.reason, actionParams: { points: grant.points } },
          tx,
        );
        if (balance === undefined) return keyUsed(grant, tx);
        return { granted: true, balance };
      });
    },
  };
}
export type PointsGrantService = ReturnType<typeof createPointsGrantService>;
