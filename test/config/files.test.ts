// node.genesisFile and node.forgingSecretFiles: the files are looked at (exist, regular,
// readable; a key file private) at load, naming the setting; their contents never are.
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/load.js';
import { ConfigErrorCode } from '../../src/config/errors.js';
import { configError, configErrors } from './refusal.js';

let dir: string;
let genesis: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cfg-files-'));
  genesis = join(dir, 'genesis.json');
  // Not parsed here: any content will do.
  writeFileSync(genesis, '{"not": "checked by the config"}');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A key file with this mode (the phrase is what `totem-node keys new` would write). */
function keyFile(name: string, mode: number, phrase = 'correct horse battery staple forging'): string {
  const file = join(dir, name);
  writeFileSync(file, phrase + '\n');
  chmodSync(file, mode);
  return file;
}

describe('node.genesisFile', () => {
  it('runs a custom network: network custom, no development forging', () => {
    const c = loadConfig({ text: `node.genesisFile=${genesis}` });
    expect(c).toMatchObject({ genesisFile: genesis, network: 'custom', devnetForging: false, profile: 'standard', blockTime: 0 });
  });

  it('refuses node.network beside it: the network comes from the genesis file', () => {
    const e = configError(() => loadConfig({ text: `node.genesisFile=${genesis}\nnode.network=mainnet` }));
    expect([e.code, e.message]).toEqual([ConfigErrorCode.INCONSISTENT, 'node.network: comes from the genesis file (node.genesisFile); remove this setting']);
    // Even set to the default, and from the environment.
    expect(configError(() => loadConfig({ text: `node.genesisFile=${genesis}`, env: { TOTEM_NETWORK: 'devnet' } })).message)
      .toBe('node.network: comes from the genesis file (node.genesisFile); remove this setting (from TOTEM_NETWORK)');
  });

  it('refuses each of the settings the genesis file decides, all at once', () => {
    const errors = configErrors(() => loadConfig({
      text: `node.genesisFile=${genesis}\nnode.network=devnet\nnode.blockTime=3\nnode.profile=throughput\nnode.devnetForging=false`,
    }));
    expect(errors.map((e) => [e.code, e.key])).toEqual(['network', 'blockTime', 'profile', 'devnetForging']
      .map((n) => [ConfigErrorCode.INCONSISTENT, `node.${n}`]));
  });

  it('is not a value of node.network', () => {
    expect(configError(() => loadConfig({ text: 'node.network=custom' })).message).toBe("node.network: must be one of devnet, mainnet, got 'custom'");
  });

  it('names the setting and the reason when the file is missing or not a file', () => {
    const missing = join(dir, 'nope.json');
    const e = configError(() => loadConfig({ text: `node.genesisFile=${missing}` }));
    expect([e.code, e.message]).toEqual([ConfigErrorCode.UNUSABLE, `node.genesisFile: cannot read '${missing}': no such file (ENOENT)`]);
    expect(configError(() => loadConfig({ text: `node.genesisFile=${dir}` })).message).toBe(`node.genesisFile: '${dir}' is not a regular file (a directory)`);
    // An empty value is no genesis file.
    expect(loadConfig({ text: 'node.genesisFile=\nnode.network=mainnet' }).network).toBe('mainnet');
  });
});

describe('node.forgingSecretFiles', () => {
  it('accepts private key files (0600, 0400), on any network', () => {
    const a = keyFile('a.key', 0o600);
    const b = keyFile('b.key', 0o400);
    expect(loadConfig({ text: `node.forgingSecretFiles=${a}, ${b}` }).forgingSecretFiles).toEqual([a, b]);
    expect(loadConfig({ text: `node.network=mainnet\nnode.forgingSecretFiles=${a}` }).forgingSecretFiles).toEqual([a]);
    expect(loadConfig({ text: `node.genesisFile=${genesis}\nnode.forgingSecretFiles=${a}` }).forgingSecretFiles).toEqual([a]);
  });

  it('refuses a key file others may read, saying how to fix it and never what it holds', () => {
    const open = keyFile('open.key', 0o644, 'phrase that must never be printed');
    const e = configError(() => loadConfig({ text: `node.forgingSecretFiles=${open}` }));
    expect([e.code, e.key]).toEqual([ConfigErrorCode.UNUSABLE, 'node.forgingSecretFiles']);
    expect(e.message).toBe(`node.forgingSecretFiles: '${open}' is open to other users (mode 0644); a forging key must be private to the node's user: chmod 600 ${open}`);
    expect(e.message).not.toContain('never be printed');
    // Group access alone is enough to refuse it.
    expect(configError(() => loadConfig({ text: `node.forgingSecretFiles=${keyFile('group.key', 0o640)}` })).reason).toContain('(mode 0640)');
  });

  it('reports every bad file of the list, and missing files and directories', () => {
    const good = keyFile('good.key', 0o600);
    const open = keyFile('world.key', 0o604);
    const missing = join(dir, 'missing.key');
    const sub = join(dir, 'keys.d');
    mkdirSync(sub);
    const errors = configErrors(() => loadConfig({ text: `node.forgingSecretFiles=${good},${open},${missing},${sub}` }));
    expect(errors.map((e) => e.message)).toEqual([
      `node.forgingSecretFiles: '${open}' is open to other users (mode 0604); a forging key must be private to the node's user: chmod 600 ${open}`,
      `node.forgingSecretFiles: cannot read '${missing}': no such file (ENOENT)`,
      `node.forgingSecretFiles: '${sub}' is not a regular file (a directory)`,
    ]);
  });

  it('is reported together with the other errors', () => {
    const errors = configErrors(() => loadConfig({
      text: `node.genesisFile=${join(dir, 'absent.json')}\nnode.network=mainnet\nnode.forgingSecretFiles=${keyFile('c.key', 0o666)}\nnode.apiServerPort=x`,
    }));
    expect(errors.map((e) => e.key)).toEqual(['node.apiServerPort', 'node.network', 'node.genesisFile', 'node.forgingSecretFiles']);
  });
});

describe('node.logFormat', () => {
  it('defaults to text on a terminal and json otherwise', () => {
    expect(loadConfig({}).logFormat).toBe('json');
    expect(loadConfig({ stdoutIsTTY: false }).logFormat).toBe('json');
    expect(loadConfig({ stdoutIsTTY: true }).logFormat).toBe('text');
  });

  it('lets an explicit setting win either way', () => {
    expect(loadConfig({ text: 'node.logFormat=json', stdoutIsTTY: true }).logFormat).toBe('json');
    expect(loadConfig({ env: { TOTEM_LOG_FORMAT: 'TEXT' }, stdoutIsTTY: false }).logFormat).toBe('text');
    expect(configError(() => loadConfig({ text: 'node.logFormat=yaml', stdoutIsTTY: true })).message).toBe("node.logFormat: must be one of json, text, got 'yaml'");
  });
});
