// getContractEvents: a contract's events oldest first, by name and height range, paginated.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, expectError, callContractNow, responses, startContractApiNode, uploadContract, type ContractApiNode } from '../helpers/contract-api.js';

describe('getContractEvents', () => {
  let n: ContractApiNode;
  let id = '';
  const heights: number[] = [];
  const txs: string[] = [];
  beforeAll(async () => {
    n = await startContractApiNode();
    id = await uploadContract(n, devnet(1));
    for (const params of [{ function: 'emit', args: '2', input: 'first' }, { function: 'ping' }] as Array<Record<string, string>>) {
      txs.push(await callContractNow(n, devnet(2), { contract: id, ...params }));
      heights.push((await n.get({ requestType: 'getBlockchainStatus' })).json.numberOfBlocks - 1);
    }
  });
  afterAll(() => n.close());
  const events = async (params: Record<string, string> = {}) => responses.check('getContractEvents', await n.get({ requestType: 'getContractEvents', contract: id, ...params })).events;

  it('lists events oldest first, by name and height, a page at a time', async () => {
    expect(await events()).toEqual([
      { contract: id, transaction: txs[0], height: heights[0], index: 0, event: 'e0', data: 'first' },
      { contract: id, transaction: txs[0], height: heights[0], index: 1, event: 'e1', data: 'first' },
      { contract: id, transaction: txs[1], height: heights[1], index: 0, event: 'ping', data: 'x' },
    ]);
    expect((await events({ event: 'ping' })).map((e: { event: string }) => e.event)).toEqual(['ping']);
    expect(await events({ fromHeight: String(heights[1]) })).toHaveLength(1);
    expect(await events({ toHeight: String(heights[0]) })).toHaveLength(2);
    expect((await events({ firstIndex: '1', lastIndex: '1' }))[0]).toMatchObject({ event: 'e1' });
  });

  it('refuses a reversed range and an unknown contract, naming them', async () => {
    expectError(await n.get({ requestType: 'getContractEvents', contract: id, fromHeight: '5', toHeight: '4' }), 7, 'toHeight');
    expectError(await n.get({ requestType: 'getContractEvents', contract: id, fromHeight: '-1' }), 7, 'fromHeight');
    expectError(await n.get({ requestType: 'getContractEvents', contract: '1234567890123' }), 7, 'contract');
  });
});
