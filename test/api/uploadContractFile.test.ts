// uploadContractFile: a ContractUpload (8/0) through the API, as a multipart file or as hex; an
// unsigned one; refusals by errorCode and parameter.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { toHex } from '../../src/domain/hex.js';
import { GAS_PER_FEE_COIN, MAX_CODE_BYTES, MAX_GAS_PER_TRANSACTION, UPLOAD_GAS_PER_BYTE, gasFeeMTA, uploadBlockGas } from '../../src/capabilities/contracts/constants.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { contractWasm } from '../helpers/contract-wasm.js';
import { devnet, expectError, feeFor, responses, startContractApiNode, uploadContract, type ContractApiNode } from '../helpers/contract-api.js';

describe('uploadContractFile', () => {
  let n: ContractApiNode;
  beforeAll(async () => {
    n = await startContractApiNode();
  });
  afterAll(() => n.close());
  const u = devnet(1);
  const base = { requestType: 'uploadContractFile', secretPhrase: u.secretPhrase, contractName: 'counter' };

  it('uploads a module sent as a multipart file: the transaction id is the contract', async () => {
    const code = contractWasm({ salt: 'multipart' });
    const r = await n.multipart({ ...base, feeMTA: feeFor() }, { contract: code });
    responses.check('uploadContractFile', r, 'multipart');
    await n.forge();
    const c = responses.check('getContract', await n.get({ requestType: 'getContract', contract: r.json.transaction }));
    expect(c).toMatchObject({ contract: r.json.transaction, name: 'counter', uploader: u.account, size: code.length, storageKeys: 1 });
  });

  it('uploads a module sent as hex, and builds an unsigned one with the minimum fee', async () => {
    const id = await uploadContract(n, u, { salt: 'hex' }, { contractName: 'by-hex' });
    expect((await n.get({ requestType: 'getContract', contract: id })).json).toMatchObject({ name: 'by-hex' });
    // The fee pays for making the code ready (per byte) and for init's gas limit: a limit that
    // alone fits in one fee coin starts a second one with the code's bytes.
    const code = contractWasm();
    const limit = GAS_PER_FEE_COIN - BigInt(code.length) * UPLOAD_GAS_PER_BYTE + 1n;
    expect(uploadBlockGas(code.length, limit)).toBe(GAS_PER_FEE_COIN + 1n);
    expect(gasFeeMTA(limit)).toBe(2n * ONE_COIN);
    const r = await n.post({ requestType: 'uploadContractFile', publicKey: u.publicKey, contractName: 'x', contractBytes: toHex(code), gasLimit: String(limit) });
    responses.check('uploadContractFile', r, 'unsigned');
    expect(r.json.transactionJSON).toMatchObject({ type: 8, subtype: 0, feeMTA: String(3n * ONE_COIN) });
    expect(r.json.transactionJSON.attachment).toMatchObject({ 'version.ContractUpload': 1, contractName: 'x', code: toHex(code), gasLimit: String(limit) });
  });

  it('refuses a module over 128 KB, one the validator refuses, and bad parameters, naming each', async () => {
    expectError(await n.multipart({ ...base }, { contract: contractWasm({ pad: MAX_CODE_BYTES }) }), 7, 'contract');
    const refused = await n.post({ ...base, contractBytes: '0061736d0100000000' });
    expectError(refused, 7, 'contract');
    expect(refused.json.errorDescription).toMatch(/contract refused/);
    expectError(await n.post({ ...base }), 1, 'contract');
    expectError(await n.multipart({ ...base, contractBytes: toHex(contractWasm()) }, { contract: contractWasm() }), 7, 'contractBytes');
    expectError(await n.post({ ...base, contractName: 'has space', contractBytes: toHex(contractWasm()) }), 7, 'contractName');
    expectError(await n.post({ ...base, contractBytes: toHex(contractWasm()), gasLimit: '0' }), 7, 'gasLimit');
    expectError(await n.post({ ...base, contractBytes: toHex(contractWasm()), gasLimit: String(MAX_GAS_PER_TRANSACTION + 1n) }), 7, 'gasLimit');
    expectError(await n.post({ ...base, contractBytes: 'zz' }), 7, 'contractBytes');
  });
});
