// getContractState: a contract's storage, all of it, by prefix or by keys, paginated.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, expectError, callContractNow, responses, startContractApiNode, uploadContract, type ContractApiNode } from '../helpers/contract-api.js';

describe('getContractState', () => {
  let n: ContractApiNode;
  let id = '';
  beforeAll(async () => {
    n = await startContractApiNode();
    id = await uploadContract(n, devnet(1));
    await callContractNow(n, devnet(2), { contract: id, function: 'set', input: 'bal:alice=10;bal:bob=20;cfg=x' });
  });
  afterAll(() => n.close());
  const keys = async (params: Record<string, string> = {}) =>
    (responses.check('getContractState', await n.get({ requestType: 'getContractState', contract: id, ...params })).entries as Array<{ key: string }>).map((e) => e.key);

  it('returns entries in key order: all, by prefix, by keys, a page at a time', async () => {
    const all = responses.check('getContractState', await n.get({ requestType: 'getContractState', contract: id }));
    expect(all).toMatchObject({ contract: id, storageKeys: 4, storageBytes: 5 + 1 + 9 + 2 + 7 + 2 + 3 + 1 });
    expect(all.entries[0]).toEqual({ key: 'bal:alice', keyHex: Buffer.from('bal:alice').toString('hex'), value: '10', valueHex: '3130' });
    expect(await keys()).toEqual(['bal:alice', 'bal:bob', 'cfg', 'owner']);
    expect(await keys({ prefix: 'bal:' })).toEqual(['bal:alice', 'bal:bob']);
    expect(await keys({ prefixHex: Buffer.from('c').toString('hex') })).toEqual(['cfg']);
    expect(await keys({ keys: '["owner","missing","cfg"]' })).toEqual(['owner', 'cfg']);
    expect(await keys({ firstIndex: '1', lastIndex: '2' })).toEqual(['bal:bob', 'cfg']);
  });

  it('refuses bad selectors and an unknown contract, naming each', async () => {
    expectError(await n.get({ requestType: 'getContractState', contract: id, keys: 'owner' }), 7, 'keys');
    expectError(await n.get({ requestType: 'getContractState', contract: id, prefix: 'a', prefixHex: '61' }), 7, 'prefixHex');
    expectError(await n.get({ requestType: 'getContractState', contract: id, prefix: 'a', keys: '[]' }), 7, 'keys');
    expectError(await n.get({ requestType: 'getContractState', contract: '1234567890123' }), 7, 'contract');
  });
});
