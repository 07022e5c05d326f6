// deleteContractReference: a ContractReferenceDelete (8/3): the sender's reference goes.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, expectError, responses, startContractApiNode, uploadContract, writeNow, type ContractApiNode } from '../helpers/contract-api.js';

describe('deleteContractReference', () => {
  let n: ContractApiNode;
  let id = '';
  const a = devnet(2);
  beforeAll(async () => {
    n = await startContractApiNode();
    id = await uploadContract(n, devnet(1));
  });
  afterAll(() => n.close());

  it('deletes the sender\'s reference; the contract stays', async () => {
    await writeNow(n, 'setContractReference', a, { account: a.account, contract: id });
    const unsigned = responses.check('deleteContractReference', await n.post({ requestType: 'deleteContractReference', publicKey: a.publicKey }), 'unsigned');
    expect(unsigned.transactionJSON).toMatchObject({ type: 8, subtype: 3, attachment: { 'version.ContractReferenceDelete': 0 } });
    await writeNow(n, 'deleteContractReference', a, {});
    expect((await n.get({ requestType: 'getContractReferences', account: a.account })).json.references).toEqual([]);
    expect((await n.get({ requestType: 'getContract', contract: id })).json).toMatchObject({ contract: id, references: 0 });
  });

  it('refuses a sender without a reference by errorCode 7 naming account', async () => {
    expectError(await n.post({ requestType: 'deleteContractReference', secretPhrase: devnet(5).secretPhrase }), 7, 'account');
    expectError(await n.post({ requestType: 'deleteContractReference' }), 1, 'secretPhrase');
  });
});
