// Builds a NodeConfig from, in increasing precedence: the defaults of the SETTINGS table, a
// `.properties` file, environment variables (TOTEM_API_SERVER_PORT=...), and explicit overrides
// (the CLI). Every value is parsed strictly; errors name the key (`node.apiServerPort: ...`).
// Every error is collected, from all the sources and the checks, and thrown at once as
// ConfigErrors, so an operator sees the whole list instead of fixing one mistake per start.
import { readFileSync } from 'node:fs';
import { THROUGHPUT_MEMPOOL_SIZE, THROUGHPUT_PROFILE } from '../domain/network-params.js';
import { parseLogLevel } from '../log/levels.js';
import { REDACTED } from '../log/redact.js';
import { checkSettings } from './checks.js';
import { ConfigError, ConfigErrorCode, ErrorCollector } from './errors.js';
import { checkForgingSecretFiles, checkGenesisFile } from './files.js';
import { parseHostPattern } from './host-patterns.js';
import { KEY_PREFIX, SETTINGS, SETTINGS_BY_NAME, envVarName, type NodeConfig, type SettingName, type SettingSpec } from './options.js';
import { parseProperties } from './properties.js';
import { closestName } from './suggest.js';

export interface LoadConfigOptions {
  /** Path of a `.properties` file. */
  file?: string;
  /** Properties text, as if read from a file (used when `file` is not given). */
  text?: string;
  /** Environment to read TOTEM_* overrides from; none are read when omitted. A TOTEM_* variable
   * that names no setting is an error (see NON_SETTING_ENV_VARS). */
  env?: Readonly<Record<string, string | undefined>>;
  /** Highest precedence; keys with or without the `node.` prefix. */
  overrides?: Readonly<Record<string, string>>;
  /** Whether standard output is a terminal: the default node.logFormat is text there, json
   * otherwise. False when omitted (a service, a test). */
  stdoutIsTTY?: boolean;
}

/** Environment variables under TOTEM_ that are not settings but are read by something else, so
 * must not be refused as misspelt settings. None today: a search of the repository for TOTEM_
 * (issue 29) found only setting variables (tests clear TOTEM_* from the environments of the
 * nodes they spawn). A tool that reads its own TOTEM_ variable adds it here. */
export const NON_SETTING_ENV_VARS: ReadonlySet<string> = new Set<string>([]);

const ENV_PREFIX = 'TOTEM_';

/** A raw value and where it came from (the environment variable, for messages). */
type RawSettings = Map<SettingName, { value: string; from?: string }>;

/** Throws ConfigErrors holding every error found (at least one). */
export function loadConfig(opts: LoadConfigOptions = {}): NodeConfig {
  const errors = new ErrorCollector();
  const raw: RawSettings = new Map();
  let text = opts.text;
  let source = '<properties>';
  if (opts.file !== undefined) {
    source = opts.file;
    try {
      text = readFileSync(opts.file, 'utf8');
    } catch (err) {
      errors.add(new ConfigError(ConfigErrorCode.BAD_FILE, opts.file, `cannot read: ${(err as Error).message}`));
      errors.markIncomplete();
    }
  }
  if (text !== undefined) {
    const entries = parseProperties(text, source, (err, key) => {
      errors.add(err);
      // A line whose value did not decode: its setting's value is unknown (not the default).
      // One whose key did not decode could have been any setting.
      if (key === undefined) errors.markIncomplete();
      const name = key === undefined ? undefined : nameOf(key);
      if (name !== undefined) errors.markFailed(KEY_PREFIX + name);
    });
    for (const entry of entries) {
      const name = errors.attempt(() => settingNameOf(entry.key));
      if (name !== undefined) raw.set(name, { value: entry.value });
    }
  }
  if (opts.env) readEnv(opts.env, raw, errors);
  for (const [key, value] of Object.entries(opts.overrides ?? {})) {
    const name = errors.attempt(() => settingNameOf(key));
    if (name !== undefined) raw.set(name, { value });
  }
  const config = buildConfig(raw, errors, opts.stdoutIsTTY ?? false);
  errors.throwIfAny();
  return config;
}

/** The configuration with every setting at its default (devnet, json logs). */
export function defaultConfig(): NodeConfig {
  const errors = new ErrorCollector();
  const config = buildConfig(new Map(), errors, false);
  errors.throwIfAny();
  return config;
}

/** Changes one setting of a running node's config after parsing and checking it, for
 * setConfiguration. Only settings marked `runtime` may change; returns the parsed value.
 * Throws a single ConfigError. */
