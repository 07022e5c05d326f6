// The blockchain, mempool and forger actors in one actor system, called through serviceClient.
import { afterEach, describe, expect, it } from '@jest/globals';
import { createServiceMachine } from '../../src/actors/service-actor.js';
import { createNodeSystem, type NodeSystem } from '../../src/actors/system.js';
import { SystemId } from '../../src/actors/system-ids.js';
import { NoHandlerError } from '../../src/actors/errors.js';
import { callMessage, fromCalls, serviceClient, type ServiceCall } from '../../src/actors/service-client.js';
import { tell } from '../../src/actors/ask.js';
import { blockchainActor, type BlockchainActorApi } from '../../src/actors/blockchain-actor.js';
import { mempoolActor, type MempoolActorApi } from '../../src/actors/mempool-actor.js';
import { forgerActor, type ForgerActorApi } from '../../src/actors/forger-actor.js';
import { createSimulatedClock, type SimulatedClock } from '../../src/machines/clock.js';
import { forgeBlock } from '../../src/domain/forging.js';
import { BlockRejectedError } from '../../src/domain/errors.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import type { Block } from '../../src/domain/block.js';
import { Forger } from '../../src/chain/forger.js';
import type { BlockchainService, ForgerService, MempoolService } from '../../src/chain/interface.js';
import { chainFixture, keyOf, type ChainFixture } from '../chain/helpers.js';
import { gate } from './helpers.js';

interface Harness {
  readonly fx: ChainFixture;
  readonly clock: SimulatedClock;
  readonly system: NodeSystem;
  readonly blockchain: ReturnType<typeof serviceClient<BlockchainActorApi>>;
  readonly mempool: ReturnType<typeof serviceClient<MempoolActorApi>>;
  readonly forger: ReturnType<typeof serviceClient<ForgerActorApi>>;
  /** Resolves with the next block pushed. */
  nextBlock(): Promise<Block>;
}

let harness: Harness | undefined;
afterEach(async () => {
  await harness?.system.stop();
  await harness?.fx.close();
  harness = undefined;
});

/** The chain services of a fixture behind their actors, on a simulated clock. */
async function actors(opts: { autoForge?: boolean } = {}): Promise<Harness> {
  const fx = await chainFixture({ forgers: false, follow: false });
  const clock = createSimulatedClock();
  let system!: NodeSystem;
  const forger = new Forger(
    { params: fx.params },
    {
      chain: serviceClient<BlockchainActorApi>(() => system.get(SystemId.blockchain)),
      pool: serviceClient<MempoolActorApi>(() => system.get(SystemId.mempool)),
      timeSource: fx.time,
    },
  );
  for (let i = 0; i < 10; i++) forger.addAccount(`devnet-${i}`);
  system = createNodeSystem({
    clock,
    actors: {
      [SystemId.blockchain]: blockchainActor(fx.blockchain),
      [SystemId.mempool]: mempoolActor(fx.mempool),
      [SystemId.forger]: forgerActor(forger, { forgingIntervalMs: 1000, autoForge: opts.autoForge ?? false }),
    },
  });
  system.start();
  return {
    fx,
    clock,
    system,
    blockchain: serviceClient<BlockchainActorApi>(system.get(SystemId.blockchain)),
    mempool: serviceClient<MempoolActorApi>(system.get(SystemId.mempool)),
    forger: serviceClient<ForgerActorApi>(system.get(SystemId.forger)),
    nextBlock: () =>
      new Promise((resolve) => {
        const off = fx.blockchain.on('blockPushed', ({ block }) => {
          off();
          resolve(block);
        });
      }),
  };
}

