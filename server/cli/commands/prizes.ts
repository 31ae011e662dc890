import type { Container } from '../../core/container';
import { MAX_PRIZE_FIGURE } from '../../core/repositories/rewards-repository';
import { CommandError } from '../cli-errors';
import { defineCommand, idArgs, idOption, integerOption, parseOptions, requireOption } from './command';

const LIST = 'prizes list';
const STOCK = 'prizes stock';
const RETIRE = 'prizes retire';
const RESTORE = 'prizes restore';

/** One line per prize, in the order they were made: id, whether it is on sale, price, stock, name and its other languages. */
export async function listPrizes(c: Container): Promise<string[]> {
  const rows = await c.rewards.allPrizes();
  if (rows.length === 0) return ['No prizes. Make them with import FILE.json (README, "Content import").'];
  return [
    '     id  state      points     stock  name (other languages)',
    ...rows.map((prize) => {
      const languages = Object.keys(prize.translations).sort();
      const name = `${prize.name}${languages.length > 0 ? ` (${languages.join(', ')})` : ''}`;
      return `${String(prize.id).padStart(7)}  ${(prize.active ? 'on sale' : 'retired').padEnd(8)}  ${String(prize.pointsCost).padStart(8)}  ${String(prize.stock).padStart(8)}  ${name}`;
    }),
  ];
}

export function parsePrizeStockArgs(args: string[]): { id: number; stock: number } {
  const values = parseOptions(STOCK, args, { id: { type: 'string' }, stock: { type: 'string' } });
  return { id: idOption(STOCK, 'id', requireOption(STOCK, values, 'id')), stock: integerOption(STOCK, 'stock', requireOption(STOCK, values, 'stock'), 0, MAX_PRIZE_FIGURE) };
}

async function knownPrize(c: Container, id: number) {
  const prize = await c.rewards.prize(id);
  if (!prize) throw new CommandError(`No prize ${id}: nothing changed.`);
  return prize;
}

/** Takes a prize off sale or puts it back, and answers the line that says what happened. */
async function setOnSale(c: Container, id: number, onSale: boolean): Promise<string> {
  const prize = await knownPrize(c, id);
  const state = onSale ? 'on sale' : 'retired';
  if (prize.active === onSale) return `Prize ${id} (${prize.name}) is ${state} already: nothing changed.`;
  await c.rewards.updatePrize(id, { active: onSale });
  return onSale
    ? `Prize ${id} (${prize.name}) is on sale again, with ${prize.stock} in stock.`
    : `Prize ${id} (${prize.name}) is retired: members no longer see it or can buy it; their activity keeps it.`;
}

export const listPrizesCommand = defineCommand({
  name: LIST,
  summary: 'list the prizes, on sale and retired, with their price and stock',
  usage: '',
  parse: (args) => parseOptions(LIST, args, {}),
  async run(c, _input, { out }) {
    for (const line of await listPrizes(c)) out(line);
  },
});

export const prizeStockCommand = defineCommand({
  name: STOCK,
  summary: `set how many of a prize are left to buy (0 to ${MAX_PRIZE_FIGURE})`,
  usage: '--id N --stock S',
  parse: parsePrizeStockArgs,
  async run(c, { id, stock }, { out }) {
    const prize = await knownPrize(c, id);
    await c.rewards.updatePrize(id, { stock });
    out(`Prize ${id} (${prize.name}): ${stock} in stock (was ${prize.stock}).`);
  },
});

const onSaleCommand = (name: string, summary: string, onSale: boolean) => defineCommand({
  name,
  summary,
  usage: '--id N',
  parse: idArgs(name),
  async run(c, { id }, { out }) {
    out(await setOnSale(c, id, onSale));
  },
});

export const retirePrizeCommand = onSaleCommand(RETIRE, 'take a prize off sale (members no longer see it; their activity keeps it)', false);
export const restorePrizeCommand = onSaleCommand(RESTORE, 'put a retired prize on sale again', true);
