// The peer table's live side, without sockets: what peers report of their chains moves their Peer
// objects forward only; a peer dropped before its hello still shows where it came from and why;
// an address banned before the peer's hello stays banned; connected and lost are one log line each.
import { describe, it, expect } from '@jest/globals';
import { SimulatedClock } from 'xstate';
import { PeerManager } from '../../src/net/peer-manager.js';
import { advanceChain, chainFromHello } from '../../src/net/peer-chain.js';
import { shortPeerId } from '../../src/net/peer-log.js';
import { PEER_STATE } from '../../src/machines/peer/peer-machine.js';
import type { RemotePeerInfo } from '../../src/net/interface.js';

const ID1 = '12D3KooWD3eckifWpRn9wQpMG9R9hX3sD158z7EqHWmweQAJU5SA';
const ID2 = '12D3KooWSyREukdu43a1fQ7BkhLx5ZmVXZd7SKQ5rBYnyfBJcjdM';
const INFO: RemotePeerInfo = {
  application: 'Totem', version: '0.1.0', platform: 'p', shareAddress: true, announcedAddress: '',
  apiPort: 6876, apiSSLPort: 0, blockchainState: 'DOWNLOADING', services: ['API'], cumulativeDifficulty: 7n,
  genesisBlockId: '1', peerServerPort: 7000,
};

function peer(pm: PeerManager, key: string) {
  const entry = pm.get(key);
  return entry == null ? undefined : pm.view(entry);
}

interface Line { level: string; msg: string; fields: Record<string, unknown> | undefined }

function setup() {
  let now = 1_700_000_000_000;
  const lines: Line[] = [];
  const logger = {
    debug: (msg: string, fields?: Record<string, unknown>) => lines.push({ level: 'DEBUG', msg, fields }),
    info: (msg: string, fields?: Record<string, unknown>) => lines.push({ level: 'INFO', msg, fields }),
    warn: (msg: string, fields?: Record<string, unknown>) => lines.push({ level: 'WARN', msg, fields }),
  };
  const pm = new PeerManager(
    { misbehaviourThreshold: 100, blacklistPeriodMs: 60_000, maxPenaltyRecords: 5, defaultPeerPort: 7876 },
    { clock: new SimulatedClock(), now: () => now, logger },
  );
  const info = (prefix: string) => lines.filter((l) => l.level === 'INFO' && l.msg.startsWith(prefix));
  return { pm, lines, info, tick: (ms: number) => { now += ms; } };
}

describe('advanceChain', () => {
  const start = chainFromHello({ cumulativeDifficulty: 100n, blockchainState: 'DOWNLOADING' }, 0);

  it('starts from the hello without a height', () => {
    expect(start).toEqual({ cumulativeDifficulty: 100n, height: null, blockchainState: 'DOWNLOADING', at: 0 });
  });

  it('moves forward with heavier reports and keeps the state a report does not carry', () => {
    expect(advanceChain(start, { cumulativeDifficulty: 150n, height: 12 }, 1)).toEqual({
      cumulativeDifficulty: 150n, height: 12, blockchainState: 'DOWNLOADING', at: 1,
    });
    expect(advanceChain(start, { cumulativeDifficulty: 150n, height: 12, blockchainState: 'UP_TO_DATE' }, 1)?.blockchainState).toBe('UP_TO_DATE');
  });

  it('takes a new state or height at the same difficulty, and drops lighter or empty news', () => {
    const at12 = advanceChain(start, { cumulativeDifficulty: 150n, height: 12 }, 1)!;
    expect(advanceChain(at12, { cumulativeDifficulty: 150n, height: 12, blockchainState: 'UP_TO_DATE' }, 2)).toMatchObject({ blockchainState: 'UP_TO_DATE', height: 12 });
    expect(advanceChain(at12, { cumulativeDifficulty: 150n, height: 12 }, 2)).toBeNull();
    expect(advanceChain(at12, { cumulativeDifficulty: 149n, height: 13, blockchainState: 'UP_TO_DATE' }, 2)).toBeNull();
    expect(advanceChain(start, { cumulativeDifficulty: 100n, height: 5 }, 2)).toMatchObject({ height: 5 });
  });
});

