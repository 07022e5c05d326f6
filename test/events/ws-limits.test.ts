// /ws limits that need no chain: a client cannot pile up subscribe messages (each may read the
// chain), and a WebSocket without a subscription is pinged like any stream (a peer that stopped
// answering is closed) and holds one of maxStreams. The routes run on a plain server over a chain
// whose tip read is held until the test lets it go.
import http from 'node:http';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { Block } from '../../src/domain/block.js';
import { EventHub } from '../../src/events/hub.js';
import { resolveEventsOptions, type EventsOptions } from '../../src/events/options.js';
import type { ReplayChain } from '../../src/events/replay.js';
import { sseRoute } from '../../src/events/sse.js';
import { EventStreams } from '../../src/events/streams.js';
import { MAX_PENDING_MESSAGES, wsRoute } from '../../src/events/ws.js';
import { SseClient, WsClient } from './clients.js';

interface Served {
  readonly base: string;
  readonly port: number;
  readonly streams: EventStreams;
  /** The server's side of each connection, newest last. */
  readonly accepted: net.Socket[];
  /** Lets the held tip reads go. */
  release(): void;
  tipReads: number;
}

let served: { server: http.Server; close(): void } | undefined;
afterEach(async () => {
  if (served === undefined) return;
  const { server, close } = served;
  served = undefined;
  close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function serve(overrides: Partial<EventsOptions>): Promise<Served> {
  const opts = resolveEventsOptions(overrides);
  const hub = new EventHub(opts, { firstId: 1 });
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const chain: ReplayChain = {
    lastBlock: async () => {
      state.tipReads++;
      await gate;
      return { height: 0 } as Block;
    },
    getBlocks: async () => [],
  };
  const streams = new EventStreams(opts, { hub, chain });
  const sse = sseRoute(streams);
  const ws = wsRoute(streams);
  const info = () => ({ remoteAddress: '127.0.0.1', receivedAt: performance.now() });
  const server = http.createServer((req, res) => void sse.handle(req, res, info()));
  const accepted: net.Socket[] = [];
  server.on('connection', (socket) => accepted.push(socket));
  server.on('upgrade', (req, socket, head) => ws.handle(req, socket, head, info()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  served = { server, close: () => ws.close?.() };
  const state: Served = { base: `http://127.0.0.1:${port}`, port, streams, accepted, release, tipReads: 0 };
  return state;
}

/** A WebSocket handshake over a raw socket, which then never answers anything (no pong). */
async function silentWebSocket(port: number): Promise<net.Socket> {
  const socket = await new Promise<net.Socket>((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1', () => resolve(s));
    s.on('error', reject);
  });
  const key = randomBytes(16).toString('base64');
  socket.write(['GET /ws HTTP/1.1', 'Host: 127.0.0.1', 'Upgrade: websocket', 'Connection: Upgrade', `Sec-WebSocket-Key: ${key}`, 'Sec-WebSocket-Version: 13', '', ''].join('\r\n'));
  const answer = await new Promise<string>((resolve) => socket.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1'))));
  expect(answer.startsWith('HTTP/1.1 101')).toBe(true);
  return socket;
}

/** Resolves once the node closed its side of the connection; fails after `timeoutMs`. */
const closed = (socket: net.Socket, timeoutMs = 5_000) =>
  new Promise((resolve, reject) => {
    if (socket.destroyed) return resolve(undefined);
    const timer = setTimeout(() => reject(new Error(`the node kept the connection for ${timeoutMs} ms`)), timeoutMs);
    socket.once('close', () => resolve(clearTimeout(timer)));
  });

describe('/ws limits', () => {
  it('a handshake still reading the chain (fromHeight) when the route closes is ended at once, never completed', async () => {
    const s = await serve({});
    const socket = await new Promise<net.Socket>((resolve, reject) => {
      const c = net.connect(s.port, '127.0.0.1', () => resolve(c));
      c.on('error', reject);
    });
    const key = randomBytes(16).toString('base64');
    socket.write(['GET /ws?fromHeight=1 HTTP/1.1', 'Host: 127.0.0.1', 'Upgrade: websocket', 'Connection: Upgrade', `Sec-WebSocket-Key: ${key}`, 'Sec-WebSocket-Version: 13', '', ''].join('\r\n'));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    // The handshake waits on the held tip read.
    while (s.tipReads === 0) await new Promise((resolve) => setImmediate(resolve));
    served!.close();
    await closed(socket, 2_000);
    // Released afterwards, the read finds the route closed: nothing is switched.
    s.release();
    expect(received).not.toContain('101 Switching Protocols');
  });

  it(`refuses a subscribe message beyond ${MAX_PENDING_MESSAGES} waiting, with an error message, without reading the chain for it`, async () => {
    const s = await serve({});
    const ws = await WsClient.open(s.base);
    try {
      const sent = 3 * MAX_PENDING_MESSAGES;
      for (let i = 0; i < sent; i++) ws.send({ op: 'subscribe', topics: ['block.pushed'], fromHeight: 1 });
      // The first waits on the chain; the next ones wait behind it, the rest are refused at once.
      const refused = sent - MAX_PENDING_MESSAGES;
      await ws.waitFor(() => ws.messages.length >= refused, `${refused} refusals`);
      expect(ws.messages.map((m) => m.data)).toEqual(Array.from({ length: refused }, () => expect.objectContaining({ topic: 'error', errorCode: 1 })));
      expect(ws.messages[0]!.data.errorDescription).toMatch(/waiting/);
      expect(s.tipReads).toBe(1);
      s.release();
      await ws.waitFor(() => ws.topics().filter((t) => t === 'subscribed').length === MAX_PENDING_MESSAGES, 'the waiting ones answered');
      expect(ws.messages.length).toBe(sent);
      // Refused ones do not count any more: the client may send again.
      ws.send({ op: 'unsubscribe' });
      await ws.waitFor((d) => d.topic === 'unsubscribed', 'unsubscribed');
    } finally {
      ws.close();
    }
  });

  it('pings a WebSocket without a subscription, and closes it once it stops answering', async () => {
    const s = await serve({ heartbeatMs: 50 });
    const answering = await WsClient.open(s.base); // the ws client answers pings by itself
    const silent = await silentWebSocket(s.port);
    const serverSide = s.accepted.at(-1)!;
    const pinged = new Promise<void>((resolve) => answering.ws.once('ping', () => resolve()));
    try {
      await pinged;
      await closed(serverSide);
      // Several heartbeats later the one that answers is still there, and still usable.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answering.closeCode).toBeUndefined();
      answering.send({ op: 'subscribe', topics: 'block.pushed' });
      await answering.waitFor((d) => d.topic === 'subscribed', 'subscribed');
    } finally {
      answering.close();
      silent.destroy();
    }
  });

  it('counts a WebSocket without a subscription toward maxStreams, and lets a subscribe through at the cap', async () => {
    const s = await serve({ maxStreams: 2 });
    s.release();
    const first = await WsClient.open(s.base);
    const second = await WsClient.open(s.base, '?topics=block.pushed');
    try {
      const sse = await SseClient.open(s.base);
      expect(sse.status).toBe(503);
      await expect(WsClient.open(s.base)).rejects.toThrow(/503/);
      // Each connection already holds its place: subscribing (again) needs no more room.
      first.send({ op: 'subscribe', topics: 'block.pushed', fromHeight: 1 });
      await first.waitFor((d) => d.topic === 'subscribed', 'subscribed at the cap');
      second.send({ op: 'subscribe', topics: 'block.popped' });
      await second.waitFor((d) => d.topic === 'subscribed' && d.topics[0] === 'block.popped', 'resubscribed at the cap');
      first.close();
      await new Promise<void>((resolve) => first.ws.once('close', () => resolve()));
      while (s.streams.connections > 1) await new Promise((resolve) => setTimeout(resolve, 5));
      const third = await WsClient.open(s.base);
      third.close();
    } finally {
      first.close();
      second.close();
    }
  });
});
