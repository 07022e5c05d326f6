// The sync machine with its real actors (SyncWorker) between real chains on memory stores; peers
// answer through their request handlers called directly. Covers catching up, several sources, a
// helper on another branch, switching to a better fork (transactions back to the pool), a fork
// that turns out weaker than claimed, invalid blocks and malformed answers.
import { describe, it, expect, afterEach } from '@jest/globals';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { syncMachine, syncStatusOf, type SyncSnapshot } from '../../src/machines/sync/sync-machine.js';
import { SyncWorker } from '../../src/net/sync/sync-actors.js';
import { NetworkOrigin } from '../../src/net/sync/origin.js';
import { RequestPacer } from '../../src/net/sync/pacer.js';
import { resolveServeLimits, resolveSyncOptions, type SyncOptions } from '../../src/net/sync/options.js';
import { encodeList, decodeList, decodeNextBlockIds, encodeNextBlockIds } from '../../src/net/sync/codec.js';
import { forgeBlock } from '../../src/domain/forging.js';
import { keyPairFromSecret } from '../../src/domain/crypto.js';
import { retargetAncestorHeight, retargetsAfter } from '../../src/domain/consensus.js';
import type { Block } from '../../src/domain/block.js';
import {
  DirectPeers, ListChain, PARAMS, blocksOf, copyBlocks, forge, localChain, manualTime, payment, type LocalChain,
} from './helpers.js';
import { TEST_REGISTRY } from '../helpers/rules.js';