describe('serviceClient', () => {
  it('turns method calls into asks and returns replies and errors unchanged', async () => {
    type Api = { add(a: number, b: number): Promise<number>; fail(): Promise<void> };
    class Oops extends Error {
      readonly code = 'OOPS';
    }
    const machine = createServiceMachine<ServiceCall>({ id: 'calc' }).provide({
      actors: {
        handle: fromCalls<Api>({
          add: (a, b) => a + b,
          fail: () => {
            throw new Oops('no');
          },
        }),
      },
    });
    const system = createNodeSystem({ actors: { [SystemId.shuffler]: machine } });
    system.start();
    const client = serviceClient<Api>(system.get(SystemId.shuffler));
    expect(await client.add(2, 3)).toBe(5);
    await expect(client.fail()).rejects.toBeInstanceOf(Oops);
    // Not a thenable: awaiting a client gives the client back.
    expect(await Promise.resolve(client)).toBe(client);
    expect((client as unknown as { then?: unknown }).then).toBeUndefined();
    const untyped = client as unknown as { nope(): Promise<unknown> };
    await expect(untyped.nope()).rejects.toBeInstanceOf(NoHandlerError);
    expect(system.debugSnapshot()[SystemId.shuffler]).toMatchObject({ messagesProcessed: 3, failed: 2, lastError: { name: 'NoHandlerError' } });
    await system.stop();
  });
});

