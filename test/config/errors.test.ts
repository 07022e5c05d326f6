// Every configuration error at once: the file's, the environment's, the overrides' and the
// checks', in one ConfigErrors, each line naming its setting; a value that failed to parse is
// not judged again by the checks that depend on it.
import { describe, it, expect } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, setRuntimeSetting, defaultConfig } from '../../src/config/load.js';
import { ConfigErrorCode, ConfigErrors } from '../../src/config/errors.js';
import { closestName, editDistance, wordsOf } from '../../src/config/suggest.js';
import { SETTINGS, envVarName } from '../../src/config/options.js';
import { configError, configErrors, singleConfigError } from './refusal.js';

describe('several errors at once', () => {
  it('reports every mistake of a file in one throw, one line each', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-errors-'));
    try {
      const file = join(dir, 'node.properties');
      writeFileSync(file, [
        'node.apiServerPrt = 6876',
        'node.maxAPIRecords = many',
        'node.network = testnet',
        'node.peers = 10.0.0.1:7876',
        'node.maxOutboundPeers = 0',
      ].join('\n'));
      let thrown: unknown;
      try {
        loadConfig({ file });
      } catch (err) {
        thrown = err;
      }
      expect(thrown).toBeInstanceOf(ConfigErrors);
      const e = thrown as ConfigErrors;
      expect(e.errors.map((x) => [x.code, x.key])).toEqual([
        [ConfigErrorCode.UNKNOWN_SETTING, 'node.apiServerPrt'],
        [ConfigErrorCode.BAD_VALUE, 'node.maxAPIRecords'],
        [ConfigErrorCode.OUT_OF_RANGE, 'node.network'],
        [ConfigErrorCode.INCONSISTENT, 'node.peers'],
      ]);
      expect(e.message).toBe([
        'node.apiServerPrt: unknown setting, did you mean node.apiServerPort?',
        "node.maxAPIRecords: expected an integer, got 'many'",
        "node.network: must be one of devnet, mainnet, got 'testnet'",
        'node.peers: lists bootstrap peers but node.maxOutboundPeers is 0, so none would be dialled (empty node.peers, or allow outbound peers)',
      ].join('\n'));
      expect(e.name).toBe('ConfigErrors');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gathers errors from the file, the environment and the overrides together', () => {
    const errors = configErrors(() => loadConfig({
      text: 'node.blockTme=2',
      env: { TOTEM_API_PORT: '1', TOTEM_PEER_SERVER_PORT: 'x', PATH: '/bin' },
      overrides: { 'node.logLevl': 'DEBUG', 'node.mempoolMaxSize': '0' },
    }));
    expect(errors.map((e) => e.message)).toEqual([
      'node.blockTme: unknown setting, did you mean node.blockTime?',
      'TOTEM_API_PORT: unknown environment variable, did you mean TOTEM_API_SERVER_PORT?',
      'node.logLevl: unknown setting, did you mean node.logLevel?',
      "node.peerServerPort: expected an integer, got 'x' (from TOTEM_PEER_SERVER_PORT)",
      'node.mempoolMaxSize: must be between 1 and 2147483647, got 0',
    ]);
  });

  it('still reports the environment when the file cannot be read', () => {
    const errors = configErrors(() => loadConfig({ file: '/nonexistent/node.properties', env: { TOTEM_MAX_API_RECORDS: '0' } }));
    expect(errors.map((e) => [e.code, e.key])).toEqual([
      [ConfigErrorCode.BAD_FILE, '/nonexistent/node.properties'],
      [ConfigErrorCode.OUT_OF_RANGE, 'node.maxAPIRecords'],
    ]);
  });

  it('reports every malformed line of a file, not only the first', () => {
    const errors = configErrors(() => loadConfig({ text: 'node.adminPassword=\\u12\n=1\nnode.maxAPIRecords=x' }));
    expect(errors.map((e) => e.message)).toEqual([
      '<properties>: line 1: malformed \\u escape',
      '<properties>: line 2: empty key',
      "node.maxAPIRecords: expected an integer, got 'x'",
    ]);
  });
});

