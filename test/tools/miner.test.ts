// The currency miner (src/tools/miner/): the nonce search for every algorithm, the worker-thread
// miner (finding, stopping), and the CLI against a local HTTP server standing in for the node,
// which answers GetMintingTarget with an easy target and checks that every POSTed currencyMint
// carries a nonce that really meets it. The CLI runs in-process for most cases and once as the
// real `scripts/mint.ts` process. The secret phrase must never show in the miner's output nor in
// a URL.
import { afterEach, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MINTING_ALGORITHMS, MintingAlgorithm, algorithmName, difficultyOf, proofMeetsTarget, targetBytes } from '../../src/capabilities/currencies/minting.js';
import { keyPairFromSecret } from '../../src/domain/crypto.js';
import { accountIdFromPublicKey } from '../../src/domain/account-id.js';
import { NONCE_SPACE, rangeStarts, searchNonces, type MintingWork } from '../../src/tools/miner/search.js';
import { MiningAborted, mine, type Progress } from '../../src/tools/miner/miner.js';
import { runCli } from '../../src/tools/miner/cli.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SECRET = 'miner-test secret phrase 4f9c1e';
const ACCOUNT = accountIdFromPublicKey(keyPairFromSecret(SECRET).publicKey);
const CURRENCY = 0xfedcba9876543210n;
const UNITS = 250n;
/** About one hash in 2^8 meets it: a few hundred hashes per mint. */
const EASY = 1n << 248n;

const work = (algorithm: MintingAlgorithm, target = EASY): MintingWork => ({ algorithm, currency: CURRENCY, units: UNITS, counter: 1n, account: ACCOUNT, targetLE: targetBytes(target) });

describe('nonce search', () => {
  it.each(MINTING_ALGORITHMS.map((a) => [algorithmName(a), a] as const))('finds a nonce meeting an easy target with %s', (_, algorithm) => {
    const w = work(algorithm, 1n << 250n);
    const start = 1_000_000n;
    const found = searchNonces(w, start, 5_000);
    expect(found.nonce).toBeDefined();
    const nonce = found.nonce!;
    expect(proofMeetsTarget(algorithm, { ...w, nonce }, w.targetLE)).toBe(true);
    // The first one of the range: every nonce before it was tried and failed.
    expect(found.tried).toBe(Number(nonce - start) + 1);
    if (nonce > start) expect(proofMeetsTarget(algorithm, { ...w, nonce: nonce - 1n }, w.targetLE)).toBe(false);
    expect(found.next).toBe(nonce + 1n);
  });

  it('continues a range batch after batch, wrapping within [0, 2^63)', () => {
    const impossible = work(MintingAlgorithm.SHA256, 0n);
    const first = searchNonces(impossible, NONCE_SPACE - 2n, 5);
    expect(first).toEqual({ nonce: undefined, tried: 5, next: 3n });
    expect(searchNonces(impossible, first.next, 10).next).toBe(13n);
  });

  it('gives workers evenly spaced, disjoint ranges', () => {
    const starts = rangeStarts(NONCE_SPACE - 1n, 4);
    expect(starts).toEqual([NONCE_SPACE - 1n, NONCE_SPACE / 4n - 1n, NONCE_SPACE / 2n - 1n, (3n * NONCE_SPACE) / 4n - 1n]);
  });
});

describe('mine (worker threads)', () => {
  it('finds a nonce on two threads, and it verifies', async () => {
    const w = work(MintingAlgorithm.SHA256, 1n << 244n);
    const result = await mine({ work: w, threads: 2 });
    expect(result.nonce).toBeLessThan(NONCE_SPACE);
    expect(proofMeetsTarget(w.algorithm, { ...w, nonce: result.nonce }, w.targetLE)).toBe(true);
    expect(result.hashes).toBeGreaterThan(0);
  });

  it('stops every thread when aborted, after reporting progress', async () => {
    const controller = new AbortController();
    const progress: Progress[] = [];
    let abortedAt = 0;
    // Aborted once the threads have hashed (on a busy machine starting them can take seconds,
    // so a fixed delay could abort before any progress was made).
    const running = mine({
      work: work(MintingAlgorithm.SHA256, 0n), threads: 2, signal: controller.signal, progressIntervalMs: 50,
      onProgress: (p) => {
        progress.push(p);
        if (p.hashes > 0 && abortedAt === 0) {
          abortedAt = Date.now();
          controller.abort();
        }
      },
    });
    await expect(running).rejects.toBeInstanceOf(MiningAborted);
    expect(abortedAt).toBeGreaterThan(0);
    expect(progress.at(-1)!.hashes).toBeGreaterThan(0);
    // Every thread stops promptly once aborted (generous: the machine may be busy).
    expect(Date.now() - abortedAt).toBeLessThan(10_000);
  });
});

