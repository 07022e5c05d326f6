import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Block, buildGenesisBlock, forgeBlock } from '../../src/domain/index.js';
import { BlockRejectedError, BlockRejectReason } from '../../src/domain/errors.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnetParams } from '../../src/domain/network-params.js';
import { Blockchain } from '../../src/chain/blockchain.js';
import { ChainError, ChainErrorReason } from '../../src/chain/errors.js';
import { WorkerVerifierPool, type SignatureVerifier } from '../../src/chain/signature-pool.js';
import { verify } from '../../src/domain/crypto.js';
import { TxRejectReason } from '../../src/domain/errors.js';
import type { BlockPoppedEvent, BlockPushedEvent } from '../../src/chain/events.js';
import { ManualTimeSource } from '../../src/chain/time.js';
import { ChainStore } from '../../src/storage/chain-store.js';
import { TEST_REGISTRY, TEST_RULES } from '../helpers/rules.js';
import { allAccounts, balanceOf, chainFixture, DEVNET_SUPPLY_MTA, idOf, keyOf, totalBalance, type ChainFixture } from './helpers.js';

let fx: ChainFixture | undefined;
afterEach(async () => {
  await fx?.close();
  fx = undefined;
});

let serial = 0;
/** Forges `n` blocks, each with two payments between devnet accounts, checking the supply. */
async function forgeWithPayments(f: ChainFixture, n: number): Promise<Block[]> {
  const blocks: Block[] = [];
  for (let i = 0; i < n; i++) {
    const from = `devnet-${i % 10}`;
    const to = `devnet-${(i + 3) % 10}`;
    await f.mempool.submit(f.pay(from, to, BigInt(i + 1) * ONE_COIN + BigInt(serial++)));
    await f.mempool.submit(f.pay(to, idOf(`fresh-${serial++}`), 5n * ONE_COIN, { feeMTA: 2n * ONE_COIN }));
    const block = await f.forger.generateBlock();
    blocks.push(block);
    expect(await totalBalance(f.store)).toBe(DEVNET_SUPPLY_MTA);
  }
  return blocks;
}

describe('Blockchain: opening', () => {
  it('applies the genesis block to an empty store', async () => {
    fx = await chainFixture();
    const genesis = buildGenesisBlock(fx.params);
    const status = await fx.blockchain.status();
    expect(status).toMatchObject({ height: 0, lastBlockId: genesis.id, genesisBlockId: genesis.id, blockchainState: 'UP_TO_DATE', isDownloading: false });
    const accounts = await allAccounts(fx.store);
    expect(accounts).toHaveLength(10);
    expect(await totalBalance(fx.store)).toBe(DEVNET_SUPPLY_MTA);
    expect(await fx.blockchain.getEffectiveBalance(idOf('devnet-4'))).toBe(100_000_000n);
  });

  it('refuses a store that holds another network', async () => {
    const store = await ChainStore.open({}, { tables: TEST_RULES.tables });
    const params = devnetParams();
    const time = new ManualTimeSource({ params });
    await Blockchain.open({ params, rules: TEST_RULES }, { store, timeSource: time });
    const other = devnetParams({ blockTimeSeconds: 7 });
    await expect(Blockchain.open({ params: other, rules: TEST_RULES }, { store, timeSource: time })).rejects.toMatchObject({ chainReason: ChainErrorReason.GENESIS_MISMATCH });
    // The same network reopens fine.
    const again = await Blockchain.open({ params, rules: TEST_RULES }, { store, timeSource: time });
    expect(again.tip.height).toBe(0);
    await store.close();
  });
});

