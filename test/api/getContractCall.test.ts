// getContractCall: the recorded outcome of an upload's init or a call, with its events.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_GAS_LIMIT } from '../../src/api/handlers/contracts/params.js';
import { devnet, expectError, callContractNow, responses, startContractApiNode, uploadContract, type ContractApiNode } from '../helpers/contract-api.js';

describe('getContractCall', () => {
  let n: ContractApiNode;
  let id = '';
  beforeAll(async () => {
    n = await startContractApiNode();
    id = await uploadContract(n, devnet(1));
  });
  afterAll(() => n.close());
  const c = devnet(2);
  const get = async (transaction: string, label?: string) => responses.check('getContractCall', await n.get({ requestType: 'getContractCall', transaction }), label);

  it('returns an upload\'s, a call\'s and a revert\'s outcome with gas and events', async () => {
    expect(await get(id, 'upload')).toMatchObject({ transaction: id, kind: 'UPLOAD', contract: id, function: 'init', sender: devnet(1).account, ok: true, gasLimit: String(DEFAULT_GAS_LIMIT), gasUsed: '1100', eventCount: 0, events: [] });
    const ping = await callContractNow(n, c, { contract: id, function: 'ping', amountMTA: '7' });
    const r = await get(ping, 'call');
    expect(r).toMatchObject({ kind: 'CALL', function: 'ping', sender: c.account, senderRS: c.accountRS, target: id, amountMTA: '7', ok: true, eventCount: 1, returnValueHex: '' });
    expect(r.events).toEqual([{ contract: id, transaction: ping, height: r.height, index: 0, event: 'ping', data: 'x' }]);
    const fail = await callContractNow(n, c, { contract: id, function: 'check', args: '-3' });
    expect(await get(fail, 'reverted')).toMatchObject({ ok: false, revertKind: 'REQUIRE', revertReason: 'negative', eventCount: 0 });
  });

  it('refuses a transaction that is not a confirmed upload or call by errorCode 7 naming transaction', async () => {
    const pay = (await n.post({ requestType: 'sendMoney', secretPhrase: c.secretPhrase, recipient: devnet(3).account, amountMTA: '1' })).json.transaction as string;
    await n.forge();
    expectError(await n.get({ requestType: 'getContractCall', transaction: pay }), 7, 'transaction');
    expectError(await n.get({ requestType: 'getContractCall', transaction: '1234567890123' }), 7, 'transaction');
    expectError(await n.get({ requestType: 'getContractCall' }), 1, 'transaction');
  });
});
