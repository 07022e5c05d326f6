// Property tests of the state digest over seeded random sequences of transactions of every
// capability (test/helpers/digest-generators.ts): popOff then push again gives the same digest at
// every height; a second node fed the same blocks agrees at every height; a restarted node keeps
// its digest. Every capability adds its transaction types to the generators.
import { afterAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Node } from '../../src/node.js';
import type { Block } from '../../src/domain/block.js';
import { GENERATORS, generatorFor, opArbitrary, type Op } from '../helpers/digest-generators.js';
import { TALLY_CAPABILITIES, tallyNode } from '../helpers/tally-node.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

const planArbitrary = fc.array(fc.array(opArbitrary, { minLength: 0, maxLength: 8 }), { minLength: 3, maxLength: 10 });

/** Forges one block per entry of the plan with whatever of its transactions the pool admits;
 * returns the blocks and the digest after each (index 0: before the first block). */
async function build(node: Node, timeNow: () => number, plan: readonly Op[][]): Promise<{ blocks: Block[]; digests: string[]; kinds: Set<string>; events: Set<string> }> {
  const genesisId = (await node.blockchain.status()).genesisBlockId;
  const digests = [(await node.stateDigest()).digest];
  const blocks: Block[] = [];
  const kinds = new Set<string>();
  // Block events by `<capability>.<name>`: shows which block-phase work (a lease's start and end) ran.
  const events = new Set<string>();
  const unsubscribe = node.events.on('blockPushed', (pushed) => pushed.events.forEach((e) => events.add(`${e.capability}.${e.name}`)));
  for (const ops of plan) {
    const height = (await node.blockchain.status()).height;
    for (const op of ops) {
      const tx = generatorFor(op)(op, { node, timestamp: timeNow(), ecBlockId: genesisId, height });
      if (tx === undefined) continue;
      // Refusals (not enough funds or units, ...) are part of the randomness.
      if ((await node.mempool.submit(tx).catch(() => ({ accepted: false }))).accepted) kinds.add(tx.txType.name);
    }
    blocks.push(await node.forger.generateBlock());
    digests.push((await node.stateDigest()).digest);
  }
  unsubscribe();
  return { blocks, digests, kinds, events };
}

describe('state digest (seeded random transaction sequences)', () => {
  it('covers every capability that has transaction types', () => {
    const withTypes = TALLY_CAPABILITIES.filter((c) => (c.transactionTypes ?? []).length > 0).map((c) => c.name);
    expect(Object.keys(GENERATORS).sort()).toEqual(withTypes.sort());
  });

  it('popOff then push again gives the same digest at every height, and a second node agrees', async () => {
    const seen = new Set<string>();
    const seenEvents = new Set<string>();
    await fc.assert(
      fc.asyncProperty(planArbitrary, async (plan) => {
        const a = await tallyNode();
        const b = await tallyNode({ time: a.time });
        try {
          const { blocks, digests, kinds, events } = await build(a.node, () => a.time.nowEpochSeconds(), plan);
          kinds.forEach((k) => seen.add(k));
          events.forEach((e) => seenEvents.add(e));
          // Pop one block at a time down to genesis: each height's digest comes back.
          for (let h = blocks.length - 1; h >= 0; h--) {
            await a.node.blockchain.popOff({ height: h });
            expect((await a.node.stateDigest()).digest).toBe(digests[h]);
          }
          // Push the same blocks again, on the popped node and on a fresh one.
          for (let h = 0; h < blocks.length; h++) {
            await a.node.blockchain.pushBlock(blocks[h]!);
            await b.node.blockchain.pushBlock(blocks[h]!);
            const [da, db] = [await a.node.stateDigest(), await b.node.stateDigest()];
            expect(da.digest).toBe(digests[h + 1]);
            expect(db).toEqual(da);
          }
        } finally {
          await a.node.stop();
          await b.node.stop();
        }
      }),
      { seed: 1, numRuns: 200 },
    );
    // The seeded runs did exercise every type (else the property says little).
    const allTypes = TALLY_CAPABILITIES.flatMap((c) => (c.transactionTypes ?? []).map((t) => t.name));
    expect([...seen].sort()).toEqual(allTypes.sort());
    // Some run popped off across a lease's start and end (and pushed them again).
    expect([...seenEvents]).toEqual(expect.arrayContaining(['accounts.leaseStarted', 'accounts.leaseEnded']));
    // ... and across totem trades, dividends and approval decisions.
    expect(['totems.trade', 'totems.dividend', 'totems.approved'].filter((e) => !seenEvents.has(e))).toEqual([]);
    // ... and across crowdfunding resolutions (both outcomes), offer expiries, exchanges and mints.
    const currencyEvents = ['currencies.crowdfundingSucceeded', 'currencies.crowdfundingFailed', 'currencies.offerExpired', 'currencies.exchange', 'currencies.minted'];
    expect(currencyEvents.filter((e) => !seenEvents.has(e))).toEqual([]);
    // ... and across phased transactions released, refused and finished early by votes, and polls counted.
    // ... and across loan defaults and expiries, and subscription payments and lapses.
    const lendingEvents = ['loans.loanDefaulted', 'loans.loanExpired', 'subscriptions.paid', 'subscriptions.lapsed'];
    expect(lendingEvents.filter((e) => !seenEvents.has(e))).toEqual([]);
    // ... and across shufflings reaching DONE, blamed and cancelled (by blame or by a timeout).
    expect(['shuffling.shufflingDone', 'shuffling.shufflingBlameStarted', 'shuffling.shufflingCancelled'].filter((e) => !seenEvents.has(e))).toEqual([]);
    // ... and across contract uploads, calls that wrote storage and emitted events, and references.
    expect(['contracts.uploaded', 'contracts.called', 'contracts.event', 'contracts.referenceSet', 'contracts.referenceDeleted'].filter((e) => !seenEvents.has(e))).toEqual([]);
    expect(['phasing.released', 'phasing.rejected', 'phasing.voted', 'phasing.controlSet', 'deferred.applied', 'deferred.refused', 'phasing.pollFinished'].filter((e) => !seenEvents.has(e))).toEqual([]);
  }, 120_000);

  it('a node restarted on its data directory keeps its digest', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'digest-'));
    dirs.push(dir);
    const plan = fc.sample(planArbitrary, { seed: 7, numRuns: 1 })[0]!;
    const first = await tallyNode({ dataDir: dir });
    const { digests } = await build(first.node, () => first.time.nowEpochSeconds(), plan);
    const before = await first.node.stateDigest();
    await first.node.stop();
    const again = await tallyNode({ dataDir: dir, time: first.time });
    try {
      expect(await again.node.stateDigest()).toEqual(before);
      expect(before.digest).toBe(digests.at(-1));
    } finally {
      await again.node.stop();
    }
  }, 60_000);
});
