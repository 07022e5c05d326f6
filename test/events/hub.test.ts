// The hub and its ring: numbering, serialising, bounds, topics; and streams over a fake transport:
// filters, resume from the ring (exact, gap, unknown id), the replay from the chain and the
// slow-client rule's bookkeeping.
import { describe, expect, it } from '@jest/globals';
import { EventHub } from '../../src/events/hub.js';
import { EventRing } from '../../src/events/ring.js';
import { EventStream } from '../../src/events/stream.js';
import type { StreamTransport } from '../../src/events/outbox.js';
import { resolveEventsOptions } from '../../src/events/options.js';
import type { EventFilter, LiveEvent, LiveEventDraft, StreamStart } from '../../src/events/interface.js';
import type { ReplayChain } from '../../src/events/replay.js';

const NOW = 1_750_000_000_000;
const opts = resolveEventsOptions({ ringEvents: 5, ringBytes: 1_000_000, maxBacklogBytes: 128 * 1024 });

function hubAt(first = 1000): EventHub {
  return new EventHub(opts, { now: () => NOW, firstId: first });
}

const peer = (n: number, accounts: bigint[] = []): LiveEventDraft => ({ topic: 'peer.connected', fields: { peerId: `p${n}` }, accounts });
const tx = (n: number, accounts: bigint[]): LiveEventDraft => ({ topic: 'transaction.added', fields: { transaction: String(n) }, accounts });

class FakeTransport implements StreamTransport {
  readonly sent: Array<{ id: number | undefined; data: Record<string, any> }> = [];
  backlogBytes = 0;
  ended: string | undefined;
  heartbeats = 0;
  private drains: Array<() => void> = [];
  send(json: string, id: number | undefined): void {
    this.sent.push({ id, data: JSON.parse(json) });
  }
  heartbeat(): void {
    this.heartbeats++;
  }
  onDrain(callback: () => void): void {
    this.drains.push(callback);
  }
  drain(): void {
    this.backlogBytes = 0;
    for (const d of this.drains.splice(0)) d();
  }
  end(reason: string): void {
    this.ended = reason;
  }
}

const noChain: ReplayChain = {
  lastBlock: () => Promise.reject(new Error('no chain in this test')),
  getBlocks: () => Promise.reject(new Error('no chain in this test')),
};
const all: EventFilter = { topics: undefined, accounts: undefined };
const turn = () => new Promise((resolve) => setImmediate(resolve));

function open(hub: EventHub, start: StreamStart, filter: EventFilter = all, chain: ReplayChain = noChain) {
  const transport = new FakeTransport();
  const stream = new EventStream(opts, { filter, start }, transport, { hub, chain, now: () => NOW });
  const started = stream.start();
  return { transport, stream, started };
}

