// downloadContractFile: the original bytes as hex (format=wasm) or the WAT text (format=wat).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { toHex } from '../../src/domain/hex.js';
import { codeHashOf } from '../../src/capabilities/contracts/code-check.js';
import { contractWasm } from '../helpers/contract-wasm.js';
import { devnet, expectError, responses, startContractApiNode, uploadContract, type ContractApiNode } from '../helpers/contract-api.js';

describe('downloadContractFile', () => {
  let n: ContractApiNode;
  let id: string;
  beforeAll(async () => {
    n = await startContractApiNode();
    id = await uploadContract(n, devnet(1));
  });
  afterAll(() => n.close());

  it('returns the original bytes, whose SHA-256 is the code hash', async () => {
    const code = contractWasm();
    const r = responses.check('downloadContractFile', await n.get({ requestType: 'downloadContractFile', contract: id }), 'wasm');
    expect(r).toEqual({ contract: id, format: 'wasm', codeHash: toHex(codeHashOf(code)), size: code.length, bytes: toHex(code), requestProcessingTime: expect.any(Number) });
  });

  it('prints the module as WAT', async () => {
    const r = responses.check('downloadContractFile', await n.get({ requestType: 'downloadContractFile', contract: id, format: 'wat' }), 'wat');
    expect(r.wat).toMatch(/^\(module/);
    expect(r.wat).toContain('(export "init"');
    expect(r.wat).toContain('(import "env" "ctx_set"');
    expect(r.bytes).toBeUndefined();
  });

  it('refuses an unknown contract and an unknown format by errorCode 7 naming them', async () => {
    expectError(await n.get({ requestType: 'downloadContractFile', contract: '1234567890123' }), 7, 'contract');
    expectError(await n.get({ requestType: 'downloadContractFile', contract: id, format: 'zip' }), 7, 'format');
    expectError(await n.get({ requestType: 'downloadContractFile' }), 1, 'contract');
  });
});
