// The throughput bench's follower: watches the chain through the API (getBlockchainStatus every
// 250 ms, then getBlock of each new height, which lists full hashes, not transaction objects, so
// it costs the node a lookup in its recent blocks and a JSON array), and matches each block's
// hashes with the feeder's: latency = submission to the block seen here. A sampler reads the pool
// from /metrics once a second (a scrape renders every metric: not every 250 ms), and the RSS of
// both processes.
import { apiGet, readPool, rssBytes } from './tps-node.js';
import { LatencyHistogram, type SeenBlock } from './tps-stats.js';

/** Pending entries older than this are dropped (the pool evicted or expired them): the pending
 * map stays bounded by what is in the pool and in flight. Also the latency histogram's range. */
export const MAX_PENDING_MS = 300_000;
const POLL_MS = 250;
const SAMPLE_MS = 1_000;

export class Follower {
  readonly blocks: Array<SeenBlock & { readonly height: number }> = [];
  readonly latency = new LatencyHistogram(10, MAX_PENDING_MS);
  /** [ms, pool size] once a second. */
  readonly pool: Array<[number, number]> = [];
  poolCapacity = Number.NaN;
  benchRssMax = 0;
  nodeRssMax = 0;
  /** Transactions dropped from the pending map unseen after MAX_PENDING_MS. */
  dropped = 0;
  pollErrors = 0;
  /** Latency counts transactions sent inside [from, to] (the measured window). */
  from = Number.POSITIVE_INFINITY;
  to = Number.POSITIVE_INFINITY;
  private stopped = false;
  private died: string | undefined;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly base: string,
    private readonly pid: number,
    private height: number,
    private readonly pending: Map<string, number>,
    exited: Promise<unknown>,
    tail: () => string,
  ) {
    void exited.then((x) => {
      this.died = `the node process exited (${JSON.stringify(x)}): ${tail()}`;
    });
  }

  start(): void {
    this.loops = [this.follow(), this.sample()];
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.loops);
  }

  /** Throws if the node process is gone. */
  check(): void {
    if (this.died !== undefined) throw new Error(this.died);
  }

  /** Resolves when every sent transaction was seen in a block or refused, or at the deadline. */
  async drained(deadline: number): Promise<boolean> {
    while (this.pending.size > 0 && Date.now() < deadline) {
      this.check();
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    return this.pending.size === 0;
  }

  private async follow(): Promise<void> {
    while (!this.stopped) {
      this.check();
      try {
        await this.followOnce();
      } catch (err) {
        // A keep-alive connection the server closed as it was reused (ECONNRESET): poll again.
        this.check();
        if (++this.pollErrors > 20) throw err;
      }
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  private async followOnce(): Promise<void> {
    const s = await apiGet(this.base, { requestType: 'getBlockchainStatus' });
    const tip = Number(s['numberOfBlocks']) - 1;
    for (let h = this.height + 1; h <= tip; h++) {
      const b = await apiGet(this.base, { requestType: 'getBlock', height: String(h) });
      const now = Date.now();
      const hashes = b['transactions'] as string[];
      for (const hash of hashes) {
        const at = this.pending.get(hash);
        if (at === undefined) continue;
        this.pending.delete(hash);
        if (at >= this.from && at <= this.to) this.latency.add(now - at);
      }
      this.blocks.push({ at: now, count: hashes.length, height: h });
      // Counted once, even if a later request of this round fails and the round is repeated.
      this.height = h;
    }
  }

  private async sample(): Promise<void> {
    while (!this.stopped) {
      this.check();
      const now = Date.now();
      try {
        const p = await readPool(this.base);
        this.pool.push([now, p.size]);
        this.poolCapacity = p.max;
      } catch {
        this.pollErrors++;
      }
      this.benchRssMax = Math.max(this.benchRssMax, process.memoryUsage.rss());
      this.nodeRssMax = Math.max(this.nodeRssMax, rssBytes(this.pid));
      // The map keeps insertion order, which is the order sent: the oldest come first.
      for (const [hash, at] of this.pending) {
        if (now - at < MAX_PENDING_MS) break;
        this.pending.delete(hash);
        this.dropped++;
      }
      await new Promise((r) => setTimeout(r, SAMPLE_MS));
    }
  }
}
