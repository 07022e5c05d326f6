// Builds a NodeConfig from, in increasing precedence: the defaults of the SETTINGS table, a
// `.properties` file, environment variables (TOTEM_API_SERVER_PORT=...), and explicit overrides
// (the CLI). Every value is parsed strictly; errors name the key (`node.apiServerPort: ...`).
import { readFileSync } from 'node:fs';
import { THROUGHPUT_MEMPOOL_SIZE, THROUGHPUT_PROFILE } from '../domain/network-params.js';
import { parseLogLevel } from '../log/levels.js';
import { REDACTED } from '../log/redact.js';
import { checkSettings } from './checks.js';
import { ConfigError, ConfigErrorCode } from './errors.js';
import { parseHostPattern } from './host-patterns.js';
import { KEY_PREFIX, SETTINGS, SETTINGS_BY_NAME, envVarName, type NodeConfig, type SettingName, type SettingSpec } from './options.js';
import { parseProperties } from './properties.js';

export interface LoadConfigOptions {
  /** Path of a `.properties` file. */
  file?: string;
  /** Properties text, as if read from a file (used when `file` is not given). */
  text?: string;
  /** Environment to read TOTEM_* overrides from; none are read when omitted. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Highest precedence; keys with or without the `node.` prefix. */
  overrides?: Readonly<Record<string, string>>;
}

type RawSettings = Map<SettingName, string>;

export function loadConfig(opts: LoadConfigOptions = {}): NodeConfig {
  const raw: RawSettings = new Map();
  let text = opts.text;
  let source = '<properties>';
  if (opts.file !== undefined) {
    source = opts.file;
    try {
      text = readFileSync(opts.file, 'utf8');
    } catch (err) {
      throw new ConfigError(ConfigErrorCode.BAD_FILE, opts.file, `cannot read: ${(err as Error).message}`);
    }
  }
  if (text !== undefined) {
    for (const entry of parseProperties(text, source)) raw.set(settingNameOf(entry.key), entry.value);
  }
  if (opts.env) {
    for (const spec of SETTINGS) {
      const value = opts.env[envVarName(spec.name)];
      if (value !== undefined) raw.set(spec.name, value);
    }
  }
  for (const [key, value] of Object.entries(opts.overrides ?? {})) raw.set(settingNameOf(key), value);
  return buildConfig(raw);
}

/** The configuration with every setting at its default (devnet). */
export function defaultConfig(): NodeConfig {
  return buildConfig(new Map());
}

/** Changes one setting of a running node's config after parsing and checking it, for
 * setConfiguration. Only settings marked `runtime` may change; returns the parsed value. */
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

/** `node.apiServerPort` or `apiServerPort` -> `apiServerPort`; unknown keys are errors. */
export function settingNameOf(key: string): SettingName {
  const name = key.startsWith(KEY_PREFIX) ? key.slice(KEY_PREFIX.length) : key;
  if (!SETTINGS_BY_NAME.has(name)) {
    throw new ConfigError(ConfigErrorCode.UNKNOWN_SETTING, key, 'unknown setting (see docs/configuration.md)');
  }
  return name as SettingName;
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

function buildConfig(raw: RawSettings): NodeConfig {
  const config: Record<string, unknown> = {};
  for (const spec of SETTINGS) {
    const value = raw.get(spec.name) ?? spec.default;
    if (spec.dependentDefault !== undefined && !raw.has(spec.name)) continue;
    config[spec.name] = parseSettingValue(spec, value);
  }
  const c = config as unknown as NodeConfig;
  // Settings whose default depends on the network.
  if (c.network === 'mainnet') {
    if (raw.has('blockTime') && c.blockTime !== 60) {
      throw new ConfigError(ConfigErrorCode.INCONSISTENT, 'node.blockTime', 'is fixed at 60 on mainnet');
    }
    if (raw.has('devnetForging') && c.devnetForging) {
      throw new ConfigError(ConfigErrorCode.INCONSISTENT, 'node.devnetForging', 'is only allowed on the devnet');
    }
    c.blockTime = 60;
    c.devnetForging = false;
    if (c.profile !== 'standard') throw new ConfigError(ConfigErrorCode.INCONSISTENT, 'node.profile', 'is only allowed on the devnet');
  } else {
    if (!raw.has('blockTime')) c.blockTime = c.profile === 'throughput' ? THROUGHPUT_PROFILE.blockTimeSeconds : 5;
    if (c.profile === 'throughput' && !raw.has('mempoolMaxSize')) c.mempoolMaxSize = THROUGHPUT_MEMPOOL_SIZE;
    if (!raw.has('devnetForging')) c.devnetForging = true;
  }
  if (c.apiSSL && c.keyStorePath === '') {
    throw new ConfigError(ConfigErrorCode.INCONSISTENT, 'node.keyStorePath', 'is required when node.apiSSL is true');
  }
  checkSettings(c);
  return c;
}