/** What the fake node saw. */
interface FakeNode {
  readonly url: string;
  readonly gets: string[];
  readonly posts: URLSearchParams[];
  /** Problems with what the miner sent (must stay empty). */
  readonly faults: string[];
  readonly server: Server;
}

interface FakeNodeOptions {
  readonly algorithm?: MintingAlgorithm;
  /** GetMintingTarget calls after a mint before the node shows it confirmed. */
  readonly confirmAfter?: number;
  /** Answer GetMintingTarget with this error instead. */
  readonly targetError?: { errorCode: number; errorDescription: string };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** Stands in for a node: one mintable currency, an easy target, one pending mint at a time. */
async function startFakeNode({ algorithm = MintingAlgorithm.SHA256, confirmAfter = 0, targetError }: FakeNodeOptions = {}): Promise<FakeNode> {
  const gets: string[] = [];
  const posts: URLSearchParams[] = [];
  const faults: string[] = [];
  let confirmed = 0n;
  let pending: { counter: bigint; polls: number } | undefined;
  const json = (res: import('node:http').ServerResponse, body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      if (req.method === 'GET') {
        gets.push(req.url!);
        const q = url.searchParams;
        if (q.get('requestType') !== 'GetMintingTarget' || q.get('currency') !== String(CURRENCY) || q.get('account') !== String(ACCOUNT) || q.get('unitsQNT') !== String(UNITS)) faults.push(`bad GET ${req.url}`);
        if (targetError) return json(res, targetError);
        if (pending && pending.polls-- <= 0) {
          confirmed = pending.counter;
          pending = undefined;
        }
        return json(res, { currency: String(CURRENCY), account: String(ACCOUNT), unitsQNT: String(UNITS), targetBytes: Buffer.from(targetBytes(EASY)).toString('hex'), difficulty: difficultyOf(EASY).toString(), counter: Number(confirmed + 1n), algorithm, algorithmName: algorithmName(algorithm) });
      }
      const form = new URLSearchParams(body);
      posts.push(form);
      const counter = BigInt(form.get('counter') ?? '-1');
      const nonce = BigInt(form.get('nonce') ?? '-1');
      const proof = { nonce, currency: BigInt(form.get('currency') ?? '0'), units: BigInt(form.get('unitsQNT') ?? '0'), counter, account: ACCOUNT };
      if (url.search !== '' || req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') !== true) faults.push('the mint is not a form-encoded POST to /api');
      else if (form.get('requestType') !== 'currencyMint' || form.get('secretPhrase') !== SECRET) faults.push('bad requestType or secretPhrase');
      else if (proof.currency !== CURRENCY || proof.units !== UNITS) faults.push('bad currency or units');
      else if (pending !== undefined || counter !== confirmed + 1n) faults.push(`counter ${counter} while ${confirmed} is confirmed and ${pending?.counter} pending`);
      else if (nonce < 0n || nonce >= NONCE_SPACE || !proofMeetsTarget(algorithm, proof, targetBytes(EASY))) faults.push(`nonce ${nonce} does not meet the target`);
      if (faults.length > 0) return json(res, { errorCode: 7, errorDescription: faults.at(-1) });
      pending = { counter, polls: confirmAfter };
      return json(res, { transaction: String(9000n + counter), fullHash: counter.toString(16).padStart(64, 'a') });
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, gets, posts, faults, server };
}

async function cli(argv: string[], env: NodeJS.ProcessEnv = { MINT_SECRET_PHRASE: SECRET }) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, env, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), isTTY: false });
  return { code, stdout, stderr };
}

