// popOff across a lease's start, its end and the promotion of the queued lease, then push again:
// the state digest is the same at every height, a second node fed the same blocks agrees, and
// the lease state and forging balances come back with the blocks. (The seeded property test in
// state-digest.test.ts covers random mixes of every type; this one walks the lease heights on
// purpose.)
import { afterEach, describe, expect, it } from '@jest/globals';
import type { Block } from '../../src/domain/block.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { leaseOf } from '../../src/capabilities/accounts/queries.js';
import { idOf, keyOf } from '../chain/helpers.js';
import { accountInfoTx, leaseTx } from '../helpers/accounts-txs.js';
import { tallyNode, type TallyNode } from '../helpers/tally-node.js';

const started: TallyNode[] = [];
afterEach(async () => {
  for (const n of started.splice(0)) await n.node.stop();
});

async function start(time?: TallyNode['time']): Promise<TallyNode> {
  const n = await tallyNode(time ? { time } : {});
  started.push(n);
  return n;
}

describe('popOff across lease start and end', () => {
  it('gives back the digest, the leases and the forging balances of every height, and pushes again to the same', async () => {
    const a = await start();
    const { node, time } = a;
    const genesisId = (await node.blockchain.status()).genesisBlockId;
    const at = (from: string) => ({ from, timestamp: time.nowEpochSeconds(), ecBlockId: genesisId, appendices: { publicKeyAnnouncement: { publicKey: keyOf('pop lessee').publicKey } } });
    const lessor = idOf('devnet-1');
    const lessee = idOf('pop lessee');

    const digests = [(await node.stateDigest()).digest];
    const leases: unknown[] = [leaseOf(node.state, lessor)];
    const effective: bigint[] = [await node.blockchain.getEffectiveBalance(lessee)];
    const blocks: Block[] = [];
    // Height 1: lease [4, 6) and an account info; height 2: queued lease [6, 8), promoted at once
    // at 6. Then empty blocks to 9: start at 4, end + promotion at 6, end at 8.
    const plan = [[leaseTx(node, at('devnet-1'), lessee, 2), accountInfoTx(node, { ...at('devnet-2'), appendices: {} }, 'pop', 'popped and pushed')], [leaseTx(node, { ...at('devnet-1'), feeMTA: 2n * ONE_COIN }, lessee, 2)], [], [], [], [], [], [], []];
    for (const txs of plan) {
      for (const tx of txs) expect(await node.mempool.submit(tx)).toEqual({ accepted: true });
      blocks.push(await node.forger.generateBlock());
      digests.push((await node.stateDigest()).digest);
      leases.push(leaseOf(node.state, lessor));
      effective.push(await node.blockchain.getEffectiveBalance(lessee));
    }
    expect(leases[3]).toMatchObject({ current: { from: 4, to: 6 }, active: false, next: { from: 6, to: 8 } });
    expect(leases[4]).toMatchObject({ active: true });
    expect(leases[6]).toMatchObject({ current: { from: 6, to: 8 }, active: true, next: null });
    expect(leases[8]).toBeUndefined();
    expect(effective.map((e) => e > 0n)).toEqual([false, false, false, false, true, true, true, true, false, false]);

    for (let h = blocks.length - 1; h >= 0; h--) {
      await node.blockchain.popOff({ height: h });
      expect((await node.stateDigest()).digest).toBe(digests[h]);
      expect(leaseOf(node.state, lessor)).toEqual(leases[h]);
      expect(await node.blockchain.getEffectiveBalance(lessee)).toBe(effective[h]);
    }

    const b = await start(time);
    for (let h = 0; h < blocks.length; h++) {
      await node.blockchain.pushBlock(blocks[h]!);
      await b.node.blockchain.pushBlock(blocks[h]!);
      const [da, db] = [await node.stateDigest(), await b.node.stateDigest()];
      expect(da.digest).toBe(digests[h + 1]);
      expect(db).toEqual(da);
      expect(leaseOf(b.node.state, lessor)).toEqual(leases[h + 1]);
    }
  }, 60_000);
});
