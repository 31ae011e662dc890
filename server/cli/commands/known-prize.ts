import type { Container } from '../../core/container';
import { CommandError } from '../cli-errors';

/** The prize a command names, or the command's refusal: nothing is changed for an unknown one. */
export async function knownPrize(c: Container, id: number) {
  const prize = await c.rewards.prize(id);
  if (!prize) throw new CommandError(`No prize ${id}: nothing changed.`);
  return prize;
}
