// Real libp2p nodes on loopback TCP (port 0) in one process. Every wait is on an event.
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { createLibp2p } from 'libp2p';
import { tcp } from '@libp2p/tcp';
import { noise } from '@chainsafe/libp2p-noise';
import { yamux } from '@chainsafe/libp2p-yamux';
import { lpStream } from '@libp2p/utils';
import { multiaddr } from '@multiformats/multiaddr';
import { NetworkError, NetworkErrorCode } from '../../src/net/errors.js';
import { PEER_STATE } from '../../src/machines/peer/peer-machine.js';
import { ResponseStatus, requestProtocolId } from '../../src/net/protocols.js';
import { bytes, makeNode, meshFormed, text, until, waitForEvent, type TestNode } from './helpers.js';

async function stopAll(nodes: TestNode[]): Promise<void> {
  await Promise.all(nodes.map((n) => n.net.stop()));
}

async function startAll(nodes: TestNode[]): Promise<void> {
  await Promise.all(nodes.map((n) => n.net.start()));
}

function codeOf(err: unknown): string | undefined {
  return err instanceof NetworkError ? err.code : undefined;
}

describe('three nodes in a line: A - B - C', () => {
  // C does not share its address, so A never learns it and everything A sends C must pass B.
  // No periodic peer exchange: C must not learn A's address from B while the tests run.
  const quiet = { maintenanceIntervalMs: 3_600_000 };
  const a = makeNode('A', { init: { ...quiet, maxMessageSize: 64 * 1024 } });
  // B tolerates a lot: several tests below penalise A on B and must not get it blacklisted.
  const b = makeNode('B', { init: { ...quiet, maxMessageSize: 4096, misbehaviourThreshold: 1000 } });
  const c = makeNode('C', { init: quiet, info: { shareAddress: false } });

  beforeAll(async () => {
    await startAll([a, b, c]);
    await b.net.connect(c.net.address);
    const bSawA = waitForEvent(b.net, 'peer:handshake', (d) => d.peerId === a.net.peerId);
    await a.net.connect(b.net.address);
    await bSawA;
  });

  afterAll(() => stopAll([a, b, c]));

  it('completes the hello on both sides, with the peer info and the direction', () => {
    const bOnA = a.net.peer(b.net.peerId);
    expect(bOnA).toMatchObject({
      state: PEER_STATE.CONNECTED, address: '127.0.0.1', port: Number(b.net.address.split(':')[1]),
      application: 'Totem', version: '0.1.0', platform: 'B', shareAddress: true, apiPort: 6876, apiSSLPort: 0,
      blockchainState: 'UP_TO_DATE', services: ['API'], inbound: false, blacklisted: false, cumulativeDifficulty: '1000',
    });
    expect(bOnA?.lastUpdated).toBeGreaterThan(0);
    expect(bOnA?.lastConnectAttempt).toBeGreaterThan(0);
    // B knows A by A's listening port (from the hello), not the ephemeral port A dialled from.
    expect(b.net.peer(a.net.peerId)).toMatchObject({ state: PEER_STATE.CONNECTED, inbound: true, port: Number(a.net.address.split(':')[1]) });
    expect(b.net.peer(a.net.address)?.peerId).toBe(a.net.peerId);
    expect(b.net.peers({ state: PEER_STATE.CONNECTED }).map((p) => p.peerId).sort()).toEqual([a.net.peerId, c.net.peerId].sort());
    expect(b.net.peers({ inbound: true }).map((p) => p.peerId)).toEqual([a.net.peerId]);
    // A was not told about C.
    expect(a.net.peer(c.net.peerId)).toBeUndefined();
  });

  it('persists the peers it has talked to', () => {
    expect([...a.store.map.keys()]).toEqual([b.net.address]);
    expect(JSON.parse(text(a.store.map.get(b.net.address) as Uint8Array))).toEqual({ address: b.net.address, peerId: b.net.peerId });
  });

  it('gossips a transaction and a block from A to C through B', async () => {
    await meshFormed([[a.net, b.net], [b.net, c.net]]);
    const txAtC = waitForEvent(c.net, 'gossip', (d) => d.kind === 'transaction');
    const blockAtC = waitForEvent(c.net, 'gossip', (d) => d.kind === 'block');
    expect(await a.net.publishTransaction(bytes('tx-1'))).toBeGreaterThan(0);
    await a.net.publishBlock(bytes('block-1'));
    const tx = await txAtC;
    expect(tx.peerId).toBe(b.net.peerId);
    expect(tx.verdict.action).toBe('accept');
    await blockAtC;
    expect(b.received.transaction).toContain('tx-1');
    expect(c.received.transaction).toEqual(['tx-1']);
    expect(c.received.block).toEqual(['block-1']);
    expect(b.net.peer(a.net.peerId)?.downloadedVolume).toBeGreaterThan(0);
  });

  it('drops duplicates in the seen cache before they reach the node', async () => {
    // Same bytes again: content-addressed message id, nobody is sent anything.
    expect(await a.net.publishTransaction(bytes('tx-1'))).toBe(0);
    // B, which already saw it, will not re-publish it either.
    expect(await b.net.publishTransaction(bytes('tx-1'))).toBe(0);
    expect(b.received.transaction.filter((s) => s === 'tx-1')).toHaveLength(1);
  });

  it('does not forward an item the node rejects, and penalises the sender', async () => {
    await meshFormed([[a.net, b.net], [b.net, c.net]]);
    const penalty = waitForEvent(b.net, 'peer:misbehaved', (d) => d.peerId === a.net.peerId);
    await a.net.publishTransaction(bytes('bad-1'));
    const p = await penalty;
    expect(p.points).toBe(10);
    expect(p.reason).toContain('invalid transaction');
    // A later valid item takes the same path; the rejected one never arrived before it.
    const next = waitForEvent(c.net, 'gossip', (d) => d.kind === 'transaction');
    await a.net.publishTransaction(bytes('tx-2'));
    await next;
    expect(c.received.transaction).toEqual(['tx-1', 'tx-2']);
    expect(b.received.transaction).toContain('bad-1');
    const aOnB = b.net.peer(a.net.peerId);
    expect(aOnB?.score).toBe(10);
    expect(aOnB?.lastPenalties.at(-1)?.reason).toContain('bad payload bad-1');
    expect(aOnB?.blacklisted).toBe(false);
  });

  it('does not forward an ignored item and does not penalise for it', async () => {
    await meshFormed([[a.net, b.net], [b.net, c.net]]);
    const judged = waitForEvent(b.net, 'gossip', (d) => d.verdict.action === 'ignore');
    await a.net.publishBlock(bytes('old-block'));
    await judged;
    const next = waitForEvent(c.net, 'gossip', (d) => d.kind === 'block');
    await a.net.publishBlock(bytes('block-2'));
    await next;
    expect(c.received.block).toEqual(['block-1', 'block-2']);
    expect(b.net.peer(a.net.peerId)?.score).toBe(10);
  });

  it('round-trips a request and counts the traffic', async () => {
    const before = a.net.peer(b.net.peerId)?.uploadedVolume ?? 0;
    const answer = await a.net.request(b.net.peerId, 'cumulativeDifficulty', bytes('hello'));
    expect(text(answer)).toBe('echo:hello');
    expect(a.net.peer(b.net.peerId)?.uploadedVolume).toBeGreaterThan(before);
    // Many in parallel on one connection.
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => a.net.request(b.net.peerId, 'cumulativeDifficulty', bytes(`${i}`))));
    expect(answers.map(text)).toEqual(Array.from({ length: 10 }, (_, i) => `echo:${i}`));
  });

  it('refuses to send a request over its own size limit', async () => {
    await expect(a.net.request(b.net.peerId, 'cumulativeDifficulty', new Uint8Array(64 * 1024 + 1)))
      .rejects.toMatchObject({ code: NetworkErrorCode.MESSAGE_TOO_LARGE });
  });

  it('rejects a request over the responder limit and penalises the requester', async () => {
    const penalty = waitForEvent(b.net, 'peer:misbehaved', (d) => d.peerId === a.net.peerId && d.reason.includes('oversized'));
    const err = await a.net.request(b.net.peerId, 'cumulativeDifficulty', new Uint8Array(5000)).catch((e: unknown) => e);
    expect(codeOf(err)).toBe(NetworkErrorCode.STREAM_FAILED);
    expect((await penalty).points).toBe(50);
    expect(b.net.peer(a.net.peerId)?.score).toBe(60);
    // The connection survives a single bad request.
    expect(text(await a.net.request(b.net.peerId, 'cumulativeDifficulty', bytes('still here')))).toBe('echo:still here');
  });

  it('reports a response the responder may not send as a remote error', async () => {
    await expect(a.net.request(b.net.peerId, 'nextBlocks', bytes('5000')))
      .rejects.toMatchObject({ code: NetworkErrorCode.REMOTE_ERROR });
  });

  it('rejects a response over the requester limit and penalises the responder', async () => {
    const penalty = waitForEvent(b.net, 'peer:misbehaved', (d) => d.peerId === a.net.peerId);
    await expect(b.net.request(a.net.peerId, 'nextBlocks', bytes('5000')))
      .rejects.toMatchObject({ code: NetworkErrorCode.MESSAGE_TOO_LARGE });
    expect((await penalty).reason).toContain('oversized response');
  });

  it('fails clearly for protocols the peer does not serve and for unknown peers', async () => {
    await expect(a.net.request(b.net.peerId, 'milestoneBlockIds', bytes('x')))
      .rejects.toMatchObject({ code: NetworkErrorCode.UNSUPPORTED_PROTOCOL });
    await expect(a.net.request(c.net.peerId, 'cumulativeDifficulty', bytes('x')))
      .rejects.toMatchObject({ code: NetworkErrorCode.PEER_NOT_CONNECTED });
  });

  it('shows every peer machine in the debug snapshot', () => {
    const snap = b.net.peerManager.debugSnapshot();
    expect(snap.map((s) => s.peerId).sort()).toEqual([a.net.peerId, c.net.peerId].sort());
    expect(snap.every((s) => JSON.stringify(s.value) === JSON.stringify({ CONNECTED: 'introduced' }))).toBe(true);
    // 10 (invalid tx) + 50 (oversized request) + 50 (oversized response).
    expect(snap.find((s) => s.peerId === a.net.peerId)?.context.score).toBe(110);
  });
});

