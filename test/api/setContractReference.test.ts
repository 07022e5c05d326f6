// setContractReference: a ContractReferenceSet (8/1): the sender's account points at a contract;
// setting another replaces it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, expectError, responses, startContractApiNode, uploadContract, writeNow, type ContractApiNode } from '../helpers/contract-api.js';

describe('setContractReference', () => {
  let n: ContractApiNode;
  let [v1, v2] = ['', ''];
  beforeAll(async () => {
    n = await startContractApiNode();
    v1 = await uploadContract(n, devnet(1), { salt: '1' });
    v2 = await uploadContract(n, devnet(1), { salt: '2' });
  });
  afterAll(() => n.close());
  const a = devnet(2);
  const refs = async () => (await n.get({ requestType: 'getContractReferences', account: a.account })).json.references;

  it('points the sender\'s account at a contract, and re-points it', async () => {
    await writeNow(n, 'setContractReference', a, { account: a.accountRS, contract: v1 });
    expect(await refs()).toEqual([expect.objectContaining({ account: a.account, contract: v1 })]);
    await writeNow(n, 'setContractReference', a, { account: a.account, contract: v2 });
    expect(await refs()).toEqual([expect.objectContaining({ contract: v2 })]);
    const unsigned = responses.check('setContractReference', await n.post({ requestType: 'setContractReference', publicKey: a.publicKey, account: a.account, contract: v1 }), 'unsigned');
    expect(unsigned.transactionJSON).toMatchObject({ type: 8, subtype: 1, feeMTA: '100000000', attachment: { 'version.ContractReferenceSet': 1, contract: v1 } });
  });

  it('refuses another account than the sender\'s and an unknown contract, naming them', async () => {
    expectError(await n.post({ requestType: 'setContractReference', secretPhrase: a.secretPhrase, account: devnet(3).account, contract: v1 }), 7, 'account');
    expectError(await n.post({ requestType: 'setContractReference', secretPhrase: a.secretPhrase, account: a.account, contract: '1234567890123' }), 7, 'contract');
    expectError(await n.post({ requestType: 'setContractReference', secretPhrase: a.secretPhrase, contract: v1 }), 1, 'account');
  });
});