describe('Blockchain: a forged devnet chain', () => {
  it('forges 30 blocks with payments; the supply is conserved and queries answer', async () => {
    fx = await chainFixture({ recentBlocks: 8 });
    const f = fx;
    const pushed: BlockPushedEvent[] = [];
    f.blockchain.on('blockPushed', (e) => pushed.push(e));
    const blocks = await forgeWithPayments(f, 30);
    expect(pushed.map((e) => e.block.id)).toEqual(blocks.map((b) => b.id));
    const tip = await f.blockchain.lastBlock();
    expect(tip.height).toBe(30);
    expect(tip.id).toBe(blocks[29]!.id);
    expect(f.mempool.count).toBe(0);
    // Every payment landed in a block: 60 transactions, fees to the forgers.
    const confirmed = blocks.reduce((n, b) => n + b.transactions.length, 0);
    expect(confirmed).toBe(60);
    const forged = (await allAccounts(f.store)).reduce((sum, a) => sum + a.forgedBalanceMTA, 0n);
    expect(forged).toBe(30n * 3n * ONE_COIN);

    // Blocks by id, height (old ones are re-read from the store: the cache holds 8) and timestamp.
    const b5 = blocks[4]!;
    expect((await f.blockchain.getBlock({ id: b5.id }))!.id).toBe(b5.id);
    expect((await f.blockchain.getBlock({ height: 5 }))!.id).toBe(b5.id);
    expect(await f.blockchain.getBlock({ id: b5.id, height: 6 })).toBeUndefined();
    expect((await f.blockchain.getBlock({ timestamp: b5.timestamp }))!.id).toBe(b5.id);
    expect((await f.blockchain.getBlock({ timestamp: blocks[5]!.timestamp - 1 }))!.id).toBe(b5.id);
    expect((await f.blockchain.getBlock({ timestamp: tip.timestamp + 1000 }))!.id).toBe(tip.id);
    expect((await f.blockchain.getBlock({ height: 0 }))!.id).toBe(f.blockchain.genesisBlockId);
    expect(await f.blockchain.getBlock({ height: 31 })).toBeUndefined();
    expect(await f.blockchain.getBlock({ id: 12345n })).toBeUndefined();
    const range = await f.blockchain.getBlocks(12, 2);
    expect(range.map((b) => b.height)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(range.map((b) => b.id)).toEqual(blocks.slice(1, 12).reverse().map((b) => b.id));
    expect((await f.blockchain.getBlocks(40, 28)).map((b) => b.height)).toEqual([30, 29, 28]);
    expect(await f.blockchain.getBlockIdAtHeight(7)).toBe(blocks[6]!.id);
    // What a syncing peer is served: ids and stored bytes, ascending, cut at the tip.
    expect(await f.blockchain.getBlockIds(2, 5)).toEqual(blocks.slice(1, 5).map((b) => b.id));
    expect((await f.blockchain.getBlockIds(28, 40)).length).toBe(3);
    const served = await f.blockchain.getBlockBytes(29, 40);
    expect(served.map((b) => [b.height, b.id, b.previousBlockId])).toEqual([29, 30].map((h) => [h, blocks[h - 1]!.id, blocks[h - 2]!.id]));
    expect(served.map((b) => Buffer.from(b.bytes).toString('hex'))).toEqual([29, 30].map((h) => Buffer.from(blocks[h - 1]!.fullBytes()).toString('hex')));

    // Transactions by id and full hash, with their location.
    const tx = blocks[3]!.transactions[1]!;
    const byId = await f.blockchain.getTransaction({ id: tx.id });
    expect(byId!.transaction.fullHash).toEqual(tx.fullHash);
    expect(byId!.location).toEqual({ height: 4, blockId: blocks[3]!.id, index: 1, blockTimestamp: blocks[3]!.timestamp });
    const byHash = await f.blockchain.getTransaction({ fullHash: tx.fullHash });
    expect(byHash!.transaction.id).toBe(tx.id);
    expect(await f.blockchain.getTransaction({ id: tx.id + 1n })).toBeUndefined();

    // Account history (newest first) and forged block ids.
    const history = await f.blockchain.getAccountTransactions(idOf('devnet-0'), { firstIndex: 0, lastIndex: 100 });
    expect(history.length).toBeGreaterThanOrEqual(3);
    const heights = history.map((h) => h.location.height);
    expect([...heights].sort((a, b) => b - a)).toEqual(heights);
    expect(history.every((h) => h.transaction.senderId === idOf('devnet-0') || h.transaction.recipientId === idOf('devnet-0'))).toBe(true);
    const page = await f.blockchain.getAccountTransactions(idOf('devnet-0'), { firstIndex: 1, lastIndex: 1 });
    expect(page.map((h) => h.transaction.id)).toEqual([history[1]!.transaction.id]);
    const generator = blocks[10]!.generatorId;
    const forgedIds = await f.blockchain.getAccountBlockIds(generator, { firstIndex: 0, lastIndex: 100 });
    expect(forgedIds).toContain(blocks[10]!.id);
    expect(forgedIds.length).toBe(blocks.filter((b) => b.generatorId === generator).length);

    // Accounts: a fresh recipient exists with the payments it got.
    expect((await f.blockchain.getAccount(idOf('fresh-7')))!.balanceMTA).toBe(5n * ONE_COIN);
    expect(await f.blockchain.getAccount(idOf('never-seen'))).toBeUndefined();
    expect(await f.blockchain.getEffectiveBalance(idOf('never-seen'))).toBe(0n);

    // A chain shorter than 720 blocks has the genesis block as its EC block.
    expect(await f.blockchain.getECBlock()).toMatchObject({ ecBlockId: f.blockchain.genesisBlockId, ecBlockHeight: 0 });
  });

  it('the EC block is 720 blocks below the tip (or below the block at the given timestamp)', async () => {
    // Proof-of-stake timing: each generateBlock moves the clock to its block (on demand, the tip
    // would run ahead of the clock and the EC block would follow the clock, not the tip).
    fx = await chainFixture({ recentBlocks: 16, params: { forgeOnDemand: false } });
    for (let i = 0; i < 725; i++) await fx.forger.generateBlock();
    const tip = fx.blockchain.tip;
    const ec = await fx.blockchain.getECBlock();
    expect(ec.ecBlockHeight).toBe(5);
    expect(ec.ecBlockId).toBe(await fx.blockchain.getBlockIdAtHeight(5));
    const at722 = (await fx.blockchain.getBlock({ height: 722 }))!;
    expect((await fx.blockchain.getECBlock(at722.timestamp)).ecBlockHeight).toBe(2);
    expect((await fx.blockchain.getECBlock(tip.timestamp + 100)).timestamp).toBe(tip.timestamp + 100);
  }, 60_000);
});

describe('Blockchain: pushing', () => {
  it('ignores a known block and refuses one that does not extend the tip', async () => {
    fx = await chainFixture();
    const b1 = await fx.forger.generateBlock();
    expect(await fx.blockchain.pushBlock(b1)).toEqual({ status: 'known' });
    const genesis = (await fx.blockchain.getBlock({ height: 0 }))!;
    const fork = forgeBlock({ previous: genesis, timestamp: b1.timestamp + 1, transactions: [], keyPair: keyOf('devnet-5'), params: fx.params });
    await expect(fx.blockchain.pushBlock(fork)).rejects.toMatchObject({ rejectReason: BlockRejectReason.BAD_PREVIOUS_BLOCK });
    expect(fx.blockchain.tip.id).toBe(b1.id);
  });

  it('assigns height and cumulative difficulty from the tip', async () => {
    fx = await chainFixture({ forgers: false });
    const genesis = fx.blockchain.tip;
    const key = keyOf('devnet-2');
    const proper = forgeBlock({ previous: genesis, timestamp: 10_000, transactions: [], keyPair: key, params: fx.params });
    const misplaced = Block.fromFullBytes(proper.fullBytes(), 0, 0n, TEST_REGISTRY);
    fx.time.set(10_000);
    const result = await fx.blockchain.pushBlock(misplaced);
    expect(result.status).toBe('pushed');
    expect(fx.blockchain.tip).toMatchObject({ height: 1, cumulativeDifficulty: proper.cumulativeDifficulty });
  });

  it('refuses invalid blocks and leaves the chain as it was', async () => {
    // The mainnet's rules (the devnet has no bound ahead of the clock).
    fx = await chainFixture({ forgers: false, params: { forgeOnDemand: false } });
    const genesis = fx.blockchain.tip;
    const key = keyOf('devnet-1');
    fx.time.set(100);
    // Too far in the future.
    const future = forgeBlock({ previous: genesis, timestamp: 200, transactions: [], keyPair: key, params: fx.params });
    await expect(fx.blockchain.pushBlock(future)).rejects.toMatchObject({ rejectReason: BlockRejectReason.TIMESTAMP_IN_FUTURE });
    // Signed by someone else than its generator.
    const good = forgeBlock({ previous: genesis, timestamp: 100, transactions: [], keyPair: key, params: fx.params });
    const forged = good.withSignature(new Uint8Array(64).fill(7));
    await expect(fx.blockchain.pushBlock(forged)).rejects.toBeInstanceOf(BlockRejectedError);
    // A generator without a forging balance.
    const poor = forgeBlock({ previous: genesis, timestamp: 100, transactions: [], keyPair: keyOf('nobody'), params: fx.params });
    await expect(fx.blockchain.pushBlock(poor)).rejects.toMatchObject({ rejectReason: BlockRejectReason.HIT_NOT_VALID });
    expect(fx.blockchain.tip.id).toBe(genesis.id);
    expect(await totalBalance(fx.store)).toBe(DEVNET_SUPPLY_MTA);
    // And a valid one still goes on.
    expect((await fx.blockchain.pushBlock(good)).status).toBe('pushed');
  });

  it('checks the signatures of transactions the mempool did not verify, and only those', async () => {
    fx = await chainFixture({ forgers: false });
    const genesis = fx.blockchain.tip;
    fx.time.set(1000);
    const inPool = fx.pay('devnet-0', 'devnet-1', ONE_COIN);
    const outside = fx.pay('devnet-2', 'devnet-3', ONE_COIN);
    await fx.mempool.submit(inPool);
    // A transaction whose signature is broken: same data, another signature.
    const badSig = outside.withSignature(new Uint8Array(64).fill(1));
    const key = keyOf('devnet-4');
    const bad = forgeBlock({ previous: genesis, timestamp: 1000, transactions: [inPool, badSig], keyPair: key, params: fx.params });
    const spy = jest.spyOn(fx.mempool, 'isVerified');
    await expect(fx.blockchain.pushBlock(bad)).rejects.toMatchObject({ rejectReason: BlockRejectReason.INVALID_TRANSACTION });
    expect(spy).toHaveBeenCalled();
    expect(spy.mock.results[0]!.value).toBe(true);
    const good = forgeBlock({ previous: genesis, timestamp: 1000, transactions: [inPool, outside], keyPair: key, params: fx.params });
    expect((await fx.blockchain.pushBlock(good)).status).toBe('pushed');
    // The mempool dropped the included transaction.
    expect(fx.mempool.count).toBe(0);
    expect(balanceOf(fx.store, 'devnet-3')).toBe(100_000_000n * ONE_COIN + ONE_COIN);
  });

  /** Runs `body` twice on a fresh fixture at time 1000: with a worker verifier pool (one
   * worker, every batch sent to it) and without a verifier (inline). */
  async function withEachVerifier(body: (f: ChainFixture, pool: WorkerVerifierPool | undefined) => Promise<void>): Promise<void> {
    const pool = new WorkerVerifierPool({ workers: 1, minBatch: 1 });
    try {
      for (const verifier of [pool, undefined]) {
        fx = await chainFixture({ forgers: false, ...(verifier ? { verifier } : {}) });
        fx.time.set(1000);
        await body(fx, verifier);
        await fx.close();
        fx = undefined;
      }
    } finally {
      await pool.close();
    }
  }

  it('verifies the signatures on the verifier (worker pool) with the same verdict and error as inline', async () => {
    await withEachVerifier(async (f, verifier) => {
      const genesis = f.blockchain.tip;
      const txs = [0, 1, 2, 3].map((i) => f.pay(`devnet-${i}`, `devnet-${i + 5}`, ONE_COIN));
      // Broken signatures at positions 2 and 3: the block fails at the first of them.
      const broken = [txs[0]!, txs[1]!, txs[2]!.withSignature(new Uint8Array(64).fill(1)), txs[3]!.withSignature(new Uint8Array(64).fill(2))];
      const key = keyOf('devnet-9');
      const spy = verifier ? jest.spyOn(verifier, 'verifyBatch') : undefined;
      const bad = forgeBlock({ previous: genesis, timestamp: 1000, transactions: broken, keyPair: key, params: f.params });
      const error = await f.blockchain.pushBlock(bad).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BlockRejectedError);
      expect(error).toMatchObject({ rejectReason: BlockRejectReason.INVALID_TRANSACTION, message: expect.stringContaining('transaction 2 invalid') });
      expect((error as BlockRejectedError).cause).toMatchObject({ rejectReason: TxRejectReason.BAD_SIGNATURE });
      if (spy) expect(spy.mock.calls.length).toBe(1);
      expect(f.blockchain.tip.height).toBe(0);
      const good = forgeBlock({ previous: genesis, timestamp: 1000, transactions: txs, keyPair: key, params: f.params });
      expect((await f.blockchain.pushBlock(good)).status).toBe('pushed');
      spy?.mockRestore();
    });
  });

  it('while signatures are checked the block is applied on the side: the lower position decides the error, nothing is committed', async () => {
    await withEachVerifier(async (f) => {
      const genesis = f.blockchain.tip;
      const rich = (await allAccounts(f.store)).find((a) => a.id === idOf('devnet-1'))!.balanceMTA;
      const ok = (i: number) => f.pay(`devnet-${i}`, `devnet-${i + 5}`, ONE_COIN);
      const broke = f.pay('devnet-1', 'devnet-6', rich); // amount + fee > balance
      const badSig = (i: number) => ok(i).withSignature(new Uint8Array(64).fill(i + 1));
      const key = keyOf('devnet-9');
      const cases: Array<{ txs: ReturnType<typeof ok>[]; index: number; reason: TxRejectReason }> = [
        // funds fail at 1, a bad signature at 3: position 1 decides
        { txs: [ok(0), broke, ok(2), badSig(3)], index: 1, reason: TxRejectReason.NOT_ENOUGH_FUNDS },
        // a bad signature at 0, funds fail at 1: position 0 decides
        { txs: [badSig(0), broke, ok(2)], index: 0, reason: TxRejectReason.BAD_SIGNATURE },
        // both at the same position: the signature is reported, as the stateless check runs first
        { txs: [ok(0), broke.withSignature(new Uint8Array(64).fill(9))], index: 1, reason: TxRejectReason.BAD_SIGNATURE },
      ];
      for (const c of cases) {
        const block = forgeBlock({ previous: genesis, timestamp: 1000, transactions: c.txs, keyPair: key, params: f.params });
        const error = (await f.blockchain.pushBlock(block).catch((e: unknown) => e)) as BlockRejectedError;
        expect(error).toBeInstanceOf(BlockRejectedError);
        expect(error).toMatchObject({ rejectReason: BlockRejectReason.INVALID_TRANSACTION, transactionIndex: c.index });
        expect(error.cause).toMatchObject({ rejectReason: c.reason });
        expect(f.blockchain.tip.height).toBe(0);
        expect(await totalBalance(f.store)).toBe(DEVNET_SUPPLY_MTA);
        expect(balanceOf(f.store, 'devnet-5')).toBe(100_000_000n * ONE_COIN);
      }
      const good = forgeBlock({ previous: genesis, timestamp: 1000, transactions: [ok(0), ok(2)], keyPair: key, params: f.params });
      expect((await f.blockchain.pushBlock(good)).status).toBe('pushed');
      expect(balanceOf(f.store, 'devnet-5')).toBe(100_000_000n * ONE_COIN + ONE_COIN);
    });
  });

  it('a verifier that answers short, or skips the meanwhile hook, can neither pass a block unchecked nor break the push', async () => {
    const honest = async (jobs: Parameters<SignatureVerifier['verifyBatch']>[0]) => jobs.map((j) => verify(j.signature, j.message, j.publicKey));
    // Answers one verdict too few and never runs the hook.
    const short: SignatureVerifier = { verifyBatch: async (jobs) => (await honest(jobs)).slice(0, -1), close: async () => undefined };
    fx = await chainFixture({ forgers: false, verifier: short });
    fx.time.set(1000);
    const txs = [0, 1].map((i) => fx!.pay(`devnet-${i}`, `devnet-${i + 5}`, ONE_COIN));
    const block = forgeBlock({ previous: fx.blockchain.tip, timestamp: 1000, transactions: txs, keyPair: keyOf('devnet-9'), params: fx.params });
    await expect(fx.blockchain.pushBlock(block)).rejects.toMatchObject({ rejectReason: BlockRejectReason.INVALID_TRANSACTION, transactionIndex: 1 });
    expect(fx.blockchain.tip.height).toBe(0);
    await fx.close();
    // Answers in full but never runs the hook: the block is applied after the verdicts.
    const noHook: SignatureVerifier = { verifyBatch: honest, close: async () => undefined };
    fx = await chainFixture({ forgers: false, verifier: noHook });
    fx.time.set(1000);
    expect((await fx.blockchain.pushBlock(block)).status).toBe('pushed');
    expect(balanceOf(fx.store, 'devnet-5')).toBe(100_000_000n * ONE_COIN + ONE_COIN);
  });

  it('refuses a block whose transactions double spend', async () => {
    fx = await chainFixture({ forgers: false });
    fx.time.set(1000);
    const rich = await allAccounts(fx.store);
    const all = rich.find((a) => a.id === idOf('devnet-0'))!.balanceMTA;
    const first = fx.pay('devnet-0', 'devnet-1', all - ONE_COIN);
    const second = fx.pay('devnet-0', 'devnet-2', ONE_COIN, { feeMTA: ONE_COIN });
    const block = forgeBlock({ previous: fx.blockchain.tip, timestamp: 1000, transactions: [first, second], keyPair: keyOf('devnet-4'), params: fx.params });
    await expect(fx.blockchain.pushBlock(block)).rejects.toMatchObject({ rejectReason: BlockRejectReason.INVALID_TRANSACTION });
    expect(fx.blockchain.tip.height).toBe(0);
  });

  it('serialises concurrent pushes: the second block for the same tip is refused, not interleaved', async () => {
    fx = await chainFixture({ forgers: false });
    fx.time.set(1000);
    const genesis = fx.blockchain.tip;
    const a = forgeBlock({ previous: genesis, timestamp: 1000, transactions: [], keyPair: keyOf('devnet-1'), params: fx.params });
    const b = forgeBlock({ previous: genesis, timestamp: 1000, transactions: [], keyPair: keyOf('devnet-2'), params: fx.params });
    const results = await Promise.allSettled([fx.blockchain.pushBlock(a), fx.blockchain.pushBlock(b)]);
    expect(results[0]!.status).toBe('fulfilled');
    expect(results[1]).toMatchObject({ status: 'rejected', reason: { rejectReason: BlockRejectReason.BAD_PREVIOUS_BLOCK } });
  });
});

