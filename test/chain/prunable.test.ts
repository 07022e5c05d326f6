// Prunable data on the chain: the minimum lifetime (a block lacking the data inside it is
// refused), what is stored past the maximum, pruning on a manual clock, and that pruning never
// changes an id, a hash or the state digest, and survives pops and a restart.
import { afterEach, describe, expect, it } from '@jest/globals';
import { withoutPrunableData } from '../../src/domain/appendices.js';
import { Block } from '../../src/domain/block.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { utf8Bytes } from '../../src/domain/crypto.js';
import { BlockRejectedError, BlockRejectReason, TransactionRejectedError, TxRejectReason } from '../../src/domain/errors.js';
import type { Transaction } from '../../src/domain/transaction.js';
import { ChainStore } from '../../src/storage/chain-store.js';
import { chainFixture, idOf, type ChainFixture } from './helpers.js';
import { TEST_RULES } from '../helpers/rules.js';

const LIFETIMES = { minLifetimeSeconds: 100, maxLifetimeSeconds: 200, pruneIntervalSeconds: 0 };
const enc = { data: new Uint8Array(48).fill(3), nonce: new Uint8Array(24).fill(4), isText: true, isCompressed: false };

function withPrunable(f: ChainFixture, text: string): Transaction {
  return f.pay('devnet-0', 'devnet-1', 1n, { feeMTA: 2n * ONE_COIN, appendices: { prunableMessage: { data: utf8Bytes(text), isText: true }, prunableEncryptedMessage: enc } });
}

/** The same block with its transactions' prunable data dropped (what a pruning peer serves). */
function pruned(block: Block): Block {
  return new Block({ ...block, transactions: block.transactions.map((tx) => tx.withAppendices(withoutPrunableData(tx.appendices))) });
}

