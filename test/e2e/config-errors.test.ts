// A configuration with several mistakes, as an operator writes one: the real process reports
// every error at once on stderr (a misspelt setting with its suggestion, a bad value, a port in
// use by another process, an unknown TOTEM_ variable, a genesis file field), exits 2, and writes
// nothing: no data directory is created.
import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { makeTempDir, runCli, stopAllNodes, writeProperties } from './process-helper.js';

let busy: Server | undefined;

afterAll(async () => {
  await stopAllNodes();
  await new Promise<void>((resolve) => (busy ? busy.close(() => resolve()) : resolve()));
}, 20_000);

/** A port held by another process's listener for the test's life. */
async function busyPort(): Promise<number> {
  busy = createServer();
  await new Promise<void>((resolve) => busy!.listen(0, '127.0.0.1', resolve));
  return (busy.address() as { port: number }).port;
}

describe('configuration errors of the real process', () => {
  it('reports every error at once, with suggestions, and writes nothing', async () => {
    const dir = await makeTempDir();
    const file = join(dir, 'node.properties');
    const port = await busyPort();
    await writeProperties(file, {
      'node.dataDir': join(dir, 'data'),
      'node.apiServerPrt': '6876',
      'node.maxInboundPeers': 'many',
      'node.peerServerPort': '0',
      'node.apiServerPort': String(port),
    });
    const result = await runCli(['-c', file], 20_000, { TOTEM_API_PORT: '1' });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/the configuration has 3 errors \(nothing was started or written\)/);
    expect(result.stderr).toMatch(/node\.apiServerPrt: unknown setting, did you mean node\.apiServerPort\?/);
    expect(result.stderr).toMatch(/node\.maxInboundPeers: expected an integer, got 'many'/);
    expect(result.stderr).toMatch(/TOTEM_API_PORT: unknown environment variable, did you mean TOTEM_API_SERVER_PORT\?/);
    expect(result.stdout).toBe('');
    expect(existsSync(join(dir, 'data'))).toBe(false);
  }, 30_000);

  it('a port in use names the setting to change, and nothing is written', async () => {
    const dir = await makeTempDir();
    const file = join(dir, 'node.properties');
    const port = (busy?.address() as { port: number } | undefined)?.port ?? (await busyPort());
    await writeProperties(file, { 'node.dataDir': join(dir, 'data'), 'node.apiServerPort': '0', 'node.peerServerPort': String(port) });
    const result = await runCli(['-c', file]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`node.peerServerPort: port ${port} on 127.0.0.1 is in use by another process; choose another node.peerServerPort (or 0 for any free port)`);
    expect(existsSync(join(dir, 'data'))).toBe(false);
  }, 30_000);

  it('a bad genesis file: every field at fault named, nothing written', async () => {
    const dir = await makeTempDir();
    const genesis = join(dir, 'genesis.json');
    await writeFile(genesis, JSON.stringify({ name: 'Bad Name', genesisTime: 'yesterday', blockTime: 0, allocations: [], blocktime: 5 }));
    const file = join(dir, 'node.properties');
    await writeProperties(file, { 'node.dataDir': join(dir, 'data'), 'node.apiServerPort': '0', 'node.peerServerPort': '0', 'node.genesisFile': genesis });
    const result = await runCli(['-c', file]);
    expect(result.code).toBe(2);
    for (const field of ['name', 'genesisTime', 'blockTime', 'allocations', 'blocktime']) {
      expect(result.stderr).toMatch(new RegExp(`node\\.genesisFile: ${genesis.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: ${field}: `));
    }
    expect(result.stderr).toMatch(/blocktime: unknown field; did you mean "blockTime"\?/);
    expect(existsSync(join(dir, 'data'))).toBe(false);
  }, 30_000);
});