describe('Blockchain: popping off', () => {
  it('pops by number or height, restores balances and returns the blocks newest first', async () => {
    fx = await chainFixture({ maxRollback: 10 });
    const popped: BlockPoppedEvent[] = [];
    fx.blockchain.on('blockPopped', (e) => popped.push(e));
    await forgeWithPayments(fx, 3);
    const at3 = new Map((await allAccounts(fx.store)).map((a) => [a.id, a.balanceMTA]));
    const blocks = await forgeWithPayments(fx, 4);
    const out = await fx.blockchain.popOff({ numBlocks: 2 });
    expect(out.map((b) => b.id)).toEqual([blocks[3]!.id, blocks[2]!.id]);
    expect(fx.blockchain.tip.id).toBe(blocks[1]!.id);
    expect(popped).toHaveLength(1);
    expect(popped[0]).toMatchObject({ keepTransactions: false, tip: { height: 5 } });
    const out2 = await fx.blockchain.popOff({ height: 3 });
    expect(out2.map((b) => b.height)).toEqual([5, 4]);
    const now = new Map((await allAccounts(fx.store)).map((a) => [a.id, a.balanceMTA]));
    for (const [id, balance] of at3) expect(now.get(id)).toBe(balance);
    expect(await totalBalance(fx.store)).toBe(DEVNET_SUPPLY_MTA);
    expect(await fx.blockchain.getBlock({ id: blocks[0]!.id })).toBeUndefined();
    expect(await fx.blockchain.popOff({ height: 3 })).toEqual([]);
    // The chain goes on from there.
    expect((await fx.forger.generateBlock()).height).toBe(4);
  });

  it('never pops the genesis block, nor deeper than the maximum rollback', async () => {
    fx = await chainFixture({ maxRollback: 4 });
    for (let i = 0; i < 3; i++) await fx.forger.generateBlock();
    expect((await fx.blockchain.popOff({ numBlocks: 10 })).map((b) => b.height)).toEqual([3, 2, 1]);
    expect(fx.blockchain.tip.height).toBe(0);
    expect(await fx.blockchain.popOff({ numBlocks: 1 })).toEqual([]);
    for (let i = 0; i < 7; i++) await fx.forger.generateBlock();
    await expect(fx.blockchain.popOff({ numBlocks: 5 })).rejects.toMatchObject({ chainReason: ChainErrorReason.BAD_POP_OFF, param: 'numBlocks' });
    await expect(fx.blockchain.popOff({ height: 2 })).rejects.toMatchObject({ chainReason: ChainErrorReason.BAD_POP_OFF, param: 'height' });
    await expect(fx.blockchain.popOff({ height: 8 })).rejects.toBeInstanceOf(ChainError);
    await expect(fx.blockchain.popOff({})).rejects.toMatchObject({ chainReason: ChainErrorReason.BAD_POP_OFF, param: 'numBlocks' });
    await expect(fx.blockchain.popOff({ numBlocks: -1 })).rejects.toBeInstanceOf(ChainError);
    expect((await fx.blockchain.popOff({ numBlocks: 4 })).length).toBe(4);
    expect(fx.blockchain.tip.height).toBe(3);
  });

  it('with keepTransactions the popped transactions return to the mempool', async () => {
    fx = await chainFixture();
    const blocks = await forgeWithPayments(fx, 2);
    expect(fx.mempool.count).toBe(0);
    await fx.blockchain.popOff({ numBlocks: 2, keepTransactions: true });
    const pending = fx.mempool.pending();
    expect(new Set(pending.map((t) => t.id))).toEqual(new Set(blocks.flatMap((b) => b.transactions.map((t) => t.id))));
    // Forging again confirms them again.
    const again = await fx.forger.generateBlock();
    expect(again.transactions).toHaveLength(4);
    expect(await totalBalance(fx.store)).toBe(DEVNET_SUPPLY_MTA);
  });
});
