// Keeps our requests to one peer under its rate limit: a peer answers at most
// `maxRequestsPerSecond` (50 by default) requests per second from us and penalises the rest as
// flooding, so a fast download must pace itself rather than get blacklisted by an honest peer.
// Sliding window: at most `perSecond` requests start in any 1000 ms, which also holds for the
// peer's fixed windows.

export interface PacerModules {
  readonly now?: () => number;
  /** How to wait (tests pass a fake). */
  readonly wait?: (ms: number) => Promise<void>;
}

function realWait(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    t.unref?.();
  });
}

export class RequestPacer {
  readonly #perSecond: number;
  readonly #now: () => number;
  readonly #wait: (ms: number) => Promise<void>;
  /** Start times of the recent requests per peer, oldest first. */
  readonly #starts = new Map<string, number[]>();

  constructor(perSecond: number, modules: PacerModules = {}) {
    if (!Number.isInteger(perSecond) || perSecond < 1) throw new RangeError('requests per second must be a positive integer');
    this.#perSecond = perSecond;
    this.#now = modules.now ?? Date.now;
    this.#wait = modules.wait ?? realWait;
  }

  /** Resolves when a request to `peerId` may start (and counts it). */
  async acquire(peerId: string): Promise<void> {
    for (;;) {
      const now = this.#now();
      let starts = this.#starts.get(peerId);
      if (starts == null) {
        starts = [];
        this.#starts.set(peerId, starts);
      }
      while (starts.length > 0 && now - starts[0]! >= 1000) starts.shift();
      if (starts.length < this.#perSecond) {
        starts.push(now);
        return;
      }
      await this.#wait(starts[0]! + 1000 - now);
    }
  }

  /** Forgets a peer (disconnected). */
  forget(peerId: string): void {
    this.#starts.delete(peerId);
  }
}
