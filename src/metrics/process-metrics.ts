// prom-client's process metrics (CPU, memory, heap, event loop lag, GC, handles) in a registry of
// their own, one per process and prefix. They describe the process, not a node: several nodes in
// one process (the tests, the simulations) share them, and the event-loop and GC monitors they
// start (which prom-client cannot stop) are started once, not once per node.
import { collectDefaultMetrics, Registry } from 'prom-client';

const registries = new Map<string, Registry>();

export function processRegistry(prefix: string): Registry {
  let registry = registries.get(prefix);
  if (registry === undefined) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix });
    registries.set(prefix, registry);
  }
  return registry;
}
