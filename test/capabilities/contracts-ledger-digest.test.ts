// The state-digest property over seeded random sequences of the contracts' generators alone
// (contract-generators.ts, which the node-wide test in test/node/state-digest.test.ts takes with
// every capability's): popOff then push again gives the same digest at every height, a second
// node fed the same blocks agrees, and the runs exercised every type, storage writes, events and
// reverts.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { Block } from '../../src/domain/block.js';
import type { Transaction } from '../../src/domain/transaction.js';
import { ACTORS, opArbitrary, type Op } from '../helpers/digest-generators.js';
import { CONTRACT_GENERATORS } from '../helpers/contract-generators.js';
import { contractNode, type ContractNode } from '../helpers/contract-node.js';

const planArbitrary = fc.array(fc.array(opArbitrary, { minLength: 0, maxLength: 8 }), { minLength: 3, maxLength: 8 });

async function build(t: ContractNode, plan: readonly Op[][]) {
  const node = t.node;
  const genesis = (await node.blockchain.status()).genesisBlockId;
  const digests = [(await node.stateDigest()).digest];
  const blocks: Block[] = [];
  const kinds = new Set<string>();
  const events = new Set<string>();
  const off = node.events.on('blockPushed', (b) => b.events.forEach((e) => events.add(`${e.capability}.${e.name}${e.attributes['ok'] === false ? '.reverted' : ''}`)));
  for (const ops of plan) {
    const height = (await node.blockchain.status()).height;
    for (const op of ops) {
      const tx: Transaction | undefined = CONTRACT_GENERATORS[op.kind % CONTRACT_GENERATORS.length]!(op, { node, timestamp: t.time.nowEpochSeconds(), ecBlockId: genesis, height }, ACTORS);
      if (tx === undefined) continue;
      if ((await node.mempool.submit(tx).catch(() => ({ accepted: false }))).accepted) kinds.add(tx.txType.name);
    }
    blocks.push(await node.forger.generateBlock());
    digests.push((await node.stateDigest()).digest);
  }
  off();
  return { blocks, digests, kinds, events };
}

describe('contracts: state digest over random sequences', () => {
  it('popOff then push again gives the same digest at every height, and a second node agrees', async () => {
    const seen = new Set<string>();
    const seenEvents = new Set<string>();
    await fc.assert(
      fc.asyncProperty(planArbitrary, async (plan) => {
        const a = await contractNode();
        const b = await contractNode({ time: a.time });
        try {
          const { blocks, digests, kinds, events } = await build(a, plan);
          kinds.forEach((k) => seen.add(k));
          events.forEach((e) => seenEvents.add(e));
          for (let h = blocks.length - 1; h >= 0; h--) {
            await a.node.blockchain.popOff({ height: h });
            expect((await a.node.stateDigest()).digest).toBe(digests[h]);
          }
          for (let h = 0; h < blocks.length; h++) {
            await a.node.blockchain.pushBlock(blocks[h]!);
            await b.node.blockchain.pushBlock(blocks[h]!);
            const [da, db] = [await a.node.stateDigest(), await b.node.stateDigest()];
            expect(da.digest).toBe(digests[h + 1]);
            expect(db).toEqual(da);
          }
        } finally {
          await a.close();
          await b.close();
        }
      }),
      { seed: 3, numRuns: 25 },
    );
    expect([...seen].sort()).toEqual(['ContractCall', 'ContractReferenceDelete', 'ContractReferenceSet', 'ContractUpload']);
    const wanted = ['contracts.uploaded', 'contracts.uploaded.reverted', 'contracts.called', 'contracts.called.reverted', 'contracts.event', 'contracts.referenceSet', 'contracts.referenceDeleted'];
    expect(wanted.filter((e) => !seenEvents.has(e))).toEqual([]);
  }, 120_000);
});
