import { basename, dirname, resolve } from 'node:path';
import type { Container } from '../../core/container';
import { MAX_PICTURE_PATH, readImageFile, SITE_PICTURE_PATTERN } from '../../core/services/content-images';
import { CommandError, UsageError } from '../cli-errors';
import { idOption, oneLineCommand, parseOptions, requireOption } from './command';
import { knownPrize } from './known-prize';

const PICTURE = 'prizes picture';

/** A prize's new picture: an SVG or PNG file to store with it, a path the site serves, or none. */
type PrizePicture = { id: number; file: string } | { id: number; path: string } | { id: number; none: true };

function parsePrizePictureArgs(args: string[]): PrizePicture {
  const values = parseOptions(PICTURE, args, { id: { type: 'string' }, file: { type: 'string' }, path: { type: 'string' }, none: { type: 'boolean' } });
  const id = idOption(PICTURE, 'id', requireOption(PICTURE, values, 'id'));
  const given = [values.file !== undefined, values.path !== undefined, values.none === true].filter(Boolean).length;
  if (given !== 1) throw new UsageError('Give one of --file, --path or --none.', PICTURE);
  if (values.none) return { id, none: true };
  if (values.path !== undefined) {
    if (values.path.length > MAX_PICTURE_PATH || !new RegExp(SITE_PICTURE_PATTERN).test(values.path)) {
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

export const prizePictureCommand = oneLineCommand({
  name: PICTURE,
  summary: 'give a prize a new picture: an SVG or PNG file stored with it, a picture the site serves, or none',
  usage: '--id N --file PATH | --path /prizes/NAME.svg | --none',
  parse: parsePrizePictureArgs,
  line: setPrizePicture,
});
