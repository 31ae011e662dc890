import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArguments = Parameters<FastifyBaseLogger['info']>;
/** pino's loggers say which levels they write; a logger without the method writes every level. */
type ParentLogger = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

/**
 * A request's logger that becomes the parent's child (with the request id) only when it writes a
 * line. Most requests write none, and a pino child serializes its bindings as it is made: on a fast
 * route that is a measurable part of the request, spent on a line that is never written.
 */
export class LazyChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: ParentLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  /** The real child, made on first use. */
  private get real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  private write(level: Level, args: LogArguments): void {
    if (this.#child === undefined && this.parent.isLevelEnabled?.(level) === false) return;
    (this.real[level] as (...line: LogArguments) => void)(...args);
  }

  fatal(...args: LogArguments): void { this.write('fatal', args); }
  error(...args: LogArguments): void { this.write('error', args); }
  warn(...args: LogArguments): void { this.write('warn', args); }
  info(...args: LogArguments): void { this.write('info', args); }
  debug(...args: LogArguments): void { this.write('debug', args); }
  trace(...args: LogArguments): void { this.write('trace', args); }
  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory: a lazy child for requests that inherit the app's logging, the
 * ordinary child where a route sets its own level or serializers (its lines are then expected).
 */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  options.level !== undefined || options.serializers !== undefined
    ? logger.child(bindings, options)
    : new LazyChildLogger(logger, bindings, options);
