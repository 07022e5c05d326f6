import { describe, it, expect } from '@jest/globals';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, defaultConfig, setRuntimeSetting, configForLog } from '../../src/config/load.js';
import { ConfigErrorCode } from '../../src/config/errors.js';
import { configError, singleConfigError } from './refusal.js';
import { envVarName, SETTINGS } from '../../src/config/options.js';

describe('defaultConfig', () => {
  it('has the documented defaults', () => {
    const c = defaultConfig();
    expect(c).toEqual({
      apiServerHost: '127.0.0.1',
      apiServerPort: 6876,
      apiServerSSLPort: 6877,
      apiSSL: false,
      keyStorePath: '',
      keyStorePassword: '',
      allowedBotHosts: ['127.0.0.1', '::1', 'localhost'],
      adminPassword: '',
      disableAdminPassword: false,
      maxAPIRecords: 100,
      apiMaxBodyBytes: 1048576,
      apiRequestTimeoutSeconds: 30,
      apiIdleTimeoutSeconds: 60,
      apiKeepAliveTimeoutSeconds: 5,
      apiMaxConnections: 512,
      apiMaxConnectionsPerAddress: 64,
      writeRequestsPerSecond: 10,
      adminLockoutAttempts: 25,
      adminLockoutMinutes: 60,
      metricsAllowedHosts: ['*'],
      eventStreamsMax: 256,
      eventClientBacklogKiB: 2048,
      peerServerHost: '127.0.0.1',
      peerServerPort: 7876,
      peers: [],
      profile: 'standard',
      shareAddress: true,
      maxInboundPeers: 50,
      maxOutboundPeers: 10,
      blacklistMinutes: 10,
      dataDir: './data',
      storageEngine: 'leveldb',
      accountCacheSize: 250000,
      storeCacheMB: 32,
      network: 'devnet',
      genesisFile: '',
      blockTime: 5,
      contractCacheSize: 64,
      contractWatchdogMs: 100,
      contractWorkers: 2,
      devnetForging: true,
      forgingSecretFiles: [],
      mempoolMaxSize: 2000,
      sharedPieces: [],
      minPrunableLifetime: 1_209_600,
      maxPrunableLifetime: 7_776_000,
      logLevel: 'INFO',
      logFormat: 'json',
    });
  });

  it('has exactly one table entry per config field', () => {
    expect(SETTINGS.map((s) => s.name).sort()).toEqual(Object.keys(defaultConfig()).sort());
  });
});

