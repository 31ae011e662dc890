/** Bad or missing arguments, or an unknown command: the usage is printed and the exit code is 2. */
export class UsageError extends Error {
  constructor(
    message: string,
    /** The command whose usage to print, when known. */
    readonly command?: string,
  ) {
    super(message);
  }
}

/** The command ran but could not do what was asked (a conflict, a missing record): exit code 1. */
export class CommandError extends Error {}
