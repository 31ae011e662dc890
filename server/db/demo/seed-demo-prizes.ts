import type { Container } from '../../core/container';
import { prizes } from '../schema/index';

/** A small prize catalogue so spending points works on a fresh start (pictures in public/prizes/). */
export const demoPrizes = [
  { name: 'Cinema voucher for two', description: 'Two tickets for any film at a partner cinema.', pointsCost: 500, stock: 25, imageUrl: '/prizes/cinema.svg' },
  { name: 'Panelist coffee mug', description: 'A ceramic mug with the Panelist logo.', pointsCost: 300, stock: 40, imageUrl: '/prizes/mug.svg' },
  { name: 'Wireless headphones', description: 'Bluetooth over-ear headphones.', pointsCost: 2500, stock: 5, imageUrl: '/prizes/headphones.svg' },
  { name: 'E-book gift card', description: 'A gift card for an e-book store.', pointsCost: 800, stock: 30, imageUrl: '/prizes/book.svg' },
];

export async function seedDemoPrizes(c: Container): Promise<void> {
  await c.db.insert(prizes).values(demoPrizes);
}
