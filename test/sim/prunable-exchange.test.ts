// The PRUNABLE service between real nodes: a node handed a block without its prunable data (as a
// peer that pruned it would serve it) fetches the data from a peer announcing PRUNABLE that holds
// it, checks it against the signed hashes, and stores the block whole; with only peers that have
// pruned it, the block is refused while the data is inside the minimum lifetime.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { withoutPrunableData } from '../../src/domain/appendices.js';
import { Block } from '../../src/domain/block.js';
import { utf8Bytes } from '../../src/domain/crypto.js';
import { BlockRejectReason } from '../../src/domain/errors.js';
import { signTransaction, type Transaction } from '../../src/domain/transaction.js';
import { TEST_REGISTRY } from '../helpers/rules.js';
import { keyOf, NetworkSim, type SimNode } from './network-sim.js';
import { fillFromPeers } from '../../src/capabilities/messages/prunable-protocol.js';

function pruned(block: Block): Block {
  return new Block({ ...block, transactions: block.transactions.map((tx) => tx.withAppendices(withoutPrunableData(tx.appendices))) });
}

describe('simulation: prunable data travels between nodes', () => {
  const sim = new NetworkSim();
  let holder: SimNode, pruner: SimNode, late: SimNode, lonely: SimNode;
  let block: Block;
  let tx: Transaction;

  beforeAll(async () => {
    holder = await sim.addNode({ name: 'holder', prunable: { minLifetimeSeconds: 1000, maxLifetimeSeconds: -1 } });
    pruner = await sim.addNode({ name: 'pruner', forgers: ['devnet-3'], prunable: { minLifetimeSeconds: 5, maxLifetimeSeconds: 5, pruneIntervalSeconds: 0 } });
    await sim.connect(holder, pruner);
    const alice = keyOf('devnet-8');
    tx = signTransaction(
      {
        ...sim.payment({ from: 'devnet-8', feeCoins: 2n }),
        appendices: {
          prunableMessage: { data: utf8Bytes('kept by the holder'), isText: true },
          prunableEncryptedMessage: { data: new Uint8Array(64).fill(7), nonce: new Uint8Array(24).fill(8), isText: false, isCompressed: false },
        },
        signature: null,
      },
      alice,
      TEST_REGISTRY,
    );
    await sim.submit(holder, tx);
    [block] = await sim.forge(holder);
    await sim.until(() => pruner.tip.id === block.id, { what: 'the pruner at the block' });
    // The pruner's data expires: past its lifetime, the next block prunes it.
    sim.time.advance(10);
    const [next] = await sim.forge(pruner);
    await sim.until(() => holder.tip.id === next!.id, { what: 'the holder at the next block' });
    expect(await pruner.node.blockchain.getPrunableTransactions({})).toEqual([]);
    // Two late nodes that must hold data for 1000 s: one can reach the holder, one only the pruner.
    late = await sim.addNode({ name: 'late', prunable: { minLifetimeSeconds: 1000, maxLifetimeSeconds: -1 } });
    lonely = await sim.addNode({ name: 'lonely', prunable: { minLifetimeSeconds: 1000, maxLifetimeSeconds: -1 } });
    await sim.connect(late, holder);
    await sim.connect(lonely, pruner);
  });
  afterAll(() => sim.stop());

  it('every node announces the PRUNABLE service', () => {
    expect(late.node.capabilityNetwork.peers.withService('PRUNABLE')).toContain(holder.peerId);
    expect(lonely.node.capabilityNetwork.peers.withService('PRUNABLE')).toEqual([pruner.peerId]);
  });

  it('a node whose only peer pruned the data refuses the block inside its minimum lifetime', async () => {
    const error = await lonely.node.blockchain.pushBlock(pruned(block)).catch((e: unknown) => e);
    expect(error).toMatchObject({ rejectReason: BlockRejectReason.PRUNABLE_DATA_MISSING });
    expect(lonely.height).toBe(0);
  });

  it('the PRUNABLE protocol fills a pruned block from a peer that holds the data; the filled block is accepted whole', async () => {
    // lonely's chain, asking over late's connections (late reaches the holder and the pruner)
    const env = {
      blockchain: lonely.node.blockchain,
      mempool: lonely.node.mempool,
      peers: late.node.capabilityNetwork.peers,
      registry: lonely.node.registry,
      prunable: { mustHold: () => true },
    };
    const filled = await fillFromPeers(pruned(block), env);
    expect(filled.id).toBe(block.id);
    expect(filled.transactions[0]!.appendices).toEqual(tx.appendices);
    expect((await lonely.node.blockchain.pushBlock(filled)).status).toBe('pushed');
    expect((await lonely.node.blockchain.getPrunableTransactions({})).map((l) => l.transaction.id)).toEqual([tx.id]);
    // a block that does not extend the asker's tip costs no round trip: it comes back as it was
    const again = pruned(block);
    expect(await fillFromPeers(again, env)).toBe(again);
  });

  it('a node that syncs from the holder stores the block with its data', async () => {
    await sim.until(() => late.tip.height >= block.height, { what: 'late past the block' });
    const stored = (await late.node.blockchain.getTransaction({ id: tx.id }))!.transaction;
    expect(stored.appendices).toEqual(tx.appendices);
    expect((await late.node.blockchain.getPrunableTransactions({})).map((l) => l.transaction.id)).toEqual([tx.id]);
  });

  it('a peer that holds nothing answers an empty entry for that hash', async () => {
    // The pruner answers for a full hash it holds nothing for: an empty answer, nothing filled.
    const answer = await lonely.node.capabilityNetwork.peers.request(pruner.peerId, 'messages.prunable', Uint8Array.of(1, ...tx.fullHash));
    expect([...answer]).toEqual([1, 0, 0, 0, 0]);
  });
});