describe('peer exchange', () => {
  const a = makeNode('A');
  const b = makeNode('B');
  const c = makeNode('C');
  beforeAll(() => startAll([a, b, c]));
  afterAll(() => stopAll([a, b, c]));

  it('A learns C from B in the hello and dials it', async () => {
    await b.net.connect(c.net.address);
    const discovered = waitForEvent(a.net, 'peer:discovered', (d) => d.peerId === c.net.peerId);
    const aMeetsC = waitForEvent(a.net, 'peer:handshake', (d) => d.peerId === c.net.peerId);
    await a.net.connect(b.net.address);
    expect((await discovered)).toMatchObject({ address: c.net.address, from: b.net.peerId });
    expect((await aMeetsC).address).toBe(c.net.address);
    expect(a.net.peer(c.net.peerId)).toMatchObject({ state: PEER_STATE.CONNECTED, inbound: false });
    await until([a.net], ['peer:handshake'], () => a.store.map.has(c.net.address));
    expect([...a.store.map.keys()].sort()).toEqual([b.net.address, c.net.address].sort());
  });
});

describe('peer exchange on request', () => {
  const a = makeNode('A');
  const b = makeNode('B');
  const c = makeNode('C');
  beforeAll(() => startAll([a, b, c]));
  afterAll(() => stopAll([a, b, c]));

  it('A asks B for its peers after B met C', async () => {
    await a.net.connect(b.net.address);
    await b.net.connect(c.net.address);
    expect(a.net.peer(c.net.peerId)).toBeUndefined();
    const aMeetsC = waitForEvent(a.net, 'peer:handshake', (d) => d.peerId === c.net.peerId);
    const shared = await a.net.exchangePeers(b.net.peerId);
    expect(shared).toEqual([{ address: c.net.address, peerId: c.net.peerId }]);
    await aMeetsC;
  });
});

