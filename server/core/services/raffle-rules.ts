import { createHash } from 'node:crypto';
import { Type } from 'typebox';
import Value from 'typebox/value';

export const seedHash = (seed: string): string => createHash('sha256').update(seed).digest('hex');

/**
 * Verifiable draw: the month's tickets are numbered 1..T in the order they were bought (ticket rows
 * by id, each row's tickets in a row); winner k is ticket sha256(`${seed}:${k}:${attempt}`) mod T,
 * taking the next attempt when that owner already won. Anyone with the seed and the list re-runs it.
 */
export function drawWinners(seed: string, ticketRows: readonly { userId: number; count: number }[], winners: number): { userId: number; ticket: number }[] {
  const owners = ticketRows.flatMap((row) => Array.from({ length: row.count }, () => row.userId));
  const total = owners.length;
  const distinctOwners = new Set(owners).size;
  const picked: { userId: number; ticket: number }[] = [];
  for (let k = 0; picked.length < Math.min(winners, distinctOwners); k++) {
    for (let attempt = 0; ; attempt++) {
      const digest = createHash('sha256').update(`${seed}:${k}:${attempt}`).digest('hex');
      const ticket = Number(BigInt(`0x${digest}`) % BigInt(total)) + 1;
      const userId = owners[ticket - 1]!;
      if (!picked.some((winner) => winner.userId === userId)) {
        picked.push({ userId, ticket });
        break;
      }
    }
  }
  return picked;
}

/** A drawn month as the prizes page lists it: the winning tickets with their owners' short names, and how many tickets took part. */
export interface DrawResult { winners: { ticket: number; name: string }[]; tickets: number | null }

const StoredResultSchema = Type.Object({ winners: Type.Array(Type.Unknown()), tickets: Type.Integer({ minimum: 0 }) });
const StoredWinnerSchema = Type.Object({ ticket: Type.Integer({ minimum: 1 }), name: Type.String() });
// An initial's full stop with no initial before it: "Aigul ." or "." for a winner without a last name.
const STOP_WITHOUT_INITIAL = /(^|\s+)\.$/;

/**
 * A winner's name as stored in a drawn month's result, as it would be written today. Results drawn
 * before a missing name part was left out keep what was written then: "Aigul ." for a winner
 * without a last name, "." for one without any name.
 */
const storedWinnerName = (name: string): string => name.replace(STOP_WITHOUT_INITIAL, '').trim();

/**
 * A drawn month's stored result read for the page. The result is a JSON value written at the draw;
 * one that cannot be read shows no winners instead of failing every month's list, and a winner
 * entry that cannot be read is left out.
 */
export function storedDrawResult(stored: unknown): DrawResult {
  if (!Value.Check(StoredResultSchema, stored)) return { winners: [], tickets: null };
  const winners = stored.winners.filter((winner) => Value.Check(StoredWinnerSchema, winner));
  return { winners: winners.map(({ ticket, name }) => ({ ticket, name: storedWinnerName(name) })), tickets: stored.tickets };
}
