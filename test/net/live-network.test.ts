// Two or three nodes on 127.0.0.1 with real libp2p: a peer's Peer object follows what it reports
// (its sync answers and its gossip), a peer blacklisted before its hello shows its address and
// cause, and the network's log tells an operator of each peer connected and lost and sums up a
// catch-up of hundreds of blocks.
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { createLibp2p } from 'libp2p';
import { tcp } from '@libp2p/tcp';
import { noise } from '@chainsafe/libp2p-noise';
import { yamux } from '@chainsafe/libp2p-yamux';
import { multiaddr } from '@multiformats/multiaddr';
import { createSyncRequestHandlers } from '../../src/net/sync/handlers.js';
import { resolveServeLimits } from '../../src/net/sync/options.js';
import { NetworkErrorCode } from '../../src/net/errors.js';
import { PEER_STATE } from '../../src/machines/peer/peer-machine.js';
import type { ProtocolName, RequestHandler } from '../../src/net/interface.js';
import { forge, manualTime } from '../sync/helpers.js';
import { makeNode, waitForEvent } from './helpers.js';
import { eventually, liveNode, messages, viewOf, type LiveNode } from './live-helpers.js';
import { shortPeerId } from '../../src/net/peer-log.js';

describe("A's view of B follows B's sync and B's forging", () => {
  const time = manualTime();
  let a: LiveNode;
  let b: LiveNode;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => { release = resolve; });

  beforeAll(async () => {
    // A serves its blocks only once the gate opens, so B stays DOWNLOADING until the test has
    // seen A notice it.
    let served: Record<ProtocolName, RequestHandler> | null = null;
    const gated: RequestHandler = async (req, from) => {
      await gate;
      return served!.nextBlocks(req, from);
    };
    a = await liveNode('A', time, 'devnet-0', { requestHandlers: { nextBlocks: gated } });
    served = createSyncRequestHandlers(resolveServeLimits(), { chain: a.c.chain, pool: a.c.pool });
    await forge(a.c, 40);
    b = await liveNode('B', time, 'devnet-1');
  }, 60_000);

  afterAll(async () => {
    release();
    for (const n of [b, a]) await n?.stop();
  });

  it('starts from the hello, shows DOWNLOADING while B downloads, then B synced; B forging moves it on', async () => {
    expect(a.c.chain.tip.height).toBe(40);
    const genesisCd = b.c.chain.tip.cumulativeDifficulty.toString();
    await b.p2p.connect(a.p2p.address);
    await eventually(() => viewOf(a, b) !== undefined, 'A knowing B');
    // B's hello: its state when it connected, and its genesis difficulty.
    expect(viewOf(a, b)).toMatchObject({ state: PEER_STATE.CONNECTED, cumulativeDifficulty: genesisCd });

    // A's periodic check asks B for its cumulative difficulty; B's answer carries its state.
    await eventually(() => viewOf(a, b)?.blockchainState === 'DOWNLOADING', 'A seeing B download');
    expect(viewOf(a, b)).toMatchObject({ cumulativeDifficulty: genesisCd, height: 0 });

    release();
    const aTip = a.c.chain.tip;
    await eventually(() => b.c.chain.tip.id === aTip.id, 'B catching up');
    await eventually(() => viewOf(a, b)?.blockchainState === 'UP_TO_DATE', 'A seeing B synced');
    await eventually(() => viewOf(a, b)?.cumulativeDifficulty === aTip.cumulativeDifficulty.toString(), 'A seeing B at its difficulty');
    expect(viewOf(a, b)?.height).toBe(40);
    // And the other way round: B's view of A follows A's answers.
    await eventually(() => viewOf(b, a)?.height === 40, 'B seeing A\'s height');
    expect(viewOf(b, a)).toMatchObject({ blockchainState: 'UP_TO_DATE', cumulativeDifficulty: aTip.cumulativeDifficulty.toString() });

    // B forges: its gossip (or A's next check) moves A's view of B to the new block.
    const [mine] = await forge(b.c, 1);
    await eventually(() => viewOf(a, b)?.height === 41, 'A seeing B\'s new block');
    expect(viewOf(a, b)?.cumulativeDifficulty).toBe(mine!.cumulativeDifficulty.toString());
    expect(BigInt(viewOf(a, b)!.cumulativeDifficulty!)).toBeGreaterThan(aTip.cumulativeDifficulty);
  }, 60_000);
});