describe('chain actors', () => {
  it('answer through their clients with the service interfaces', async () => {
    harness = await actors();
    const h = harness;
    // The clients are the service interfaces (checked by the type checker).
    const chain: BlockchainService = h.blockchain;
    const pool: MempoolService = h.mempool;
    const forging: ForgerService = h.forger;
    const status = await chain.status();
    expect(status.height).toBe(0);
    expect(await pool.size()).toBe(0);
    expect(await forging.getForging()).toHaveLength(10);
    const tx = h.fx.pay('devnet-0', 'bob', 3n * ONE_COIN);
    expect(await h.mempool.submit(tx)).toEqual({ accepted: true });
    expect(await h.mempool.size()).toBe(1);
    expect(await h.mempool.unconfirmedBalance(tx.senderId)).toBe(100_000_000n * ONE_COIN - 4n * ONE_COIN);
    const block = await h.forger.generateBlock();
    expect(block.transactions.map((t) => t.id)).toEqual([tx.id]);
    expect((await h.blockchain.lastBlock()).id).toBe(block.id);
    // The pool notices the new tip on its next message (no event wiring in this harness).
    expect(await h.mempool.size()).toBe(0);
    expect((await h.blockchain.getTransaction({ id: tx.id }))!.location.height).toBe(1);
  });

  it('handle one message at a time: a query queued behind a push sees the pushed block', async () => {
    harness = await actors();
    const h = harness;
    const genesis = h.fx.blockchain.tip;
    h.fx.time.set(1000);
    const block = forgeBlock({ previous: genesis, timestamp: 1000, transactions: [], keyPair: keyOf('devnet-1'), params: h.fx.params });
    const pushing = h.blockchain.pushBlock(block);
    const tip = h.blockchain.lastBlock();
    const depth = h.system.debugSnapshot()[SystemId.blockchain]!.mailboxDepth;
    expect(depth).toBe(2);
    expect((await tip).id).toBe(block.id);
    expect((await pushing).status).toBe('pushed');
    // A rejected block: the error class survives the mailbox, and the actor records it.
    await expect(h.blockchain.pushBlock(block.withSignature(new Uint8Array(64)))).rejects.toBeInstanceOf(BlockRejectedError);
    const snap = h.system.debugSnapshot()[SystemId.blockchain]!;
    expect(snap).toMatchObject({ status: 'active', state: 'idle', mailboxDepth: 0, messagesProcessed: 3, failed: 1, lastError: { name: 'BlockRejectedError', messageType: 'pushBlock' } });
  });

  /** Pushes `n` empty blocks through the actor, one second apart. */
  async function pushEmpty(h: Harness, n: number): Promise<Block[]> {
    const blocks: Block[] = [];
    for (let i = 0; i < n; i++) {
      const { previous, ancestorTimestamp } = await h.blockchain.forgingBasis([]);
      h.fx.time.set(previous.timestamp + 1);
      const block = forgeBlock({
        previous, ...(ancestorTimestamp !== undefined ? { ancestorTimestamp } : {}), timestamp: previous.timestamp + 1, transactions: [], keyPair: keyOf(`devnet-${i % 10}`), params: h.fx.params,
      });
      expect((await h.blockchain.pushBlock(block)).status).toBe('pushed');
      blocks.push(block);
    }
    return blocks;
  }

  it('serve block ranges without holding the mailbox: a message sent after the read is answered before it', async () => {
    harness = await actors();
    const h = harness;
    await pushEmpty(h, 5);
    const order: string[] = [];
    const bytes = h.blockchain.getBlockBytes(1, 5).then((r) => order.push(`bytes ${r.length}`));
    const ids = h.blockchain.getBlockIds(1, 5).then((r) => order.push(`ids ${r.length}`));
    const tip = h.blockchain.lastBlock().then((b) => order.push(`tip ${b.height}`));
    await Promise.all([bytes, ids, tip]);
    // Held in the mailbox, the reads would have answered first, in the order sent.
    expect(order[0]).toBe('tip 5');
    expect(order.slice(1).sort()).toEqual(['bytes 5', 'ids 5']);
  });

  it('serve a block range as the chain was when asked, though it is popped meanwhile', async () => {
    harness = await actors();
    const h = harness;
    const blocks = await pushEmpty(h, 6);
    const reading = h.blockchain.getBlockBytes(1, 6);
    const readingIds = h.blockchain.getBlockIds(1, 6);
    const popped = await h.blockchain.popOff({ height: 3 });
    expect(popped.map((b) => b.height).sort()).toEqual([4, 5, 6]);
    expect(h.fx.blockchain.tip.height).toBe(3);
    expect((await reading).map((b) => b.id)).toEqual(blocks.map((b) => b.id));
    expect(await readingIds).toEqual(blocks.map((b) => b.id));
    // Asked now, the range ends at the new tip.
    expect((await h.blockchain.getBlockBytes(1, 6)).map((b) => b.id)).toEqual(blocks.slice(0, 3).map((b) => b.id));
  });

  it('the forger ticker forges on the simulated clock once a hit time has come', async () => {
    harness = await actors({ autoForge: true });
    const h = harness;
    const forging = await h.forger.getForging();
    const best = Math.min(...forging.map((f) => f.hitTime!));
    h.fx.time.set(best - 1);
    h.clock.increment(1000);
    // The tick was handled before this query (one mailbox, in order): nothing forged yet.
    expect(await h.forger.getForging()).toHaveLength(10);
    expect((await h.blockchain.status()).height).toBe(0);
    h.fx.time.set(best);
    const next = h.nextBlock();
    h.clock.increment(1000);
    const block = await next;
    expect(block.timestamp).toBe(best);
    expect(h.system.debugSnapshot()[SystemId.forger]!.children).toHaveProperty('ticker');
  });

  it('the mempool ticker drops expired transactions every 20 s of the clock', async () => {
    harness = await actors();
    const h = harness;
    h.fx.time.set(1000);
    await h.mempool.submit(h.fx.pay('devnet-0', 'bob', ONE_COIN, { deadline: 1 }));
    await h.mempool.submit(h.fx.pay('devnet-1', 'bob', ONE_COIN, { deadline: 10 }));
    h.fx.time.set(1000 + 61);
    h.clock.increment(19_999);
    expect(await h.mempool.size()).toBe(2);
    h.clock.increment(1);
    expect(await h.mempool.size()).toBe(1);
    const snap = h.system.debugSnapshot()[SystemId.mempool]!;
    expect(snap.recentEvents.map((e) => e.type)).toContain('expire');
  });

  it('re-queues popped transactions when told by a blockPopped message', async () => {
    harness = await actors();
    const h = harness;
    const tx = h.fx.pay('devnet-0', 'bob', ONE_COIN);
    await h.mempool.submit(tx);
    await h.forger.generateBlock();
    expect(await h.mempool.size()).toBe(0); // confirmed
    const popped = await h.blockchain.popOff({ numBlocks: 1, keepTransactions: true });
    // Nobody routed the event here: the transaction is not back.
    expect(await h.mempool.size()).toBe(0);
    const done = gate();
    const message = callMessage<MempoolActorApi, 'blockPopped'>('blockPopped', [{ blocks: popped, tip: h.fx.blockchain.tip, keepTransactions: true }]);
    tell(h.system.get(SystemId.mempool), { ...message, replyTo: { resolve: () => done.open(), reject: done.fail } });
    await done.promise;
    expect((await h.mempool.list()).map((t) => t.id)).toEqual([tx.id]);
  });
});
