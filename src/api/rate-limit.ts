// Write-request limit per client address: a token bucket holding up to `perSecond` tokens,
// refilled continuously at `perSecond` tokens per second. A request that finds no token is
// refused before anything runs, so nothing it sent is half-applied.

export interface RateDecision {
  readonly allowed: boolean;
  /** Seconds until a token is available (0 when allowed). */
  readonly retryAfterSeconds: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Buckets are dropped once full again; pruning runs when the map grows past this size. */
const PRUNE_THRESHOLD = 10_000;

export class WriteRateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    /** Read on every call, so setConfiguration can change the rate of a running node. */
    private readonly perSecond: () => number,
    /** Monotonic milliseconds. */
    private readonly now: () => number,
  ) {}

  take(address: string): RateDecision {
    const rate = this.perSecond();
    const t = this.now();
    let bucket = this.buckets.get(address);
    if (!bucket) {
      if (this.buckets.size >= PRUNE_THRESHOLD) this.prune(t, rate);
      bucket = { tokens: rate, updatedAt: t };
      this.buckets.set(address, bucket);
    } else {
      bucket.tokens = Math.min(rate, bucket.tokens + ((t - bucket.updatedAt) / 1000) * rate);
      bucket.updatedAt = t;
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, retryAfterSeconds: 0 };
    }
    return { allowed: false, retryAfterSeconds: (1 - bucket.tokens) / rate };
  }

  /** Number of addresses currently tracked. */
  get size(): number {
    return this.buckets.size;
  }

  private prune(t: number, rate: number): void {
    for (const [address, b] of this.buckets) {
      if (b.tokens + ((t - b.updatedAt) / 1000) * rate >= rate) this.buckets.delete(address);
    }
  }
}