describe('mint CLI', () => {
  it('mints twice: waits for the first mint to be in a block, submits verified nonces with counters 1 and 2', async () => {
    const node = await startFakeNode({ confirmAfter: 2 });
    const out = await cli(['--currency', String(CURRENCY), '--units', String(UNITS), '--node', node.url, '--threads', '2', '--count', '2', '--poll-seconds', '0.05']);
    expect(node.faults).toEqual([]);
    expect(out.code).toBe(0);
    expect(node.posts.map((p) => p.get('counter'))).toEqual(['1', '2']);
    expect(out.stdout).toBe(`transaction 9001 fullHash ${'1'.padStart(64, 'a')}\ntransaction 9002 fullHash ${'2'.padStart(64, 'a')}\n`);
    expect(out.stderr).toContain(`minting as account ${ACCOUNT}`);
    expect(out.stderr).toContain('waiting for the previous mint (counter 1)');
    expect(out.stderr + out.stdout).not.toContain(SECRET);
    for (const url of node.gets) expect(decodeURIComponent(url)).not.toContain(SECRET);
  });

  it('mines with the algorithm the node names (scrypt)', async () => {
    const node = await startFakeNode({ algorithm: MintingAlgorithm.SCRYPT });
    const out = await cli(['--currency', String(CURRENCY), '--units', String(UNITS), '--node', node.url, '--threads', '1']);
    expect(node.faults).toEqual([]);
    expect(out.code).toBe(0);
    expect(out.stderr).toContain('SCRYPT');
  });

  it("prints the node's refusal and exits 1", async () => {
    const node = await startFakeNode({ targetError: { errorCode: 4, errorDescription: 'Unknown currency' } });
    const out = await cli(['--currency', '5', '--units', '1', '--node', node.url, '--threads', '1']);
    expect(out.code).toBe(1);
    expect(out.stderr).toContain('GetMintingTarget refused: errorCode 4: Unknown currency');
    expect(node.posts).toHaveLength(0);
  });

  it.each([
    [[] as string[], '--currency is required'],
    [['--currency', '12'], '--units is required'],
    [['--currency', 'abc', '--units', '1'], '--currency must be a positive whole number'],
    [['--currency', '12', '--units', '1.5'], '--units must be a positive whole number'],
    [['--currency', '12', '--units', '0'], '--units must be between 1 and'],
    [['--currency', '12', '--units', '-3'], "--units"],
    [['--currency', '12', '--units', '9223372036854775808'], '--units must be between 1 and 9223372036854775807'],
    [['--currency', '12', '--units', '1', '--threads', '0'], '--threads must be a whole number'],
    [['--currency', '12', '--units', '1', '--node', 'ftp://x'], '--node must be an http or https URL'],
    [['--currency', '12', '--units', '1', '--colour', 'red'], "Unknown option '--colour'"],
    [['--currency', '12', '--units', '1', `--secret-phrase=${SECRET}`], 'never taken from the command line'],
  ])('exits 2 on %j', async (argv, message) => {
    const out = await cli(argv);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain(message);
    expect(out.stderr).toContain('usage: npm run mint');
    expect(out.stderr + out.stdout).not.toContain(SECRET);
  });

  it('exits 2 without a secret phrase; reads one from --secret-phrase-file, which wins over the variable', async () => {
    const none = await cli(['--currency', '12', '--units', '1'], {});
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('no secret phrase: set MINT_SECRET_PHRASE or give --secret-phrase-file');
    const dir = await mkdtemp(join(tmpdir(), 'miner-test-'));
    try {
      const file = join(dir, 'phrase');
      await writeFile(file, `${SECRET}\n`);
      const node = await startFakeNode();
      const out = await cli(['--currency', String(CURRENCY), '--units', String(UNITS), '--node', node.url, '--threads', '1', '--secret-phrase-file', file], { MINT_SECRET_PHRASE: 'another phrase' });
      expect(node.faults).toEqual([]);
      expect(out.code).toBe(0);
      const missing = await cli(['--currency', '12', '--units', '1', '--secret-phrase-file', join(dir, 'absent')]);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain('cannot read --secret-phrase-file');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('scripts/mint.ts (a real process)', () => {
  function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', './scripts/register.mjs', 'scripts/mint.ts', ...args], { cwd: ROOT, env: { PATH: process.env['PATH'], ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('error', reject);
      child.on('exit', (code) => resolve({ code, stdout, stderr }));
    });
  }

  it('is what `npm run mint` runs', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['mint']).toBe('node --import ./scripts/register.mjs scripts/mint.ts');
  });

  it('mints against the node and exits 0; exits 2 on a bad argument; never prints the phrase', async () => {
    const node = await startFakeNode();
    const ok = await run(['--currency', String(CURRENCY), '--units', String(UNITS), '--node', node.url, '--threads', '2'], { MINT_SECRET_PHRASE: SECRET });
    expect(node.faults).toEqual([]);
    expect({ code: ok.code, stdout: ok.stdout }).toEqual({ code: 0, stdout: `transaction 9001 fullHash ${'1'.padStart(64, 'a')}\n` });
    expect(ok.stderr + ok.stdout).not.toContain(SECRET);
    const bad = await run(['--units', '10'], { MINT_SECRET_PHRASE: SECRET });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--currency is required');
    expect(bad.stderr + bad.stdout).not.toContain(SECRET);
  });
});
