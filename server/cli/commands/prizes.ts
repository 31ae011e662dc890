import { basename, dirname, resolve } from 'node:path';
import type { Container } from '../../core/container';
import { readImageFile, SITE_PICTURE_PATTERN } from '../../core/services/content-images';
import { MAX_PRIZE_FIGURE } from '../../core/repositories/rewards-repository';
import { CommandError, UsageError } from '../cli-errors';
import { defineCommand, idArgs, idOption, integerOption, oneLineCommand, parseOptions, requireOption } from './command';

const LIST = 'prizes list';
const STOCK = 'prizes stock';
const PRICE = 'prizes price';
const RENAME = 'prizes rename';
const PICTURE = 'prizes picture';
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
export const prizeFigureArgs = (command: string, option: string, minimum: number) => (args: string[]): { id: number; value: number } => {
  const values = parseOptions(command, args, { id: { type: 'string' }, [option]: { type: 'string' } });
  return { id: idOption(command, 'id', requireOption(command, values, 'id')), value: integerOption(command, option, requireOption(command, values, option), minimum, MAX_PRIZE_FIGURE) };
};

async function knownPrize(c: Container, id: number) {
  const prize = await c.rewards.prize(id);
  if (!prize) throw new CommandError(`No prize ${id}: nothing changed.`);
  return prize;
}

/** The longest prize name and description, as the content file allows them. */
const MAX_PRIZE_NAME = 200;
const MAX_PRIZE_DESCRIPTION = 2000;

export interface PrizeRename {
  id: number;
  name: string;
  description?: string;
  /** A language code: the name (and description) of that translation, else the default ones. */
  language?: string;
}

/** A text option, trimmed, of at most `max` characters (as a person counts them). */
function textOption(value: string, name: string, max: number): string {
  const text = value.trim();
  if ([...text].length > max) throw new UsageError(`--${name} may be at most ${max} characters.`, RENAME);
  return text;
}

export function parsePrizeRenameArgs(args: string[]): PrizeRename {
  const values = parseOptions(RENAME, args, { id: { type: 'string' }, name: { type: 'string' }, description: { type: 'string' }, language: { type: 'string' } });
  const rename: PrizeRename = { id: idOption(RENAME, 'id', requireOption(RENAME, values, 'id')), name: textOption(requireOption(RENAME, values, 'name'), 'name', MAX_PRIZE_NAME) };
  if (values.description !== undefined) rename.description = textOption(values.description, 'description', MAX_PRIZE_DESCRIPTION);
  if (values.language !== undefined) {
    if (!/^[a-z]{2,3}$/.test(values.language)) throw new UsageError(`--language must be a language code such as ru, got "${values.language}".`, RENAME);
    rename.language = values.language;
  }
  return rename;
}

/** Renames a prize, or names it in one language, and answers the line that says what changed. */
async function renamePrize(c: Container, { id, name, description, language }: PrizeRename): Promise<string> {
  const prize = await knownPrize(c, id);
  if (language === undefined) {
    await c.rewards.updatePrize(id, description === undefined ? { name } : { name, description });
    return `Prize ${id} is now named "${name}" (was "${prize.name}")${description === undefined ? '' : ', with a new description'}.`;
  }
  if (!(await c.reference.languageByUiName(language))) throw new CommandError(`Unknown language "${language}": nothing changed.`);
  const earlier = prize.translations[language];
  const translations = { ...prize.translations, [language]: { name, description: description ?? earlier?.description ?? '' } };
  await c.rewards.updatePrize(id, { translations });
  return `Prize ${id} (${prize.name}) in ${language}: "${name}" (${earlier ? `was "${earlier.name}"` : 'new in this language'})${description === undefined ? '' : ', with a new description'}.`;
}

/** A prize's new picture: an SVG or PNG file to store with it, a path the site serves, or none. */
export type PrizePicture = { id: number; file: string } | { id: number; path: string } | { id: number; none: true };

