// A network of one's own, as three operators launch it (docs/networks.md): each makes a key with
// `totem-node keys new`, one makes the genesis file with `totem-node genesis create`, and three
// real node processes start on it, each forging with its own key (node.forgingSecretFiles). They
// converge on one chain and one state digest, every operator's account forges, and a devnet node
// that dials them is refused (another genesis).
import { afterAll, describe, expect, it } from '@jest/globals';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir, runCli, startNode, stopAllNodes, type NodeProcess } from './process-helper.js';

const DEADLINE_MS = 90_000;

interface OperatorKey {
  readonly file: string;
  readonly publicKey: string;
  readonly account: string;
}

/** Polls `check` until it returns a value (not undefined) or the deadline passes. */
async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = DEADLINE_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function newKey(dir: string, name: string): Promise<OperatorKey> {
  const file = join(dir, `${name}.secret`);
  const out = await runCli(['keys', 'new', '--out', file]);
  expect(out.code).toBe(0);
  const secret = (await readFile(file, 'utf8')).trim();
  // Nothing secret on the terminal; the file is the operator's alone.
  expect(out.stdout + out.stderr).not.toContain(secret);
  expect((await stat(file)).mode & 0o777).toBe(0o600);
  const publicKey = /publicKey:\s+([0-9a-f]{64})/.exec(out.stdout + out.stderr)?.[1];
  const account = /account:\s+(\d+)/.exec(out.stdout + out.stderr)?.[1];
  if (publicKey === undefined || account === undefined) throw new Error(`keys new printed no key: ${out.stdout}${out.stderr}`);
  return { file, publicKey, account };
}

const status = (node: NodeProcess) => node.ok('GET', { requestType: 'getBlockchainStatus' });

describe('a network of one\'s own: genesis file, three operators, three processes', () => {
  afterAll(async () => {
    await stopAllNodes();
  }, 30_000);

  it('each operator forges with its own key, the three converge on one chain and state, a devnet node is refused', async () => {
    const dir = await makeTempDir('totem-own-net-');
    const keys = [await newKey(dir, 'alice'), await newKey(dir, 'bob'), await newKey(dir, 'carol')];
    const genesisFile = join(dir, 'genesis.json');
    // Started a minute ago, so the first blocks are due at once.
    const genesisTime = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const created = await runCli(['genesis', 'create', '--name', 'e2e-private', '--block-time', '2', '--genesis-time', genesisTime,
      ...keys.flatMap((k) => ['--alloc', `${k.publicKey}=1000000`]), '--out', genesisFile]);
    expect(created.code).toBe(0);
    const checked = await runCli(['genesis', 'check', genesisFile]);
    expect(checked.code).toBe(0);
    const genesisId = /genesis id:\s+(\d+)/.exec(checked.stdout + checked.stderr)?.[1];
    expect(genesisId).toMatch(/^\d+$/);

    const settings = (key: OperatorKey, peers?: NodeProcess) => ({
      'node.genesisFile': genesisFile,
      'node.forgingSecretFiles': key.file,
      ...(peers !== undefined ? { 'node.peers': peers.peerHostPort } : {}),
    });
    const first = await startNode({ name: 'alice', settings: settings(keys[0]!) });
    const nodes = [first, await startNode({ name: 'bob', settings: settings(keys[1]!, first) }), await startNode({ name: 'carol', settings: settings(keys[2]!, first) })];
    for (const [i, node] of nodes.entries()) {
      const s = await status(node);
      expect(s).toMatchObject({ network: 'e2e-private', genesisBlockId: genesisId, isTestnet: false });
      expect((await node.admin({ requestType: 'getForging' })).json.generators.map((g: { account: string }) => g.account)).toEqual([keys[i]!.account]);
    }

    // Every operator's account forges blocks of the common chain (proof of stake, a third each).
    const generators = await until('blocks from all three operators', async () => {
      const blocks = (await first.ok('GET', { requestType: 'getBlocks', firstIndex: '0', lastIndex: '99' })).blocks as Array<{ generator: string; height: number }>;
      // Height 0 is signed by the genesis key, which forges nothing.
      const seen = new Set(blocks.filter((b) => b.height > 0).map((b) => b.generator));
      return keys.every((k) => seen.has(k.account)) ? seen : undefined;
    });
    expect([...generators].sort()).toEqual(keys.map((k) => k.account).sort());

    // Forging stops everywhere; the three settle on one last block and one state.
    for (const node of nodes) expect((await node.admin({ requestType: 'stopForging' })).json).not.toHaveProperty('errorCode');
    const tip = await until('one last block on the three nodes', async () => {
      const tips = await Promise.all(nodes.map(status));
      return tips.every((t) => t.lastBlock === tips[0]!.lastBlock) ? tips[0]! : undefined;
    });
    expect(tip.height).toBeGreaterThan(3);
    const digests = await Promise.all(nodes.map(async (n) => (await n.admin({ requestType: 'getStateDigest' })).json));
    expect(new Set(digests.map((d) => d.digest)).size).toBe(1);
    expect(digests[0]!.height).toBe(tip.height);

    // A devnet node dialling them is refused: another genesis, another network.
    const devnet = await startNode({ name: 'devnet', settings: { 'node.peers': first.peerHostPort, 'node.devnetForging': 'false' } });
    await first.waitForLog((r) => typeof r.msg === 'string' && r.msg.includes('is on another network'), 'the devnet node refused', DEADLINE_MS);
    expect((await status(devnet)).genesisBlockId).not.toBe(genesisId);
    expect((await status(first)).lastBlock).toBe(tip.lastBlock);
  }, 180_000);
});
