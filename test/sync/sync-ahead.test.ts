// What the sync does ahead of the push (src/net/sync/download.ts, preverified.ts): transaction
// signatures checked per segment on the signature verifier, which the chain then skips; a
// signature that fails there still fails the block at the push; the next round's blocks fetched
// while a full round is pushed, and taken by that round; no walk of next block ids when the
// peer has our tip; blocks that reach us by gossip while a round downloads (up to or past the
// downloaded ones) are no fork.
import { describe, it, expect, afterEach } from '@jest/globals';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { syncMachine } from '../../src/machines/sync/sync-machine.js';
import { SyncWorker } from '../../src/net/sync/sync-actors.js';
import { NetworkOrigin } from '../../src/net/sync/origin.js';
import { RequestPacer } from '../../src/net/sync/pacer.js';
import { resolveServeLimits, resolveSyncOptions } from '../../src/net/sync/options.js';
import { eitherVerified, PreverifiedTransactions } from '../../src/net/sync/preverified.js';
import { InlineVerifier, type SignatureJob, type SignatureVerifier } from '../../src/chain/signature-pool.js';
import { ChainStore } from '../../src/storage/chain-store.js';
import { Blockchain } from '../../src/chain/blockchain.js';
import { Mempool } from '../../src/chain/mempool.js';
import { forgeBlock } from '../../src/domain/forging.js';
import type { Transaction } from '../../src/domain/transaction.js';
import { DirectPeers, ListChain, PARAMS, blocksOf, forge, keyOf, localChain, manualTime, payment, type LocalChain } from './helpers.js';
import { TEST_REGISTRY, TEST_RULES } from '../helpers/rules.js';

/** The domain's verification, counting the jobs it was given. */
class CountingVerifier implements SignatureVerifier {
  jobs = 0;
  readonly #inner = new InlineVerifier();
  verifyBatch(jobs: readonly SignatureJob[], opts?: Parameters<SignatureVerifier['verifyBatch']>[1]): Promise<boolean[]> {
    this.jobs += jobs.length;
    return this.#inner.verifyBatch(jobs, opts);
  }
  async close(): Promise<void> {}
}

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c()));
});

async function chainOf(name: string, time: ReturnType<typeof manualTime>): Promise<LocalChain> {
  const c = await localChain(name, time);
  closers.push(() => c.close());
  return c;
}

/** A node's chain as node.ts wires it: its own verifier for what nobody checked, and the pool
 * and the sync's checks ahead as verified sources. */
async function follower(time: ReturnType<typeof manualTime>) {
  const store = await ChainStore.open({}, { tables: TEST_RULES.tables });
  closers.push(() => store.close());
  const atPush = new CountingVerifier();
  const ahead = new CountingVerifier();
  const chain = await Blockchain.open({ params: PARAMS, rules: TEST_RULES }, { store, timeSource: time, verifier: atPush });
  const pool = await Mempool.open({ params: PARAMS }, { store, timeSource: time, rules: TEST_RULES });
  pool.follow(chain.events);
  const preverified = new PreverifiedTransactions(ahead);
  chain.useVerifiedTransactions(eitherVerified(pool, preverified));
  return { chain, atPush, ahead, preverified };
}

function syncer(chain: Blockchain, peers: DirectPeers, preverified: PreverifiedTransactions | undefined, maxRollback = 720) {
  const worker = new SyncWorker(resolveSyncOptions({ maxRollback }), {
    peers, chain, origin: new NetworkOrigin(), pacer: new RequestPacer(1000), malformedPenalty: 50, limits: resolveServeLimits(),
    registry: TEST_REGISTRY, shuffle: (xs) => xs, ...(preverified ? { preverified } : {}),
  });
  const actor = createActor(worker.provide(syncMachine), { clock: new SimulatedClock(), input: { intervalMs: 1000, maxRollback } });
  actor.start();
  closers.push(async () => {
    actor.stop();
  });
  return async () => {
    actor.send({ type: 'SYNC_NOW' });
    return waitFor(actor, (s) => s.matches('idle'), { timeout: 20_000 });
  };
}

/** Forges `blocks` blocks on `c`, each holding `perBlock` payments. */
async function forgeWithPayments(c: LocalChain, blocks: number, perBlock: number): Promise<number> {
  let n = 0;
  for (let b = 0; b < blocks; b++) {
    for (let i = 0; i < perBlock; i++) {
      const { accepted } = await c.pool.submit(payment(c, { from: `devnet-${1 + (i % 4)}` }));
      expect(accepted).toBe(true);
      n++;
    }
    await forge(c, 1);
  }
  return n;
}

