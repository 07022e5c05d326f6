// One real node process started from the CLI (`src/main.ts -c node.properties`) on a fresh data
// dir, reached over HTTP only: health, a payment confirmed end to end, representative errors of
// the real HTTP stack, no secret in any log line or response; and the CLI refusing a bad
// properties file with a message naming the key.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { accountOf, balanceOf, confirm, devnet, DEVNET_SECRET_PATTERN, pay } from './accounts.js';
import { E2E_ADMIN_PASSWORD, makeTempDir, runCli, startNode, stopAllNodes, writeProperties, type NodeProcess } from './process-helper.js';

const COIN = 100_000_000n;

describe('a node process started from the CLI', () => {
  let node: NodeProcess;
  // A phrase that exists nowhere else: any occurrence in the node's output is a leak.
  const unfunded = accountOf(`e2e-unfunded-${randomBytes(8).toString('hex')}`);

  beforeAll(async () => {
    node = await startNode({
      name: 'cli-node',
      // Short blocks so generateBlock's next hit time is always close; DEBUG so the secret check
      // covers the chattiest output.
      settings: { 'node.blockTime': '2', 'node.logLevel': 'DEBUG' },
    });
  }, 30_000);

  afterAll(async () => {
    await stopAllNodes();
  }, 20_000);

  it('starts on a fresh data dir and reports a healthy chain', async () => {
    expect(existsSync(join(node.dataDir, 'chain'))).toBe(true);
    const status = await node.get({ requestType: 'getBlockchainStatus' });
    expect(status.status).toBe(200);
    expect(status.headers.get('content-type')).toMatch(/^application\/json/);
    expect(status.json).toMatchObject({ network: 'devnet', isScanning: false, isDownloading: false, blockchainState: 'UP_TO_DATE', blockTime: 2 });
    expect(status.json.numberOfBlocks).toBeGreaterThanOrEqual(1);
    expect(status.json.numberOfBlocks).toBe(status.json.height + 1);
    expect(status.json.lastBlock).toMatch(/^\d+$/);
    expect(typeof status.json.requestProcessingTime).toBe('number');
    // The genesis block is height 0 and its id is the one reported.
    const genesis = await node.ok('GET', { requestType: 'getBlock', height: '0' });
    expect(genesis.block).toBe(status.json.genesisBlockId);
  }, 15_000);

  it('confirms a sendMoney from devnet-0 to devnet-1 and the balances reflect it', async () => {
    const [from, to] = [devnet(0), devnet(1)];
    const before = { from: await balanceOf(node, from), to: await balanceOf(node, to) };
    const amount = 12n * COIN + 345n;

    const payment = await pay(node, from, to, amount);
    // Pending: the unconfirmed balance already reserves amount + fee.
    const pending = await node.ok('GET', { requestType: 'getUnconfirmedTransactionIds', account: from.accountRS });
    expect(pending.unconfirmedTransactionIds).toContain(payment.transaction);

    const tx = await confirm(node, payment.transaction);
    expect(tx).toMatchObject({ transaction: payment.transaction, fullHash: payment.fullHash, sender: from.account, recipient: to.account, amountMTA: amount.toString() });
    expect(tx.height).toBeGreaterThanOrEqual(1);
    // The block's generator (a devnet account: they all forge here) earns the fee.
    const block = await node.ok('GET', { requestType: 'getBlock', block: tx.block as string });
    expect(block.transactions).toContain(payment.fullHash);
    const feeTo = (who: string) => (block.generator === who ? payment.feeMTA : 0n);

    const after = { from: await balanceOf(node, from), to: await balanceOf(node, to) };
    expect(after.from.balanceMTA).toBe(before.from.balanceMTA - amount - payment.feeMTA + feeTo(from.account));
    expect(after.to.balanceMTA).toBe(before.to.balanceMTA + amount + feeTo(to.account));
    expect(after.from.unconfirmedBalanceMTA).toBe(after.from.balanceMTA);

    const account = await node.ok('GET', { requestType: 'getAccount', account: to.account });
    expect(account).toMatchObject({ account: to.account, accountRS: to.accountRS, balanceMTA: after.to.balanceMTA.toString() });
    const sender = await node.ok('GET', { requestType: 'getAccount', account: from.accountRS });
    expect(sender).toMatchObject({ account: from.account, accountRS: from.accountRS, publicKey: from.publicKey, balanceMTA: after.from.balanceMTA.toString() });

    // The payment shows in the recipient's history.
    const history = await node.ok('GET', { requestType: 'getBlockchainTransactions', account: to.accountRS });
    expect((history.transactions as Array<{ transaction: string }>).map((t) => t.transaction)).toContain(payment.transaction);
  }, 30_000);

  describe('errors over the real HTTP stack', () => {
    it('an unknown requestType is errorCode 2 (names are case-sensitive)', async () => {
      for (const requestType of ['getNoSuchThing', 'getblockchainstatus']) {
        const r = await node.get({ requestType });
        expect(r.status).toBe(400);
        expect(r.json).toMatchObject({ errorCode: 2, error: 'requestType' });
        expect(r.json.errorDescription).toContain(requestType);
      }
    }, 10_000);

    it('GET on a POST-only operation is refused with 405 and Allow: POST', async () => {
      const r = await node.get({ requestType: 'sendMoney', recipient: devnet(1).accountRS, amountMTA: '1' });
      expect(r.status).toBe(405);
      expect(r.headers.get('allow')).toBe('POST');
      expect(r.json.errorCode).toBe(1);
      expect(r.json.errorDescription).toMatch(/only accepted using POST/);
    }, 10_000);

    it('a missing required parameter is named in error', async () => {
      const r = await node.get({ requestType: 'getAccount' });
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ errorCode: 1, error: 'account' });
      const s = await node.post({ requestType: 'sendMoney', secretPhrase: devnet(0).secretPhrase, amountMTA: '1' });
      expect(s.status).toBe(400);
      expect(s.json).toMatchObject({ errorCode: 1, error: 'recipient' });
    }, 10_000);

    it('an RS address with a wrong checksum is refused', async () => {
      const good = devnet(1).accountRS;
      const last = good.at(-1)!;
      const bad = good.slice(0, -1) + (last === '2' ? '3' : '2');
      const r = await node.get({ requestType: 'getAccount', account: bad });
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ errorCode: 7, error: 'account' });
      // ... also as a recipient: nothing is created.
      const s = await node.post({ requestType: 'sendMoney', secretPhrase: devnet(0).secretPhrase, recipient: bad, amountMTA: '1' });
      expect(s.status).toBe(400);
      expect(s.json).toMatchObject({ errorCode: 7, error: 'recipient' });
    }, 10_000);

    it('overflowing and negative amounts are refused, naming amountMTA', async () => {
      for (const amountMTA of ['9223372036854775808', '18446744073709551616', '99999999999999999999999', '-1']) {
        const r = await node.post({ requestType: 'sendMoney', secretPhrase: devnet(0).secretPhrase, recipient: devnet(1).accountRS, amountMTA });
        expect(r.status).toBe(400);
        expect(r.json).toMatchObject({ errorCode: 7, error: 'amountMTA' });
      }
      // A well-formed amount larger than the balance is a ledger conflict, not a format error.
      const big = await node.post({ requestType: 'sendMoney', secretPhrase: devnet(0).secretPhrase, recipient: devnet(1).accountRS, amountMTA: (9_000_000_000n * COIN).toString() });
      expect(big.status).toBe(409);
      expect([5, 6]).toContain(big.json.errorCode);
      // A sender the ledger has never seen is an unknown account.
      const poor = await node.post({ requestType: 'sendMoney', secretPhrase: unfunded.secretPhrase, recipient: devnet(1).accountRS, amountMTA: '1' });
      expect(poor.status).toBe(404);
      expect(poor.json.errorCode).toBe(3);
      const pool = await node.ok('GET', { requestType: 'getUnconfirmedTransactionIds' });
      expect(pool.unconfirmedTransactionIds).toEqual([]);
    }, 15_000);

    it('an oversized body gets HTTP 413 with a JSON error', async () => {
      // node.apiMaxBodyBytes defaults to 1 MiB.
      const body = `requestType=getTime&pad=${'x'.repeat(1024 * 1024 + 16)}`;
      const r = await node.post(body, { 'content-type': 'application/x-www-form-urlencoded' });
      expect(r.status).toBe(413);
      expect(r.json.errorCode).toBe(50);
      expect(r.json.errorDescription).toMatch(/body larger than 1048576 bytes/);
      // The server is still fine afterwards.
      expect((await node.get({ requestType: 'getTime' })).status).toBe(200);
    }, 15_000);

    it('a wrong admin password is refused (401, errorCode 7) and nothing happens', async () => {
      const r = await node.post({ requestType: 'shutdown', adminPassword: 'not-the-password' });
      expect(r.status).toBe(401);
      expect(r.json).toMatchObject({ errorCode: 7, error: 'adminPassword' });
      const missing = await node.post({ requestType: 'shutdown' });
      expect(missing.status).toBe(401);
      expect(missing.json).toMatchObject({ errorCode: 1, error: 'adminPassword' });
      // Still running and answering.
      expect(node.exitInfo).toBeUndefined();
      expect((await node.get({ requestType: 'getBlockchainStatus' })).status).toBe(200);
    }, 10_000);

    it('no response is ever HTML or a stack trace', async () => {
      for (const r of [
        await node.get({ requestType: 'getBlock', block: 'not-a-number' }),
        await node.post('%zz', { 'content-type': 'application/x-www-form-urlencoded' }),
        await node.post('{"requestType":', { 'content-type': 'application/json' }),
      ]) {
        expect(r.status).toBeGreaterThanOrEqual(400);
        expect(typeof r.json.errorCode).toBe('number');
        expect(r.text).not.toMatch(/<html|\n\s+at /i);
      }
      // /api/<requestType> names an operation; a name that is none is an unknown path.
      const wrongPath = await fetch(`${node.base}/api/getNoSuchTime`);
      expect(wrongPath.status).toBe(404);
      expect((await wrongPath.json()) as object).toMatchObject({ errorCode: 50 });
    }, 10_000);
  });

  it('never prints a secret phrase or the admin password in a log line or a response', async () => {
    // Every request above carried secret phrases (devnet-0, a random unfunded one) or the admin
    // password; the node logged at DEBUG throughout.
    expect(node.lines.length).toBeGreaterThan(20);
    expect(node.responses.length).toBeGreaterThan(20);
    const texts = [...node.lines, node.stderr, ...node.responses];
    for (const text of texts) {
      expect(text).not.toMatch(DEVNET_SECRET_PATTERN);
      expect(text).not.toContain(unfunded.secretPhrase);
      expect(text).not.toContain(E2E_ADMIN_PASSWORD);
    }
    // The configuration record (DEBUG) shows the settings with the password masked.
    const starting = node.records.find((r) => r.msg === 'configuration');
    expect((starting?.settings as Record<string, unknown>)['node.adminPassword']).toBe('[REDACTED]');
  }, 10_000);
});

describe('the CLI with a bad properties file', () => {
  afterAll(async () => {
    await stopAllNodes();
  }, 20_000);

  it.each([
    ['an unknown key', 'node.apiServerPrt', '6876', /node\.apiServerPrt: unknown setting/],
    ['a malformed value', 'node.apiServerPort', '68x6', /node\.apiServerPort: expected an integer, got '68x6'/],
    ['a bad boolean', 'node.devnetForging', 'yes', /node\.devnetForging:/],
  ])('exits non-zero with a message naming the key (%s)', async (_what, key, value, message) => {
    const dir = await makeTempDir();
    const file = join(dir, 'node.properties');
    await writeProperties(file, { 'node.dataDir': join(dir, 'data'), 'node.apiServerPort': '0', 'node.peerServerPort': '0', [key]: value });
    const result = await runCli(['-c', file]);
    expect(result.code).not.toBe(0);
    expect(result.code).not.toBeNull();
    expect(result.stderr).toMatch(message);
    expect(result.stdout).not.toMatch(/node started/);
    // Nothing was started: no data dir.
    expect(existsSync(join(dir, 'data'))).toBe(false);
  }, 20_000);
});