describe('live Peer objects', () => {
  it('follow what the peer reports after its hello, forward only; a new hello starts afresh', () => {
    const { pm } = setup();
    pm.connected(ID1, false, '10.0.0.1:7000', '10.0.0.1:7000');
    // Nothing to move before the hello.
    expect(pm.reportedChain(ID1, { cumulativeDifficulty: 9n, height: 1 })).toBe(false);
    pm.introduced(ID1, INFO, '10.0.0.1:7000');
    expect(peer(pm, ID1)).toMatchObject({ blockchainState: 'DOWNLOADING', cumulativeDifficulty: '7', height: null });

    expect(pm.reportedChain(ID1, { cumulativeDifficulty: 50n, height: 20, blockchainState: 'DOWNLOADING' })).toBe(true);
    expect(peer(pm, ID1)).toMatchObject({ blockchainState: 'DOWNLOADING', cumulativeDifficulty: '50', height: 20 });
    expect(pm.reportedChain(ID1, { cumulativeDifficulty: 90n, height: 30, blockchainState: 'UP_TO_DATE' })).toBe(true);
    // An answer that was on its way before the last one: older news.
    expect(pm.reportedChain(ID1, { cumulativeDifficulty: 60n, height: 22, blockchainState: 'DOWNLOADING' })).toBe(false);
    // A gossiped block: difficulty and height, no state.
    expect(pm.reportedChain(ID1, { cumulativeDifficulty: 95n, height: 31 })).toBe(true);
    expect(peer(pm, ID1)).toMatchObject({ blockchainState: 'UP_TO_DATE', cumulativeDifficulty: '95', height: 31 });
    expect(pm.debugSnapshot()[0]?.context['chain']).toMatchObject({ cumulativeDifficulty: '95', height: 31 });
    // A hello on a second connection while connected is one more report: no step back.
    pm.introduced(ID1, INFO, '10.0.0.1:7000');
    expect(peer(pm, ID1)).toMatchObject({ blockchainState: 'UP_TO_DATE', cumulativeDifficulty: '95', height: 31 });

    pm.disconnected(ID1);
    pm.connected(ID1, false, '10.0.0.1:7000', '10.0.0.1:7000');
    pm.introduced(ID1, { ...INFO, cumulativeDifficulty: 80n, blockchainState: 'UP_TO_DATE' }, '10.0.0.1:7000');
    expect(peer(pm, ID1)).toMatchObject({ blockchainState: 'UP_TO_DATE', cumulativeDifficulty: '80', height: null });
    pm.stop();
  });

  it('shows a peer blacklisted before its hello with where it connected from and why, and finds it there', () => {
    const { pm } = setup();
    pm.connected(ID1, true, '10.0.0.2:51234', null);
    pm.blacklist(ID1, 'operator: before hello');
    pm.disconnected(ID1);
    const view = peer(pm, ID1)!;
    expect(view).toMatchObject({
      address: '10.0.0.2', port: 51234, state: PEER_STATE.DISCONNECTED, blacklisted: true, blacklistCause: 'operator: before hello',
      peerId: ID1, cumulativeDifficulty: null, blockchainState: '',
    });
    expect(pm.get('10.0.0.2:51234')?.peerId).toBe(ID1);
    expect(pm.list().map((p) => p.address)).toEqual(['10.0.0.2']);
    pm.stop();
  });

  it('keeps a ban on host:port when the peer listening there introduces itself later', () => {
    const { pm } = setup();
    pm.blacklist('10.0.0.3:7000', 'banned address');
    pm.connected(ID2, true, '10.0.0.3:40000', null);
    const entry = pm.introduced(ID2, INFO, '10.0.0.3:7000')!;
    expect(entry.introduced).toBe(false);
    expect(pm.size).toBe(1);
    expect(pm.isBlacklistedPeer(ID2)).toBe(true);
    expect(pm.isBlacklistedAddress('10.0.0.3', 7000)).toBe(true);
    expect(peer(pm, '10.0.0.3:7000')).toMatchObject({ peerId: ID2, port: 7000, blacklisted: true, blacklistCause: 'banned address' });
    pm.stop();
  });
});

describe('connection log lines', () => {
  it('one INFO line per peer connected and lost, with the short id, address, direction and why', () => {
    const { pm, info, tick } = setup();
    pm.connected(ID1, false, '10.0.1.1:7000', '10.0.1.1:7000');
    pm.introduced(ID1, INFO, '10.0.1.1:7000');
    // A second connection and a repeated hello of a connected peer are not new events.
    pm.connected(ID1, false, '10.0.1.1:7000', '10.0.1.1:7000');
    pm.introduced(ID1, INFO, '10.0.1.1:7000');
    expect(info('peer connected').map((l) => l.msg)).toEqual([`peer connected: ${shortPeerId(ID1)} at 10.0.1.1:7000 (out)`]);
    expect(info('peer connected')[0]?.fields).toMatchObject({ peerId: ID1, address: '10.0.1.1:7000', direction: 'out' });
    tick(65_000);
    pm.disconnected(ID1, 'disconnected by the operator');
    pm.disconnected(ID1);
    expect(info('peer lost').map((l) => l.msg)).toEqual([`peer lost: ${shortPeerId(ID1)} at 10.0.1.1:7000 (out): disconnected by the operator`]);
    expect(info('peer lost')[0]?.fields).toMatchObject({ peerId: ID1, direction: 'out', reason: 'disconnected by the operator', connectedSeconds: 65 });
    pm.stop();
  });

  it('says a blacklisting is why a peer was lost, and logs nothing for a peer that never introduced itself', () => {
    const { pm, info } = setup();
    pm.connected(ID1, true, '10.0.2.1:50000', null);
    pm.introduced(ID1, INFO, '10.0.2.1:7000');
    pm.misbehaved(ID1, 100, 'invalid block 42');
    pm.disconnected(ID1);
    expect(info('peer lost').map((l) => l.msg)).toEqual([
      `peer lost: ${shortPeerId(ID1)} at 10.0.2.1:7000 (in): blacklisted: score 100 reached threshold 100; last: invalid block 42`,
    ]);
    pm.connected(ID2, true, '10.0.2.2:50000', null);
    pm.disconnected(ID2);
    expect(info('peer ')).toHaveLength(2);
    pm.stop();
  });
});
