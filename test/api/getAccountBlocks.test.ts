// getAccountBlocks: the blocks an account forged, newest first, as Block objects. getAccountBlockIds
// is in getAccountBlockIds.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, type ChainNode } from './chain-fixture.js';
import { expectAccountBlocksRefusals, newestFirstByGenerator, startForgedBlocksNode, type BlockList, type ForgedBlock } from './fixtures/forged-blocks.js';

const blockIds: BlockList = (r) => r.json.blocks.map((b: { block: string }) => b.block);

describe('getAccountBlocks', () => {
  let node: ChainNode;
  let forged: readonly ForgedBlock[];
  beforeAll(async () => {
    ({ node, forged } = await startForgedBlocksNode());
  });
  afterAll(() => node.close());

  it('lists the blocks each generator forged, newest first, as Block objects', async () => {
    for (const [generator, expected] of newestFirstByGenerator(forged)) {
      const full = await node.get({ requestType: 'getAccountBlocks', account: generator });
      expect(full.status).toBe(200);
      expect(blockIds(full)).toEqual(expected);
      for (const b of full.json.blocks) {
        expect(b.generator).toBe(generator);
        expect(b).toHaveProperty('nextBlock');
        expect(typeof b.generatorRS).toBe('string');
      }
    }
  });

  it('pages, filters by height and includes transactions on request', async () => {
    const generator = forged[0]!.generator;
    const all = blockIds(await node.get({ requestType: 'getAccountBlocks', account: generator }));
    const page = await node.get({ requestType: 'getAccountBlocks', account: generator, firstIndex: '1', lastIndex: '1' });
    expect(blockIds(page)).toEqual(all.slice(1, 2));
    const empty = await node.get({ requestType: 'getAccountBlocks', account: generator, firstIndex: '50' });
    expect(empty.json.blocks).toEqual([]);
    const top = forged[forged.length - 1]!.height;
    const fromTop = await node.get({ requestType: 'getAccountBlocks', account: generator, fromHeight: String(top + 1) });
    expect(fromTop.json.blocks).toEqual([]);

    const first = forged[0]!;
    const withTx = await node.get({ requestType: 'getAccountBlocks', account: first.generator, includeTransactions: 'true', fromHeight: String(first.height) });
    const block = withTx.json.blocks.find((b: { block: string }) => b.block === first.block);
    expect(block.transactions).toHaveLength(1);
    expect(block.transactions[0]).toMatchObject({ sender: devnet(0).account, recipient: devnet(1).account, amountMTA: ONE_COIN.toString() });
    const hashesOnly = await node.get({ requestType: 'getAccountBlocks', account: first.generator, fromHeight: String(first.height) });
    expect(typeof hashesOnly.json.blocks.at(-1).transactions[0]).toBe('string');
  });

  it('an account that never forged has none; missing, malformed and unknown accounts and bad paging are errors', async () => {
    await expectAccountBlocksRefusals(node, 'getAccountBlocks', blockIds);
  });
});