describe('wrong network and blacklisting', () => {
  const a = makeNode('A');
  const d = makeNode('D', { info: { genesisBlockId: '111' } });
  const e = makeNode('E');
  beforeAll(() => startAll([a, d, e]));
  afterAll(() => stopAll([a, d, e]));

  it('refuses a peer with another genesis block and blacklists it on both sides', async () => {
    const aBans = waitForEvent(a.net, 'peer:blacklisted', (x) => x.peerId === d.net.peerId);
    const dBans = waitForEvent(d.net, 'peer:blacklisted', (x) => x.peerId === a.net.peerId);
    const err = await a.net.connect(d.net.address).catch((x: unknown) => x);
    expect(codeOf(err)).toBe(NetworkErrorCode.BLACKLISTED);
    expect((await aBans).reason).toContain('wrong network');
    await dBans;
    const view = a.net.peer(d.net.peerId);
    expect(view).toMatchObject({ blacklisted: true, state: PEER_STATE.DISCONNECTED });
    expect(view?.blacklistCause).toContain('genesis 111');
    expect(a.store.map.has(d.net.address)).toBe(false);
    await until([a.net], ['peer:disconnected'], () => a.net.introducedPeers().length === 0 && !a.net.peerManager.byPeerId(d.net.peerId)?.connected);
  });

  it('refuses to dial a blacklisted peer again', async () => {
    await expect(a.net.connect(d.net.address)).rejects.toMatchObject({ code: NetworkErrorCode.BLACKLISTED });
    await expect(d.net.connect(a.net.address)).rejects.toMatchObject({ code: NetworkErrorCode.BLACKLISTED });
  });

  it('refuses inbound connections from a blacklisted peer id (connection gater), until released', async () => {
    a.net.blacklist(e.net.peerId, 'operator test');
    expect(a.net.peer(e.net.peerId)).toMatchObject({ blacklisted: true, blacklistCause: 'operator test' });
    const err = await e.net.connect(a.net.address).catch((x: unknown) => x);
    expect(codeOf(err)).toMatch(/DIAL_FAILED|HANDSHAKE_FAILED/);
    expect(a.net.introducedPeers()).not.toContain(e.net.peerId);

    const released = waitForEvent(a.net, 'peer:released', (x) => x.peerId === e.net.peerId);
    a.net.peerManager.unblacklist(e.net.peerId);
    await released;
    await e.net.connect(a.net.address);
    expect(a.net.peer(e.net.peerId)).toMatchObject({ state: PEER_STATE.CONNECTED, blacklisted: false });
  });

  it('blacklists past the misbehaviour threshold and hangs up', async () => {
    const banned = waitForEvent(a.net, 'peer:blacklisted', (x) => x.peerId === e.net.peerId);
    const gone = waitForEvent(a.net, 'peer:disconnected', (x) => x.peerId === e.net.peerId);
    a.net.penalise(e.net.peerId, 60, 'test penalty one');
    a.net.penalise(e.net.peerId, 60, 'test penalty two');
    expect((await banned).reason).toContain('test penalty two');
    await gone;
    expect(a.net.peer(e.net.peerId)).toMatchObject({ blacklisted: true, state: PEER_STATE.DISCONNECTED, score: 120 });
  });
});

