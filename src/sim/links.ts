// The simulated wire between the nodes of a simulation: every message between two transports
// goes through `send`, which applies the directed link's conditions (delay, loss, duplication,
// reordering) with the run's random stream, or drops it when the link is cut (a partition, or an
// asymmetric link cut one way). Delivery is a callback on the scheduler, so the order of arrival
// is a function of the seed. Every decision is written to the run's event log.
import type { Rng } from './rng.js';
import type { SimScheduler } from './scheduler.js';

/** How a directed link treats messages. */
export interface LinkConditions {
  /** Delay of each message, uniformly in [minDelayMs, maxDelayMs]. */
  readonly minDelayMs: number;
  readonly maxDelayMs: number;
  /** Probability that a message is lost. */
  readonly loss: number;
  /** Probability that a message arrives twice. */
  readonly duplicate: number;
  /** Probability that a message is held back by up to another maxDelayMs (reordering). */
  readonly reorder: number;
}

export const DEFAULT_LINK: LinkConditions = { minDelayMs: 5, maxDelayMs: 40, loss: 0, duplicate: 0, reorder: 0 };

/** One line of the event log: `<ms> <kind> <detail>`. */
export type EventLog = string[];

export class SimLinks {
  readonly #defaults: LinkConditions;
  readonly #links = new Map<string, LinkConditions>();
  readonly #cut = new Set<string>();
  /** Messages sent, lost, duplicated (for the summary). */
  readonly counts = { sent: 0, lost: 0, duplicated: 0, cut: 0 };

  constructor(
    readonly scheduler: SimScheduler,
    readonly rng: Rng,
    readonly log: EventLog,
    defaults: Partial<LinkConditions> = {},
  ) {
    this.#defaults = { ...DEFAULT_LINK, ...defaults };
  }

  /** The conditions from `a` to `b`. */
  conditions(a: string, b: string): LinkConditions {
    // Most runs set no link of their own: no key to build.
    return this.#links.size === 0 ? this.#defaults : this.#links.get(`${a}>${b}`) ?? this.#defaults;
  }

  /** Sets the conditions of a->b (and b->a unless `oneWay`). */
  setLink(a: string, b: string, c: Partial<LinkConditions>, oneWay = false): void {
    this.#links.set(`${a}>${b}`, { ...this.conditions(a, b), ...c });
    if (!oneWay) this.#links.set(`${b}>${a}`, { ...this.conditions(b, a), ...c });
    this.record('link', `${a}${oneWay ? '>' : '<>'}${b} ${JSON.stringify(c)}`);
  }

  /** Cuts a->b (and b->a unless `oneWay`): messages are dropped and dials fail. */
  cut(a: string, b: string, oneWay = false): void {
    this.#cut.add(`${a}>${b}`);
    if (!oneWay) this.#cut.add(`${b}>${a}`);
  }

  restore(a: string, b: string): void {
    this.#cut.delete(`${a}>${b}`);
    this.#cut.delete(`${b}>${a}`);
  }

  restoreAll(): void {
    this.#cut.clear();
  }

  isCut(a: string, b: string): boolean {
    return this.#cut.size > 0 && this.#cut.has(`${a}>${b}`);
  }

  /** Both directions pass (a connection can be set up). */
  reachable(a: string, b: string): boolean {
    return !this.isCut(a, b) && !this.isCut(b, a);
  }

  /** Sends one message from `a` to `b`; `deliver` runs on arrival (zero, one or two times).
   * `reliable` messages (connection set-up: TCP retransmits them) are only delayed. A lost
   * message with `onLost` (a request or its response: over TCP a loss shows as a reset stream,
   * not as silence) calls it after the link's delay instead. An `inert` message is one whose
   * arrival would do nothing (gossip the receiver has already seen, and will still have seen on
   * arrival): it is drawn, counted and logged as any other, but no delivery is scheduled (about
   * half of a flood's copies; each would cost an event and a turn of the event loop). */
  send(a: string, b: string, what: string, deliver: () => void, opts: { reliable?: boolean; onLost?: () => void; inert?: boolean } = {}): void {
    this.counts.sent++;
    const c = this.conditions(a, b);
    if (this.isCut(a, b)) return this.#lost('cut', a, b, what, c, opts.onLost);
    const reliable = opts.reliable === true;
    if (!reliable && this.rng.chance(c.loss)) return this.#lost('lost', a, b, what, c, opts.onLost);
    const copies = !reliable && this.rng.chance(c.duplicate) ? 2 : 1;
    if (copies === 2) this.counts.duplicated++;
    for (let i = 0; i < copies; i++) {
      let delay = this.rng.int(c.minDelayMs, Math.max(c.minDelayMs, c.maxDelayMs));
      if (this.rng.chance(c.reorder)) delay += this.rng.int(1, Math.max(1, c.maxDelayMs));
      // Its arrival would change nothing: the draws above keep the run's randomness as it was.
      if (opts.inert === true) continue;
      this.scheduler.setTimeout(() => {
        // A link cut while the message was on its way loses it.
        if (this.isCut(a, b)) opts.onLost?.();
        else deliver();
      }, delay);
    }
  }

  #lost(kind: 'cut' | 'lost', a: string, b: string, what: string, c: LinkConditions, onLost: (() => void) | undefined): void {
    this.counts[kind]++;
    this.record(kind, `${a}>${b} ${what}`);
    if (onLost !== undefined) this.scheduler.setTimeout(onLost, this.rng.int(c.minDelayMs, Math.max(c.minDelayMs, c.maxDelayMs)));
  }

  record(kind: string, detail: string): void {
    this.log.push(`${this.scheduler.now()} ${kind} ${detail}`);
  }
}
