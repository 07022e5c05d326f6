// getAccountBlocks: the blocks an account forged, newest first, as Block objects. getAccountBlockIds
// is in getAccountBlockIds.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';

describe('getAccountBlocks', () => {
  let node: ChainNode;
  const forged: Array<{ block: string; height: number; generator: string }> = [];
  beforeAll(async () => {
    node = await startChainNode();
    await node.pay(devnet(0), devnet(1), ONE_COIN);
    for (let i = 0; i < 6; i++) {
      const b = await node.forge();
      forged.push({ block: b.block, height: b.height, generator: b.generator });
    }
  });
  afterAll(() => node.close());

  it('lists the blocks each generator forged, newest first, as Block objects', async () => {
    const byGenerator = new Map<string, typeof forged>();
    for (const b of forged) byGenerator.set(b.generator, [...(byGenerator.get(b.generator) ?? []), b]);
    for (const [generator, blocks] of byGenerator) {
      const expected = blocks.map((b) => b.block).reverse();
      const full = await node.get({ requestType: 'getAccountBlocks', account: generator });
      expect(full.status).toBe(200);
      expect(full.json.blocks.map((b: { block: string }) => b.block)).toEqual(expected);
      for (const b of full.json.blocks) {
        expect(b.generator).toBe(generator);
        expect(b).toHaveProperty('nextBlock');
        expect(typeof b.generatorRS).toBe('string');
      }
    }
  });

  it('pages, filters by height and includes transactions on request', async () => {
    const generator = forged[0]!.generator;
    const all = ((await node.get({ requestType: 'getAccountBlocks', account: generator })).json.blocks as Array<{ block: string }>).map((b) => b.block);
    const page = await node.get({ requestType: 'getAccountBlocks', account: generator, firstIndex: '1', lastIndex: '1' });
    expect(page.json.blocks.map((b: { block: string }) => b.block)).toEqual(all.slice(1, 2));
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
    const receiver = testAccount('getAccountBlocks receiver');
    await node.pay(devnet(2), receiver, ONE_COIN);
    await node.forge();
    expect((await node.get({ requestType: 'getAccountBlocks', account: receiver.account })).json.blocks).toEqual([]);
    const unknown = testAccount('getAccountBlocks unknown').account;
    expect((await node.get({ requestType: 'getAccountBlocks', account: unknown })).json).toMatchObject({ errorCode: 3, error: 'account' });
    expect((await node.get({ requestType: 'getAccountBlocks', account: devnet(0).account, fromHeight: '-1' })).json).toMatchObject({ errorCode: 7, error: 'fromHeight' });
    expect((await node.get({ requestType: 'getAccountBlocks', account: devnet(0).account, firstIndex: 'x' })).json).toMatchObject({ errorCode: 7, error: 'firstIndex' });
    expect((await node.get({ requestType: 'getAccountBlocks' })).json).toMatchObject({ errorCode: 1, error: 'account' });
    expect((await node.get({ requestType: 'getAccountBlocks', account: 'TOTEM-2222' })).json).toMatchObject({ errorCode: 7, error: 'account' });
  });
});
