// Configuration errors name the setting at fault, so a typo in a properties file is reported as
// "node.apiServerPort: expected an integer, got '68x6'" rather than as a failure later on.
// Loading collects every error (file, environment, overrides, consistency) and throws them
// together as ConfigErrors: an operator fixes them all in one round, not one per restart.

export enum ConfigErrorCode {
  /** A key under `node.` that no setting has (usually a typo), or a TOTEM_* variable that names none. */
  UNKNOWN_SETTING = 'UNKNOWN_SETTING',
  /** A value that does not parse as the setting's type. */
  BAD_VALUE = 'BAD_VALUE',
  /** A value that parses but is outside the allowed range or set. */
  OUT_OF_RANGE = 'OUT_OF_RANGE',
  /** Settings that contradict each other (e.g. apiSSL without a keystore). */
  INCONSISTENT = 'INCONSISTENT',
  /** The properties file is unreadable or malformed. */
  BAD_FILE = 'BAD_FILE',
  /** A file or port a setting names cannot be used (missing file, open permissions, port in use). */
  UNUSABLE = 'UNUSABLE',
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    readonly code: ConfigErrorCode,
    /** The setting's full name (`node.apiServerPort`), the file path for BAD_FILE, or the
     * variable's name for an unknown TOTEM_* variable. */
    readonly key: string,
    readonly reason: string,
  ) {
    super(`${key}: ${reason}`);
  }
}

/** Every error of one configuration, in the order found; the message is one line per error. */
export class ConfigErrors extends Error {
  override readonly name = 'ConfigErrors';
  readonly errors: readonly ConfigError[];
  constructor(errors: readonly ConfigError[]) {
    super(errors.map((e) => e.message).join('\n'));
    this.errors = [...errors];
  }
}

/** Gathers errors while loading, and remembers which keys failed so that checks depending on
 * them are skipped: one mistake gives one error, not a cascade of consequences. */
export class ErrorCollector {
  readonly errors: ConfigError[] = [];
  readonly #failed = new Set<string>();
  #incomplete = false;

  add(error: ConfigError): void {
    this.errors.push(error);
    this.#failed.add(error.key);
  }

  /** Runs `fn`, recording a ConfigError it throws (other errors are bugs and propagate). */
  attempt<T>(fn: () => T): T | undefined {
    try {
      return fn();
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      this.add(err);
      return undefined;
    }
  }

  /** A key whose value is unknown (its line of the file did not parse). */
  markFailed(key: string): void {
    this.#failed.add(key);
  }

  /** Some settings may be missing altogether (the file could not be read, or a key in it could
   * not be decoded): checks across settings would judge defaults the operator did not choose. */
  markIncomplete(): void {
    this.#incomplete = true;
  }

  failed(key: string): boolean {
    return this.#failed.has(key);
  }

  /** Whether a check across these settings can be trusted: all of them known and parsed. */
  usable(...keys: string[]): boolean {
    return !this.#incomplete && keys.every((k) => !this.#failed.has(k));
  }

  throwIfAny(): void {
    if (this.errors.length > 0) throw new ConfigErrors(this.errors);
  }
}
