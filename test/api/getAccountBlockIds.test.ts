// getAccountBlockIds: ids of the blocks an account forged, newest first, paged and filtered by height.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';

describe('getAccountBlockIds', () => {
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

  it('lists the ids of the blocks each generator forged, newest first', async () => {
    const byGenerator = new Map<string, typeof forged>();
    for (const b of forged) byGenerator.set(b.generator, [...(byGenerator.get(b.generator) ?? []), b]);
    for (const [generator, blocks] of byGenerator) {
      const expected = blocks.map((b) => b.block).reverse();
      const ids = await node.get({ requestType: 'getAccountBlockIds', account: generator });
      expect(ids.status).toBe(200);
      expect(ids.json.blockIds).toEqual(expected);
    }
  });

  it('pages and filters by height', async () => {
    const generator = forged[0]!.generator;
    const all = (await node.get({ requestType: 'getAccountBlockIds', account: generator })).json.blockIds as string[];
    const page = await node.get({ requestType: 'getAccountBlockIds', account: generator, firstIndex: '1', lastIndex: '1' });
    expect(page.json.blockIds).toEqual(all.slice(1, 2));
    const empty = await node.get({ requestType: 'getAccountBlockIds', account: generator, firstIndex: '50' });
    expect(empty.json.blockIds).toEqual([]);
    const top = forged[forged.length - 1]!.height;
    const fromTop = await node.get({ requestType: 'getAccountBlockIds', account: generator, fromHeight: String(top + 1) });
    expect(fromTop.json.blockIds).toEqual([]);
    const own = forged.filter((b) => b.generator === generator);
    const last = own[own.length - 1]!;
    const fromLast = await node.get({ requestType: 'getAccountBlockIds', account: generator, fromHeight: String(last.height) });
    expect(fromLast.json.blockIds).toEqual([last.block]);
  });

  it('an account that never forged has none; missing, malformed and unknown accounts and bad paging are errors', async () => {
    const receiver = testAccount('getAccountBlockIds receiver');
    await node.pay(devnet(2), receiver, ONE_COIN);
    await node.forge();
    expect((await node.get({ requestType: 'getAccountBlockIds', account: receiver.account })).json.blockIds).toEqual([]);
    const unknown = testAccount('getAccountBlockIds unknown').account;
    expect((await node.get({ requestType: 'getAccountBlockIds', account: unknown })).json).toMatchObject({ errorCode: 3, error: 'account' });
    expect((await node.get({ requestType: 'getAccountBlockIds' })).json).toMatchObject({ errorCode: 1, error: 'account' });
    expect((await node.get({ requestType: 'getAccountBlockIds', account: 'TOTEM-2222' })).json).toMatchObject({ errorCode: 7, error: 'account' });
    expect((await node.get({ requestType: 'getAccountBlockIds', account: devnet(0).account, fromHeight: '-1' })).json).toMatchObject({ errorCode: 7, error: 'fromHeight' });
    expect((await node.get({ requestType: 'getAccountBlockIds', account: devnet(0).account, firstIndex: 'x' })).json).toMatchObject({ errorCode: 7, error: 'firstIndex' });
  });
});
