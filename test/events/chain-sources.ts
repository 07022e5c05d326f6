// An in-memory chain (test/chain's fixture, its clock at epoch second 1000) whose blockchain,
// store and mempool feed an event hub through connectSources, as the node wires them; the
// sources stopped and the chain closed after each test. Shared by replay.test.ts and
// sources.test.ts.
import { afterEach } from '@jest/globals';
import type { Capability } from '../../src/capabilities/capability.js';
import type { EventHub } from '../../src/events/hub.js';
import { connectSources, type ConnectedSources } from '../../src/events/sources.js';
import { chainFixture, type ChainFixture } from '../chain/helpers.js';

export interface ChainSources {
  /** The sources of the running test, once connected. */
  readonly sources: ConnectedSources | undefined;
  /** Starts the running test's chain. */
  chain(): Promise<ChainFixture>;
  /** Connects the running test's chain, and `capabilities`, to `hub`. */
  connect(hub: EventHub, capabilities?: Capability[]): ConnectedSources;
}

/** Call at the top of a test file: registers the afterEach that tears the test's chain down. */
export function chainSourcesPerTest(): ChainSources {
  let fx: ChainFixture | undefined;
  let sources: ConnectedSources | undefined;
  afterEach(async () => {
    sources?.stop();
    await fx?.close();
    fx = undefined;
    sources = undefined;
  });
  return {
    get sources() {
      return sources;
    },
    async chain() {
      const f = await chainFixture();
      fx = f;
      f.time.set(1000);
      return f;
    },
    connect(hub, capabilities = []) {
      const f = fx;
      if (f === undefined) throw new Error('connect() before chain()');
      sources = connectSources(hub, {
        events: f.blockchain.events,
        state: f.store,
        capabilities,
        onTransactionsAdded: (l) => f.mempool.onTransactionsAdded(l),
        onTransactionRemoved: (l) => f.mempool.onTransactionRemoved(l),
      });
      return sources;
    },
  };
}
