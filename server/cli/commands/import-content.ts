import { resolve } from 'node:path';
import { ContentImportError } from '../../core/services/content-import-service';
import { CommandError, UsageError } from '../cli-errors';
import { defineCommand } from './command';

const NAME = 'import';

export const importContentCommand = defineCommand({
  name: NAME,
  summary: 'create polls, surveys and prizes from a content file (format: README, "Content import"); all or nothing',
  usage: 'FILE.json',
  parse(args) {
    if (args.length !== 1 || args[0]!.startsWith('-')) throw new UsageError('Give exactly one content file, e.g. import server/db/demo/content/demo-content.json', NAME);
    return { file: args[0]! };
  },
  async run(c, { file }, { out }) {
    try {
      // `npm run panel` runs in the project's folder: a relative path is the operator's, from where they typed it.
      const counts = await c.contentImport.importFile(resolve(process.env.INIT_CWD ?? process.cwd(), file));
      const prizes = counts.prizes > 0 ? `, and ${counts.prizes} prizes` : '';
      out(`Imported ${counts.polls} polls and ${counts.quests} surveys with ${counts.questions} questions${prizes} from ${file}.`);
    } catch (error) {
      if (error instanceof ContentImportError) throw new CommandError(error.message);
      throw error;
    }
  },
});