describe('EventHub', () => {
  it('numbers events one by one from its first id and serialises each once, fields after id, topic, time', () => {
    const hub = hubAt(1000);
    const seen: LiveEvent[] = [];
    hub.subscribe((e) => seen.push(e));
    const a = hub.publish(peer(1));
    const b = hub.publish(tx(2, [7n]));
    expect([a.id, b.id]).toEqual([1000, 1001]);
    expect(JSON.parse(a.json)).toEqual({ id: 1000, topic: 'peer.connected', time: NOW, peerId: 'p1' });
    expect(a.json.startsWith('{"id":1000,"topic":"peer.connected","time":')).toBe(true);
    expect(a.bytes).toBe(Buffer.byteLength(a.json));
    expect(seen).toEqual([a, b]);
    expect(hub.nextId).toBe(1002);
  });

  it('starts its ids at the clock x 1000 by default, so a restarted node numbers above an earlier run', () => {
    const earlier = new EventHub(opts, { now: () => NOW });
    for (let i = 0; i < 500; i++) earlier.publish(peer(i));
    const later = new EventHub(opts, { now: () => NOW + 1 });
    expect(earlier.oldestId).toBeGreaterThanOrEqual(NOW * 1000);
    expect(later.nextId).toBeGreaterThan(earlier.nextId - 1);
    expect(Number.isSafeInteger(later.nextId)).toBe(true);
  });

  it('refuses unregistered topics and fields it sets itself', () => {
    const hub = hubAt();
    expect(() => hub.publish({ topic: 'block.mined', fields: {}, accounts: [] })).toThrow(/unregistered/);
    expect(() => hub.publish({ topic: 'block.pushed', fields: { id: 3 }, accounts: [] })).toThrow(/set by the hub/);
    expect(hub.nextId).toBe(1000);
  });

  it('takes a capability\'s topics named after it, and no clash', () => {
    const hub = hubAt();
    hub.addTopics('phasing', ['phasing.result']);
    expect(hub.topics.has('phasing.result')).toBe(true);
    expect(() => hub.addTopics('phasing', ['shuffling.stage'])).toThrow(/must be "phasing.<name>"/);
    expect(() => hub.addTopics('phasing', ['phasing.result'])).toThrow(/taken/);
    expect(() => hub.addTopics('block', ['block.pushed'])).toThrow(/taken/);
    expect(() => hub.addTopics('phasing', ['phasing.bad-name'])).toThrow();
  });

  it('a subscriber that throws does not stop the others', () => {
    const hub = hubAt();
    const got: number[] = [];
    hub.subscribe(() => {
      throw new Error('boom');
    });
    hub.subscribe((e) => got.push(e.id));
    hub.publish(peer(1));
    expect(got).toEqual([1000]);
  });
});

describe('EventRing', () => {
  const event = (id: number, bytes = 10): LiveEvent => ({ id, topic: 't', time: 0, accounts: [], height: undefined, json: '', bytes, weight: bytes });

  it('keeps the newest events within its count and byte bounds', () => {
    const ring = new EventRing(3, 25);
    for (let id = 1; id <= 5; id++) ring.push(event(id));
    expect(ring.after(0).map((e) => e.id)).toEqual([4, 5]);
    expect(ring.bytes).toBe(20);
    const byCount = new EventRing(3, 1000);
    for (let id = 1; id <= 5; id++) byCount.push(event(id));
    expect(byCount.after(0).map((e) => e.id)).toEqual([3, 4, 5]);
    expect(byCount.after(3).map((e) => e.id)).toEqual([4, 5]);
    expect(byCount.after(5)).toEqual([]);
    expect(byCount.oldestId).toBe(3);
  });

  it('always keeps the newest, even when it alone passes the byte bound', () => {
    const ring = new EventRing(3, 5);
    ring.push(event(1, 50));
    expect(ring.after(0).map((e) => e.id)).toEqual([1]);
  });

  it('refuses an id that does not follow', () => {
    const ring = new EventRing(3, 100);
    ring.push(event(1));
    expect(() => ring.push(event(3))).toThrow(/does not follow/);
  });
});