describe('a peer blacklisted before its hello', () => {
  const a = makeNode('A', { init: { handshakeTimeoutMs: 10_000 } });
  const c = makeNode('C');
  beforeAll(async () => {
    await a.net.start();
    await c.net.start();
  });
  afterAll(async () => {
    await c.net.stop();
    await a.net.stop();
  });

  it('shows where it connected from, its state and the cause', async () => {
    const bare = await createLibp2p({ transports: [tcp()], connectionEncrypters: [noise()], streamMuxers: [yamux()] });
    try {
      const bareId = bare.peerId.toString();
      await bare.dial(multiaddr(a.net.listenAddresses[0]));
      await eventually(() => a.net.peerManager.byPeerId(bareId)?.connected === true, 'A seeing the connection');
      const gone = waitForEvent(a.net, 'peer:disconnected', (d) => d.peerId === bareId);
      a.net.blacklist(bareId, 'operator: banned during the handshake');
      await gone;
      const view = a.net.peer(bareId);
      expect(view).toMatchObject({
        address: '127.0.0.1', state: PEER_STATE.DISCONNECTED, blacklisted: true, blacklistCause: 'operator: banned during the handshake',
      });
      expect(view!.port).toBeGreaterThan(0);
      expect(a.net.peer(`127.0.0.1:${view!.port}`)?.peerId).toBe(bareId);
      expect(a.net.peers().find((p) => p.peerId === bareId)?.address).toBe('127.0.0.1');
    } finally {
      await bare.stop();
    }
  });

  it('keeps a ban on host:port made before the peer listening there said hello', async () => {
    a.net.blacklist(c.net.address, 'operator: banned address');
    const err = await c.net.connect(a.net.address).catch((x: unknown) => x);
    expect((err as { code?: string }).code).toMatch(new RegExp(`${NetworkErrorCode.BLACKLISTED}|${NetworkErrorCode.HANDSHAKE_FAILED}`));
    expect(a.net.introducedPeers()).not.toContain(c.net.peerId);
    expect(a.net.peer(c.net.peerId)).toMatchObject({
      address: '127.0.0.1', port: Number(c.net.address.split(':')[1]), blacklisted: true, blacklistCause: 'operator: banned address',
    });
  });
});

describe('the log of a node catching up 300 blocks', () => {
  const time = manualTime();
  let a: LiveNode;
  let b: LiveNode;
  // B's progress clock moves 100 ms per block B pushes: 300 blocks are 30 s of its wall time.
  let bNow = 0;

  beforeAll(async () => {
    a = await liveNode('A', time, 'devnet-0');
    await forge(a.c, 300);
    b = await liveNode('B', time, 'devnet-1', { syncProgress: { now: () => bNow } });
    b.c.chain.on('blockPushed', () => { bNow += 100; });
  }, 120_000);

  afterAll(async () => {
    for (const n of [b, a]) await n?.stop();
  });

  it('logs progress lines and exactly one synced line', async () => {
    await b.p2p.connect(a.p2p.address);
    await eventually(() => messages(b, 'sync: synced').length > 0, 'B synced', 60_000);
    expect(b.c.chain.tip.height).toBe(300);
    const progress = messages(b, 'sync: height');
    expect(progress.length).toBeGreaterThanOrEqual(5);
    for (const line of progress) expect(line).toMatch(/^sync: height \d+ \/ target 300 \(\d+\.\d%\), \d+\.\d blocks\/s, ETA \d+s$/);
    const record = b.log.find((r) => r.msg.startsWith('sync: height'))!;
    expect(record).toMatchObject({ level: 'INFO', component: 'net', target: 300 });
    expect(typeof record['blocksPerSecond']).toBe('number');
    expect(messages(b, 'sync: synced')).toEqual([`sync: synced at height 300 (300 blocks in ${(bNow / 1000).toFixed(1)} s)`]);
    // The server logs no sync of its own.
    expect(messages(a, 'sync:')).toEqual([]);
  }, 90_000);

  it('logs one line per peer connected and lost on each side', async () => {
    const aId = shortPeerId(a.p2p.peerId);
    const bId = shortPeerId(b.p2p.peerId);
    expect(messages(b, 'peer connected')).toEqual([`peer connected: ${aId} at ${a.p2p.address} (out)`]);
    expect(messages(a, 'peer connected')).toEqual([`peer connected: ${bId} at ${b.p2p.address} (in)`]);
    const aLost = waitForEvent(a.p2p, 'peer:disconnected', (d) => d.peerId === b.p2p.peerId);
    const bLost = waitForEvent(b.p2p, 'peer:disconnected', (d) => d.peerId === a.p2p.peerId);
    await b.p2p.disconnect(a.p2p.peerId);
    await Promise.all([aLost, bLost]);
    expect(messages(b, 'peer lost')).toEqual([`peer lost: ${aId} at ${a.p2p.address} (out): disconnected by the operator`]);
    expect(messages(a, 'peer lost')).toEqual([`peer lost: ${bId} at ${b.p2p.address} (in): connection closed`]);
    // Still one synced line after the peers parted.
    expect(messages(b, 'sync: synced')).toHaveLength(1);
  });
});
