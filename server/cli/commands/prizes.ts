import type { Container } from '../../core/container';
import { MAX_PRIZE_FIGURE } from '../../core/repositories/rewards-repository';
import { knownPrize } from './known-prize';
import { defineCommand, idArgs, idOption, integerOption, oneLineCommand, parseOptions, requireOption } from './command';

const LIST = 'prizes list';
const STOCK = 'prizes stock';
const PRICE = 'prizes price';
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

/** The arguments of a command that sets one figure of a prize: `--id N --<option> V`, V within the figure's range. */
const prizeFigureArgs = (command: string, option: string, minimum: number) => (args: string[]): { id: number; value: number } => {
  const values = parseOptions(command, args, { id: { type: 'string' }, [option]: { type: 'string' } });
  return { id: idOption(command, 'id', requireOption(command, values, 'id')), value: integerOption(command, option, requireOption(command, values, option), minimum, MAX_PRIZE_FIGURE) };
};

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

/** A command that sets a prize's stock or price and says what it was. */
const prizeFigureCommand = (name: string, option: string, minimum: number, summary: string, figure: 'stock' | 'pointsCost', says: (value: number) => string) => oneLineCommand({
  name,
  summary,
  usage: `--id N --${option} ${option === 'stock' ? 'S' : 'P'}`,
  parse: prizeFigureArgs(name, option, minimum),
  async line(c, { id, value }) {
    const prize = await knownPrize(c, id);
    await c.rewards.updatePrize(id, { [figure]: value });
    return `Prize ${id} (${prize.name}): ${says(value)} (was ${prize[figure]}).`;
  },
});

export const prizeStockCommand = prizeFigureCommand(STOCK, 'stock', 0, `set how many of a prize are left to buy (0 to ${MAX_PRIZE_FIGURE})`, 'stock', (stock) => `${stock} in stock`);
/** A new price: a member buying at the old one is told the price changed, and the prizes page reloads it. */
export const prizePriceCommand = prizeFigureCommand(PRICE, 'points', 1, `set what a prize costs in points (1 to ${MAX_PRIZE_FIGURE})`, 'pointsCost', (points) => `costs ${points} points`);

const onSaleCommand = (name: string, summary: string, onSale: boolean) => oneLineCommand({
  name,
  summary,
  usage: '--id N',
  parse: idArgs(name),
  line: (c, { id }) => setOnSale(c, id, onSale),
});

export const retirePrizeCommand = onSaleCommand(RETIRE, 'take a prize off sale (members no longer see it; their activity keeps it)', false);
export const restorePrizeCommand = onSaleCommand(RESTORE, 'put a retired prize on sale again', true);
