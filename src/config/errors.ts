// Configuration errors name the setting at fault, so a typo in a properties file is reported as
// "node.apiServerPort: expected an integer, got '68x6'" rather than as a failure later on.

export enum ConfigErrorCode {
  /** A key under `node.` that no setting has (usually a typo). */
  UNKNOWN_SETTING = 'UNKNOWN_SETTING',
  /** A value that does not parse as the setting's type. */
  BAD_VALUE = 'BAD_VALUE',
  /** A value that parses but is outside the allowed range or set. */
  OUT_OF_RANGE = 'OUT_OF_RANGE',
  /** Settings that contradict each other (e.g. apiSSL without a keystore). */
  INCONSISTENT = 'INCONSISTENT',
  /** The properties file is unreadable or malformed. */
  BAD_FILE = 'BAD_FILE',
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    readonly code: ConfigErrorCode,
    /** The setting's full name (`node.apiServerPort`), or the file path for BAD_FILE. */
    readonly key: string,
    readonly reason: string,
  ) {
    super(`${key}: ${reason}`);
  }
}