describe('prunable data on the chain', () => {
  const open: ChainFixture[] = [];
  const fixture = async (opts: Parameters<typeof chainFixture>[0] = {}) => {
    const f = await chainFixture({ prunable: LIFETIMES, ...opts });
    open.push(f);
    return f;
  };
  afterEach(async () => {
    for (const f of open.splice(0)) await f.close();
  });

  it('prunes the data after the maximum lifetime: ids, hashes and the state digest stay, the listing empties', async () => {
    const f = await fixture();
    const tx = withPrunable(f, 'short-lived');
    await f.mempool.submit(tx);
    const block = await f.forger.generateBlock();
    expect(block.transactions.map((t) => t.id)).toEqual([tx.id]);
    expect((await f.blockchain.getPrunableTransactions({})).map((l) => l.transaction.id)).toEqual([tx.id]);
    const digest = (await f.store.stateDigest()).digest;

    f.time.advance(150); // 150 s: past the minimum, not the maximum
    await f.forger.generateBlock();
    expect((await f.blockchain.getTransaction({ id: tx.id }))!.transaction.appendices.prunableMessage).toMatchObject({ data: utf8Bytes('short-lived') });

    f.time.advance(60); // 210 s
    await f.forger.generateBlock(); // pruning runs after a pushed block
    const after = (await f.blockchain.getTransaction({ id: tx.id }))!.transaction;
    expect(after.appendices.prunableMessage).toEqual({ hash: expect.any(Uint8Array), length: 11, isText: true, isCompressed: false });
    expect(after.appendices.prunableEncryptedMessage).toMatchObject({ length: 48, isCompressed: false });
    expect(after.fullHash).toEqual(tx.fullHash);
    expect(await f.blockchain.getPrunableTransactions({})).toEqual([]);
    const stored = await f.blockchain.getBlock({ id: block.id });
    expect(stored!.id).toBe(block.id);
    expect(stored!.transactions[0]!.appendices.prunableMessage).not.toHaveProperty('data');
    // the chain state never held the data: the digest at that height is unchanged
    await f.blockchain.popOff({ height: block.height });
    expect((await f.store.stateDigest()).digest).toBe(digest);
  });

  it('prunes nothing, and fails nothing, on a network younger than the maximum lifetime', async () => {
    // A network launched from a genesis file starts at epoch 0: the cutoff (now - 90 days) is
    // negative, and the store's unsigned timestamp key once refused it on every block.
    const f = await fixture({ prunable: { ...LIFETIMES, maxLifetimeSeconds: 2 ** 31 - 1 } });
    const tx = withPrunable(f, 'young network');
    await f.mempool.submit(tx);
    await f.forger.generateBlock();
    await expect(f.blockchain.prunable.prune()).resolves.toBe(0);
    expect((await f.blockchain.getPrunableTransactions({})).map((l) => l.transaction.id)).toEqual([tx.id]);
  });

  it('keeps the data forever with a maximum of -1', async () => {
    const f = await fixture({ prunable: { ...LIFETIMES, maxLifetimeSeconds: -1 } });
    const tx = withPrunable(f, 'archival');
    await f.mempool.submit(tx);
    await f.forger.generateBlock();
    f.time.advance(10_000_000);
    await f.forger.generateBlock();
    expect((await f.blockchain.getPrunableTransactions({})).map((l) => l.transaction.id)).toEqual([tx.id]);
  });

  it('refuses a block lacking prunable data inside the minimum lifetime, and accepts it (stored pruned) after', async () => {
    const a = await fixture();
    const b = await fixture({ forgers: false });
    const tx = withPrunable(a, 'must travel');
    await a.mempool.submit(tx);
    const block = await a.forger.generateBlock();
    const error = await b.blockchain.pushBlock(pruned(block)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BlockRejectedError);
    expect((error as BlockRejectedError).rejectReason).toBe(BlockRejectReason.PRUNABLE_DATA_MISSING);
    expect((error as BlockRejectedError).dependsOnState).toBe(true);
    expect(b.blockchain.tip.height).toBe(0);

    b.time.advance(101); // past the minimum: the data is no longer required
    expect((await b.blockchain.pushBlock(pruned(block))).status).toBe('pushed');
    expect(b.blockchain.tip.id).toBe(block.id);
    expect(await b.blockchain.getPrunableTransactions({})).toEqual([]);
  });

  it('does not store data already past the maximum lifetime', async () => {
    const a = await fixture();
    const b = await fixture({ forgers: false });
    const tx = withPrunable(a, 'old news');
    await a.mempool.submit(tx);
    const block = await a.forger.generateBlock();
    b.time.advance(500);
    await b.blockchain.pushBlock(block);
    expect((await b.blockchain.getTransaction({ id: tx.id }))!.transaction.appendices.prunableMessage).not.toHaveProperty('data');
  });

  it('the pool refuses a transaction without its prunable data', async () => {
    const f = await fixture();
    const tx = withPrunable(f, 'x');
    const error = await f.mempool.submit(tx.withAppendices(withoutPrunableData(tx.appendices))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionRejectedError);
    expect((error as TransactionRejectedError).rejectReason).toBe(TxRejectReason.PRUNABLE_DATA_MISSING);
  });

  it('lists held data newest first, by account and from a timestamp', async () => {
    const f = await fixture({ prunable: { ...LIFETIMES, maxLifetimeSeconds: -1 } });
    const first = withPrunable(f, 'one');
    await f.mempool.submit(first);
    await f.forger.generateBlock();
    f.time.advance(10);
    const second = f.pay('devnet-2', 'devnet-3', 1n, { feeMTA: 2n * ONE_COIN, appendices: { prunableMessage: { data: utf8Bytes('two'), isText: true } } });
    await f.mempool.submit(second);
    await f.forger.generateBlock();
    const ids = async (q: Parameters<typeof f.blockchain.getPrunableTransactions>[0]) => (await f.blockchain.getPrunableTransactions(q)).map((l) => l.transaction.id);
    expect(await ids({})).toEqual([second.id, first.id]);
    expect(await ids({ firstIndex: 1 })).toEqual([first.id]);
    expect(await ids({ lastIndex: 0 })).toEqual([second.id]);
    expect(await ids({ account: idOf('devnet-1') })).toEqual([first.id]);
    expect(await ids({ account: idOf('devnet-2') })).toEqual([second.id]);
    expect(await ids({ fromTimestamp: second.timestamp })).toEqual([second.id]);
  });

  it('a pruned store reopens pruned', async () => {
    const store = await ChainStore.open({}, { tables: TEST_RULES.tables });
    const f = await fixture({ store });
    const tx = withPrunable(f, 'gone after restart too');
    await f.mempool.submit(tx);
    await f.forger.generateBlock();
    f.time.advance(300);
    await f.forger.generateBlock();
    const g = await fixture({ store, time: f.time });
    expect((await g.blockchain.getTransaction({ id: tx.id }))!.transaction.appendices.prunableMessage).not.toHaveProperty('data');
    expect(await g.blockchain.getPrunableTransactions({})).toEqual([]);
    await store.close();
  });
});
