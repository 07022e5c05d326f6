// The capability contract end to end on a node: a test-only capability ("tally",
// test/helpers/tally-capability.ts) registered next to the node's own, with its tables, mempool
// reservations, block hooks, scheduled work, a deferred effect, block events, queries, an API
// extra; and popOff undoing all of it.
import { afterEach, describe, expect, it } from '@jest/globals';
import type { Node } from '../../src/node.js';
import type { BlockEvent } from '../../src/domain/state/state.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { BlockRejectReason, invalidParameter, TransactionRejectedError, TxRejectReason } from '../../src/domain/errors.js';
import { buildRules, createNode } from '../../src/node.js';
import type { Capability } from '../../src/capabilities/capability.js';
import { ManualTimeSource } from '../../src/chain/time.js';
import { devnetParams } from '../../src/domain/network-params.js';
import { createSimulatedClock } from '../../src/machines/clock.js';
import { idOf } from '../chain/helpers.js';
import { counter, HOLDINGS, holdingsOf, unitsOf } from '../helpers/tally-capability.js';
import { deferred, issue, TALLY_CAPABILITIES, tallyNode, transfer, type TxInput } from '../helpers/tally-node.js';

const nodes: Node[] = [];
afterEach(async () => {
  for (const n of nodes.splice(0)) await n.stop();
});

async function setup() {
  const t = await tallyNode();
  nodes.push(t.node);
  const events: BlockEvent[][] = [];
  t.node.events.on('blockPushed', (e) => events.push([...e.events]));
  const genesisId = (await t.node.blockchain.status()).genesisBlockId;
  const input = (from: string, extra: Partial<TxInput> = {}): TxInput => ({ from, timestamp: t.time.nowEpochSeconds(), ecBlockId: genesisId, ...extra });
  return { ...t, events, input };
}

describe('capability contract (tally test capability)', () => {
  it('applies its types to its own tables and reports block events', async () => {
    const { node, input, events } = await setup();
    const tx = issue(node, input('devnet-0'), 100n);
    await node.mempool.submit(tx);
    await node.forger.generateBlock();
    expect(unitsOf(node.state, tx.id, idOf('devnet-0'))).toBe(100n);
    expect(holdingsOf(node.state, idOf('devnet-0'))).toEqual([{ tally: tx.id, account: idOf('devnet-0'), units: 100n }]);
    expect(events.at(-1)).toEqual([{ capability: 'tally', name: 'issued', transactionId: tx.id, attributes: { units: 100n } }]);
  });

  it('runs beginBlock before and endBlock after the transactions of every block', async () => {
    const { node, input } = await setup();
    expect(counter(node.state, 'blocks')).toBe(0n); // genesis runs no hooks
    await node.forger.generateBlock();
    expect(counter(node.state, 'blocks')).toBe(1n);
    expect(counter(node.state, 'holdingsAtEnd')).toBe(0n);
    await node.mempool.submit(issue(node, input('devnet-1'), 5n));
    await node.forger.generateBlock();
    expect(counter(node.state, 'blocks')).toBe(2n);
    expect(counter(node.state, 'holdingsAtEnd')).toBe(1n); // sees the block's own issue
  });

  it('reserves a holding in the mempool: two transfers of the same units are not both admitted', async () => {
    const { node, input } = await setup();
    const issued = issue(node, input('devnet-0'), 100n);
    await node.mempool.submit(issued);
    await node.forger.generateBlock();
    const first = transfer(node, input('devnet-0', { to: idOf('alice') }), issued.id, 60n);
    const second = transfer(node, input('devnet-0', { to: idOf('bob'), feeMTA: 2n * ONE_COIN }), issued.id, 60n);
    expect(await node.mempool.submit(first)).toEqual({ accepted: true });
    const refusal = await node.mempool.submit(second).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(TransactionRejectedError);
    expect(refusal).toMatchObject({ rejectReason: TxRejectReason.NOT_ENOUGH_FUNDS, dependsOnState: true });
    // Releasing the first (no generic inverse for a holding: the pending state is rebuilt) frees
    // the units for the second.
    expect(await node.mempool.clear()).toBe(1);
    expect(await node.mempool.submit(second)).toEqual({ accepted: true });
    const block = await node.forger.generateBlock();
    expect(block.transactions.map((t) => t.id)).toEqual([second.id]);
    expect(unitsOf(node.state, issued.id, idOf('bob'))).toBe(60n);
    expect(unitsOf(node.state, issued.id, idOf('devnet-0'))).toBe(40n);
  });

  it('runs scheduled work at its height, and popOff restores what it removed', async () => {
    const { node, input, events } = await setup();
    const issued = issue(node, input('devnet-2'), 7n, 2);
    await node.mempool.submit(issued);
    const at = (await node.forger.generateBlock()).height;
    await node.forger.generateBlock();
    expect(unitsOf(node.state, issued.id, idOf('devnet-2'))).toBe(7n);
    const before = await node.stateDigest();
    const expiry = await node.forger.generateBlock();
    expect(expiry.height).toBe(at + 2);
    expect(unitsOf(node.state, issued.id, idOf('devnet-2'))).toBe(0n);
    expect(counter(node.state, 'expired')).toBe(1n);
    expect(events.at(-1)).toEqual([{ capability: 'tally', name: 'expired', attributes: { tally: issued.id } }]);
    await node.blockchain.popOff({ numBlocks: 1 });
    expect(unitsOf(node.state, issued.id, idOf('devnet-2'))).toBe(7n);
    expect(counter(node.state, 'expired')).toBe(0n);
    expect(await node.stateDigest()).toEqual(before);
    await node.blockchain.pushBlock(expiry);
    expect(unitsOf(node.state, issued.id, idOf('devnet-2'))).toBe(0n);
  });

  it('defers an effect to a later height: applied when approved, refunded when not', async () => {
    const { node, input, events } = await setup();
    const issued = issue(node, input('devnet-3'), 50n);
    await node.mempool.submit(issued);
    await node.forger.generateBlock();
    const sender = idOf('devnet-3');
    const balance = async () => (await node.blockchain.getAccount(sender))!.balanceMTA;
    const start = await balance();
    const yes = deferred(node, input('devnet-3', { to: idOf('alice'), amountMTA: 3n * ONE_COIN }), issued.id, 20n, 2, true);
    const no = deferred(node, input('devnet-3', { to: idOf('bob'), amountMTA: 5n * ONE_COIN }), issued.id, 20n, 2, false);
    await node.mempool.submit(yes);
    await node.mempool.submit(no);
    const accepted = await node.forger.generateBlock();
    expect(accepted.transactions).toHaveLength(2);
    // Accepted: fees paid, amounts held, units untouched.
    expect(await balance()).toBe(start - 8n * ONE_COIN - 2n * ONE_COIN);
    expect(unitsOf(node.state, issued.id, sender)).toBe(50n);
    expect(events.at(-1)!.filter((e) => e.name === 'deferred').map((e) => e.transactionId).sort()).toEqual([yes.id, no.id].sort());
    await node.forger.generateBlock();
    expect(unitsOf(node.state, issued.id, idOf('alice'))).toBe(0n);
    await node.forger.generateBlock(); // height accepted + 2: both resolve
    expect(unitsOf(node.state, issued.id, idOf('alice'))).toBe(20n);
    expect(unitsOf(node.state, issued.id, idOf('bob'))).toBe(0n);
    expect(unitsOf(node.state, issued.id, sender)).toBe(30n);
    // The refused one's amount went back; the approved one's reached its recipient.
    expect(await balance()).toBe(start - 3n * ONE_COIN - 2n * ONE_COIN);
    expect((await node.blockchain.getAccount(idOf('alice')))?.balanceMTA).toBe(3n * ONE_COIN);
    const resolved = events.at(-1)!.filter((e) => e.capability === 'deferred');
    expect(resolved).toEqual(
      expect.arrayContaining([
        { capability: 'deferred', name: 'applied', transactionId: yes.id, attributes: {} },
        { capability: 'deferred', name: 'refused', transactionId: no.id, attributes: {} },
      ]),
    );
  });

  it('refuses a deferred effect whose rules no longer hold at its height, and refunds it', async () => {
    const { node, input } = await setup();
    const issued = issue(node, input('devnet-4'), 10n);
    await node.mempool.submit(issued);
    await node.forger.generateBlock();
    const later = deferred(node, input('devnet-4', { to: idOf('alice'), amountMTA: ONE_COIN }), issued.id, 10n, 2, true);
    await node.mempool.submit(later);
    await node.forger.generateBlock();
    // The units leave before the deferred effect is due.
    await node.mempool.submit(transfer(node, input('devnet-4', { to: idOf('bob') }), issued.id, 10n));
    await node.forger.generateBlock();
    await node.forger.generateBlock();
    expect(unitsOf(node.state, issued.id, idOf('alice'))).toBe(0n);
    expect((await node.blockchain.getAccount(idOf('alice')))?.balanceMTA ?? 0n).toBe(0n);
  });
});

