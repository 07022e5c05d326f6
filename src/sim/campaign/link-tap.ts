// What the links did to the messages of chosen links, for the campaign's per-fault effects. The
// tap sits between the transports and SimLinks (SimDirectory.tap): it numbers each message of a
// directed link and sees each copy arrive, without touching the links' randomness. A watch
// (`watch(a, b)`) counts the messages sent from the moment it opens to the moment it closes, and
// their fate whenever it comes (a copy may arrive after the close):
//   - cut: sent while the link was cut (a partition or a one-way cut);
//   - lost: sent, not cut, and never arrived (lost by the link's loss rate, or cut on the way);
//   - duplicated: a second copy arrived;
//   - reordered: arrived after a message sent later on the same link had arrived.
import type { SimLinks } from '../links.js';
import type { LinkTap, SendOptions } from '../transport.js';

export interface LinkEffects {
  sent: number;
  cut: number;
  lost: number;
  duplicated: number;
  reordered: number;
}

class Watch {
  readonly effects: LinkEffects = { sent: 0, cut: 0, lost: 0, duplicated: 0, reordered: 0 };
  delivered = 0;
  /** The last sequence number of the window (Infinity while open). */
  last = Number.POSITIVE_INFINITY;
  constructor(readonly first: number) {}
  holds(seq: number): boolean {
    return seq >= this.first && seq <= this.last;
  }
}

class DirectedLink {
  seq = 0;
  /** Highest sequence number that arrived so far. */
  highest = 0;
  watches: Watch[] = [];
}

/** A set of watches on some directed links, closed together. */
export class LinkWatch {
  constructor(private readonly parts: ReadonlyArray<{ link: DirectedLink; watch: Watch }>) {}

  /** Stops counting new messages (copies of those counted may still arrive). */
  close(): void {
    for (const { link, watch } of this.parts) watch.last = link.seq;
  }

  /** The effects so far, summed over the watched links (lost: sent, not cut, not arrived). */
  effects(): LinkEffects {
    const out: LinkEffects = { sent: 0, cut: 0, lost: 0, duplicated: 0, reordered: 0 };
    for (const { watch } of this.parts) {
      const e = watch.effects;
      out.sent += e.sent;
      out.cut += e.cut;
      out.duplicated += e.duplicated;
      out.reordered += e.reordered;
      out.lost += e.sent - e.cut - watch.delivered;
    }
    return out;
  }

  /** Stops following the links (after close, once the copies had time to arrive). */
  release(): void {
    for (const { link, watch } of this.parts) link.watches = link.watches.filter((w) => w !== watch);
  }
}

export class CountingTap implements LinkTap {
  readonly #links = new Map<string, DirectedLink>();

  #link(a: string, b: string): DirectedLink {
    const key = `${a}>${b}`;
    let link = this.#links.get(key);
    if (link === undefined) {
      link = new DirectedLink();
      this.#links.set(key, link);
    }
    return link;
  }

  /** Watches the directed links `a>b` (and `b>a` unless oneWay), by node name. */
  watch(pairs: ReadonlyArray<readonly [string, string]>): LinkWatch {
    const parts = pairs.map(([a, b]) => {
      const link = this.#link(a, b);
      const watch = new Watch(link.seq + 1);
      link.watches.push(watch);
      return { link, watch };
    });
    return new LinkWatch(parts);
  }

  watching(a: string, b: string): boolean {
    return this.#links.size > 0 && (this.#links.get(`${a}>${b}`)?.watches.length ?? 0) > 0;
  }

  send(links: SimLinks, a: string, b: string, what: string, deliver: () => void, opts: SendOptions): void {
    const link = this.#links.size === 0 ? undefined : this.#links.get(`${a}>${b}`);
    // Not watched: straight to the links (the order of a link's messages matters only within a
    // watch, whose numbers all follow those sent before it).
    if (link === undefined || link.watches.length === 0) {
      links.send(a, b, what, deliver, opts);
      return;
    }
    const seq = ++link.seq;
    const watching = link.watches.filter((w) => w.holds(seq));
    const cut = links.isCut(a, b);
    for (const w of watching) {
      w.effects.sent++;
      if (cut) w.effects.cut++;
    }
    let copies = 0;
    links.send(a, b, what, () => {
      copies++;
      for (const w of watching) {
        if (copies > 1) w.effects.duplicated++;
        else {
          w.delivered++;
          if (seq < link.highest) w.effects.reordered++;
        }
      }
      if (seq > link.highest) link.highest = seq;
      deliver();
    }, opts);
  }
}
