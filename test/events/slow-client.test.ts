// The slow-client rule with real consumers that stop reading: raw TCP sockets paused right after
// their request (SSE) or their WebSocket handshake. The node must drop them with a final message,
// and never hold more than maxBacklogBytes for any of them while the events keep coming.
import http from 'node:http';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startChainNode, type ChainNode } from '../api/chain-fixture.js';
import { createLiveEvents, type LiveEvents } from '../../src/events/index.js';

const MAX_BACKLOG = 128 * 1024;
/** Events published per turn of the event loop: a burst well under the bound. */
const PER_TURN = 4;
/** Each flood event carries this much, so the kernel's socket buffers fill in a few MB. */
const PAYLOAD = 16 * 1024;

describe('a client that does not read', () => {
  let node: ChainNode;
  let events: LiveEvents;
  let server: http.Server;
  let port: number;
  /** The server's side of each connection, newest last. */
  const accepted: net.Socket[] = [];
  const serverSideClosed = (socket: net.Socket) => new Promise((resolve) => (socket.destroyed ? resolve(undefined) : socket.once('close', resolve)));

  beforeAll(async () => {
    node = await startChainNode();
    // The event stream on the fixture's node with a small bound, on a plain server: this test is
    // about the stream's rule, the API server's admission is tested elsewhere.
    events = createLiveEvents({ maxBacklogBytes: MAX_BACKLOG, dropLingerMs: 300 }, { node: node.node });
    server = http.createServer((req, res) => void events.route.handle(req, res, { remoteAddress: '127.0.0.1', receivedAt: performance.now() }));
    server.on('connection', (socket) => accepted.push(socket));
    server.on('upgrade', (req, socket, head) => events.upgrade.handle(req, socket, head, { remoteAddress: '127.0.0.1', receivedAt: performance.now() }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    events.stop();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await node.close();
  });

  /** Publishes big events until every stream is gone; returns how many it took. */
  async function floodUntilDropped(): Promise<number> {
    let n = 0;
    while (events.streams.size > 0) {
      if (n > 4000) throw new Error(`still ${events.streams.size} stream(s) after ${n} events (${(n * PAYLOAD) >> 20} MB)`);
      events.hub.publish({ topic: 'peer.connected', fields: { peerId: `flood-${n}`, padding: 'x'.repeat(PAYLOAD) }, accounts: [] });
      n++;
      // Let the sockets take what they can, as they would between real events.
      if (n % PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    return n;
  }

  function rawRequest(lines: string[]): Promise<net.Socket> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`${lines.join('\r\n')}\r\n\r\n`);
        resolve(socket);
      });
      socket.on('error', reject);
    });
  }

  /** Waits until the open streams number `n` (a stream opens once its request is read). */
  async function streamsOpen(n: number): Promise<void> {
    while (events.streams.size !== n) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  it('SSE: is sent a final dropped message and closed; its backlog never passed the bound', async () => {
    const socket = await rawRequest(['GET /events HTTP/1.1', 'Host: 127.0.0.1']);
    socket.pause();
    await streamsOpen(1);
    const [stream] = [...events.streams.streams];
    const first = events.hub.nextId;
    const published = await floodUntilDropped();
    expect(published).toBeGreaterThan(MAX_BACKLOG / PAYLOAD);
    expect(stream!.closed).toBe(true);
    expect(stream!.peakBacklogBytes).toBeLessThanOrEqual(MAX_BACKLOG);
    expect(stream!.peakBacklogBytes).toBeGreaterThan(MAX_BACKLOG / 2);

    // The client reads at last: every event it was sent, in order, then the final message
    // telling the id to resume after, then the end of the response.
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.resume();
    await new Promise((resolve) => socket.once('close', resolve));
    const data = [...text.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1]!) as Record<string, any>);
    const dropped = data.at(-1)!;
    expect(dropped).toMatchObject({ topic: 'dropped', reason: 'backlog', maxBacklogBytes: MAX_BACKLOG });
    const delivered = data.slice(0, -1).map((d) => d.id as number);
    expect(delivered[0]).toBe(first);
    expect(delivered).toEqual(delivered.map((_, i) => first + i));
    expect(dropped.lastEventId).toBe(delivered.at(-1));
    expect(delivered.length).toBeLessThan(published);
  });

  it('SSE: a dropped client that never reads loses its socket after the linger', async () => {
    const socket = await rawRequest(['GET /events?topics=peer.connected HTTP/1.1', 'Host: 127.0.0.1']);
    socket.pause();
    await streamsOpen(1);
    const serverSide = accepted.at(-1)!;
    await floodUntilDropped();
    // The node's end of the connection goes (with what it held); the paused client cannot notice.
    await serverSideClosed(serverSide);
    expect(serverSide.destroyed).toBe(true);
    socket.destroy();
  });

  it('WebSocket: is dropped the same way, its backlog bounded', async () => {
    const key = randomBytes(16).toString('base64');
    const socket = await rawRequest([
      'GET /ws?topics=peer.connected HTTP/1.1',
      'Host: 127.0.0.1',
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Key: ${key}`,
      'Sec-WebSocket-Version: 13',
    ]);
    const handshake = await new Promise<string>((resolve) => socket.once('data', (chunk) => resolve(chunk.toString('latin1'))));
    expect(handshake.startsWith('HTTP/1.1 101')).toBe(true);
    socket.pause();
    await streamsOpen(1);
    const [stream] = [...events.streams.streams];
    const serverSide = accepted.at(-1)!;
    await floodUntilDropped();
    expect(stream!.closed).toBe(true);
    expect(stream!.peakBacklogBytes).toBeLessThanOrEqual(MAX_BACKLOG);
    expect(stream!.peakBacklogBytes).toBeGreaterThan(MAX_BACKLOG / 2);
    // Never reading, it never answers the close: the node destroys the socket after the linger.
    await serverSideClosed(serverSide);
    socket.destroy();
  });

  it('WebSocket: a client sending messages without reading their answers is cut off at the bound', async () => {
    const key = randomBytes(16).toString('base64');
    const socket = await rawRequest(['GET /ws HTTP/1.1', 'Host: 127.0.0.1', 'Upgrade: websocket', 'Connection: Upgrade', `Sec-WebSocket-Key: ${key}`, 'Sec-WebSocket-Version: 13']);
    const handshake = await new Promise<string>((resolve) => socket.once('data', (chunk) => resolve(chunk.toString('latin1'))));
    expect(handshake.startsWith('HTTP/1.1 101')).toBe(true);
    socket.pause();
    const serverSide = accepted.at(-1)!;
    // No stream (no subscription): each bad message only gets an error message (about 200 bytes).
    // A masked text frame with a zero mask: the payload as it is.
    const payload = Buffer.from('{"op":"nope"}');
    const frame = Buffer.concat([Buffer.from([0x81, 0x80 | payload.length, 0, 0, 0, 0]), payload]);
    let sent = 0;
    while (!serverSide.destroyed && sent < 200_000) {
      // Frames by the hundred, so the node reads and answers them between writes.
      if (!socket.write(Buffer.concat(Array.from({ length: 100 }, () => frame)))) await new Promise((resolve) => setTimeout(resolve, 5));
      sent += 100;
      await new Promise((resolve) => setImmediate(resolve));
    }
    // Far fewer than this many answers fit under the bound and in the sockets' buffers.
    expect(serverSide.destroyed).toBe(true);
    socket.destroy();
  });

  it('a client that reads keeps its stream through the same flood', async () => {
    const reader = await rawRequest(['GET /events?topics=peer.connected HTTP/1.1', 'Host: 127.0.0.1']);
    let received = 0;
    reader.on('data', (chunk: Buffer) => (received += chunk.length));
    const stalled = await rawRequest(['GET /events?topics=peer.connected HTTP/1.1', 'Host: 127.0.0.1']);
    stalled.pause();
    await streamsOpen(2);
    const [readerStream] = [...events.streams.streams];
    // Flood until the stalled one is dropped, the reader reading all along.
    let n = 0;
    while (events.streams.size === 2 && n < 4000) {
      events.hub.publish({ topic: 'peer.connected', fields: { peerId: `both-${n++}`, padding: 'y'.repeat(PAYLOAD) }, accounts: [] });
      if (n % PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(events.streams.size).toBe(1);
    expect(readerStream!.closed).toBe(false);
    expect(received).toBeGreaterThan(n * PAYLOAD * 0.5);
    reader.destroy();
    stalled.destroy();
    await streamsOpen(0);
  });
});
