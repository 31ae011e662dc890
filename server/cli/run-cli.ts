import type { Container } from '../core/container';
import { databaseRefusal } from '../lib/pg-errors';
import { CommandError, UsageError } from './cli-errors';
import type { CliCommand, Output } from './commands/command';
import { commands as allCommands } from './commands/index';

export interface OpenedContainer {
  container: Container;
  close(): Promise<void>;
}

export interface CliDeps extends Output {
  /** Opens the database and builds the container; only called once the arguments are valid. */
  open(): Promise<OpenedContainer>;
  commands?: CliCommand[];
}

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/**
 * What an unforeseen failure says: PostgreSQL's own message where the database refused a statement
 * (the query layer's message holds the statement and its values: addresses, password hashes).
 */
function failureText(error: unknown): string {
  const refusal = databaseRefusal(error);
  if (refusal) return `the database refused it: ${refusal.message}`;
  const message = error instanceof Error ? error.message : String(error);
  return message.startsWith('Failed query:') ? 'the database refused it.' : message;
}

/** The command whose words start argv, the longest match first (`deletions complete` before `deletions`). */
function findCommand(commands: CliCommand[], argv: string[]): { command: CliCommand; rest: string[] } | undefined {
  const byLength = [...commands].sort((a, b) => b.name.split(' ').length - a.name.split(' ').length);
  for (const command of byLength) {
    const words = command.name.split(' ');
    if (words.every((word, i) => argv[i] === word)) return { command, rest: argv.slice(words.length) };
  }
  return undefined;
}

/** The commands whose names start with these words (`points` names `points grant`). */
const commandsNamed = (commands: CliCommand[], words: string[]): CliCommand[] =>
  commands.filter((command) => words.every((word, i) => command.name.split(' ')[i] === word));

const isHelpFlag = (arg: string | undefined): boolean => arg === '--help' || arg === '-h';

export function helpText(commands: CliCommand[], only?: CliCommand[]): string[] {
  const shown = only ?? commands;
  return [
    'Usage: npm run panel -- <command> [options]',
    '',
    ...shown.flatMap((c) => [`  ${c.name}${c.usage ? ` ${c.usage}` : ''}`, `      ${c.summary}`]),
    ...(only ? [] : ['  help [command]', '      show this help']),
    '',
    'The database is the server\'s: DATABASE_URL (PostgreSQL), else the embedded one in DATA_DIR (the server must be stopped).',
  ];
}

/** Runs one operator command and answers the process exit code: 0 done, 1 failed, 2 bad usage. */
export async function runCli(argv: string[], deps: CliDeps): Promise<number> {
  const commands = deps.commands ?? allCommands;
  const [first, ...others] = argv;
  if (first === 'help' || isHelpFlag(first)) {
    // `help help` asks about help itself: the whole help says what it does.
    const topics = others.length > 0 && others.join(' ') !== 'help' ? commandsNamed(commands, others) : undefined;
    if (topics?.length === 0) {
      deps.err(`Unknown command "${others.join(' ')}".`);
      return EXIT.usage;
    }
    helpText(commands, topics).forEach((line) => deps.out(line));
    return EXIT.ok;
  }
  const found = findCommand(commands, argv);
  if (!found) {
    deps.err(first === undefined ? 'No command given.' : `Unknown command "${argv.join(' ')}".`);
    helpText(commands).forEach((line) => deps.err(line));
    return EXIT.usage;
  }
  const { command, rest } = found;
  // `import --help`, `raffle draw -h`: the command's own help, before its arguments are judged.
  if (rest.some(isHelpFlag)) {
    helpText(commands, [command]).forEach((line) => deps.out(line));
    return EXIT.ok;
  }
  let opened: OpenedContainer | undefined;
  try {
    const input = command.parse(rest);
    opened = await deps.open();
    await command.run(opened.container, input, deps);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof UsageError) {
      deps.err(`${command.name}: ${error.message}`);
      helpText(commands, [command]).forEach((line) => deps.err(line));
      return EXIT.usage;
    }
    deps.err(`${command.name}: ${error instanceof CommandError ? error.message : `failed: ${failureText(error)}`}`);
    return EXIT.failed;
  } finally {
    await opened?.close();
  }
}
