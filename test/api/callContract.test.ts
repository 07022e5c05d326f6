// callContract: a ContractCall (8/2) to a contract or through an account's reference, with args,
// input and an amount; refusals by errorCode and parameter.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { GAS_PER_FEE_COIN, gasFeeMTA } from '../../src/capabilities/contracts/constants.js';
import { devnet, expectError, callContractNow, responses, startContractApiNode, uploadContract, writeNow, type ContractApiNode } from '../helpers/contract-api.js';

describe('callContract', () => {
  let n: ContractApiNode;
  let id = '';
  const [c, r] = [devnet(2), devnet(3)];
  beforeAll(async () => {
    n = await startContractApiNode();
    id = await uploadContract(n, devnet(1));
  });
  afterAll(() => n.close());
  const state = async () => Object.fromEntries(((await n.get({ requestType: 'getContractState', contract: id })).json.entries as Array<{ key: string; value: string }>).map((e) => [e.key, e.value]));
  const outcome = async (tx: string) => (await n.get({ requestType: 'getContractCall', transaction: tx })).json;

  it('runs a function with args (a list or a JSON array), input and an amount', async () => {
    const tx = await callContractNow(n, c, { contract: id, function: 'bump', args: '5' });
    expect(await outcome(tx)).toMatchObject({ ok: true, function: 'bump', contract: id, sender: c.account });
    expect(await state()).toMatchObject({ n: '5' });
    await callContractNow(n, c, { contract: id, function: 'bump', args: '["2"]', amountMTA: String(ONE_COIN) });
    expect(await state()).toMatchObject({ n: '7' });
    const echo = await callContractNow(n, c, { contract: id, function: 'echo', input: 'héllo' });
    expect(await outcome(echo)).toMatchObject({ ok: true, returnValue: 'héllo' });
    expect((await n.get({ requestType: 'getAccount', account: id })).json).toMatchObject({ balanceMTA: String(ONE_COIN) });
  });

  it('reaches the contract an account points at; unsigned with the minimum fee', async () => {
    await writeNow(n, 'setContractReference', r, { account: r.account, contract: id });
    const tx = await callContractNow(n, c, { account: r.accountRS, function: 'bump', args: '1,2' });
    expect(await outcome(tx)).toMatchObject({ contract: id, target: r.account, ok: true });
    // One unit past a fee coin's gas: the started coin counts (1 coin + 2).
    const gasLimit = String(GAS_PER_FEE_COIN + 1n);
    const unsigned = responses.check('callContract', await n.post({ requestType: 'callContract', publicKey: c.publicKey, contract: id, function: 'ping', inputHex: '00ff', gasLimit }), 'unsigned');
    expect(gasFeeMTA(GAS_PER_FEE_COIN + 1n)).toBe(3n * ONE_COIN);
    expect(unsigned.transactionJSON).toMatchObject({ type: 8, subtype: 2, recipient: id, feeMTA: String(3n * ONE_COIN) });
    expect(unsigned.transactionJSON.attachment).toMatchObject({ 'version.ContractCall': 1, function: 'ping', args: [], input: '00ff', gasLimit });
  });

  it('refuses bad targets, names, args and input, naming each', async () => {
    const base = { requestType: 'callContract', secretPhrase: c.secretPhrase, contract: id, function: 'bump' };
    expectError(await n.post({ ...base, function: 'init' }), 7, 'function');
    expectError(await n.post({ ...base, function: '_initialize' }), 7, 'function');
    expectError(await n.post({ ...base, args: '1,x' }), 7, 'args');
    expectError(await n.post({ ...base, args: '18446744073709551616' }), 7, 'args'); // 2^64: past unsigned 64 bits
    expectError(await n.post({ ...base, args: '-9223372036854775809' }), 7, 'args');
    expectError(await n.post({ ...base, args: Array.from({ length: 17 }, () => '1').join(',') }), 7, 'args');
    expectError(await n.post({ ...base, input: 'x'.repeat(4097) }), 7, 'input');
    expectError(await n.post({ ...base, input: 'a', inputHex: '00' }), 7, 'inputHex');
    expectError(await n.post({ ...base, contract: '1234567890123' }), 7, 'contract');
    expectError(await n.post({ requestType: 'callContract', secretPhrase: c.secretPhrase, function: 'bump', account: devnet(6).account }), 7, 'account');
    expectError(await n.post({ ...base, account: r.account }), 7, 'account');
    expectError(await n.post({ requestType: 'callContract', secretPhrase: c.secretPhrase, function: 'bump' }), 1, 'contract');
    expectError(await n.post({ ...base, gasLimit: '0' }), 7, 'gasLimit');
  });
});