export function setRuntimeSetting(config: NodeConfig, key: string, value: string): unknown {
  const name = settingNameOf(key);
  const spec = SETTINGS_BY_NAME.get(name)!;
  if (!spec.runtime) {
    throw new ConfigError(ConfigErrorCode.INCONSISTENT, KEY_PREFIX + name, 'cannot be changed while the node runs');
  }
  const parsed = parseSettingValue(spec, value);
  (config as unknown as Record<string, unknown>)[name] = parsed;
  return parsed;
}

/** The config as printable fields, with secret settings masked (for the start-up log). */
export function configForLog(config: NodeConfig): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const spec of SETTINGS) {
    const value = config[spec.name];
    out[KEY_PREFIX + spec.name] = spec.secret ? (value === '' ? '' : REDACTED) : value;
  }
  return out;
}

/** `node.apiServerPort` or `apiServerPort` -> `apiServerPort`; an unknown key throws a
 * ConfigError suggesting the closest setting ("did you mean node.apiServerPort?"). */
export function settingNameOf(key: string): SettingName {
  const name = nameOf(key);
  if (name !== undefined) return name;
  const bare = key.startsWith(KEY_PREFIX) ? key.slice(KEY_PREFIX.length) : key;
  const guess = closestName(bare, SETTINGS_BY_NAME.keys());
  throw new ConfigError(ConfigErrorCode.UNKNOWN_SETTING, key,
    guess !== undefined ? `unknown setting, did you mean ${KEY_PREFIX}${guess}?` : 'unknown setting (see docs/configuration.md)');
}

function nameOf(key: string): SettingName | undefined {
  const name = key.startsWith(KEY_PREFIX) ? key.slice(KEY_PREFIX.length) : key;
  return SETTINGS_BY_NAME.has(name) ? (name as SettingName) : undefined;
}

/** TOTEM_* variables: each either names a setting, or is allow-listed, or is an error with the
 * closest variable suggested (a misspelt variable would otherwise be ignored without a word). */
function readEnv(env: Readonly<Record<string, string | undefined>>, raw: RawSettings, errors: ErrorCollector): void {
  const byVar = new Map(SETTINGS.map((s) => [envVarName(s.name), s.name]));
  for (const [variable, value] of Object.entries(env)) {
    if (!variable.startsWith(ENV_PREFIX) || value === undefined || NON_SETTING_ENV_VARS.has(variable)) continue;
    const name = byVar.get(variable);
    if (name !== undefined) {
      raw.set(name, { value, from: variable });
      continue;
    }
    // Compared without the prefix, which every candidate shares.
    const guess = closestName(variable.slice(ENV_PREFIX.length), [...byVar.keys()].map((v) => v.slice(ENV_PREFIX.length)));
    errors.add(new ConfigError(ConfigErrorCode.UNKNOWN_SETTING, variable, guess !== undefined
      ? `unknown environment variable, did you mean ${ENV_PREFIX}${guess}?`
      : `unknown environment variable (${ENV_PREFIX}* variables set settings: see docs/configuration.md)`));
  }
}

/** Parses one value according to its setting's type. Throws ConfigError naming `node.<name>`. */
export function parseSettingValue(spec: SettingSpec, value: string): unknown {
  const key = KEY_PREFIX + spec.name;
  const text = value.trim();
  const t = spec.type;
  switch (t.kind) {
    case 'string':
      return text;
    case 'int': {
      if (!/^[+-]?\d+$/.test(text)) {
        throw new ConfigError(ConfigErrorCode.BAD_VALUE, key, `expected an integer, got '${text}'`);
      }
      const n = Number(text);
      if (!Number.isSafeInteger(n) || n < t.min || n > t.max) {
        throw new ConfigError(ConfigErrorCode.OUT_OF_RANGE, key, `must be between ${t.min} and ${t.max}, got ${text}`);
      }
      return n;
    }
    case 'boolean': {
      const lower = text.toLowerCase();
      if (lower === 'true') return true;
      if (lower === 'false') return false;
      throw new ConfigError(ConfigErrorCode.BAD_VALUE, key, `expected true or false, got '${text}'`);
    }
    case 'enum': {
      if (spec.name === 'logLevel') {
        const level = parseLogLevel(text);
        if (level) return level;
      } else {
        const match = t.values.find((v) => v.toLowerCase() === text.toLowerCase());
        if (match) return match;
      }
      throw new ConfigError(ConfigErrorCode.OUT_OF_RANGE, key, `must be one of ${t.values.join(', ')}, got '${text}'`);
    }
    case 'list':
      return splitList(text);
    case 'hostPatterns': {
      const items = splitList(text);
      for (const item of items) {
        if (!parseHostPattern(item)) {
          throw new ConfigError(ConfigErrorCode.BAD_VALUE, key,
            `'${item}' is not an IP address, CIDR range, localhost or *`);
        }
      }
      return items;
    }
  }
}