describe('capability contract: failures', () => {
  it('a block whose begin-block work fails is refused with BLOCK_PHASE_FAILED, not blamed on its sender', async () => {
    const fragile: Capability = {
      name: 'fragile',
      beginBlock(state) {
        if (state.height === 3) throw invalidParameter('fragile refuses height 3');
      },
    };
    const healthy = await tallyNode();
    nodes.push(healthy.node);
    const params = devnetParams();
    const time = new ManualTimeSource({ params, startEpochSeconds: 1000 });
    const broken = await createNode({ network: 'devnet', autoForge: false, signatureWorkers: 0 }, { timeSource: time, clock: createSimulatedClock(), capabilities: [...TALLY_CAPABILITIES, fragile] });
    nodes.push(broken);
    await broken.start();
    const blocks = [await healthy.node.forger.generateBlock(), await healthy.node.forger.generateBlock(), await healthy.node.forger.generateBlock()];
    await broken.blockchain.pushBlock(blocks[0]!);
    await broken.blockchain.pushBlock(blocks[1]!);
    await expect(broken.blockchain.pushBlock(blocks[2]!)).rejects.toMatchObject({ rejectReason: BlockRejectReason.BLOCK_PHASE_FAILED, dependsOnState: true });
    // Its own forger meets the same failure in the selection, typed the same way.
    await expect(broken.forger.generateBlock()).rejects.toMatchObject({ rejectReason: BlockRejectReason.BLOCK_PHASE_FAILED });
    expect((await broken.blockchain.status()).height).toBe(2);
  });

  it('the mempool refuses a deferred effect that is not ahead of the next block', async () => {
    const { node, input } = await setup();
    const issued = issue(node, input('devnet-6'), 5n);
    await node.mempool.submit(issued);
    await node.forger.generateBlock();
    const now = deferred(node, input('devnet-6', { to: idOf('alice') }), issued.id, 1n, 0, true);
    await expect(node.mempool.submit(now)).rejects.toMatchObject({ rejectReason: TxRejectReason.INVALID_ATTACHMENT, dependsOnState: true });
  });

  it('refuses a literal table descriptor that would lose its indexes on restart', () => {
    const literal = { ...HOLDINGS, name: 'literalHoldings', bucket: 230, cache: 100 };
    expect(() => buildRules([...TALLY_CAPABILITIES, { name: 'literal', tables: [literal] }])).toThrow(/cache: 'all'/);
  });
});
