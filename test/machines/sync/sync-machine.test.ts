// The sync statechart with fake actors: every I/O step is a promise the test resolves, the
// periodic check runs on a SimulatedClock, and punishments are recorded instead of carried out.
import { describe, it, expect } from '@jest/globals';
import { createActor, fromPromise, SimulatedClock, waitFor, type Actor } from 'xstate';
import {
  syncMachine, syncStatusOf,
  type CommonBlock, type DownloadInput, type DownloadOutput, type FindCommonInput, type PickPeerInput, type PickPeerOutput,
  type PopOffInput, type PopOffOutput, type PunishTarget, type PushInput, type PushOutput, type RestoreInput,
  type RestoreOutput, type TipInfo,
} from '../../../src/machines/sync/sync-machine.js';
import { PeerFaultError, SyncError, SyncErrorCode } from '../../../src/machines/sync/errors.js';
import { gate, type Gate } from '../../actors/helpers.js';

const TIP: TipInfo = { id: 100n, height: 10, cumulativeDifficulty: 1000n };
const TARGET = { peerId: 'peerA', cumulativeDifficulty: 2000n, height: 20, lastBlockId: 200n };

/** One fake actor: each call is recorded and waits for the test to answer it. */
class Step<I, O> {
  readonly calls: Array<{ input: I; gate: Gate<O> }> = [];
  readonly #waiters: Array<() => void> = [];
  readonly logic = fromPromise<O, I>(({ input }) => {
    const g = gate<O>();
    this.calls.push({ input, gate: g });
    for (const w of this.#waiters.splice(0)) w();
    return g.promise;
  });
  /** Resolves with the n-th call (0-based) once it has been made. */
  async call(n: number): Promise<{ input: I; gate: Gate<O> }> {
    while (this.calls.length <= n) await new Promise<void>((resolve) => this.#waiters.push(resolve));
    return this.calls[n]!;
  }
}

function harness(opts: { intervalMs?: number; maxRollback?: number } = {}) {
  const pickPeer = new Step<PickPeerInput, PickPeerOutput>();
  const findCommonBlock = new Step<FindCommonInput, CommonBlock>();
  const downloadBlocks = new Step<DownloadInput, DownloadOutput>();
  const popOffTo = new Step<PopOffInput, PopOffOutput>();
  const pushBlocks = new Step<PushInput, PushOutput>();
  const restoreBlocks = new Step<RestoreInput, RestoreOutput>();
  const punished: PunishTarget[] = [];
  const clock = new SimulatedClock();
  const machine = syncMachine.provide({
    actors: {
      pickPeer: pickPeer.logic,
      findCommonBlock: findCommonBlock.logic,
      downloadBlocks: downloadBlocks.logic,
      popOffTo: popOffTo.logic,
      pushBlocks: pushBlocks.logic,
      restoreBlocks: restoreBlocks.logic,
    },
    actions: { punish: (_, params) => { punished.push(...params.targets); } },
  });
  const actor = createActor(machine, { clock, input: { intervalMs: opts.intervalMs ?? 1000, maxRollback: opts.maxRollback ?? 720 } });
  actor.start();
  return { actor, clock, punished, pickPeer, findCommonBlock, downloadBlocks, popOffTo, pushBlocks, restoreBlocks };
}

type H = ReturnType<typeof harness>;

function idle(actor: Actor<typeof syncMachine>) {
  return waitFor(actor, (s) => s.matches('idle'));
}

/** Drives one round up to the download: SYNC_NOW, a peer ahead, the given common block. */
async function toDownload(h: H, common: CommonBlock, round = 0): Promise<void> {
  if (round === 0) h.actor.send({ type: 'SYNC_NOW' });
  (await h.pickPeer.call(round)).gate.open({ ours: TIP, target: TARGET, helpers: ['peerB'] });
  (await h.findCommonBlock.call(round)).gate.open(common);
}

describe('sync machine', () => {
  it('checks on the interval and goes back to idle when nobody is ahead', async () => {
    const h = harness({ intervalMs: 1000 });
    expect(h.actor.getSnapshot().value).toBe('idle');
    h.clock.increment(999);
    expect(h.pickPeer.calls).toHaveLength(0);
    h.clock.increment(1);
    const call = await h.pickPeer.call(0);
    expect(call.input).toEqual({ preferredPeer: null });
    expect(h.actor.getSnapshot().value).toBe('checking');
    expect(syncStatusOf(h.actor.getSnapshot())).toEqual({ isDownloading: false, blockchainState: 'UP_TO_DATE' });
    call.gate.open({ ours: TIP, target: null, helpers: [] });
    await idle(h.actor);
    expect(h.actor.getSnapshot().context.lastOutcome).toBe('up-to-date');
    // And again after the next interval.
    h.clock.increment(1000);
    await h.pickPeer.call(1);
    h.actor.stop();
  });

  it('asks the preferred peer first when told to sync now', async () => {
    const h = harness();
    h.actor.send({ type: 'SYNC_NOW', peerId: 'peerX' });
    expect((await h.pickPeer.call(0)).input).toEqual({ preferredPeer: 'peerX' });
    h.actor.stop();
  });

  it('extends the chain: finds the common block, downloads, pushes, reports DOWNLOADING, then checks again', async () => {
    const h = harness();
    h.actor.send({ type: 'SYNC_NOW' });
    (await h.pickPeer.call(0)).gate.open({ ours: TIP, target: TARGET, helpers: ['peerB'] });
    const find = await h.findCommonBlock.call(0);
    expect(find.input).toEqual({ peerId: 'peerA', ours: TIP });
    expect(syncStatusOf(h.actor.getSnapshot())).toEqual({ isDownloading: true, blockchainState: 'DOWNLOADING' });
    find.gate.open(TIP);
    const dl = await h.downloadBlocks.call(0);
    expect(dl.input).toEqual({ peerId: 'peerA', helpers: ['peerB'], common: TIP, maxBlocks: 720 });
    dl.gate.open({ batch: { count: 10 }, tip: TIP });
    const push = await h.pushBlocks.call(0);
    expect(push.input).toEqual({ batch: { count: 10 }, peerId: 'peerA' });
    expect(h.actor.getSnapshot().value).toEqual({ syncing: 'pushing' });
    push.gate.open({ pushed: 10, tip: { id: 200n, height: 20, cumulativeDifficulty: 2000n }, failure: null });
    // Progress: another check at once, still reported as downloading.
    const again = await h.pickPeer.call(1);
    expect(syncStatusOf(h.actor.getSnapshot())).toEqual({ isDownloading: true, blockchainState: 'DOWNLOADING' });
    again.gate.open({ ours: { id: 200n, height: 20, cumulativeDifficulty: 2000n }, target: null, helpers: [] });
    await idle(h.actor);
    const c = h.actor.getSnapshot().context;
    expect(c.blocksPushed).toBe(10);
    expect(c.lastOutcome).toBe('up-to-date');
    expect(c.rounds).toBe(1);
    expect(syncStatusOf(h.actor.getSnapshot()).isDownloading).toBe(false);
    expect(h.popOffTo.calls).toHaveLength(0);
    expect(h.punished).toEqual([]);
    h.actor.stop();
  });

  it('switches to a better fork: pops to the common block (FORK state) and pushes the fork', async () => {
    const h = harness();
    const common = { id: 90n, height: 8, cumulativeDifficulty: 800n };
    await toDownload(h, common);
    (await h.downloadBlocks.call(0)).gate.open({ batch: { count: 5 }, tip: TIP });
    const pop = await h.popOffTo.call(0);
    expect(pop.input).toEqual({ height: 8 });
    expect(syncStatusOf(h.actor.getSnapshot())).toEqual({ isDownloading: true, blockchainState: 'FORK' });
    pop.gate.open({ before: TIP, saved: { count: 2 } });
    const push = await h.pushBlocks.call(0);
    expect(h.actor.getSnapshot().value).toEqual({ syncing: 'pushingFork' });
    push.gate.open({ pushed: 5, tip: { id: 300n, height: 13, cumulativeDifficulty: 1300n }, failure: null });
    (await h.pickPeer.call(1)).gate.open({ ours: TIP, target: null, helpers: [] });
    await idle(h.actor);
    const c = h.actor.getSnapshot().context;
    expect(c.forksSwitched).toBe(1);
    expect(c.forksRejected).toBe(0);
    expect(h.restoreBlocks.calls).toHaveLength(0);
    expect(h.punished).toEqual([]);
    h.actor.stop();
  });

  it('restores its own chain and blacklists the peer when its whole chain is lighter than it claimed', async () => {
    const h = harness();
    await toDownload(h, { id: 90n, height: 8, cumulativeDifficulty: 800n });
    (await h.downloadBlocks.call(0)).gate.open({ batch: { count: 5 }, tip: TIP });
    (await h.popOffTo.call(0)).gate.open({ before: TIP, saved: { count: 2 } });
    // Its announced tip (200), but lighter than the 2000 it claimed and than our 1000.
    (await h.pushBlocks.call(0)).gate.open({ pushed: 5, tip: { id: 200n, height: 13, cumulativeDifficulty: 1000n }, failure: null });
    const restore = await h.restoreBlocks.call(0);
    expect(restore.input).toEqual({ height: 8, saved: { count: 2 } });
    expect(syncStatusOf(h.actor.getSnapshot()).blockchainState).toBe('FORK');
    restore.gate.open({ restored: 2, tip: TIP });
    await idle(h.actor);
    expect(h.punished).toEqual([{ peerId: 'peerA', punishment: { kind: 'blacklist' }, reason: expect.stringContaining('lower cumulative difficulty') }]);
    const c = h.actor.getSnapshot().context;
    expect(c.lastOutcome).toBe('kept-own-chain');
    expect(c.forksRejected).toBe(1);
    // No progress: no immediate second round.
    expect(h.pickPeer.calls).toHaveLength(1);
    h.actor.stop();
  });

  it('restores its chain without punishing anyone when ours grew heavier than the honest fork meanwhile', async () => {
    const h = harness();
    await toDownload(h, { id: 90n, height: 8, cumulativeDifficulty: 800n });
    (await h.downloadBlocks.call(0)).gate.open({ batch: { count: 5 }, tip: TIP });
    // Our chain had grown to 2500 by the time we popped it.
    (await h.popOffTo.call(0)).gate.open({ before: { id: 150n, height: 15, cumulativeDifficulty: 2500n }, saved: { count: 7 } });
    (await h.pushBlocks.call(0)).gate.open({ pushed: 5, tip: { id: 200n, height: 13, cumulativeDifficulty: 2000n }, failure: null });
    (await h.restoreBlocks.call(0)).gate.open({ restored: 7, tip: { id: 150n, height: 15, cumulativeDifficulty: 2500n } });
    await idle(h.actor);
    expect(h.punished).toEqual([]);
    expect(h.actor.getSnapshot().context.lastOutcome).toBe('kept-own-chain');
    h.actor.stop();
  });

  it('restores its chain when no fork block could be pushed, punishing the blamed peers once', async () => {
    const h = harness();
    await toDownload(h, { id: 90n, height: 8, cumulativeDifficulty: 800n });
    (await h.downloadBlocks.call(0)).gate.open({ batch: { count: 5 }, tip: TIP });
    (await h.popOffTo.call(0)).gate.open({ before: TIP, saved: { count: 2 } });
    (await h.pushBlocks.call(0)).gate.open({
      pushed: 0,
      tip: { id: 90n, height: 8, cumulativeDifficulty: 800n },
      failure: { blockId: 91n, reason: 'BAD_SIGNATURE', peerIds: ['peerA', 'peerB'], punishment: { kind: 'blacklist' } },
    });
    (await h.restoreBlocks.call(0)).gate.open({ restored: 2, tip: TIP });
    await idle(h.actor);
    expect(h.punished.map((p) => [p.peerId, p.punishment.kind])).toEqual([['peerA', 'blacklist'], ['peerB', 'blacklist']]);
    expect(h.punished[0]!.reason).toContain('invalid block 91: BAD_SIGNATURE');
    h.actor.stop();
  });

  it('keeps a partial fork that already beats our chain, punishing the peer for the invalid rest', async () => {
    const h = harness();
    await toDownload(h, { id: 90n, height: 8, cumulativeDifficulty: 800n });
    (await h.downloadBlocks.call(0)).gate.open({ batch: { count: 5 }, tip: TIP });
    (await h.popOffTo.call(0)).gate.open({ before: TIP, saved: { count: 2 } });
    (await h.pushBlocks.call(0)).gate.open({
      pushed: 3,
      tip: { id: 300n, height: 11, cumulativeDifficulty: 1100n },
      failure: { blockId: 94n, reason: 'BAD_SIGNATURE', peerIds: ['peerA'], punishment: { kind: 'penalty', points: 50 } },
    });
    (await h.pickPeer.call(1)).gate.open({ ours: TIP, target: null, helpers: [] });
    await idle(h.actor);
    expect(h.restoreBlocks.calls).toHaveLength(0);
    expect(h.punished).toEqual([{ peerId: 'peerA', punishment: { kind: 'penalty', points: 50 }, reason: expect.stringContaining('BAD_SIGNATURE') }]);
    expect(h.actor.getSnapshot().context.lastOutcome).toBe('up-to-date');
    expect(h.actor.getSnapshot().context.forksSwitched).toBe(1);
    h.actor.stop();
  });

  it('does not punish a push failure that is not the peer\'s fault', async () => {
    const h = harness();
    await toDownload(h, TIP);
    (await h.downloadBlocks.call(0)).gate.open({ batch: { count: 5 }, tip: TIP });
    (await h.pushBlocks.call(0)).gate.open({
      pushed: 0, tip: TIP,
      failure: { blockId: 101n, reason: 'TIMESTAMP_IN_FUTURE', peerIds: ['peerA'], punishment: null },
    });
    await idle(h.actor);
    expect(h.punished).toEqual([]);
    expect(h.actor.getSnapshot().context.lastOutcome).toBe('failed');
    expect(h.actor.getSnapshot().context.lastError).toBe('TIMESTAMP_IN_FUTURE');
    h.actor.stop();
  });

  it('punishes a peer whose answers are faulty and ends the round', async () => {
    const h = harness();
    h.actor.send({ type: 'SYNC_NOW' });
    (await h.pickPeer.call(0)).gate.open({ ours: TIP, target: TARGET, helpers: [] });
    (await h.findCommonBlock.call(0)).gate.fail(new PeerFaultError(['peerA'], 'too many milestone ids', { kind: 'penalty', points: 50 }));
    await idle(h.actor);
    expect(h.punished).toEqual([{ peerId: 'peerA', punishment: { kind: 'penalty', points: 50 }, reason: 'too many milestone ids' }]);
    expect(h.actor.getSnapshot().context.lastOutcome).toBe('failed');
    expect(h.actor.getSnapshot().context.lastError).toContain('too many milestone ids');
    expect(h.downloadBlocks.calls).toHaveLength(0);
    h.actor.stop();
  });

  it('does not punish a peer that merely could not be reached', async () => {
    const h = harness();
    await toDownload(h, TIP);
    (await h.downloadBlocks.call(0)).gate.fail(new SyncError(SyncErrorCode.PEER_UNAVAILABLE, 'timeout'));
    await idle(h.actor);
    expect(h.punished).toEqual([]);
    expect(h.actor.getSnapshot().context.lastError).toBe('timeout');
    h.actor.stop();
  });

  it('does not follow a fork deeper than the rollback limit', async () => {
    const h = harness({ maxRollback: 5 });
    await toDownload(h, { id: 1n, height: 4, cumulativeDifficulty: 400n });
    await idle(h.actor);
    expect(h.downloadBlocks.calls).toHaveLength(0);
    expect(h.actor.getSnapshot().context.lastOutcome).toBe('fork-too-deep');
    h.actor.stop();
  });

  it('gives up the fork when our tip moved beyond the rollback limit during the download', async () => {
    const h = harness({ maxRollback: 5 });
    const common = { id: 90n, height: 8, cumulativeDifficulty: 800n };
    await toDownload(h, common);
    (await h.downloadBlocks.call(0)).gate.open({ batch: { count: 5 }, tip: { id: 500n, height: 14, cumulativeDifficulty: 1400n } });
    await idle(h.actor);
    expect(h.popOffTo.calls).toHaveLength(0);
    expect(h.actor.getSnapshot().context.lastOutcome).toBe('fork-too-deep');
    h.actor.stop();
  });

  it('pushes from our new tip when the download overlapped blocks that came by gossip (no fork)', async () => {
    const h = harness();
    await toDownload(h, TIP);
    const moved = { id: 130n, height: 13, cumulativeDifficulty: 1300n };
    (await h.downloadBlocks.call(0)).gate.open({ batch: { count: 7 }, tip: moved, common: moved });
    const push = await h.pushBlocks.call(0);
    expect(h.actor.getSnapshot().value).toEqual({ syncing: 'pushing' });
    expect(h.actor.getSnapshot().context.common).toEqual(moved);
    push.gate.open({ pushed: 7, tip: { id: 200n, height: 20, cumulativeDifficulty: 2000n }, failure: null });
    (await h.pickPeer.call(1)).gate.open({ ours: { id: 200n, height: 20, cumulativeDifficulty: 2000n }, target: null, helpers: [] });
    await idle(h.actor);
    expect(h.popOffTo.calls).toHaveLength(0);
    expect(h.actor.getSnapshot().context.blocksPushed).toBe(7);
    h.actor.stop();
  });

  it('ends the round up to date when gossip brought everything the peer had', async () => {
    const h = harness();
    await toDownload(h, TIP);
    const moved = { id: 200n, height: 20, cumulativeDifficulty: 2000n };
    (await h.downloadBlocks.call(0)).gate.open({ batch: { count: 0 }, tip: moved, common: moved });
    await idle(h.actor);
    expect(h.pushBlocks.calls).toHaveLength(0);
    expect(h.popOffTo.calls).toHaveLength(0);
    expect(h.actor.getSnapshot().context).toMatchObject({ lastOutcome: 'up-to-date', lastError: null });
    h.actor.stop();
  });

  it('ends the round when the peer delivers nothing', async () => {
    const h = harness();
    await toDownload(h, TIP);
    (await h.downloadBlocks.call(0)).gate.open({ batch: { count: 0 }, tip: TIP });
    await idle(h.actor);
    expect(h.pushBlocks.calls).toHaveLength(0);
    h.actor.stop();
  });

  it('restores our blocks when pushing the fork fails outright', async () => {
    const h = harness();
    await toDownload(h, { id: 90n, height: 8, cumulativeDifficulty: 800n });
    (await h.downloadBlocks.call(0)).gate.open({ batch: { count: 5 }, tip: TIP });
    (await h.popOffTo.call(0)).gate.open({ before: TIP, saved: { count: 2 } });
    (await h.pushBlocks.call(0)).gate.fail(new Error('store closed'));
    const restore = await h.restoreBlocks.call(0);
    restore.gate.open({ restored: 2, tip: TIP });
    await idle(h.actor);
    expect(h.actor.getSnapshot().context.lastError).toBe('store closed');
    h.actor.stop();
  });

  it('remembers a SYNC_NOW that arrives during a round and checks again right after it', async () => {
    const h = harness();
    await toDownload(h, TIP);
    h.actor.send({ type: 'SYNC_NOW', peerId: 'peerC' });
    (await h.downloadBlocks.call(0)).gate.open({ batch: { count: 0 }, tip: TIP });
    const again = await h.pickPeer.call(1);
    expect(again.input).toEqual({ preferredPeer: 'peerC' });
    again.gate.open({ ours: TIP, target: null, helpers: [] });
    await idle(h.actor);
    h.actor.stop();
  });

  it('reports a failed peer pick and stays idle until the next interval', async () => {
    const h = harness({ intervalMs: 500 });
    h.actor.send({ type: 'SYNC_NOW' });
    (await h.pickPeer.call(0)).gate.fail(new Error('no peers'));
    await idle(h.actor);
    expect(h.actor.getSnapshot().context.lastError).toBe('no peers');
    h.clock.increment(500);
    await h.pickPeer.call(1);
    h.actor.stop();
  });
});