describe('EventStream', () => {
  it('live: gets what matches its topics and accounts, from its subscription on', async () => {
    const hub = hubAt();
    hub.publish(tx(0, [5n]));
    const { transport } = open(hub, { kind: 'live' }, { topics: new Set(['transaction.added']), accounts: new Set([5n]) });
    hub.publish(tx(1, [5n, 6n]));
    hub.publish(tx(2, [6n]));
    hub.publish(peer(3));
    hub.publish(tx(4, [5n]));
    await turn();
    expect(transport.sent.map((m) => [m.id, m.data.transaction])).toEqual([[1001, '1'], [1004, '4']]);
  });

  it('afterId: exactly the kept events after it, then live ones, each once', async () => {
    const hub = hubAt();
    for (let i = 0; i < 4; i++) hub.publish(peer(i));
    const { transport, started } = open(hub, { kind: 'afterId', id: 1001 });
    hub.publish(peer(4));
    await started;
    await turn();
    expect(transport.sent.map((m) => m.id)).toEqual([1002, 1003, 1004]);
  });

  it('afterId with more missed than the bound: paced by the client, not dropped', async () => {
    const hub = hubAt();
    const big = (n: number): LiveEventDraft => ({ topic: 'peer.connected', fields: { peerId: `b${n}`, pad: 'z'.repeat(40_000) }, accounts: [] });
    for (let i = 0; i < 5; i++) hub.publish(big(i)); // 200 KB missed, the bound is 128 KiB
    const { transport, stream, started } = open(hub, { kind: 'afterId', id: 999 });
    hub.publish(peer(5)); // live while the catch-up runs: held, then given after it
    await started;
    while (transport.sent.length < 6) await turn();
    expect(stream.closed).toBe(false);
    expect(transport.sent.map((m) => m.id)).toEqual([1000, 1001, 1002, 1003, 1004, 1005]);
    expect(stream.peakBacklogBytes).toBeLessThanOrEqual(128 * 1024);
  });

  it('afterId older than the ring: a reset naming the gap, then every kept event', async () => {
    const hub = hubAt();
    for (let i = 0; i < 8; i++) hub.publish(peer(i)); // ring of 5 keeps 1003..1007
    const { transport, started } = open(hub, { kind: 'afterId', id: 1000 });
    await started;
    await turn();
    expect(transport.sent[0]!.data).toMatchObject({ topic: 'reset', reason: 'gap', lastEventId: 1000, oldestEventId: 1003 });
    expect(transport.sent[0]!.id).toBeUndefined();
    expect(transport.sent.slice(1).map((m) => m.id)).toEqual([1003, 1004, 1005, 1006, 1007]);
  });

  it('afterId this node never gave (ahead of it): a reset, then live', async () => {
    const hub = hubAt();
    hub.publish(peer(0));
    const { transport } = open(hub, { kind: 'afterId', id: 5000 });
    hub.publish(peer(1));
    await turn();
    expect(transport.sent[0]!.data).toMatchObject({ topic: 'reset', reason: 'unknownId', lastEventId: 5000, nextEventId: 1001 });
    expect(transport.sent.slice(1).map((m) => m.id)).toEqual([1001]);
  });

  it('past the bound: the queue is discarded and one final message names the last id written', async () => {
    const hub = hubAt();
    const { transport, stream } = open(hub, { kind: 'live' });
    hub.publish(peer(0));
    await turn();
    // The socket takes nothing from here on.
    transport.backlogBytes = 100 * 1024;
    const big = (n: number): LiveEventDraft => ({ topic: 'peer.connected', fields: { peerId: `b${n}`, pad: 'z'.repeat(10_000) }, accounts: [] });
    for (let i = 1; i <= 5; i++) hub.publish(big(i));
    expect(stream.closed).toBe(true);
    const last = transport.sent.at(-1)!;
    expect(last.data).toMatchObject({ topic: 'dropped', reason: 'backlog', lastEventId: 1000, maxBacklogBytes: 128 * 1024 });
    expect(transport.ended).toBe('backlog');
    expect(stream.peakBacklogBytes).toBeLessThanOrEqual(128 * 1024);
    expect(hub.stats().subscribers).toBe(0);
  });

  it('the resume point moves past filtered-out events', async () => {
    const hub = hubAt();
    const { transport, stream } = open(hub, { kind: 'live' }, { topics: new Set(['transaction.added']), accounts: undefined });
    hub.publish(tx(0, [1n]));
    hub.publish(peer(1));
    await turn();
    stream.shutdown();
    expect(transport.sent.at(-1)!.data).toMatchObject({ topic: 'dropped', reason: 'shutdown', lastEventId: 1001 });
    expect(transport.ended).toBe('shutdown');
  });

  it('writes a heartbeat only when idle', async () => {
    const hub = hubAt();
    const { transport, stream } = open(hub, { kind: 'live' });
    stream.heartbeat();
    expect(transport.heartbeats).toBe(1);
  });
});
