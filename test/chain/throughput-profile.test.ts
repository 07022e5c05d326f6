// The throughput profile: a devnet node on it forges blocks beyond Nxt's 255 transactions, shows
// its limits in getConstants' terms, and a node on the standard profile refuses such a block.
import { afterAll, describe, expect, it } from '@jest/globals';
import { ManualTimeSource } from '../../src/chain/time.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { BlockRejectedError } from '../../src/domain/errors.js';
import { devnetParams, THROUGHPUT_PROFILE } from '../../src/domain/network-params.js';
import { createSimulatedClock } from '../../src/machines/clock.js';
import { createNode, type Node } from '../../src/node.js';
import { idOf, payment } from './helpers.js';

const nodes: Node[] = [];
afterAll(async () => {
  for (const n of nodes) await n.stop();
});

async function start(profile: 'standard' | 'throughput', time: ManualTimeSource): Promise<Node> {
  // Both on 2 s blocks: the block time sets the genesis block's base target, so only the block
  // limits differ.
  const node = await createNode(
    { network: 'devnet', profile, blockTimeSeconds: 2, autoForge: false, signatureWorkers: 0, contractWorkers: 0, mempoolMaxSize: 5_000 },
    { timeSource: time, clock: createSimulatedClock() },
  );
  await node.start();
  nodes.push(node);
  return node;
}

describe('the throughput profile', () => {
  it('forges a block of 600 transactions that a standard node refuses', async () => {
    const time = new ManualTimeSource({ params: devnetParams(), startEpochSeconds: 1000 });
    const fast = await start('throughput', time);
    const standard = await start('standard', time);
    expect(fast.params).toMatchObject({ ...THROUGHPUT_PROFILE });
    expect(standard.params).toMatchObject({ maxTransactionsPerBlock: 255, maxPayloadLength: 255 * 640 });
    expect((await standard.blockchain.status()).genesisBlockId).toBe((await fast.blockchain.status()).genesisBlockId);
    const genesis = (await fast.blockchain.status()).genesisBlockId;
    const txs = Array.from({ length: 600 }, (_, i) => payment({
      from: `devnet-${i % 10}`, to: idOf(`throughput-recipient-${i}`), amountMTA: ONE_COIN + BigInt(i), timestamp: time.nowEpochSeconds(), ecBlockId: genesis,
    }));
    const verdicts = await fast.mempool.submitMany(txs);
    expect(verdicts.filter((v) => v.accepted)).toHaveLength(600);
    await fast.forger.startForging('devnet-0');
    const block = await fast.forger.generateBlock();
    expect(block.transactions).toHaveLength(600);
    const refused = await standard.blockchain.pushBlock(block).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BlockRejectedError);
    expect((refused as BlockRejectedError).message).toMatch(/more than 255 transactions/);
  });

  it('forges on the regular schedule: a block every block time, whatever the hit times', async () => {
    const time = new ManualTimeSource({ params: devnetParams(), startEpochSeconds: 1000 });
    const fast = await start('throughput', time);
    for (let i = 0; i < 10; i++) await fast.forger.startForging(`devnet-${i}`);
    const T = fast.params.blockTimeSeconds;
    // The genesis block is long past: the first block is due at once, stamped now.
    expect(await fast.forger.tick()).toMatchObject({ height: 1, timestamp: 1000 });
    for (let height = 2; height <= 5; height++) {
      const tip = await fast.blockchain.status();
      const before = (await fast.blockchain.getBlock({ height: tip.height }))!.timestamp;
      time.set(before + T - 1);
      expect(await fast.forger.tick()).toBeUndefined();
      time.set(before + T);
      const block = await fast.forger.tick();
      expect(block).toMatchObject({ height, timestamp: before + T });
    }
  });

  it('is refused on the mainnet', async () => {
    await expect(createNode({ network: 'mainnet', profile: 'throughput' })).rejects.toThrow('the throughput profile is for the devnet only');
  });
});
