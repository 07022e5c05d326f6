// A TCP relay between two node processes, for real-libp2p network tests with injected delay and
// partitions. One relay per pair (a, b): a dials the relay, the relay dials b. It listens on
// 127.0.1.<n> at b's own peer port and dials b from 127.0.2.<n>, so the addresses each node learns
// from the other's hello (the remote host with the peer's listening port) are the relay's or
// nowhere: a redial after a partition goes through the relay again, never around it.
import { createServer, connect, type Server, type Socket } from 'node:net';

export class PairRelay {
  /** Each chunk waits a delay drawn uniformly from [min, max] ms (order kept per direction). */
  delay: readonly [number, number] = [0, 0];
  #partitioned = false;
  readonly #sockets = new Set<Socket>();
  connections = 0;

  private constructor(
    private readonly server: Server,
    /** host:port for node.peers of the dialling node. */
    readonly address: string,
    private readonly target: { readonly port: number; readonly localAddress: string },
    private readonly random: () => number,
  ) {
    server.on('connection', (s) => this.#onClient(s));
  }

  /** Pair number `n` (1..250) relays to 127.0.0.1:`targetPort`. */
  static open(n: number, targetPort: number, random: () => number): Promise<PairRelay> {
    const host = `127.0.1.${n}`;
    const server = createServer();
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(targetPort, host, () => resolve(new PairRelay(server, `${host}:${targetPort}`, { port: targetPort, localAddress: `127.0.2.${n}` }, random)));
    });
  }

  /** Cuts the pair: open connections drop, new ones are refused, until `heal`. */
  partition(): void {
    this.#partitioned = true;
    for (const s of this.#sockets) s.destroy();
    this.#sockets.clear();
  }

  heal(): void {
    this.#partitioned = false;
  }

  #onClient(client: Socket): void {
    if (this.#partitioned) {
      client.destroy();
      return;
    }
    this.connections++;
    const upstream = connect({ host: '127.0.0.1', port: this.target.port, localAddress: this.target.localAddress });
    for (const s of [client, upstream]) {
      this.#sockets.add(s);
      s.setNoDelay(true);
      s.on('error', () => undefined);
      s.on('close', () => {
        this.#sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    this.#pipe(client, upstream);
    this.#pipe(upstream, client);
  }

  /** Forwards from `from` to `to`, each chunk after the current delay, in order: one queue per
   * direction drained by one timer (separate timers per chunk can fire out of order). */
  #pipe(from: Socket, to: Socket): void {
    const queue: Array<{ at: number; chunk: Buffer }> = [];
    let timer: NodeJS.Timeout | undefined;
    const drain = () => {
      timer = undefined;
      const now = Date.now();
      while (queue.length > 0 && queue[0]!.at <= now) {
        const { chunk } = queue.shift()!;
        if (!to.destroyed) to.write(chunk);
      }
      if (queue.length > 0) timer = setTimeout(drain, queue[0]!.at - now);
    };
    from.on('data', (chunk: Buffer) => {
      const [min, max] = this.delay;
      if (max <= 0 && queue.length === 0) {
        to.write(chunk);
        return;
      }
      const last = queue.length > 0 ? queue[queue.length - 1]!.at : 0;
      queue.push({ at: Math.max(last, Date.now() + Math.round(min + this.random() * (max - min))), chunk });
      if (timer === undefined) timer = setTimeout(drain, Math.max(0, queue[0]!.at - Date.now()));
    });
    from.on('close', () => {
      if (timer !== undefined) clearTimeout(timer);
    });
  }

  close(): Promise<void> {
    this.partition();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
