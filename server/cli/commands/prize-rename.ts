import type { Container } from '../../core/container';
import { MAX_PRIZE_DESCRIPTION, MAX_PRIZE_NAME } from '../../core/repositories/rewards-repository';
import { CommandError, UsageError } from '../cli-errors';
import { idOption, oneLineCommand, parseOptions, requireOption } from './command';
import { knownPrize } from './known-prize';

const RENAME = 'prizes rename';

interface PrizeRename {
  id: number;
  name: string;
  description?: string;
  /** A language code: the name (and description) in that language; the default language's are the prize's own. */
  language?: string;
}

/** A text option, trimmed, of at most `max` characters (as a person counts them). */
function textOption(value: string, name: string, max: number): string {
  const text = value.trim();
  if ([...text].length > max) throw new UsageError(`--${name} may be at most ${max} characters.`, RENAME);
  return text;
}

function parsePrizeRenameArgs(args: string[]): PrizeRename {
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
  // The prize's own name and description are the default language's (a translation in it, left by an older import, goes).
  if (language === undefined || language === c.siteConfig.defaultLanguage) {
    const { [c.siteConfig.defaultLanguage]: shadowing, ...translations } = prize.translations;
    await c.rewards.updatePrize(id, { name, ...(description === undefined ? {} : { description }), ...(shadowing ? { translations } : {}) });
    return `Prize ${id} is now named "${name}" (was "${prize.name}")${description === undefined ? '' : ', with a new description'}.`;
  }
  if (!(await c.reference.languageByUiName(language))) throw new CommandError(`Unknown language "${language}": nothing changed.`);
  const earlier = prize.translations[language];
  const translations = { ...prize.translations, [language]: { name, description: description ?? earlier?.description ?? '' } };
  await c.rewards.updatePrize(id, { translations });
  return `Prize ${id} (${prize.name}) in ${language}: "${name}" (${earlier ? `was "${earlier.name}"` : 'new in this language'})${description === undefined ? '' : ', with a new description'}.`;
}

export const renamePrizeCommand = oneLineCommand({
  name: RENAME,
  summary: 'rename a prize, or name it in one language (the catalogue shows it at once; lines of prizes already bought keep their name)',
  usage: '--id N --name TEXT [--description TEXT] [--language CODE]',
  parse: parsePrizeRenameArgs,
  line: renamePrize,
});
