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

type Options = NonNullable<ParseArgsConfig['options']>;

/** node:util parseArgs in strict mode (unknown options and stray words are errors), as a UsageError. */
export function parseOptions<O extends Options>(command: string, args: string[], options: O) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError((error as Error).message, command);
  }
}

export function requireOption(command: string, values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required.`, command);
  return value;
}

/** A positive whole number option (ids, levels), at most `maximum` when given. */
export function integerOption(command: string, name: string, value: string, minimum = 1, maximum?: number): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) < minimum || (maximum !== undefined && Number(value) > maximum)) {
    const range = maximum === undefined ? `of at least ${minimum}` : `from ${minimum} to ${maximum}`;
    throw new UsageError(`--${name} must be a whole number ${range}, got "${value}".`, command);
  }
  return Number(value);
}
