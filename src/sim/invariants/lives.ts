// Following every node's lives: a crash ends one and a restart begins another on a new Node
// object, so listeners must be attached again. `poll` (from the invariants' sampling tick and at
// each checkpoint) compares each SimNode's running Node with the one it attached to, detaches
// from a life that ended (crashed, stopped, turned Byzantine) and attaches to the new one.
import type { Node } from '../../node.js';
import type { SimNode, Simulation } from '../simulation.js';

/** What follows a node's lives (transaction liveness, block fingerprints). */
export interface LifeHooks {
  /** A life of an honest running node begins (or is first seen); returns the unsubscribers. */
  attach(n: SimNode): Array<() => void>;
  /** That life ended: whatever was tracked for it is forgotten. */
  detach(index: number): void;
}

export class NodeLives {
  readonly #attached = new Map<number, { readonly node: Node; readonly offs: Array<() => void> }>();

  constructor(
    private readonly sim: Simulation,
    private readonly hooks: readonly LifeHooks[],
  ) {}

  /** Attaches to the lives that began and detaches from those that ended since the last poll. */
  poll(): void {
    for (const n of this.sim.nodes) {
      const seen = this.#attached.get(n.index);
      const alive = n.running && n.honest;
      if (seen !== undefined && (!alive || seen.node !== n.node)) this.#end(n.index);
      if (alive && !this.#attached.has(n.index)) {
        this.#attached.set(n.index, { node: n.node, offs: this.hooks.flatMap((h) => h.attach(n)) });
      }
    }
  }

  /** Detaches from every node. */
  stop(): void {
    for (const index of [...this.#attached.keys()]) this.#end(index);
  }

  #end(index: number): void {
    const seen = this.#attached.get(index);
    if (seen === undefined) return;
    this.#attached.delete(index);
    for (const off of seen.offs) off();
    for (const h of this.hooks) h.detach(index);
  }
}