describe('limits', () => {
  // B's clock stands still, so all requests fall in one rate window.
  const a = makeNode('A', { init: { maxInboundConnections: 1 } });
  const b = makeNode('B', { init: { maxRequestsPerSecond: 3 }, components: { now: () => 1_000_000 } });
  const c = makeNode('C');
  const d = makeNode('D');
  beforeAll(() => startAll([a, b, c, d]));
  afterAll(() => stopAll([a, b, c, d]));

  it('answers requests beyond the rate limit with RATE_LIMITED and penalises flooding', async () => {
    await a.net.connect(b.net.address);
    const flagged = waitForEvent(b.net, 'peer:misbehaved', (x) => x.peerId === a.net.peerId && x.reason.includes('requests/s'));
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => a.net.request(b.net.peerId, 'cumulativeDifficulty', bytes('x'))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(codeOf(r.reason)).toBe(NetworkErrorCode.REMOTE_ERROR);
      expect((r.reason as Error).message).toContain('RATE_LIMITED');
    }
    expect((await flagged).points).toBe(20);
    expect(b.net.peer(a.net.peerId)?.score).toBe(60);
  });

  it('refuses inbound connections beyond maxInboundConnections', async () => {
    // A dialled B (outbound); C takes A's only inbound slot, D finds none.
    await c.net.connect(a.net.address);
    expect(a.net.peerManager.connectedCount(true)).toBe(1);
    const err = await d.net.connect(a.net.address).catch((x: unknown) => x);
    expect(codeOf(err)).toMatch(/DIAL_FAILED|HANDSHAKE_FAILED/);
    expect(a.net.introducedPeers().sort()).toEqual([b.net.peerId, c.net.peerId].sort());
  });
});

