// getContract: one contract's record.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { toHex } from '../../src/domain/hex.js';
import { codeHashOf } from '../../src/capabilities/contracts/code-check.js';
import { METERING_VERSION, POLICY_VERSION } from '../../src/capabilities/contracts/constants.js';
import { contractWasm } from '../helpers/contract-wasm.js';
import { devnet, expectError, callContractNow, responses, startContractApiNode, uploadContract, type ContractApiNode } from '../helpers/contract-api.js';

describe('getContract', () => {
  let n: ContractApiNode;
  beforeAll(async () => {
    n = await startContractApiNode();
  });
  afterAll(() => n.close());
  const u = devnet(1);

  it('returns the contract, its storage use following its calls', async () => {
    const id = await uploadContract(n, u);
    const code = contractWasm();
    const r = responses.check('getContract', await n.get({ requestType: 'getContract', contract: id }));
    expect(r).toMatchObject({
      contract: id, name: 'counter', uploader: u.account, uploaderRS: u.accountRS, codeHash: toHex(codeHashOf(code)), size: code.length,
      storageBytes: 6, storageKeys: 1, policyVersion: POLICY_VERSION, meteringVersion: METERING_VERSION, references: 0,
    });
    expect(r.contractRS).toMatch(/^TOTEM-/);
    await callContractNow(n, devnet(2), { contract: id, function: 'bump', args: '10' });
    expect((await n.get({ requestType: 'getContract', contract: id })).json).toMatchObject({ storageBytes: 6 + 3, storageKeys: 2 });
  });

  it('refuses an unknown or malformed contract by errorCode 7 naming contract', async () => {
    expectError(await n.get({ requestType: 'getContract', contract: '1234567890123' }), 7, 'contract');
    expectError(await n.get({ requestType: 'getContract', contract: 'abc' }), 7, 'contract');
    expectError(await n.get({ requestType: 'getContract' }), 1, 'contract');
  });
});
