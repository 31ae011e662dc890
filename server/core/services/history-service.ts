import type { Clock } from '../../lib/clock';
import type { UserLogRepository } from '../repositories/user-log-repository';

/** The member's history (My activity): their log entries of the last days. */
export function createHistoryService(deps: { userLog: UserLogRepository; clock: Clock }) {
  const { userLog, clock } = deps;
  return {
    since: (userId: number, days: number) => userLog.since(userId, days, new Date(clock.now())),
  };
}
export type HistoryService = ReturnType<typeof createHistoryService>;