describe('the sync ahead of the push', () => {
  it('checks the downloaded signatures on the verifier per segment; the chain verifies none of them again', async () => {
    const time = manualTime();
    const a = await chainOf('A', time);
    const payments = await forgeWithPayments(a, 40, 3);
    const me = await follower(time);
    const peers = new DirectPeers();
    peers.add('A', a);
    const snap = await syncer(me.chain, peers, me.preverified)();
    expect(me.chain.tip.id).toBe(a.chain.tip.id);
    expect(snap.context.blocksPushed).toBe(40);
    expect(me.ahead.jobs).toBe(payments);
    expect(me.atPush.jobs).toBe(0);
  });

  it('without checks ahead, the chain verifies every signature at the push', async () => {
    const time = manualTime();
    const a = await chainOf('A', time);
    const payments = await forgeWithPayments(a, 10, 2);
    const me = await follower(time);
    const peers = new DirectPeers();
    peers.add('A', a);
    await syncer(me.chain, peers, undefined)();
    expect(me.chain.tip.id).toBe(a.chain.tip.id);
    expect(me.ahead.jobs).toBe(0);
    expect(me.atPush.jobs).toBe(payments);
  });

  it('a signature that fails the check ahead is verified again at the push: the block is refused, its peer blacklisted', async () => {
    const time = manualTime();
    const a = await chainOf('A', time);
    await forgeWithPayments(a, 5, 2);
    const blocks = await blocksOf(a);
    const good = payment(a, { from: 'devnet-2' });
    const signature = Uint8Array.from(good.signature!);
    signature[5]! ^= 0x01;
    const forged: Transaction = good.withSignature(signature);
    const prev = a.chain.tip;
    const bad = forgeBlock({
      previous: prev, timestamp: Math.max(time.nowEpochSeconds(), prev.timestamp + 1), transactions: [payment(a, { from: 'devnet-3' }), forged],
      keyPair: keyOf('devnet-0'), params: PARAMS,
    });
    const me = await follower(time);
    const peers = new DirectPeers();
    peers.add('L', { chain: new ListChain([...blocks, bad]) as never });
    const snap = await syncer(me.chain, peers, me.preverified)();
    expect(me.chain.tip.id).toBe(a.chain.tip.id);
    expect(snap.context.blocksPushed).toBe(5);
    expect(peers.blacklisted).toEqual([{ peer: 'L', reason: expect.stringContaining('transaction 1 invalid: signature does not verify') }]);
    // The forged signature was checked ahead, failed, and was checked again at the push.
    expect(me.preverified.isVerified(forged)).toBe(false);
    expect(me.atPush.jobs).toBe(1);
  });

  it('fetches the next round while a full round is pushed, and the next round takes it; no walk of ids when the peer has our tip', async () => {
    const time = manualTime();
    const a = await chainOf('A', time);
    await forge(a, 30);
    const me = await follower(time);
    const peers = new DirectPeers();
    peers.add('A', a);
    // Rounds of at most 10 blocks: three full rounds.
    const snap = await syncer(me.chain, peers, me.preverified, 10)();
    expect(me.chain.tip.id).toBe(a.chain.tip.id);
    expect(snap.context.blocksPushed).toBe(30);
    const count = (protocol: string) => peers.requests.filter((r) => r.protocol === protocol).length;
    // Round 1 asks for its ids; each full round then fetches the next one's (the last finds
    // none). Without the rounds taking their prefetched ids, rounds 2 and 3 would ask again (6);
    // with a walk of ids per round, there would be 3 more.
    expect(count('nextBlockIds')).toBe(4);
    expect(count('nextBlocks')).toBe(3);
    expect(count('milestoneBlockIds')).toBe(3);
  });

  it.each([
    ['past the downloaded blocks', 12, 0],
    // 6 of the round after the 4 gossiped, then 2 in the next round (the round was full).
    ['onto a block among them', 4, 8],
  ] as const)('takes no fork when gossip brings blocks while a round downloads (%s)', async (_case, gossiped, pushedBySync) => {
    const time = manualTime();
    const a = await chainOf('A', time);
    await forge(a, 12);
    const all = (await blocksOf(a)).filter((b) => b.height > 0);
    const me = await follower(time);
    let popped = 0;
    me.chain.events.on('blockPopped', () => popped++);
    // The blocks come by gossip while the round's blocks are on their way.
    class GossipDuringDownload extends DirectPeers {
      #done = false;
      override async request(peerId: string, protocol: Parameters<DirectPeers['request']>[1], bytes: Uint8Array): Promise<Uint8Array> {
        const answer = await super.request(peerId, protocol, bytes);
        if (protocol === 'nextBlocks' && !this.#done) {
          this.#done = true;
          for (const b of all.slice(0, gossiped)) await me.chain.pushBlock(b);
        }
        return answer;
      }
    }
    const peers = new GossipDuringDownload();
    peers.add('A', a);
    // One round of 10 blocks: the gossip takes us past it (12) or into it (4).
    const snap = await syncer(me.chain, peers, me.preverified, 10)();
    expect(popped).toBe(0);
    expect(snap.context.blocksPushed).toBe(pushedBySync);
    expect(snap.context.lastOutcome).toBe('up-to-date');
    expect(me.chain.tip.id).toBe(a.chain.tip.id);
    expect(peers.blacklisted).toEqual([]);
  });
});
