import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Container } from '../../core/container';
import { UsageError } from '../cli-errors';

export interface Output {
  /** A line of the command's result (stdout). */
  out(line: string): void;
  /** A line of diagnostics (stderr). */
  err(line: string): void;
}

/**
 * One operator command. `parse` runs before the database is opened, so bad arguments fail fast;
 * `run` gets the same container the server uses, which keeps each command testable in-process.
 */
export interface CliCommand<Input = unknown> {
  /** The words that select it, e.g. `deletions complete`. */
  name: string;
  summary: string;
  /** Argument synopsis shown by `help`, e.g. `--id N | --all`. */
  usage: string;
  parse(args: string[]): Input;
  run(c: Container, input: Input, output: Output): Promise<void>;
}

/** Typed helper: keeps each command's Input type while listing commands together. */
export const defineCommand = <Input>(command: CliCommand<Input>): CliCommand<Input> => command;

/** A command whose whole result is the one line its work answers. */
export const oneLineCommand = <Input>({ line, ...command }: Omit<CliCommand<Input>, 'run'> & { line(c: Container, input: Input): Promise<string> }): CliCommand<Input> => ({
  ...command,
  async run(c, input, { out }) {
    out(await line(c, input));
  },
});

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * node:util parseArgs in strict mode (unknown options and stray words are errors), as a UsageError.
 * An option given twice is one too: parseArgs would keep the last silently, and an operator who typed
 * `--id 5 ... --id 6` cannot mean both.
 */
export function parseOptions<O extends Options>(command: string, args: string[], options: O) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, strict: true, allowPositionals: false, tokens: true });
  } catch (error) {
    throw new UsageError((error as Error).message, command);
  }
  const seen = new Set<string>();
  for (const token of parsed.tokens) {
    if (token.kind !== 'option' || options[token.name]?.multiple) continue;
    if (seen.has(token.name)) throw new UsageError(`--${token.name} is given more than once.`, command);
    seen.add(token.name);
  }
  return parsed.values;
}

/** The largest id the database stores (a PostgreSQL integer). */
const MAX_DATABASE_ID = 2_147_483_647;

/** A row's id option: a whole number the database could hold, so a mistyped long one is named as such. */
export const idOption = (command: string, name: string, value: string): number => integerOption(command, name, value, 1);

/** The arguments of a command that names one row: `--id N`. */
export const idArgs = (command: string) => (args: string[]): { id: number } => {
  const values = parseOptions(command, args, { id: { type: 'string' } });
  return { id: idOption(command, 'id', requireOption(command, values, 'id')) };
};

export function requireOption(command: string, values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required.`, command);
  return value;
}

/** A whole number option (counts, levels) from `minimum` to `maximum`: by default what a database integer holds. */
export function integerOption(command: string, name: string, value: string, minimum = 1, maximum = MAX_DATABASE_ID): number {
  if (!/^\d{1,10}$/.test(value) || Number(value) < minimum || Number(value) > maximum) {
    throw new UsageError(`--${name} must be a whole number from ${minimum} to ${maximum}, got "${value}".`, command);
  }
  return Number(value);
}
