// getContractReferences: an account's reference, the accounts pointing at a contract, or both.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, expectError, responses, startContractApiNode, uploadContract, writeNow, type ContractApiNode } from '../helpers/contract-api.js';

describe('getContractReferences', () => {
  let n: ContractApiNode;
  let [v1, v2] = ['', ''];
  const [a, b] = [devnet(2), devnet(3)];
  beforeAll(async () => {
    n = await startContractApiNode();
    v1 = await uploadContract(n, devnet(1), { salt: '1' });
    v2 = await uploadContract(n, devnet(1), { salt: '2' });
    await writeNow(n, 'setContractReference', a, { account: a.account, contract: v1 });
    await writeNow(n, 'setContractReference', b, { account: b.account, contract: v1 });
  });
  afterAll(() => n.close());
  const get = async (params: Record<string, string>) => responses.check('getContractReferences', await n.get({ requestType: 'getContractReferences', ...params })).references;

  it('lists by account, by contract, and both', async () => {
    expect(await get({ account: a.account })).toEqual([{ account: a.account, accountRS: a.accountRS, contract: v1, height: expect.any(Number) }]);
    expect((await get({ contract: v1 })).map((r: { account: string }) => r.account).sort()).toEqual([a.account, b.account].sort());
    expect(await get({ contract: v2 })).toEqual([]);
    expect(await get({ account: a.account, contract: v2 })).toEqual([]);
    expect(await get({ account: devnet(4).account })).toEqual([]);
    expect(await get({ contract: v1, firstIndex: '1', lastIndex: '1' })).toHaveLength(1);
  });

  it('refuses no selector (errorCode 1 naming account) and an unknown contract (7)', async () => {
    expectError(await n.get({ requestType: 'getContractReferences' }), 1, 'account');
    expectError(await n.get({ requestType: 'getContractReferences', contract: '1234567890123' }), 7, 'contract');
    expectError(await n.get({ requestType: 'getContractReferences', account: 'TOTEM-XXXX' }), 7, 'account');
  });
});