const open: LocalChain[] = [];
async function chainOf(name: string, time: ReturnType<typeof manualTime>, forgers?: string[]): Promise<LocalChain> {
  const c = await localChain(name, time, forgers);
  open.push(c);
  return c;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

function syncer(me: LocalChain, peers: DirectPeers, opts: Partial<SyncOptions> = {}) {
  const origin = new NetworkOrigin();
  const worker = new SyncWorker(resolveSyncOptions({ peersPerCheck: 5, ...opts }), {
    peers, chain: me.chain, origin, pacer: new RequestPacer(1000), malformedPenalty: 50, limits: resolveServeLimits(),
    registry: TEST_REGISTRY, shuffle: (xs) => xs,
  });
  const states: string[] = [];
  const actor = createActor(worker.provide(syncMachine), { clock: new SimulatedClock(), input: { intervalMs: 1000, maxRollback: 720 } });
  actor.subscribe((s) => states.push(syncStatusOf(s).blockchainState));
  actor.start();
  /** Runs one sync (and the rounds that follow at once) to its end. */
  const run = async (peerId?: string): Promise<SyncSnapshot> => {
    actor.send({ type: 'SYNC_NOW', ...(peerId ? { peerId } : {}) });
    const s = await waitFor(actor, (snap) => snap.matches('idle'), { timeout: 20_000 });
    return s;
  };
  return { actor, run, states, origin };
}

describe('sync worker + machine over real chains', () => {
  it('catches up with a peer that is 120 blocks ahead, downloading in parallel segments', async () => {
    const time = manualTime();
    const a = await chainOf('A', time);
    const me = await chainOf('M', time);
    await forge(a, 120);
    const peers = new DirectPeers();
    peers.add('A', a);
    const s = syncer(me, peers);
    const snap = await s.run();
    expect(me.chain.tip.id).toBe(a.chain.tip.id);
    expect(me.chain.tip.height).toBe(120);
    expect(snap.context.blocksPushed).toBe(120);
    expect(snap.context.lastOutcome).toBe('up-to-date');
    // 120 ids over 6 parallel segments of at least 36: 4 segments.
    expect(peers.requests.filter((r) => r.protocol === 'nextBlocks').length).toBe(4);
    expect(s.states).toContain('DOWNLOADING');
    expect(s.states).not.toContain('FORK');
    expect(syncStatusOf(snap)).toEqual({ isDownloading: false, blockchainState: 'UP_TO_DATE' });
    expect(peers.penalties).toEqual([]);
    s.actor.stop();
  });

  it('blocks that reach us by gossip during the download are not popped as a fork: the rest is pushed on top', async () => {
    const time = manualTime();
    const a = await chainOf('A', time);
    const me = await chainOf('M', time);
    await forge(a, 20);
    const ahead = await a.chain.getBlocks(13, 1); // newest first
    // While the peer's blocks are downloaded, blocks 1..13 reach us another way (gossip).
    class GossipDuringDownload extends DirectPeers {
      override async request(peerId: string, protocol: Parameters<DirectPeers['request']>[1], bytes: Uint8Array): Promise<Uint8Array> {
        const answer = await super.request(peerId, protocol, bytes);
        if (protocol === 'nextBlocks' && me.chain.tip.height === 0) for (const b of [...ahead].reverse()) await me.chain.pushBlock(b);
        return answer;
      }
    }
    const peers = new GossipDuringDownload();
    peers.add('A', a);
    const popped: number[] = [];
    me.chain.on('blockPopped', (e) => popped.push(e.blocks.length));
    const s = syncer(me, peers);
    const snap = await s.run();
    expect(me.chain.tip.id).toBe(a.chain.tip.id);
    expect(popped).toEqual([]);
    expect(s.states).not.toContain('FORK');
    expect(snap.context.forksRejected + snap.context.forksSwitched).toBe(0);
    expect(peers.penalties).toEqual([]);
    s.actor.stop();
  });

  it('downloads segments from several peers on the same chain', async () => {
    const time = manualTime();
    const a = await chainOf('A', time);
    const b = await chainOf('B', time);
    const me = await chainOf('M', time);
    await forge(a, 200);
    await copyBlocks(a, b);
    const peers = new DirectPeers();
    peers.add('A', a);
    peers.add('B', b);
    const s = syncer(me, peers);
    await s.run();
    expect(me.chain.tip.id).toBe(a.chain.tip.id);
    const sources = new Set(peers.requests.filter((r) => r.protocol === 'nextBlocks').map((r) => r.peerId));
    expect([...sources].sort()).toEqual(['A', 'B']);
    s.actor.stop();
  });

  it('falls back to the feeder when a helper is on another branch, without punishing the helper', async () => {
    const time = manualTime();
    const a = await chainOf('A', time, ['devnet-0']);
    const c = await chainOf('C', time, ['devnet-1']);
    const me = await chainOf('M', time);
    await forge(a, 10);
    await copyBlocks(a, c);
    await copyBlocks(a, me);
    // C branches off at 10 with a longer chain than our 10 but shorter than A's.
    await forge(c, 100);
    await forge(a, 200);
    expect(a.chain.tip.cumulativeDifficulty > c.chain.tip.cumulativeDifficulty).toBe(true);
    const peers = new DirectPeers();
    peers.add('A', a);
    peers.add('C', c);
    const s = syncer(me, peers);
    await s.run('A');
    expect(me.chain.tip.id).toBe(a.chain.tip.id);
    expect(peers.penalties).toEqual([]);
    expect(peers.blacklisted).toEqual([]);
    s.actor.stop();
  });

  it('switches to a better fork: pops its own blocks, pushes the fork, returns its own transactions to the pool', async () => {
    const time = manualTime();
    const a = await chainOf('A', time, ['devnet-0']);
    const me = await chainOf('M', time, ['devnet-1']);
    await forge(a, 10);
    await copyBlocks(a, me);
    // Our branch: 3 blocks, one holding a payment A never saw.
    const tx = payment(me, { from: 'devnet-7' });
    await me.pool.submit(tx);
    await forge(me, 3);
    expect((await me.chain.getTransaction({ id: tx.id }))?.location.height).toBe(11);
    await forge(a, 12);
    expect(a.chain.tip.cumulativeDifficulty > me.chain.tip.cumulativeDifficulty).toBe(true);
    const peers = new DirectPeers();
    peers.add('A', a);
    const s = syncer(me, peers);
    const snap = await s.run();
    expect(me.chain.tip.id).toBe(a.chain.tip.id);
    expect(snap.context.forksSwitched).toBe(1);
    expect(s.states).toContain('FORK');
    expect(await me.chain.getTransaction({ id: tx.id })).toBeUndefined();
    expect((await me.pool.get(tx.id))?.id).toBe(tx.id);
    expect(peers.blacklisted).toEqual([]);
    s.actor.stop();
  });

  it('restores its own chain and blacklists a peer whose fork is weaker than it claimed', async () => {
    const time = manualTime();
    const a = await chainOf('A', time, ['devnet-0']);
    const me = await chainOf('M', time, ['devnet-1']);
    await forge(a, 5);
    await copyBlocks(a, me);
    await forge(me, 10);
    await forge(a, 2);
    const mine = me.chain.tip;
    const liar = new ListChain(await blocksOf(a), mine.cumulativeDifficulty * 2n);
    const peers = new DirectPeers();
    peers.add('L', { chain: liar as never });
    const s = syncer(me, peers);
    const snap = await s.run();
    expect(me.chain.tip.id).toBe(mine.id);
    expect(me.chain.tip.height).toBe(15);
    expect(snap.context.forksRejected).toBe(1);
    expect(snap.context.lastOutcome).toBe('kept-own-chain');
    expect(peers.blacklisted).toEqual([{ peer: 'L', reason: expect.stringContaining('lower cumulative difficulty') }]);
    s.actor.stop();
  });

  it('keeps the valid blocks and blacklists the peer that served an invalid one', async () => {
    const time = manualTime();
    const a = await chainOf('A', time);
    const me = await chainOf('M', time);
    await forge(a, 6);
    const blocks = await blocksOf(a);
    // A block by an account without balance: well formed, but its hit is not valid.
    const prev = a.chain.tip;
    const ancestorTimestamp = retargetsAfter(prev.height) ? blocks[retargetAncestorHeight(prev.height)]!.timestamp : undefined;
    const bad: Block = forgeBlock({
      previous: prev, ...(ancestorTimestamp !== undefined ? { ancestorTimestamp } : {}), timestamp: prev.timestamp + 5,
      transactions: [], keyPair: keyPairFromSecret('nobody'), params: PARAMS,
    });
    const liar = new ListChain([...blocks, bad]);
    const peers = new DirectPeers();
    peers.add('L', { chain: liar as never });
    const s = syncer(me, peers);
    const snap = await s.run();
    expect(me.chain.tip.id).toBe(a.chain.tip.id);
    expect(snap.context.blocksPushed).toBe(6);
    expect(peers.blacklisted).toEqual([{ peer: 'L', reason: expect.stringContaining('HIT_NOT_VALID') }]);
    s.actor.stop();
  });

  it('penalises a peer whose blocks are not the ones it announced', async () => {
    const time = manualTime();
    const a = await chainOf('A', time);
    const me = await chainOf('M', time);
    await forge(a, 5);
    const peers = new DirectPeers();
    peers.add('A', a);
    // Swap the first two blocks of every nextBlocks answer.
    peers.tamper = (_p, protocol, answer) => {
      if (protocol !== 'nextBlocks') return answer;
      const items = decodeList(answer, 1000, 'x');
      if (items.length >= 2) [items[0], items[1]] = [items[1]!, items[0]!];
      return encodeList(items);
    };
    const s = syncer(me, peers);
    const snap = await s.run();
    expect(me.chain.tip.height).toBe(0);
    expect(peers.penalties).toEqual([{ peer: 'A', points: 50, reason: expect.stringContaining('not the announced block') }]);
    expect(snap.context.lastOutcome).toBe('failed');
    s.actor.stop();
  });

  it('does not penalise a feeder that switched forks between announcing its ids and sending the blocks', async () => {
    // The race test/sim/converge.test.ts once hit: a peer announces its next block ids, then (as
    // any honest node may) reorganises onto a better fork before our nextBlocks request, and
    // answers with the fork's block after the common one. Not a fault: the round ends short and
    // the next round follows the peer's new chain.
    const time = manualTime();
    const a = await chainOf('A', time, ['devnet-0']);
    const b = await chainOf('B', time, ['devnet-1']);
    const me = await chainOf('M', time);
    await forge(a, 5);
    await copyBlocks(a, b);
    await copyBlocks(a, me);
    await forge(a, 3);
    await forge(b, 12);
    const fork = (await blocksOf(b)).slice(6);
    const peers = new DirectPeers();
    peers.add('A', a);
    const request = peers.request.bind(peers);
    let switched = false;
    peers.request = async (peerId, protocol, bytes) => {
      if (protocol === 'nextBlocks' && !switched) {
        switched = true;
        // A hears of B's heavier branch and switches to it, as its own sync would.
        await a.chain.popOff({ height: 5 });
        for (const block of fork) await a.chain.pushBlock(block);
      }
      return request(peerId, protocol, bytes);
    };
    const s = syncer(me, peers);
    await s.run();
    expect(switched).toBe(true);
    expect(a.chain.tip.id).toBe(b.chain.tip.id);
    expect(peers.penalties).toEqual([]);
    expect(peers.blacklisted).toEqual([]);
    // The next round follows A onto its new chain.
    await s.run();
    expect(me.chain.tip.id).toBe(b.chain.tip.id);
    expect(peers.penalties).toEqual([]);
    expect(peers.blacklisted).toEqual([]);
    s.actor.stop();
  });

  it('penalises a feeder that announced a made-up id while its chain stayed put', async () => {
    const time = manualTime();
    const a = await chainOf('A', time);
    const me = await chainOf('M', time);
    await forge(a, 5);
    const peers = new DirectPeers();
    peers.add('A', a);
    // Its real next ids, the second one replaced by a made-up id; its blocks are real.
    peers.tamper = (_p, protocol, answer) => {
      if (protocol !== 'nextBlockIds') return answer;
      const ids = decodeNextBlockIds(answer, 1000);
      if (ids.length >= 2) ids[1] = 12345n;
      return encodeNextBlockIds(ids);
    };
    const s = syncer(me, peers);
    await s.run();
    // A proven lie ends the round: nothing of it is pushed.
    expect(me.chain.tip.height).toBe(0);
    expect(peers.penalties).toEqual([{ peer: 'A', points: 50, reason: expect.stringContaining('is not the announced block 12345 (its chain did not change)') }]);
    s.actor.stop();
  });

  it('penalises a malformed cumulative difficulty answer and syncs from another peer', async () => {
    const time = manualTime();
    const a = await chainOf('A', time);
    const me = await chainOf('M', time);
    await forge(a, 3);
    const peers = new DirectPeers();
    peers.add('A', a);
    peers.add('X', a);
    peers.tamper = (p, protocol, answer) => (p === 'X' && protocol === 'cumulativeDifficulty' ? new TextEncoder().encode('garbage') : answer);
    const s = syncer(me, peers);
    await s.run();
    expect(me.chain.tip.id).toBe(a.chain.tip.id);
    // Once per check (the round that made progress is followed by another check).
    expect(peers.penalties.length).toBeGreaterThanOrEqual(1);
    for (const p of peers.penalties) expect(p).toEqual({ peer: 'X', points: 50, reason: expect.stringContaining('malformed answer') });
    s.actor.stop();
  });

  it('stays up to date when nobody is ahead, and ignores silent peers', async () => {
    const time = manualTime();
    const a = await chainOf('A', time);
    const me = await chainOf('M', time);
    await forge(me, 2);
    const peers = new DirectPeers();
    peers.add('A', a);
    peers.add('S', a);
    peers.silent.add('S');
    const s = syncer(me, peers);
    const snap = await s.run();
    expect(snap.context.lastOutcome).toBe('up-to-date');
    expect(snap.context.rounds).toBe(0);
    expect(peers.penalties).toEqual([]);
    s.actor.stop();
  });
});