export function parsePrizePictureArgs(args: string[]): PrizePicture {
  const values = parseOptions(PICTURE, args, { id: { type: 'string' }, file: { type: 'string' }, path: { type: 'string' }, none: { type: 'boolean' } });
  const id = idOption(PICTURE, 'id', requireOption(PICTURE, values, 'id'));
  const given = [values.file !== undefined, values.path !== undefined, values.none === true].filter(Boolean).length;
  if (given !== 1) throw new UsageError('Give one of --file, --path or --none.', PICTURE);
  if (values.none) return { id, none: true };
  if (values.path !== undefined) {
    if (values.path.length > 200 || !new RegExp(SITE_PICTURE_PATTERN).test(values.path)) {
      throw new UsageError(`--path must be a picture the site serves, such as /prizes/mug.svg, got "${values.path}".`, PICTURE);
    }
    return { id, path: values.path };
  }
  return { id, file: requireOption(PICTURE, values, 'file') };
}

/** Gives a prize its new picture, and answers the line that says what it shows now. */
async function setPrizePicture(c: Container, picture: PrizePicture): Promise<string> {
  const prize = await knownPrize(c, picture.id);
  const which = `Prize ${picture.id} (${prize.name})`;
  if ('none' in picture) {
    await c.rewards.updatePrize(picture.id, { image: null, imageType: null, imageUrl: null });
    return `${which} has no picture now.`;
  }
  if ('path' in picture) {
    await c.rewards.updatePrize(picture.id, { image: null, imageType: null, imageUrl: picture.path });
    return `${which} shows ${picture.path}, a picture the site serves.`;
  }
  // `npm run panel` runs in the project's folder: a relative path is the operator's, from where they typed it.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), picture.file);
  const image = readImageFile(dirname(file), basename(file));
  if (typeof image === 'string') throw new CommandError(`--file: ${image}: nothing changed.`);
  await c.rewards.updatePrize(picture.id, { image: image.data, imageType: image.type, imageUrl: null });
  return `${which} shows ${basename(file)} (${image.width} x ${image.height}), stored with the prize.`;
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

/** A command that sets a prize's stock or price and says what it was. */
const prizeFigureCommand = (name: string, option: string, minimum: number, summary: string, figure: 'stock' | 'pointsCost', says: (value: number) => string) => defineCommand({
  name,
  summary,
  usage: `--id N --${option} ${option === 'stock' ? 'S' : 'P'}`,
  parse: prizeFigureArgs(name, option, minimum),
  async run(c, { id, value }, { out }) {
    const prize = await knownPrize(c, id);
    await c.rewards.updatePrize(id, { [figure]: value });
    out(`Prize ${id} (${prize.name}): ${says(value)} (was ${prize[figure]}).`);
  },
});

export const prizeStockCommand = prizeFigureCommand(STOCK, 'stock', 0, `set how many of a prize are left to buy (0 to ${MAX_PRIZE_FIGURE})`, 'stock', (stock) => `${stock} in stock`);
/** A new price: a member buying at the old one is told the price changed, and the prizes page reloads it. */
export const prizePriceCommand = prizeFigureCommand(PRICE, 'points', 1, `set what a prize costs in points (1 to ${MAX_PRIZE_FIGURE})`, 'pointsCost', (points) => `costs ${points} points`);

export const renamePrizeCommand = oneLineCommand({
  name: RENAME,
  summary: 'rename a prize, or name it in one language (the catalogue shows it at once; lines of prizes already bought keep their name)',
  usage: '--id N --name TEXT [--description TEXT] [--language CODE]',
  parse: parsePrizeRenameArgs,
  line: renamePrize,
});

export const prizePictureCommand = oneLineCommand({
  name: PICTURE,
  summary: 'give a prize a new picture: an SVG or PNG file stored with it, a picture the site serves, or none',
  usage: '--id N --file PATH | --path /prizes/NAME.svg | --none',
  parse: parsePrizePictureArgs,
  line: setPrizePicture,
});

const onSaleCommand = (name: string, summary: string, onSale: boolean) => oneLineCommand({
  name,
  summary,
  usage: '--id N',
  parse: idArgs(name),
  line: (c, { id }) => setOnSale(c, id, onSale),
});

export const retirePrizeCommand = onSaleCommand(RETIRE, 'take a prize off sale (members no longer see it; their activity keeps it)', false);
export const restorePrizeCommand = onSaleCommand(RESTORE, 'put a retired prize on sale again', true);
