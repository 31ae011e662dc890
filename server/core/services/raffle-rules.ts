import { createHash } from 'node:crypto';

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
