// verifyContract: the upload's checks re-run on the stored module, and its hash compared.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { toHex } from '../../src/domain/hex.js';
import { codeHashOf } from '../../src/capabilities/contracts/code-check.js';
import { contractWasm } from '../helpers/contract-wasm.js';
import { devnet, expectError, responses, startContractApiNode, uploadContract, type ContractApiNode } from '../helpers/contract-api.js';

describe('verifyContract', () => {
  let n: ContractApiNode;
  beforeAll(async () => {
    n = await startContractApiNode();
  });
  afterAll(() => n.close());

  it('answers each check of a stored contract', async () => {
    const id = await uploadContract(n, devnet(1));
    const hash = toHex(codeHashOf(contractWasm()));
    const r = responses.check('verifyContract', await n.get({ requestType: 'verifyContract', contract: id }));
    expect(r).toMatchObject({ contract: id, codeHash: hash, computedHash: hash, verified: true });
    expect(r.checks).toEqual([
      { check: 'size', ok: true },
      { check: 'policy', ok: true },
      { check: 'wasm', ok: true },
      { check: 'hash', ok: true },
    ]);
  });

  it('refuses an unknown contract by errorCode 7 naming contract', async () => {
    expectError(await n.get({ requestType: 'verifyContract', contract: '1234567890123' }), 7, 'contract');
    expectError(await n.get({ requestType: 'verifyContract', contract: '-1' }), 7, 'contract');
  });
});