function splitList(text: string): string[] {
  return text.split(',').map((s) => s.trim()).filter((s) => s !== '');
}

/** " (from TOTEM_X)" when the environment gave the value: the key names the setting, and an
 * operator looking for it in the file would not find it. */
function fromEnv(raw: RawSettings, name: SettingName): string {
  const from = raw.get(name)?.from;
  return from === undefined ? '' : ` (from ${from})`;
}

/** Settings a genesis file decides; setting any of them alongside it is a contradiction. */
const FROM_GENESIS: readonly SettingName[] = ['network', 'blockTime', 'profile', 'devnetForging'];

function buildConfig(raw: RawSettings, errors: ErrorCollector, stdoutIsTTY: boolean): NodeConfig {
  const config: Record<string, unknown> = {};
  for (const spec of SETTINGS) {
    const given = raw.get(spec.name);
    if (spec.dependentDefault !== undefined && given === undefined) continue;
    try {
      config[spec.name] = parseSettingValue(spec, given?.value ?? spec.default);
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      const from = fromEnv(raw, spec.name);
      errors.add(from === '' ? err : new ConfigError(err.code, err.key, err.reason + from));
      // A placeholder so later code sees a complete object; checks involving it are skipped.
      if (spec.dependentDefault === undefined) config[spec.name] = parseSettingValue(spec, spec.default);
    }
  }
  const c = config as unknown as NodeConfig;
  const set = (name: SettingName) => raw.has(name);
  if (!set('logFormat') || errors.failed('node.logFormat')) c.logFormat = stdoutIsTTY ? 'text' : 'json';
  if (c.genesisFile !== '') {
    // A custom network: the genesis file says what these settings would.
    for (const name of FROM_GENESIS) {
      if (set(name) && !errors.failed(KEY_PREFIX + name)) {
        errors.add(new ConfigError(ConfigErrorCode.INCONSISTENT, KEY_PREFIX + name,
          'comes from the genesis file (node.genesisFile); remove this setting' + fromEnv(raw, name)));
      }
    }
    Object.assign(c, { network: 'custom', blockTime: 0, profile: 'standard', devnetForging: false });
  } else if (c.network === 'mainnet') {
    deriveMainnet(c, set, errors);
  } else {
    // The devnet, or a network that failed to parse (its dependents are skipped below).
    if (!set('blockTime') || errors.failed('node.blockTime')) c.blockTime = c.profile === 'throughput' ? THROUGHPUT_PROFILE.blockTimeSeconds : 5;
    if (c.profile === 'throughput' && !set('mempoolMaxSize')) c.mempoolMaxSize = THROUGHPUT_MEMPOOL_SIZE;
    if (!set('devnetForging') || errors.failed('node.devnetForging')) c.devnetForging = true;
  }
  if (c.apiSSL && c.keyStorePath === '' && errors.usable('node.apiSSL', 'node.keyStorePath')) {
    errors.add(new ConfigError(ConfigErrorCode.INCONSISTENT, 'node.keyStorePath', 'is required when node.apiSSL is true'));
  }
  checkSettings(c, errors);
  checkGenesisFile(c, errors);
  checkForgingSecretFiles(c, errors);
  return c;
}

/** Mainnet's constants: a block time of 60, no development forging, the standard profile. Each
 * check is of an explicit value (mainnet is never the default), so only its own failure skips it. */
function deriveMainnet(c: NodeConfig, set: (name: SettingName) => boolean, errors: ErrorCollector): void {
  if (set('blockTime') && c.blockTime !== 60 && !errors.failed('node.blockTime')) {
    errors.add(new ConfigError(ConfigErrorCode.INCONSISTENT, 'node.blockTime', 'is fixed at 60 on mainnet'));
  }
  if (set('devnetForging') && c.devnetForging && !errors.failed('node.devnetForging')) {
    errors.add(new ConfigError(ConfigErrorCode.INCONSISTENT, 'node.devnetForging', 'is only allowed on the devnet'));
  }
  if (c.profile !== 'standard' && !errors.failed('node.profile')) {
    errors.add(new ConfigError(ConfigErrorCode.INCONSISTENT, 'node.profile', 'is only allowed on the devnet'));
  }
  c.blockTime = 60;
  c.devnetForging = false;
}
