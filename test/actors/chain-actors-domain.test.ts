// The domain state the chain actors describe for the debug view, read at instants a node only
// passes through briefly: a block being applied, and the pool behind a tip that has just moved.
import { afterEach, describe, expect, it } from '@jest/globals';
import { blockchainActor, type BlockchainActorApi } from '../../src/actors/blockchain-actor.js';
import { mempoolActor, type MempoolActorApi } from '../../src/actors/mempool-actor.js';
import { serviceClient } from '../../src/actors/service-client.js';
import { SystemId } from '../../src/actors/system-ids.js';
import { createNodeSystem, type NodeSystem } from '../../src/actors/system.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { forgeBlock } from '../../src/domain/forging.js';
import { createSimulatedClock } from '../../src/machines/clock.js';
import { chainFixture, keyOf, type ChainFixture } from '../chain/helpers.js';

let fx: ChainFixture | undefined;
let system: NodeSystem | undefined;
afterEach(async () => {
  await system?.stop();
  await fx?.close();
  system = fx = undefined;
});

async function start() {
  // follow: false, so the pool learns of new blocks only when asked (as an actor whose
  // blockPushed message is still queued).
  fx = await chainFixture({ forgers: false, follow: false });
  system = createNodeSystem({
    clock: createSimulatedClock(),
    actors: { [SystemId.blockchain]: blockchainActor(fx.blockchain), [SystemId.mempool]: mempoolActor(fx.mempool) },
  });
  system.start();
  const s = system;
  return {
    fx,
    chain: serviceClient<BlockchainActorApi>(s.get(SystemId.blockchain)),
    pool: serviceClient<MempoolActorApi>(s.get(SystemId.mempool)),
    domain: (id: 'blockchain' | 'mempool') => s.debugSnapshot()[id]!.domain as Record<string, any>,
  };
}

describe('chain actors: domain state in the debug view', () => {
  it('the blockchain shows the block it is applying while the write is in flight, then the new tip', async () => {
    const h = await start();
    const genesis = h.fx.blockchain.tip;
    expect(h.domain('blockchain')).toEqual({ tip: genesis.id.toString(), height: 0, tipTimestamp: genesis.timestamp, applying: null });

    const block = forgeBlock({ previous: genesis, timestamp: 1000, transactions: [], keyPair: keyOf('devnet-1'), params: h.fx.params });
    const pushing = h.chain.pushBlock(block);
    const during = h.domain('blockchain');
    expect(during).toMatchObject({ height: 0, applying: { operation: 'pushBlock', block: block.id.toString() } });
    expect(Date.parse(during.applying.since)).not.toBeNaN();

    expect((await pushing).status).toBe('pushed');
    expect(h.domain('blockchain')).toEqual({ tip: block.id.toString(), height: 1, tipTimestamp: 1000, applying: null });
  });

  it('the blockchain shows a popOff in flight with its request', async () => {
    const h = await start();
    const block = forgeBlock({ previous: h.fx.blockchain.tip, timestamp: 1000, transactions: [], keyPair: keyOf('devnet-1'), params: h.fx.params });
    await h.chain.pushBlock(block);
    const popping = h.chain.popOff({ numBlocks: 1 });
    expect(h.domain('blockchain').applying).toMatchObject({ operation: 'popOff', request: { numBlocks: 1 } });
    expect(await popping).toHaveLength(1);
    expect(h.domain('blockchain')).toMatchObject({ height: 0, applying: null });
  });

  it('the mempool shows its size and bytes, and that it is behind the tip until it next catches up', async () => {
    const h = await start();
    expect(h.domain('mempool')).toEqual({ size: 0, bytes: 0, maxSize: h.fx.mempool.maxSize, syncedWithTip: true, persistent: false });
    const tx = h.fx.pay('devnet-0', 'bob', ONE_COIN);
    expect(await h.pool.submit(tx)).toEqual({ accepted: true });
    expect(h.domain('mempool')).toMatchObject({ size: 1, bytes: tx.size, syncedWithTip: true });

    const block = forgeBlock({ previous: h.fx.blockchain.tip, timestamp: 1000, transactions: [tx], keyPair: keyOf('devnet-1'), params: h.fx.params });
    await h.chain.pushBlock(block);
    // Describing does not catch up: the confirmed transaction is still counted, and the view says so.
    expect(h.domain('mempool')).toMatchObject({ size: 1, syncedWithTip: false });
    expect(h.domain('mempool')).toMatchObject({ size: 1, syncedWithTip: false }); // reading changed nothing
    expect(await h.pool.size()).toBe(0);
    expect(h.domain('mempool')).toMatchObject({ size: 0, bytes: 0, syncedWithTip: true });
  });
});
