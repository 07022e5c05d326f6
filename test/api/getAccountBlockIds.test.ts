// getAccountBlockIds: ids of the blocks an account forged, newest first, paged and filtered by height.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ChainNode } from './chain-fixture.js';
import { expectAccountBlocksRefusals, newestFirstByGenerator, startForgedBlocksNode, type BlockList, type ForgedBlock } from './fixtures/forged-blocks.js';

const blockIds: BlockList = (r) => r.json.blockIds;

describe('getAccountBlockIds', () => {
  let node: ChainNode;
  let forged: readonly ForgedBlock[];
  beforeAll(async () => {
    ({ node, forged } = await startForgedBlocksNode());
  });
  afterAll(() => node.close());

  it('lists the ids of the blocks each generator forged, newest first', async () => {
    for (const [generator, expected] of newestFirstByGenerator(forged)) {
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
    await expectAccountBlocksRefusals(node, 'getAccountBlockIds', blockIds);
  });
});