describe('no cascades: checks skip a value that failed to parse', () => {
  it.each([
    ['a bad API port is not also a clash with the peer port', 'node.apiServerPort=x\nnode.peerServerPort=6876', 'node.apiServerPort'],
    ['a bad apiSSL does not also ask for a keystore', 'node.apiSSL=yes', 'node.apiSSL'],
    ['a bad outbound limit is not also judged against the peers', 'node.peers=10.0.0.1\nnode.maxOutboundPeers=none', 'node.maxOutboundPeers'],
    ['a bad peer entry is not also judged against the outbound limit', 'node.peers=not a host\nnode.maxOutboundPeers=0', 'node.peers'],
    ['a bad host does not also clash on a shared port', 'node.apiServerHost=\nnode.apiServerPort=7000\nnode.peerServerPort=7000', 'node.apiServerHost'],
    ['a bad network is not also judged for the mainnet constants', 'node.network=mainnett\nnode.blockTime=5\nnode.devnetForging=true', 'node.network'],
    ['a bad block time on mainnet is reported once', 'node.network=mainnet\nnode.blockTime=0', 'node.blockTime'],
    ['a keystore path lost to a malformed line is not reported missing', 'node.apiSSL=true\nnode.keyStorePath=\\uzzzz', '<properties>'],
  ])('%s', (_title, text, key) => {
    expect(configError(() => loadConfig({ text })).key).toBe(key);
  });
});

describe('did you mean', () => {
  it('suggests the closest setting for a misspelt key, case-insensitively', () => {
    expect(configError(() => loadConfig({ text: 'node.apiServerPrt=1' })).message).toBe('node.apiServerPrt: unknown setting, did you mean node.apiServerPort?');
    expect(configError(() => loadConfig({ text: 'node.APISERVERPORT=1' })).reason).toBe('unknown setting, did you mean node.apiServerPort?');
    expect(configError(() => loadConfig({ overrides: { maxApiRecord: '1' } })).reason).toBe('unknown setting, did you mean node.maxAPIRecords?');
    // A word left out is too far for the edit distance, but its words are in order.
    expect(configError(() => loadConfig({ text: 'node.apiSslPort=1' })).reason).toBe('unknown setting, did you mean node.apiServerSSLPort?');
  });

  it('suggests nothing when no setting is close', () => {
    const e = configError(() => loadConfig({ text: 'node.colour=blue' }));
    expect([e.code, e.message]).toEqual([ConfigErrorCode.UNKNOWN_SETTING, 'node.colour: unknown setting (see docs/configuration.md)']);
  });

  it('suggests for setRuntimeSetting too, which throws a single ConfigError', () => {
    const e = singleConfigError(() => setRuntimeSetting(defaultConfig(), 'node.maxAPIrecord', '5'));
    expect(e.message).toBe('node.maxAPIrecord: unknown setting, did you mean node.maxAPIRecords?');
  });

  it('measures edit distance and words', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(wordsOf('apiServerSSLPort')).toEqual(['api', 'server', 'ssl', 'port']);
    expect(wordsOf('API_SERVER_SSL_PORT')).toEqual(['api', 'server', 'ssl', 'port']);
    expect(closestName('peer', ['peers', 'profile'])).toBe('peers');
    expect(closestName('x', ['peers'])).toBeUndefined();
  });

  it('never suggests one setting for another setting', () => {
    const names = SETTINGS.map((s) => s.name);
    for (const s of SETTINGS) expect(closestName(s.name, names)).toBe(s.name);
  });
});

describe('TOTEM_* environment variables', () => {
  it('refuses an unknown TOTEM_ variable, suggesting the closest', () => {
    const e = configError(() => loadConfig({ env: { TOTEM_API_PORT: '7000' } }));
    expect([e.code, e.key]).toEqual([ConfigErrorCode.UNKNOWN_SETTING, 'TOTEM_API_PORT']);
    expect(e.message).toBe('TOTEM_API_PORT: unknown environment variable, did you mean TOTEM_API_SERVER_PORT?');
    expect(configError(() => loadConfig({ env: { TOTEM_LOG_LEVLE: 'DEBUG' } })).reason).toBe('unknown environment variable, did you mean TOTEM_LOG_LEVEL?');
    expect(configError(() => loadConfig({ env: { TOTEM_apiServerPort: '1' } })).reason).toBe('unknown environment variable, did you mean TOTEM_API_SERVER_PORT?');
    expect(configError(() => loadConfig({ env: { TOTEM_WHATEVER: '1' } })).reason)
      .toBe('unknown environment variable (TOTEM_* variables set settings: see docs/configuration.md)');
  });

  it('ignores variables outside the TOTEM_ prefix, and reads every setting\'s variable', () => {
    expect(loadConfig({ env: { PATH: '/bin', totem_api_port: '1', HOME: '/root' } }).apiServerPort).toBe(6876);
    const env = Object.fromEntries(SETTINGS.filter((s) => s.type.kind === 'int').map((s) => [envVarName(s.name), String((s.type as { min: number }).min)]));
    // Ports at their minimum (0) cannot clash; every variable is known.
    expect(() => loadConfig({ env })).not.toThrow();
  });
});
