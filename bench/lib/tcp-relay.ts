// Raw baseline of the gossip latency: the same three hops without libp2p. Node 1 writes a message
// to node 2 over a loopback TCP connection, node 2 writes what it receives on to node 3, and the
// time runs until node 3 holds the whole message. One message in flight at a time, in one
// process, like the gossip measurement.
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { nowNs } from './timer.js';

function listen(onSocket: (s: Socket) => void): Promise<{ server: Server; port: number }> {
  const server = createServer(onSocket);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port })));
}

function dial(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = connect(port, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
}

/** Latencies in ms of `samples` messages of `size` bytes (after `warmup` uncounted ones). */
export async function tcpRelayLatencies(samples: number, size: number, warmup = 20): Promise<number[]> {
  let received = 0;
  let onComplete: (() => void) | undefined;
  const third = await listen((s) => {
    s.setNoDelay(true);
    s.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received >= size) {
        received -= size;
        onComplete?.();
      }
    });
  });
  let toThird: Socket | undefined;
  const second = await listen((s) => {
    s.setNoDelay(true);
    s.on('data', (chunk: Buffer) => toThird!.write(chunk));
  });
  toThird = await dial(third.port);
  toThird.setNoDelay(true);
  const first = await dial(second.port);
  first.setNoDelay(true);
  const message = Buffer.alloc(size, 7);
  const out: number[] = [];
  try {
    for (let i = 0; i < samples + warmup; i++) {
      const done = new Promise<void>((resolve) => (onComplete = resolve));
      const sent = nowNs();
      first.write(message);
      await done;
      if (i >= warmup) out.push(Number(nowNs() - sent) / 1e6);
    }
  } finally {
    first.destroy();
    toThird.destroy();
    await new Promise((r) => second.server.close(r));
    await new Promise((r) => third.server.close(r));
  }
  return out;
}
