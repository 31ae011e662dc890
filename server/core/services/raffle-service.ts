import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { PushSender } from '../messaging/push-sender';
import { messagesIn } from '../messaging/message-texts';
import type { RaffleRepository } from '../repositories/raffle-repository';
import type { UserLogRepository } from '../repositories/user-log-repository';
import type { SiteConfig } from '@contract/schemas/site-config';
import { drawWinners, seedHash, storedDrawResult } from './raffle-rules';
import { shortMemberName } from './member-name-rules';
import type { Clock } from '../../lib/clock';
import { monthBounds, monthIn } from '../../lib/month-rules';

export class RaffleRefused extends Error {}

export interface RaffleDrawView {
  month: string;
  seedHash: string;
  /** Revealed with the result. */
  seed: string | null;
  winners: { ticket: number; name: string }[] | null;
  tickets: number | null;
  committedAt: string;
  drawnAt: string | null;
}

/** Whether the winners' devices were sent their push, and why not when it failed. */
export interface WinnersPush {
  sent: boolean;
  error: string | null;
}

/** A draw as the prizes page shows it, and how its winners were told. */
export interface RaffleDrawOutcome {
  draw: RaffleDrawView;
  winnersPush: WinnersPush;
}

/**
 * The monthly raffle, verifiable: `commit` stores a secret seed's hash before the month ends (the
 * prizes page shows it); `draw` after the month reveals the seed and the winners, which anyone can
 * recompute from the seed and the month's tickets (raffle-rules.ts). A month starts and ends at
 * midnight in the panel's own time zone, as the tickets bought in it are labelled.
 */
export function createRaffleService(deps: { clock: Clock; db: Db; siteConfig: Pick<SiteConfig, 'panelTimeZone' | 'defaultLanguage'>; draws: RaffleRepository; push: PushSender; userLog: UserLogRepository }) {
  const { db, siteConfig, draws, push, userLog } = deps;

  function bounds(month: string) {
    const found = monthBounds(month, siteConfig.panelTimeZone);
    if (!found) throw new RaffleRefused(`"${month}" is not a month (YYYY-MM).`);
    return found;
  }

  /**
   * The winners' push, once the draw has committed: its failure cannot undo the draw, so it is
   * reported rather than thrown (the operator learns the winners were not told by push; the prizes
   * page and their activity show the win all the same). Each winner is told in their account's language.
   */
  async function notifyWinners(userIds: number[]): Promise<WinnersPush> {
    try {
      const devices = await draws.deviceTokensOf(userIds);
      if (devices.length === 0) return { sent: false, error: null };
      const tokensByLanguage = new Map<string, string[]>();
      for (const { token, language } of devices) {
        const tokens = tokensByLanguage.get(language);
        if (tokens) tokens.push(token);
        else tokensByLanguage.set(language, [token]);
      }
      for (const [language, tokens] of tokensByLanguage) {
        const t = messagesIn(language, siteConfig.defaultLanguage);
        await push.send(tokens, { title: t('raffleWin.title'), body: t('raffleWin.body'), questId: null });
      }
      return { sent: true, error: null };
    } catch (error) {
      return { sent: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  return {
    async commit(month: string, now = new Date(deps.clock.now())): Promise<{ seedHash: string }> {
      if (now >= bounds(month).end) throw new RaffleRefused(`${month} has ended: a seed must be committed before the month ends.`);
      // The current month or the next: a hash published years ahead only invites a mistyped month to stand.
      const nextMonth = monthIn(bounds(monthIn(now, siteConfig.panelTimeZone)).end, siteConfig.panelTimeZone);
      if (bounds(month).start > bounds(nextMonth).start) throw new RaffleRefused(`${month} is too far ahead: commit a month's seed during it or the month before.`);
      const seed = randomBytes(32).toString('hex');
      // The seed stays secret until the draw: only its hash is ever shown before.
      if (!(await draws.commit(month, seedHash(seed), seed))) throw new RaffleRefused(`A seed for ${month} is already committed.`);
      return { seedHash: seedHash(seed) };
    },

    async draw(month: string, winnersWanted: number, now = new Date(deps.clock.now())): Promise<RaffleDrawOutcome> {
      if (now < bounds(month).end) throw new RaffleRefused(`${month} has not ended yet: tickets can still be bought.`);
      const draw = await draws.byMonth(month);
      if (!draw) throw new RaffleRefused(`No seed was committed for ${month}: it cannot be drawn verifiably.`);
      if (draw.drawnAt) throw new RaffleRefused(`${month} was already drawn.`);
      const sealed = draw.seed;
      if (!sealed || seedHash(sealed) !== draw.seedHash) throw new RaffleRefused(`The stored seed of ${month} does not match its published hash.`);
      const rows = await draws.ticketsOf(month);
      const picked = drawWinners(sealed, rows, winnersWanted);
      const names = await draws.namesOf(picked.map((w) => w.userId));
      const nameOf = (id: number) => { const row = names.find((n) => n.id === id); return row ? shortMemberName(row.surname, row.lastname) : `#${id}`; };
      const result = { winners: picked.map((w) => ({ ticket: w.ticket, userId: w.userId, name: nameOf(w.userId) })), tickets: rows.reduce((sum, row) => sum + row.count, 0) };
      await db.transaction(async (tx) => {
        if (!(await draws.recordResult(draw.id, result, now, tx))) throw new RaffleRefused(`${month} was already drawn.`);
        for (const winner of picked) await userLog.write(winner.userId, 'raffle_win', `Raffle ${month}: winning ticket ${winner.ticket}`, { month, ticket: winner.ticket }, tx);
      });
      const winnersPush = await notifyWinners(picked.map((w) => w.userId));
      return { draw: (await this.list()).find((view) => view.month === month)!, winnersPush };
    },

    /** Every committed draw, newest first, for the prizes page (seeds only once drawn). */
    async list(): Promise<RaffleDrawView[]> {
      const rows = await draws.list();
      return rows.map((row) => {
        const result = row.drawnAt ? storedDrawResult(row.result) : null;
        return {
          month: row.month, seedHash: row.seedHash, seed: row.drawnAt ? row.seed : null,
          winners: result ? result.winners : null,
          tickets: result ? result.tickets : null,
          committedAt: row.committedAt.toISOString(), drawnAt: row.drawnAt ? row.drawnAt.toISOString() : null,
        };
      });
    },
  };
}
export type RaffleService = ReturnType<typeof createRaffleService>;
