import type { Container } from '../../core/container';
import { prizes, type PrizeTranslations } from '../schema/index';

/** The demo prizes' names and descriptions in the panel's other languages, by picture. */
const translations: Record<string, PrizeTranslations> = {
  '/prizes/cinema.svg': { ru: { name: 'Сертификат в кино на двоих', description: 'Два билета на любой фильм в кинотеатре-партнёре.' }, kk: { name: 'Екі адамға арналған кино сертификаты', description: 'Серіктес кинотеатрдағы кез келген фильмге екі билет.' } },
  '/prizes/mug.svg': { ru: { name: 'Кофейная кружка Panelist', description: 'Керамическая кружка с логотипом Panelist.' }, kk: { name: 'Panelist кофе саптыаяғы', description: 'Panelist логотипі бар керамикалық саптыаяқ.' } },
  '/prizes/headphones.svg': { ru: { name: 'Беспроводные наушники', description: 'Полноразмерные Bluetooth-наушники.' }, kk: { name: 'Сымсыз құлаққаптар', description: 'Толық өлшемді Bluetooth құлаққаптары.' } },
  '/prizes/book.svg': { ru: { name: 'Подарочная карта на электронные книги', description: 'Подарочная карта магазина электронных книг.' }, kk: { name: 'Электрондық кітапқа сыйлық картасы', description: 'Электрондық кітап дүкенінің сыйлық картасы.' } },
};

/** A small prize catalogue so spending points works on a fresh start (pictures in public/prizes/). */
export const demoPrizes = [
  { name: 'Cinema voucher for two', description: 'Two tickets for any film at a partner cinema.', pointsCost: 500, stock: 25, imageUrl: '/prizes/cinema.svg' },
  { name: 'Panelist coffee mug', description: 'A ceramic mug with the Panelist logo.', pointsCost: 300, stock: 40, imageUrl: '/prizes/mug.svg' },
  { name: 'Wireless headphones', description: 'Bluetooth over-ear headphones.', pointsCost: 2500, stock: 5, imageUrl: '/prizes/headphones.svg' },
  { name: 'E-book gift card', description: 'A gift card for an e-book store.', pointsCost: 800, stock: 30, imageUrl: '/prizes/book.svg' },
].map((prize) => ({ ...prize, translations: translations[prize.imageUrl] ?? {} }));

export async function seedDemoPrizes(c: Container): Promise<void> {
  await c.db.insert(prizes).values(demoPrizes);
}
