// Verdicts on gossiped items against a real chain and pool.
import { describe, it, expect, afterEach } from '@jest/globals';
import { createBlockGossipHandler, createTransactionGossipHandler, ownBytes } from '../../src/net/sync/gossip.js';
import { NetworkOrigin } from '../../src/net/sync/origin.js';
import { forgeBlock } from '../../src/domain/forging.js';
import { keyPairFromSecret } from '../../src/domain/crypto.js';
import { retargetAncestorHeight, retargetsAfter } from '../../src/domain/consensus.js';
import { copyBlocks, forge, localChain, manualTime, payment, PARAMS, type LocalChain } from './helpers.js';
import { TEST_REGISTRY } from '../helpers/rules.js';

const FROM = { peerId: 'gossiper', address: '127.0.0.1:7000' };
const open: LocalChain[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

async function setup(name = 'M') {
  const time = manualTime();
  const me = await localChain(name, time);
  open.push(me);
  const origin = new NetworkOrigin();
  const syncRequests: string[] = [];
  let switching = false;
  const published: bigint[] = [];
  me.chain.on('blockPushed', ({ block }) => { if (!origin.isNetworkBlock(block.id)) published.push(block.id); });
  me.pool.onTransactionsAdded((txs) => { for (const tx of txs) if (!origin.isNetworkTransaction(tx.id)) published.push(tx.id); });
  const m = {
    chain: me.chain, pool: me.pool, origin, registry: TEST_REGISTRY,
    requestSync: (p: string) => { syncRequests.push(p); },
    isSwitchingChain: () => switching,
  };
  return {
    me, time, origin, syncRequests, published,
    setSwitching: (v: boolean) => { switching = v; },
    tx: createTransactionGossipHandler(m),
    block: createBlockGossipHandler(m),
  };
}

describe('gossip verdicts', () => {
  it('accepts a new valid transaction, ignores a duplicate, marks it as from the network', async () => {
    const s = await setup();
    const tx = payment(s.me);
    expect(await s.tx(tx.bytes(), FROM)).toEqual({ action: 'accept' });
    expect((await s.me.pool.get(tx.id))?.id).toBe(tx.id);
    expect(await s.tx(tx.bytes(), FROM)).toMatchObject({ action: 'ignore' });
    // Not gossiped again by us: it came from a peer.
    expect(s.published).toEqual([]);
  });

  it('rejects malformed and badly signed transactions, ignores ones our state refuses', async () => {
    const s = await setup();
    expect(await s.tx(new Uint8Array([1, 2, 3]), FROM)).toMatchObject({ action: 'reject', reason: expect.stringContaining('malformed') });
    const tx = payment(s.me);
    const bytes = new Uint8Array(tx.bytes());
    // A byte of the signature (after type, version, timestamp, deadline, key, recipient, amount,
    // fee and the referenced hash: offset 96).
    bytes[100] ^= 1;
    expect(await s.tx(bytes, FROM)).toMatchObject({ action: 'reject', reason: expect.stringContaining('BAD_SIGNATURE') });
    // A payment its sender cannot afford: depends on our ledger, no penalty.
    const poor = payment(s.me, { from: 'no-such-funds', amountCoins: 5n });
    expect(await s.tx(poor.bytes(), FROM)).toMatchObject({ action: 'ignore', reason: expect.stringContaining('NOT_ENOUGH_FUNDS') });
  });

  it('accepts a block on our tip, ignores a known one, asks for a sync when it does not connect', async () => {
    const s = await setup();
    const other = await localChain('O', s.time);
    open.push(other);
    const [b1, b2] = await forge(other, 2);
    // b2 does not extend our tip (genesis): sync with the sender.
    expect(await s.block(b2!.fullBytes(), FROM)).toMatchObject({ action: 'ignore', reason: 'does not extend our tip' });
    expect(s.syncRequests).toEqual(['gossiper']);
    expect(await s.block(b1!.fullBytes(), FROM)).toEqual({ action: 'accept' });
    expect(s.me.chain.tip.id).toBe(b1!.id);
    expect(await s.block(b1!.fullBytes(), FROM)).toMatchObject({ action: 'ignore', reason: 'known block' });
    expect(s.published).toEqual([]);
    // Our own blocks are published.
    const [mine] = await forge(s.me, 1);
    expect(s.published).toEqual([mine!.id]);
  });

  it('rejects malformed and invalid blocks, ignores blocks while switching forks', async () => {
    const s = await setup();
    expect(await s.block(new Uint8Array(100), FROM)).toMatchObject({ action: 'reject', reason: expect.stringContaining('malformed') });
    const prev = s.me.chain.tip;
    const ancestor = retargetsAfter(prev.height) ? (await s.me.chain.getBlock({ height: retargetAncestorHeight(prev.height) }))!.timestamp : undefined;
    const bad = forgeBlock({
      previous: prev, ...(ancestor !== undefined ? { ancestorTimestamp: ancestor } : {}), timestamp: prev.timestamp + 1,
      transactions: [], keyPair: keyPairFromSecret('penniless'), params: PARAMS,
    });
    expect(await s.block(bad.fullBytes(), FROM)).toMatchObject({ action: 'reject', reason: expect.stringContaining('HIT_NOT_VALID') });
    const other = await localChain('O', s.time);
    open.push(other);
    await copyBlocks(s.me, other);
    const [next] = await forge(other, 1);
    s.setSwitching(true);
    expect(await s.block(next!.fullBytes(), FROM)).toMatchObject({ action: 'ignore', reason: 'switching forks' });
    s.setSwitching(false);
    expect(await s.block(next!.fullBytes(), FROM)).toEqual({ action: 'accept' });
  });

  it('rejects the second of two blocks of one generator on one previous block from the same peer (equivocation)', async () => {
    const s = await setup();
    const prev = s.me.chain.tip;
    const ancestor = retargetsAfter(prev.height) ? (await s.me.chain.getBlock({ height: retargetAncestorHeight(prev.height) }))!.timestamp : undefined;
    const twin = (dt: number) => forgeBlock({
      previous: prev, ...(ancestor !== undefined ? { ancestorTimestamp: ancestor } : {}), timestamp: prev.timestamp + dt,
      transactions: [], keyPair: keyPairFromSecret('devnet-0'), params: PARAMS,
    });
    const [a, b] = [twin(1), twin(2)];
    expect(await s.block(a.fullBytes(), FROM)).toEqual({ action: 'accept' });
    // The same again is only known; the twin from the same peer is refused, with the penalty.
    expect(await s.block(a.fullBytes(), FROM)).toMatchObject({ action: 'ignore', reason: 'known block' });
    expect(await s.block(b.fullBytes(), FROM)).toMatchObject({ action: 'reject', reason: expect.stringContaining('equivocation') });
    // From another peer, the twin is only a block that does not extend our tip.
    expect(await s.block(b.fullBytes(), { peerId: 'other', address: '127.0.0.1:7001' })).toMatchObject({ action: 'ignore', reason: 'does not extend our tip' });
  });

  it('keeps its own copy of received bytes', () => {
    const src = new Uint8Array([1, 2, 3]);
    const copy = ownBytes(src);
    src[0] = 9;
    expect([...copy]).toEqual([1, 2, 3]);
  });
});
