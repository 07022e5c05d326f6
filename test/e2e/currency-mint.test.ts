// Minting end to end: a real node process on the devnet, a MINTABLE currency issued through its
// API, and the miner users run (`npm run mint`, here scripts/mint.ts as its own process) asking
// GetMintingTarget, searching a proof on worker threads and submitting currencyMint. The block
// then holds the mint and the issuer holds the units; the secret phrase never shows in the
// miner's output.
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { PROJECT_ROOT, startNode, stopAllNodes } from './process-helper.js';
import { devnet } from './accounts.js';

const MINER_TIMEOUT_MS = 60_000;

function runMiner(args: readonly string[], secret: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', './scripts/register.mjs', 'scripts/mint.ts', ...args], {
      cwd: PROJECT_ROOT,
      env: { PATH: process.env['PATH'], MINT_SECRET_PHRASE: secret },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), MINER_TIMEOUT_MS);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

describe('the currency miner against a node process', () => {
  afterAll(async () => {
    await stopAllNodes();
  }, 30_000);

  it('finds a proof, submits currencyMint and the units arrive in the next block', async () => {
    const node = await startNode({ name: 'mint', settings: { 'node.blockTime': '60', 'node.devnetForging': 'true' } });
    const issuer = devnet(3);
    const currency = (
      await node.ok('POST', {
        requestType: 'issueCurrency',
        secretPhrase: issuer.secretPhrase,
        name: 'Mineable',
        code: 'MINEB',
        type: String(1 | 16),
        maxSupplyQNT: '10000000',
        initialSupplyQNT: '0',
        algorithm: '5',
        minDifficulty: '4',
        maxDifficulty: '12',
      })
    ).transaction as string;
    await node.admin({ requestType: 'generateBlock' });

    const mined = await runMiner(['--currency', currency, '--units', '500', '--node', node.base, '--threads', '2'], issuer.secretPhrase);
    expect(mined.out).not.toContain(issuer.secretPhrase);
    expect(mined.code).toBe(0);
    const transaction = /\b(\d{5,20})\b/.exec(mined.out.split('\n').find((l) => /transaction/i.test(l)) ?? '')?.[1];
    expect(transaction).toBeDefined();
    const pooled = await node.ok('GET', { requestType: 'getUnconfirmedTransactionIds' });
    expect(pooled.unconfirmedTransactionIds).toContain(transaction);

    await node.admin({ requestType: 'generateBlock' });
    expect(await node.ok('GET', { requestType: 'getCurrency', currency })).toMatchObject({ currentSupplyQNT: '500' });
    const held = await node.ok('GET', { requestType: 'getAccount', account: issuer.account, includeCurrencies: 'true' });
    expect(held.currencyBalances).toEqual([expect.objectContaining({ currency, unitsQNT: '500' })]);
    // The next mint needs the next counter.
    expect(await node.ok('GET', { requestType: 'GetMintingTarget', currency, account: issuer.account, unitsQNT: '500' })).toMatchObject({ counter: 2 });
  }, 120_000);
});