describe('a peer that does not introduce itself', () => {
  const a = makeNode('A', { init: { handshakeTimeoutMs: 300 } });
  beforeAll(() => startAll([a]));
  afterAll(() => stopAll([a]));

  it('gets refused requests, a penalty, and is dropped after the handshake timeout', async () => {
    const bare = await createLibp2p({ transports: [tcp()], connectionEncrypters: [noise()], streamMuxers: [yamux()] });
    try {
      const bareId = bare.peerId.toString();
      const refused = waitForEvent(a.net, 'peer:misbehaved', (x) => x.peerId === bareId && x.reason.includes('before hello'));
      const timedOut = waitForEvent(a.net, 'peer:misbehaved', (x) => x.peerId === bareId && x.reason === 'no hello in time');
      const dropped = waitForEvent(a.net, 'peer:disconnected', (x) => x.peerId === bareId);
      const stream = await bare.dialProtocol(multiaddr(a.net.listenAddresses[0]), requestProtocolId('cumulativeDifficulty'));
      const lp = lpStream(stream);
      await lp.write(bytes('hi'));
      const answer = (await lp.read()).subarray();
      expect(answer[0]).toBe(ResponseStatus.NOT_INTRODUCED);
      await refused;
      await timedOut;
      await dropped;
      expect(a.net.peer(bareId)).toMatchObject({ state: PEER_STATE.DISCONNECTED, score: 15 });
    } finally {
      await bare.stop();
    }
  });
});

describe('lifecycle', () => {
  it('keeps its identity across restarts with the same key store', async () => {
    const a = makeNode('A');
    await a.net.start();
    const id = a.net.peerId;
    await expect(a.net.start()).rejects.toMatchObject({ code: NetworkErrorCode.ALREADY_STARTED });
    await a.net.stop();
    expect(() => a.net.peerId).toThrow(NetworkError);
    await a.net.start();
    expect(a.net.peerId).toBe(id);
    await a.net.stop();
  });

  it('dials bootstrap peers given as host:port and multiaddr, and stop() closes every connection', async () => {
    const b = makeNode('B');
    const c = makeNode('C');
    await startAll([b, c]);
    const a = makeNode('A', { init: { bootstrapPeers: [b.net.address, c.net.listenAddresses[0] as string, 'not a valid address!'] } });
    const metBoth = new Promise<void>((resolve) => {
      const seen = new Set<string>();
      const off = a.net.on('peer:handshake', (x) => { seen.add(x.peerId); if (seen.size === 2) { off(); resolve(); } });
    });
    await a.net.start();
    await metBoth;
    const aId = a.net.peerId;
    const aAddress = a.net.address;
    const bLoses = waitForEvent(b.net, 'peer:disconnected', (x) => x.peerId === aId);
    const cLoses = waitForEvent(c.net, 'peer:disconnected', (x) => x.peerId === aId);
    await a.net.stop();
    await bLoses;
    await cLoses;
    expect(b.net.peer(aAddress)?.state).toBe(PEER_STATE.DISCONNECTED);
    await stopAll([b, c]);
  });
});
