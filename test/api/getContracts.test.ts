// getContracts: contracts newest first, by uploader, paginated.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, expectError, responses, startContractApiNode, uploadContract, type ContractApiNode } from '../helpers/contract-api.js';

describe('getContracts', () => {
  let n: ContractApiNode;
  let ids: string[] = [];
  beforeAll(async () => {
    n = await startContractApiNode();
    ids = [await uploadContract(n, devnet(1), { salt: 'a' }), await uploadContract(n, devnet(2), { salt: 'b' }), await uploadContract(n, devnet(1), { salt: 'c' })];
  });
  afterAll(() => n.close());
  const list = async (params: Record<string, string> = {}) => (responses.check('getContracts', await n.get({ requestType: 'getContracts', ...params })).contracts as Array<{ contract: string }>).map((c) => c.contract);

  it('lists newest first, by uploader, a page at a time', async () => {
    expect(await list()).toEqual([...ids].reverse());
    expect(await list({ uploader: devnet(1).accountRS })).toEqual([ids[2], ids[0]]);
    expect(await list({ uploader: devnet(3).account })).toEqual([]);
    expect(await list({ firstIndex: '1', lastIndex: '1' })).toEqual([ids[1]]);
  });

  it('refuses a malformed uploader by errorCode 7 naming uploader', async () => {
    expectError(await n.get({ requestType: 'getContracts', uploader: 'nobody' }), 7, 'uploader');
  });
});
