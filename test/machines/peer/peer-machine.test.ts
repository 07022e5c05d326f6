import { describe, it, expect } from '@jest/globals';
import { createActor, SimulatedClock } from 'xstate';
import {
  peerMachine, peerStateCode, isBlacklisted, isIntroduced, PEER_STATE, type PeerDescription,
} from '../../../src/machines/peer/peer-machine.js';

const INFO: PeerDescription = {
  application: 'Totem', version: '0.1.0', platform: 'test', shareAddress: true, announcedAddress: '',
  apiPort: 6876, apiSSLPort: 0, blockchainState: 'UP_TO_DATE', services: ['API'], cumulativeDifficulty: 42n,
};

function start(opts: { threshold?: number; blacklistPeriodMs?: number; maxPenaltyRecords?: number } = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(peerMachine, {
    clock,
    input: { threshold: opts.threshold ?? 100, blacklistPeriodMs: opts.blacklistPeriodMs ?? 600_000, maxPenaltyRecords: opts.maxPenaltyRecords },
  });
  actor.start();
  return { clock, actor };
}

describe('peer machine', () => {
  it('starts NON_CONNECTED and reports state 0', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('NON_CONNECTED');
    expect(peerStateCode(actor.getSnapshot())).toBe(PEER_STATE.NON_CONNECTED);
    actor.stop();
  });

  it('counts as CONNECTED (1) only after the handshake', () => {
    const { actor } = start();
    actor.send({ type: 'CONNECT_ATTEMPT', at: 1_000 });
    actor.send({ type: 'CONNECTED', inbound: false, at: 1_001 });
    expect(actor.getSnapshot().value).toEqual({ CONNECTED: 'handshaking' });
    expect(peerStateCode(actor.getSnapshot())).toBe(PEER_STATE.NON_CONNECTED);
    actor.send({ type: 'HANDSHAKE_OK', info: INFO, at: 1_002 });
    const s = actor.getSnapshot();
    expect(isIntroduced(s)).toBe(true);
    expect(peerStateCode(s)).toBe(PEER_STATE.CONNECTED);
    expect(s.context.info).toEqual(INFO);
    expect(s.context.lastConnectAttempt).toBe(1_000);
    expect(s.context.lastUpdated).toBe(1_002);
    expect(s.context.inbound).toBe(false);
    actor.stop();
  });

  it('ignores a handshake that arrives when not connected', () => {
    const { actor } = start();
    actor.send({ type: 'HANDSHAKE_OK', info: INFO, at: 5 });
    expect(actor.getSnapshot().value).toBe('NON_CONNECTED');
    expect(actor.getSnapshot().context.info).toBeNull();
    actor.stop();
  });

  it('moves to DISCONNECTED (2) and can reconnect', () => {
    const { actor } = start();
    actor.send({ type: 'CONNECTED', inbound: true, at: 1 });
    actor.send({ type: 'HANDSHAKE_OK', info: INFO, at: 2 });
    actor.send({ type: 'DISCONNECTED', at: 3 });
    expect(actor.getSnapshot().value).toBe('DISCONNECTED');
    expect(peerStateCode(actor.getSnapshot())).toBe(PEER_STATE.DISCONNECTED);
    actor.send({ type: 'CONNECTED', inbound: false, at: 4 });
    expect(actor.getSnapshot().value).toEqual({ CONNECTED: 'handshaking' });
    expect(actor.getSnapshot().context.inbound).toBe(false);
    actor.stop();
  });

  it('counts traffic in any state', () => {
    const { actor } = start();
    actor.send({ type: 'TRAFFIC', downloaded: 10, uploaded: 3, at: 7 });
    actor.send({ type: 'CONNECTED', inbound: true, at: 8 });
    actor.send({ type: 'TRAFFIC', downloaded: 5, uploaded: 0, at: 9 });
    const c = actor.getSnapshot().context;
    expect([c.downloadedVolume, c.uploadedVolume, c.lastUpdated]).toEqual([15, 3, 9]);
    actor.stop();
  });

  it('accumulates penalties, blacklists past the threshold, and releases after the delay', () => {
    const { actor, clock } = start({ threshold: 100, blacklistPeriodMs: 60_000 });
    actor.send({ type: 'CONNECTED', inbound: true, at: 1 });
    actor.send({ type: 'HANDSHAKE_OK', info: INFO, at: 2 });
    actor.send({ type: 'MISBEHAVED', points: 40, reason: 'invalid transaction', at: 3 });
    actor.send({ type: 'MISBEHAVED', points: 40, reason: 'invalid transaction', at: 4 });
    expect(isIntroduced(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.score).toBe(80);
    actor.send({ type: 'MISBEHAVED', points: 30, reason: 'invalid block', at: 5 });
    let s = actor.getSnapshot();
    expect(isBlacklisted(s)).toBe(true);
    expect(peerStateCode(s)).toBe(PEER_STATE.DISCONNECTED);
    expect(s.context.score).toBe(110);
    expect(s.context.blacklistCause).toContain('invalid block');
    expect(s.context.blacklistedUntil).toBe(5 + 60_000);
    expect(s.context.lastPenalties.map((p) => p.reason)).toEqual(['invalid transaction', 'invalid transaction', 'invalid block']);

    // While blacklisted the peer cannot come back, and more penalties are only recorded.
    actor.send({ type: 'CONNECTED', inbound: true, at: 6 });
    actor.send({ type: 'MISBEHAVED', points: 5, reason: 'flooding', at: 7 });
    s = actor.getSnapshot();
    expect(isBlacklisted(s)).toBe(true);
    expect(s.context.score).toBe(115);

    clock.increment(59_999);
    expect(isBlacklisted(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    s = actor.getSnapshot();
    expect(s.value).toBe('NON_CONNECTED');
    expect(s.context.score).toBe(0);
    expect(s.context.blacklistCause).toBeNull();
    // The history stays for operators.
    expect(s.context.lastPenalties).toHaveLength(4);

    actor.send({ type: 'CONNECTED', inbound: false, at: 70_000 });
    actor.send({ type: 'HANDSHAKE_OK', info: INFO, at: 70_001 });
    expect(peerStateCode(actor.getSnapshot())).toBe(PEER_STATE.CONNECTED);
    actor.stop();
  });

  it('blacklists at once on BLACKLIST and a new BLACKLIST restarts the period', () => {
    const { actor, clock } = start({ blacklistPeriodMs: 1_000 });
    actor.send({ type: 'BLACKLIST', reason: 'wrong network', at: 0 });
    expect(isBlacklisted(actor.getSnapshot())).toBe(true);
    clock.increment(600);
    actor.send({ type: 'BLACKLIST', reason: 'operator', at: 600 });
    clock.increment(600);
    expect(isBlacklisted(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.blacklistCause).toBe('operator');
    clock.increment(400);
    expect(actor.getSnapshot().value).toBe('NON_CONNECTED');
    actor.stop();
  });

  it('a new blacklist period applies from the next blacklisting; one in progress keeps its end', () => {
    const { actor, clock } = start({ blacklistPeriodMs: 1_000 });
    actor.send({ type: 'BLACKLIST', reason: 'first', at: 0 });
    actor.send({ type: 'SET_BLACKLIST_PERIOD', ms: 5_000 });
    expect(actor.getSnapshot().context).toMatchObject({ blacklistPeriodMs: 5_000, blacklistedUntil: 1_000 });
    clock.increment(1_000);
    expect(actor.getSnapshot().value).toBe('NON_CONNECTED');
    actor.send({ type: 'BLACKLIST', reason: 'second', at: 1_000 });
    expect(actor.getSnapshot().context.blacklistedUntil).toBe(6_000);
    clock.increment(4_999);
    expect(isBlacklisted(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('NON_CONNECTED');
    actor.stop();
  });

  it('lets an operator release a peer early', () => {
    const { actor } = start();
    actor.send({ type: 'BLACKLIST', reason: 'test', at: 0 });
    actor.send({ type: 'UNBLACKLIST', at: 1 });
    expect(actor.getSnapshot().value).toBe('NON_CONNECTED');
    actor.stop();
  });

  it('keeps only the most recent penalties', () => {
    const { actor } = start({ threshold: 1_000, maxPenaltyRecords: 3 });
    for (let i = 0; i < 5; i++) actor.send({ type: 'MISBEHAVED', points: 1, reason: `r${i}`, at: i });
    expect(actor.getSnapshot().context.lastPenalties.map((p) => p.reason)).toEqual(['r2', 'r3', 'r4']);
    expect(actor.getSnapshot().context.score).toBe(5);
    actor.stop();
  });

  it('takes the blacklist period from the named delay, which .provide() can replace', () => {
    const clock = new SimulatedClock();
    const actor = createActor(peerMachine.provide({ delays: { blacklistPeriod: 10 } }), {
      clock, input: { threshold: 1, blacklistPeriodMs: 600_000 },
    });
    actor.start();
    actor.send({ type: 'MISBEHAVED', points: 1, reason: 'x', at: 0 });
    expect(isBlacklisted(actor.getSnapshot())).toBe(true);
    clock.increment(10);
    expect(actor.getSnapshot().value).toBe('NON_CONNECTED');
    actor.stop();
  });
});
