// The throughput bench's feeder: offers a fixture set to the node's API (broadcastTransactions) on
// a schedule of `rate` transactions per second. Batches are a fifth of a second of the rate;
// requests in flight start at 4 and grow (up to 16) whenever the feeder is more than two batches
// behind its schedule with every slot busy, so a slow answer does not hold the offered rate down.
// It notes how far behind the schedule it fell, and for how long.
import type { FixtureBatch, FixtureReader } from './tps-fixtures.js';
import { batchSizeFor, LatencyHistogram } from './tps-stats.js';

const START_IN_FLIGHT = 4;
export const MAX_IN_FLIGHT = 16;

/** Counters the phase reads at the window's start and end. */
export interface FeedCounters {
  readonly sent: number;
  readonly accepted: number;
  readonly refused: number;
  readonly poolFull: number;
}

export class Feeder {
  readonly batchSize: number;
  /** Transactions handed to a request so far. */
  sent = 0;
  accepted = 0;
  refused = 0;
  /** Refusals because the pool was full. */
  poolFull = 0;
  /** Requests that failed as a whole (connection, timeout, an API error for the request). */
  requestErrors = 0;
  /** Requests sent again after a connection reset. */
  retries = 0;
  /** A full hash sent twice: the fixtures were not unique. */
  duplicates = 0;
  /** Why transactions were refused, by description (numbers folded). */
  readonly reasons = new Map<string, number>();
  /** Round trip of each request, ms. */
  readonly requestTimes = new LatencyHistogram(5, 120_000);
  /** The most seconds of the schedule the feeder was behind, and how long it was more than two
   * batches behind. */
  maxLagSeconds = 0;
  behindSeconds = 0;
  inFlightLimit = START_IN_FLIGHT;
  exhausted = false;
  private inFlight = 0;
  private wake: (() => void) | undefined;

  constructor(
    private readonly base: string,
    private readonly reader: FixtureReader,
    readonly rate: number,
    /** Full hash (hex) -> when it was sent (ms); the follower deletes what it sees in a block. */
    private readonly pending: Map<string, number>,
  ) {
    this.batchSize = batchSizeFor(rate);
  }

  counters(): FeedCounters {
    return { sent: this.sent, accepted: this.accepted, refused: this.refused, poolFull: this.poolFull };
  }

  /** Feeds from `t0` until `end` (ms) or the end of the fixtures, then waits for the answers. */
  async run(t0: number, end: number): Promise<void> {
    let last = Date.now();
    for (;;) {
      const now = Date.now();
      if (now >= end) break;
      const owed = Math.floor(((now - t0) / 1000) * this.rate) - this.sent;
      const lag = owed / this.rate;
      if (lag > this.maxLagSeconds) this.maxLagSeconds = lag;
      if (owed >= 2 * this.batchSize) this.behindSeconds += (now - last) / 1000;
      last = now;
      if (owed < this.batchSize) {
        const dueAt = t0 + ((this.sent + this.batchSize) / this.rate) * 1000;
        await this.sleep(Math.max(1, Math.min(dueAt, end) - now));
        continue;
      }
      if (this.inFlight >= this.inFlightLimit) {
        if (owed >= 2 * this.batchSize && this.inFlightLimit < MAX_IN_FLIGHT) {
          this.inFlightLimit++;
          continue;
        }
        await this.slotFree();
        continue;
      }
      const batch = await this.reader.take(this.batchSize);
      if (batch.hexes.length === 0) {
        this.exhausted = true;
        break;
      }
      this.send(batch);
    }
    while (this.inFlight > 0) await this.slotFree();
  }

  private send(batch: FixtureBatch): void {
    const at = Date.now();
    for (const h of batch.hashes) {
      if (this.pending.has(h)) this.duplicates++;
      this.pending.set(h, at);
    }
    this.sent += batch.hexes.length;
    this.inFlight++;
    const body = `requestType=broadcastTransactions&transactionBytes=${batch.hexes.join(',')}`;
    void this.post(body)
      .then((json) => this.verdicts(batch, json), (err: unknown) => this.failed(batch, `request failed: ${describeError(err)}`))
      .finally(() => {
        this.requestTimes.add(Date.now() - at);
        this.inFlight--;
        this.wakeUp();
      });
  }

  /** POSTs a batch; once more if the connection was reset as it was reused (a keep-alive
   * connection the server closed at that moment: the request never reached the API, and if it
   * did, a transaction sent again counts as accepted while pending). */
  private async post(body: string, retry = true): Promise<Record<string, any>> {
    try {
      const r = await fetch(`${this.base}/api`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        signal: AbortSignal.timeout(60_000),
      });
      return (await r.json()) as Record<string, any>;
    } catch (err) {
      const code = (err as { cause?: { code?: string } }).cause?.code;
      if (!retry || !['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET'].includes(code ?? '')) throw err;
      this.retries++;
      return this.post(body, false);
    }
  }

  private verdicts(batch: FixtureBatch, json: Record<string, any>): void {
    if (json['errorCode'] !== undefined) {
      this.failed(batch, String(json['errorDescription'] ?? json['errorCode']));
      return;
    }
    this.accepted += Number(json['accepted'] ?? 0);
    const refused = Number(json['refused'] ?? 0);
    this.refused += refused;
    if (refused === 0) return;
    for (const v of (json['transactions'] as Array<Record<string, unknown>> | undefined) ?? []) {
      if (v['accepted'] === true) continue;
      const why = String(v['errorDescription'] ?? '?');
      if (why.includes('the pool holds')) this.poolFull++;
      this.note(why);
      const hash = batch.hashes[Number(v['index'])];
      if (hash !== undefined) this.pending.delete(hash);
    }
  }

  private failed(batch: FixtureBatch, why: string): void {
    this.requestErrors++;
    this.refused += batch.hashes.length;
    this.note(why, batch.hashes.length);
    for (const h of batch.hashes) this.pending.delete(h);
  }

  private note(why: string, n = 1): void {
    const key = why.replace(/[0-9]+/g, 'N').slice(0, 100);
    this.reasons.set(key, (this.reasons.get(key) ?? 0) + n);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((r) => setTimeout(r, ms));
  }

  /** Resolves when a request comes back (or after 50 ms, so the schedule is looked at again). */
  private slotFree(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wake = undefined;
        resolve();
      }, 50);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
    });
  }

  private wakeUp(): void {
    this.wake?.();
  }
}

function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause === undefined ? err.message : `${err.message} (${cause.code ?? cause.message ?? 'no cause'})`;
}
