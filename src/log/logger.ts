// A small structured logger. One root per node; components take child loggers that share the
// root's level, sink and secret registry, so `setLogging` (which changes the root's level)
// takes effect everywhere at once. Records are JSON lines by default:
//   {"time":"2024-01-01T00:00:00.000Z","level":"INFO","component":"api","msg":"started","port":6876}
// or, in text format (the default on a terminal), one line a person reads:
//   2024-01-01T00:00:00.000Z INFO  api started port=6876
import { levelRank, type LogLevel } from './levels.js';
import { SecretRegistry, sanitizeRecord } from './redact.js';

export type LogFormat = 'json' | 'text';
export type LogFields = Record<string, unknown>;

/** Receives each finished line (without the trailing newline). */
export type LogSink = (line: string, level: LogLevel) => void;

export interface Logger {
  /** The component path of this logger ('' for the root; children join with '.'). */
  readonly component: string;
  trace(msg: string, fields?: LogFields): void;
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  log(level: LogLevel, msg: string, fields?: LogFields): void;
  isEnabled(level: LogLevel): boolean;
  /** Current threshold of the whole logger tree. */
  getLevel(): LogLevel;
  /** Changes the threshold of the whole logger tree (root and every child). */
  setLevel(level: LogLevel): void;
  /** A logger for a sub-component; `fields` are added to each of its records. */
  child(component: string, fields?: LogFields): Logger;
  /** Masks every later occurrence of `secret` in messages and field values of the whole tree. */
  registerSecret(secret: string): void;
}

export interface LoggerOptions {
  level?: LogLevel;
  format?: LogFormat;
  /** Defaults to stdout (one line per record). */
  sink?: LogSink;
  /** Defaults to the wall clock; tests pass a fixed one. */
  now?: () => Date;
  /** Name of the root component ('' by default). */
  component?: string;
}

interface Shared {
  level: LogLevel;
  readonly format: LogFormat;
  readonly sink: LogSink;
  readonly now: () => Date;
  readonly secrets: SecretRegistry;
}

const stdoutSink: LogSink = (line) => {
  process.stdout.write(line + '\n');
};

export function createLogger(opts: LoggerOptions = {}): Logger {
  const shared: Shared = {
    level: opts.level ?? 'INFO',
    format: opts.format ?? 'json',
    sink: opts.sink ?? stdoutSink,
    now: opts.now ?? (() => new Date()),
    secrets: new SecretRegistry(),
  };
  return new TreeLogger(shared, opts.component ?? '', {});
}

class TreeLogger implements Logger {
  constructor(
    private readonly shared: Shared,
    readonly component: string,
    private readonly bound: LogFields,
  ) {}

  trace(msg: string, fields?: LogFields): void {
    this.log('TRACE', msg, fields);
  }
  debug(msg: string, fields?: LogFields): void {
    this.log('DEBUG', msg, fields);
  }
  info(msg: string, fields?: LogFields): void {
    this.log('INFO', msg, fields);
  }
  warn(msg: string, fields?: LogFields): void {
    this.log('WARN', msg, fields);
  }
  error(msg: string, fields?: LogFields): void {
    this.log('ERROR', msg, fields);
  }

  isEnabled(level: LogLevel): boolean {
    return level !== 'OFF' && levelRank(level) >= levelRank(this.shared.level);
  }

  getLevel(): LogLevel {
    return this.shared.level;
  }

  setLevel(level: LogLevel): void {
    this.shared.level = level;
  }

  child(component: string, fields?: LogFields): Logger {
    const name = this.component ? `${this.component}.${component}` : component;
    return new TreeLogger(this.shared, name, { ...this.bound, ...fields });
  }

  registerSecret(secret: string): void {
    this.shared.secrets.add(secret);
  }

  log(level: LogLevel, msg: string, fields?: LogFields): void {
    if (!this.isEnabled(level)) return;
    const { secrets, format, sink } = this.shared;
    const time = this.shared.now().toISOString();
    const data = sanitizeRecord({ ...this.bound, ...fields }, secrets);
    const text = secrets.scrub(msg);
    let line: string;
    if (format === 'json') {
      // Reserved keys first and last-written, so a field cannot impersonate them.
      line = safeStringify({ ...data, time, level, component: this.component, msg: text }, ['time', 'level', 'component', 'msg']);
    } else {
      line = `${time} ${level.padEnd(5)} ${this.component || '-'} ${text}${textFields(data)}`;
    }
    try {
      sink(line, level);
    } catch {
      // A failing sink (closed stdout) must never take the node down.
    }
  }
}

/** ` key=value` per field: bare when the value is a plain word, number or boolean, JSON (quoted,
 * escaped) otherwise, so a line stays one line and splits unambiguously on spaces. */
function textFields(data: Record<string, unknown>): string {
  let out = '';
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const plain = typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && /^[\w.:/@+,[\]-]+$/.test(value));
    out += ` ${key}=${plain ? String(value) : JSON.stringify(value)}`;
  }
  return out;
}

function safeStringify(record: Record<string, unknown>, firstKeys: string[] = []): string {
  const ordered: Record<string, unknown> = {};
  for (const k of firstKeys) ordered[k] = record[k];
  for (const [k, v] of Object.entries(record)) if (!firstKeys.includes(k)) ordered[k] = v;
  return JSON.stringify(ordered);
}
