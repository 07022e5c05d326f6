// Byzantine behaviours a simulated node can take on (Simulation.byzantine). The node keeps running
// its honest code; on top, every `everyMs` of simulated time it sends what no honest node sends.
// Honest peers must penalise it until they blacklist it (the blacklist invariant), and never
// blacklist each other because of it.
//   - invalid-blocks: block gossip that does not decode (seeded random bytes);
//   - invalid-transactions: transaction gossip that does not decode;
//   - flood: bursts of sync requests well over each peer's per-second limit.
import type { SimNode, Simulation } from './simulation.js';

export type ByzantineKind = 'invalid-blocks' | 'invalid-transactions' | 'flood';

export interface ByzantineOptions {
  readonly kind: ByzantineKind;
  /** Simulated ms between misdeeds (default 1000). */
  readonly everyMs?: number;
}

/** Makes node `index` Byzantine: it no longer counts as honest for the invariants. */
export function makeByzantine(sim: Simulation, index: number, opts: ByzantineOptions): void {
  const node = sim.nodes[index]!;
  node.honest = false;
  sim.links.record('byzantine', `${node.name} ${opts.kind}`);
  sim.onStop(start(sim, node, opts));
}

function start(sim: Simulation, node: SimNode, opts: ByzantineOptions): () => void {
  const rng = sim.rng.stream(`byzantine-${node.name}`);
  const every = opts.everyMs ?? 1000;
  let running = true;
  const act = (): void => {
    const t = node.transport;
    if (!t.started) return;
    switch (opts.kind) {
      case 'invalid-blocks':
        t.sendRawGossip('block', rng.bytes(rng.int(100, 400)));
        break;
      case 'invalid-transactions':
        t.sendRawGossip('transaction', rng.bytes(rng.int(50, 200)));
        break;
      case 'flood': {
        const burst = t.init.maxRequestsPerSecond * 2;
        for (const peerId of t.introducedPeers()) {
          for (let i = 0; i < burst; i++) t.request(peerId, 'cumulativeDifficulty', new Uint8Array(0)).catch(() => undefined);
        }
        break;
      }
    }
  };
  const next = (): void => {
    sim.scheduler.setTimeout(() => {
      if (!running) return;
      act();
      next();
    }, every);
  };
  next();
  return () => {
    running = false;
  };
}