describe('loadConfig', () => {
  it('reads a properties file with node.-prefixed keys', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    try {
      const file = join(dir, 'node.properties');
      writeFileSync(file, [
        '# test node',
        'node.apiServerPort=22024',
        'node.peerServerPort = 22025',
        'node.peers = 10.0.0.1:7876, 10.0.0.2:7876',
        'node.allowedBotHosts = 127.0.0.1, 192.168.0.0/16, fd00::/8',
        'node.apiSSL = TRUE',
        'node.keyStorePath = ks.p12',
        'node.logLevel = debug',
      ].join('\n'));
      const c = loadConfig({ file });
      expect(c.apiServerPort).toBe(22024);
      expect(c.peerServerPort).toBe(22025);
      expect(c.peers).toEqual(['10.0.0.1:7876', '10.0.0.2:7876']);
      expect(c.allowedBotHosts).toEqual(['127.0.0.1', '192.168.0.0/16', 'fd00::/8']);
      expect(c.apiSSL).toBe(true);
      expect(c.logLevel).toBe('DEBUG');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('applies env over the file and explicit overrides over env', () => {
    const c = loadConfig({
      text: 'node.maxAPIRecords=50\nnode.apiServerPort=1000\nnode.dataDir=/file',
      env: { TOTEM_MAX_API_RECORDS: '60', TOTEM_API_SERVER_PORT: '2000', UNRELATED: 'x' },
      overrides: { 'node.apiServerPort': '3000' },
    });
    expect(c.maxAPIRecords).toBe(60);
    expect(c.apiServerPort).toBe(3000);
    expect(c.dataDir).toBe('/file');
  });

  it('names env variables in upper snake case with a TOTEM_ prefix', () => {
    expect(envVarName('apiServerPort')).toBe('TOTEM_API_SERVER_PORT');
    expect(envVarName('maxAPIRecords')).toBe('TOTEM_MAX_API_RECORDS');
    expect(envVarName('apiSSL')).toBe('TOTEM_API_SSL');
    expect(envVarName('apiServerSSLPort')).toBe('TOTEM_API_SERVER_SSL_PORT');
  });

  it('rejects a non-integer with an error naming the key', () => {
    const e = configError(() => loadConfig({ text: 'node.apiServerPort=68x6' }));
    expect(e.code).toBe(ConfigErrorCode.BAD_VALUE);
    expect(e.key).toBe('node.apiServerPort');
    expect(e.message).toBe("node.apiServerPort: expected an integer, got '68x6'");
    expect(configError(() => loadConfig({ text: 'node.maxAPIRecords=1.5' })).key).toBe('node.maxAPIRecords');
    expect(configError(() => loadConfig({ text: 'node.maxAPIRecords=' })).key).toBe('node.maxAPIRecords');
  });

  it('rejects out-of-range integers', () => {
    const e = configError(() => loadConfig({ text: 'node.peerServerPort=65536' }));
    expect(e.code).toBe(ConfigErrorCode.OUT_OF_RANGE);
    expect(e.key).toBe('node.peerServerPort');
    expect(configError(() => loadConfig({ text: 'node.maxAPIRecords=0' })).code).toBe(ConfigErrorCode.OUT_OF_RANGE);
    expect(configError(() => loadConfig({ text: 'node.mempoolMaxSize=99999999999999999999' })).code)
      .toBe(ConfigErrorCode.OUT_OF_RANGE);
  });

  it('refuses 0 for the API edge limits and timeouts, naming the key', () => {
    for (const name of ['apiRequestTimeoutSeconds', 'apiIdleTimeoutSeconds', 'apiKeepAliveTimeoutSeconds', 'apiMaxConnections', 'apiMaxConnectionsPerAddress']) {
      const e = configError(() => loadConfig({ text: `node.${name}=0` }));
      expect([name, e.code, e.key]).toEqual([name, ConfigErrorCode.OUT_OF_RANGE, `node.${name}`]);
    }
    expect(configError(() => loadConfig({ text: 'node.apiRequestTimeoutSeconds=3601' })).key).toBe('node.apiRequestTimeoutSeconds');
    expect(loadConfig({ text: 'node.apiIdleTimeoutSeconds=5\nnode.apiMaxConnectionsPerAddress=4' })).toMatchObject({ apiIdleTimeoutSeconds: 5, apiMaxConnectionsPerAddress: 4 });
  });

  it('accepts only true/false for booleans', () => {
    for (const bad of ['yes', '1', 'on', '']) {
      const e = configError(() => loadConfig({ text: `node.apiSSL=${bad}` }));
      expect(e.key).toBe('node.apiSSL');
      expect(e.code).toBe(ConfigErrorCode.BAD_VALUE);
    }
    expect(loadConfig({ text: 'node.disableAdminPassword=False' }).disableAdminPassword).toBe(false);
  });

  it('rejects unknown keys (typos), in files, env overrides and explicit overrides', () => {
    const e = configError(() => loadConfig({ text: 'node.apiServerPrt=1' }));
    expect(e.code).toBe(ConfigErrorCode.UNKNOWN_SETTING);
    expect(e.key).toBe('node.apiServerPrt');
    expect(configError(() => loadConfig({ overrides: { nope: '1' } })).code).toBe(ConfigErrorCode.UNKNOWN_SETTING);
  });

  it('refuses forging secrets in the configuration: there is no such setting', () => {
    expect(configError(() => loadConfig({ text: 'node.forgingSecretPhrases=abc' })).code).toBe(ConfigErrorCode.UNKNOWN_SETTING);
  });

  it('validates allowedBotHosts entries', () => {
    expect(loadConfig({ text: 'node.allowedBotHosts=*' }).allowedBotHosts).toEqual(['*']);
    const e = configError(() => loadConfig({ text: 'node.allowedBotHosts=127.0.0.1, example.com' }));
    expect(e.key).toBe('node.allowedBotHosts');
    expect(e.message).toContain("'example.com'");
    expect(configError(() => loadConfig({ text: 'node.allowedBotHosts=10.0.0.0/33' })).key).toBe('node.allowedBotHosts');
  });

  it('validates enums case-insensitively and returns the canonical spelling', () => {
    expect(loadConfig({ text: 'node.network=MAINNET' }).network).toBe('mainnet');
    expect(loadConfig({ text: 'node.logLevel=warning' }).logLevel).toBe('WARN');
    const e = configError(() => loadConfig({ text: 'node.network=testnet' }));
    expect(e.key).toBe('node.network');
    expect(e.code).toBe(ConfigErrorCode.OUT_OF_RANGE);
  });

  it('derives blockTime and devnetForging from the network', () => {
    const dev = loadConfig({ text: 'node.blockTime=2' });
    expect(dev.blockTime).toBe(2);
    expect(dev.devnetForging).toBe(true);
    expect(loadConfig({ text: 'node.devnetForging=false' }).devnetForging).toBe(false);
    const main = loadConfig({ text: 'node.network=mainnet' });
    expect(main.blockTime).toBe(60);
    expect(main.devnetForging).toBe(false);
    expect(configError(() => loadConfig({ text: 'node.network=mainnet\nnode.blockTime=5' })).key).toBe('node.blockTime');
    expect(configError(() => loadConfig({ text: 'node.network=mainnet\nnode.devnetForging=true' })).key).toBe('node.devnetForging');
  });

  it('requires a keystore when apiSSL is on', () => {
    const e = configError(() => loadConfig({ text: 'node.apiSSL=true' }));
    expect(e.key).toBe('node.keyStorePath');
    expect(e.code).toBe(ConfigErrorCode.INCONSISTENT);
  });

  it('reports an unreadable file as BAD_FILE naming the path', () => {
    const e = configError(() => loadConfig({ file: '/nonexistent/node.properties' }));
    expect(e.code).toBe(ConfigErrorCode.BAD_FILE);
    expect(e.key).toBe('/nonexistent/node.properties');
  });
});

describe('setRuntimeSetting', () => {
  it('changes a runtime setting after strict parsing', () => {
    const c = defaultConfig();
    expect(setRuntimeSetting(c, 'node.maxAPIRecords', '250')).toBe(250);
    expect(c.maxAPIRecords).toBe(250);
    expect(setRuntimeSetting(c, 'maxAPIRecords', '7')).toBe(7);
    expect(c.maxAPIRecords).toBe(7);
    expect(singleConfigError(() => setRuntimeSetting(c, 'maxAPIRecords', 'many')).key).toBe('node.maxAPIRecords');
    expect(c.maxAPIRecords).toBe(7);
  });

  it('refuses settings that cannot change while running', () => {
    const c = defaultConfig();
    const e = singleConfigError(() => setRuntimeSetting(c, 'node.apiServerPort', '1'));
    expect(e.key).toBe('node.apiServerPort');
    expect(c.apiServerPort).toBe(6876);
  });
});

describe('configForLog', () => {
  it('masks secret settings and shows the rest', () => {
    const c = loadConfig({ text: 'node.adminPassword=hunter2\nnode.apiSSL=true\nnode.keyStorePath=k.p12\nnode.keyStorePassword=ks-secret' });
    const printed = JSON.stringify(configForLog(c));
    expect(printed).not.toContain('hunter2');
    expect(printed).not.toContain('ks-secret');
    expect(configForLog(c)['node.adminPassword']).toBe('[REDACTED]');
    expect(configForLog(c)['node.apiServerPort']).toBe(6876);
    expect(configForLog(defaultConfig())['node.adminPassword']).toBe('');
  });
});

describe('the throughput profile', () => {
  it('raises the devnet block time and pool unless they are set', () => {
    expect(loadConfig({ text: 'node.profile=throughput' })).toMatchObject({ profile: 'throughput', blockTime: 2, mempoolMaxSize: 65_536 });
    expect(loadConfig({ text: 'node.profile=throughput\nnode.blockTime=3\nnode.mempoolMaxSize=1000' })).toMatchObject({ blockTime: 3, mempoolMaxSize: 1000 });
    expect(loadConfig({ text: '' })).toMatchObject({ profile: 'standard', blockTime: 5, mempoolMaxSize: 2000 });
  });

  it('is refused on the mainnet', () => {
    expect(() => loadConfig({ text: 'node.network=mainnet\nnode.profile=throughput' })).toThrow('node.profile: is only allowed on the devnet');
  });
});

