import type { Prize } from '@contract/schemas/entities';

/** The prizes a balance buys now: in stock and costing no more than it. */
export function affordablePrizes(prizes: readonly Prize[], balance: number): Prize[] {
  return prizes.filter((prize) => prize.stock > 0 && prize.pointsCost <= balance);
}

/** SHA-256 of a text as lowercase hex, as the server hashes a raffle seed (raffle-rules.ts). */
export async function sha256Hex(text: string, subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null): Promise<string | null> {
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
