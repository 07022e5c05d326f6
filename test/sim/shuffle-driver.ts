// Drives shufflings across simulated nodes: the shufflers on every node act after each block,
// their transactions gossip to the forging node, which forges the next block; repeated until a
// condition holds. Also the participants' shufflers (started on the node that holds them) and the
// digests of every node.
import { expect } from '@jest/globals';
import type { ShufflerApi } from '../../src/actors/shuffler/interface.js';
import { SystemId } from '../../src/actors/system-ids.js';
import { shufflingOf } from '../../src/capabilities/shuffling/queries.js';
import type { Shuffling } from '../../src/capabilities/shuffling/records.js';
import { keyOf, UNTIL_TIMEOUT_MS, type NetworkSim, type SimNode } from './network-sim.js';

export const shufflerOf = (n: SimNode) => n.node.actorClient<ShufflerApi>(SystemId.shuffler)!;
export const recordOn = (n: SimNode, id: bigint): Shuffling | undefined => shufflingOf(n.node.state, id);

/** Resolves once no shuffler machine on `n` has a submission in flight (polled: a busy machine
 * only makes it take longer; UNTIL_TIMEOUT_MS turns a hang into a failure). */
async function settle(n: SimNode): Promise<void> {
  const deadline = performance.now() + UNTIL_TIMEOUT_MS;
  for (;;) {
    const children = n.node.debugSnapshot()[SystemId.shuffler]?.children ?? {};
    if (!Object.values(children).some((c) => JSON.stringify(c.state).includes('sending'))) return;
    if (performance.now() > deadline) throw new Error(`a shuffler on ${n.name} is still sending`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Every transaction pending anywhere has reached the forger's pool. */
async function gossiped(sim: NetworkSim, forger: SimNode): Promise<void> {
  await sim.until(
    async () => {
      for (const n of sim.nodes) for (const tx of await n.node.mempool.list()) if ((await forger.node.mempool.get(tx.id)) === undefined) return false;
      return true;
    },
    { what: 'every pending transaction at the forger' },
  );
}

/** Forges on `forger` until `done` holds (checked after the shufflers settle); at most `max` blocks. */
export async function driveUntil(sim: NetworkSim, forger: SimNode, done: () => boolean, max = 40): Promise<number> {
  for (let n = 0; ; n++) {
    for (const node of sim.nodes) await settle(node);
    if (done()) return n;
    if (n >= max) throw new Error(`not done after ${max} blocks: ${sim.describe()}`);
    await gossiped(sim, forger);
    await sim.forgeEverywhere(forger);
  }
}

/** Starts the shuffler of `phrase` on `n` with a fresh recipient. */
export async function startOn(n: SimNode, phrase: string, fullHash: Uint8Array, recipient: string): Promise<void> {
  const info = await shufflerOf(n).startShuffler({ secret: phrase, shufflingFullHash: fullHash, recipientPublicKey: keyOf(recipient).publicKey });
  expect(info.state).not.toBe('failed');
}

/** Every node's state digest is the same. */
export async function digestsAgree(sim: NetworkSim): Promise<void> {
  await sim.converged();
  const digests = await Promise.all(sim.nodes.map(async (n) => (await n.node.stateDigest()).digest));
  expect(new Set(digests).size).toBe(1);
}
