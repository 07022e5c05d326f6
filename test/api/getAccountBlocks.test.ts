// getAccountBlockIds and getAccountBlocks.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';

describe('getAccountBlockIds / getAccountBlocks', () => {
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

  it('lists the blocks each generator forged, newest first, by id and as Block objects', async () => {
    const byGenerator = new Map<string, typeof forged>();
    for (const b of forged) byGenerator.set(b.generator, [...(byGenerator.get(b.generator) ?? []), b]);
    for (const [generator, blocks] of byGenerator) {
      const expected = blocks.map((b) => b.block).reverse();
      const ids = await node.get({ requestType: 'getAccountBlockIds', account: generator });
      expect(ids.status).toBe(200);
      expect(ids.json.blockIds).toEqual(expected);
      const full = await node.get({ requestType: 'getAccountBlocks', account: generator });
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
    const all = (await node.get({ requestType: 'getAccountBlockIds', account: generator })).json.blockIds as string[];
    const page = await node.get({ requestType: 'getAccountBlockIds', account: generator, firstIndex: '1', lastIndex: '1' });
    expect(page.json.blockIds).toEqual(all.slice(1, 2));
    const empty = await node.get({ requestType: 'getAccountBlockIds', account: generator, firstIndex: '50' });
    expect(empty.json.blockIds).toEqual([]);
    const top = forged[forged.length - 1]!.height;
    const fromTop = await node.get({ requestType: 'getAccountBlockIds', account: generator, fromHeight: String(top + 1) });
    expect(fromTop.json.blockIds).toEqual([]);

    const first = forged[0]!;
    const withTx = await node.get({ requestType: 'getAccountBlocks', account: first.generator, includeTransactions: 'true', fromHeight: String(first.height) });
    const block = withTx.json.blocks.find((b: { block: string }) => b.block === first.block);
    expect(block.transactions).toHaveLength(1);
    expect(block.transactions[0]).toMatchObject({ sender: devnet(0).account, recipient: devnet(1).account, amountMTA: ONE_COIN.toString() });
    const hashesOnly = await node.get({ requestType: 'getAccountBlocks', account: first.generator, fromHeight: String(first.height) });
    expect(typeof hashesOnly.json.blocks.at(-1).transactions[0]).toBe('string');
  });

  it('an account that never forged has none; unknown and malformed accounts are errors', async () => {
    const receiver = testAccount('getAccountBlocks receiver');
    await node.pay(devnet(2), receiver, ONE_COIN);
    await node.forge();
    expect((await node.get({ requestType: 'getAccountBlockIds', account: receiver.account })).json.blockIds).toEqual([]);
    expect((await node.get({ requestType: 'getAccountBlocks', account: receiver.account })).json.blocks).toEqual([]);
    const unknown = testAccount('getAccountBlocks unknown').account;
    expect((await node.get({ requestType: 'getAccountBlockIds', account: unknown })).json).toMatchObject({ errorCode: 3, error: 'account' });
    expect((await node.get({ requestType: 'getAccountBlocks', account: unknown })).json).toMatchObject({ errorCode: 3, error: 'account' });
    expect((await node.get({ requestType: 'getAccountBlocks', account: devnet(0).account, fromHeight: '-1' })).json).toMatchObject({ errorCode: 7, error: 'fromHeight' });
    expect((await node.get({ requestType: 'getAccountBlockIds', account: devnet(0).account, firstIndex: 'x' })).json).toMatchObject({ errorCode: 7, error: 'firstIndex' });
  });
});
