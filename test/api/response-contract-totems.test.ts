// The declared responses of the AE operations (the totem exchange) against real answers: one
// devnet node walks an exchange's life through the API (issue, transfer, orders resting and
// matching, pool orders, cancellations, a dividend, a delete, an approval decided by two
// approvers) and every answer must fit the published 200 schema. The last test proves that no
// AE operation, and no alternative of an anyOf answer, went unchecked; response-contract.test.ts
// leaves them to this file (CHECKED_IN_TOTEMS).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { nodeHandlerTable } from '../../src/node.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { CHECKED_IN_TOTEMS, ResponseContract } from './response-contract.js';

const contract = new ResponseContract(nodeHandlerTable());

describe('declared responses of the AE operations', () => {
  let node: ChainNode;
  const [issuer, seller, buyer] = [devnet(0), devnet(1), devnet(2)];
  let totem: string;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const post = (requestType: string, params: Record<string, string>) => node.post({ requestType, ...params });
  const get = (requestType: string, params: Record<string, string> = {}) => node.get({ requestType, ...params });

  it('issue, transfer, delete: the writes and the totem reads', async () => {
    const issued = contract.check('issueTotem', await post('issueTotem', { secretPhrase: issuer.secretPhrase, name: 'Contract', description: 'checked', quantityQNT: '100000', decimals: '2' }));
    totem = issued.transaction;
    contract.check('issueTotem', await post('issueTotem', { publicKey: issuer.publicKey, name: 'Unsigned', quantityQNT: '1' }), 'unsigned');
    await node.forge();
    contract.check('transferTotem', await post('transferTotem', { secretPhrase: issuer.secretPhrase, recipient: seller.account, totem, quantityQNT: '5000' }));
    contract.check('deleteTotem', await post('deleteTotem', { secretPhrase: issuer.secretPhrase, totem, quantityQNT: '10' }));
    await node.forge();
    expect(contract.check('getTotem', await get('getTotem', { totem, includeCounts: 'true' }))).toMatchObject({ quantityQNT: '99990', numberOfTransfers: 1 });
    contract.check('getAllTotems', await get('getAllTotems'));
    contract.check('getTotemsByIssuer', await get('getTotemsByIssuer', { account: issuer.account }));
    contract.check('getAccountTotems', await get('getAccountTotems', { account: seller.account }));
    contract.check('getTotemAccounts', await get('getTotemAccounts', { totem }));
    contract.check('getTotemTransfers', await get('getTotemTransfers', { totem }));
    const account = contract.check('getAccount', await get('getAccount', { account: seller.account, includeTotems: 'true' }), 'with totems');
    expect(account.totemBalances).toEqual([{ totem, balanceQNT: '5000' }]);
  });

  it('orders: resting, in the pool, matched, cancelled; trades', async () => {
    const ask = contract.check('placeAskOrder', await post('placeAskOrder', { secretPhrase: seller.secretPhrase, totem, quantityQNT: '300', priceMTA: '1000' }));
    const bid = contract.check('placeBidOrder', await post('placeBidOrder', { secretPhrase: buyer.secretPhrase, totem, quantityQNT: '100', priceMTA: '900' }));
    contract.check('getExpectedAskOrders', await get('getExpectedAskOrders', { totem }));
    contract.check('getExpectedBidOrders', await get('getExpectedBidOrders', { totem }));
    await node.forge();
    contract.check('getAskOrder', await get('getAskOrder', { order: ask.transaction }));
    contract.check('getBidOrder', await get('getBidOrder', { order: bid.transaction }));
    contract.check('getAskOrders', await get('getAskOrders', { totem }));
    contract.check('getBidOrders', await get('getBidOrders', { totem }));
    contract.check('getAccountCurrentAskOrders', await get('getAccountCurrentAskOrders', { account: seller.account }));
    contract.check('getAccountCurrentBidOrders', await get('getAccountCurrentBidOrders', { account: buyer.account }));
    // A crossing bid trades with the resting ask.
    await post('placeBidOrder', { secretPhrase: buyer.secretPhrase, totem, quantityQNT: '50', priceMTA: '1100' });
    await node.forge();
    const trades = contract.check('getTrades', await get('getTrades', { totem }));
    expect(trades.trades).toMatchObject([{ askOrder: ask.transaction, quantityQNT: '50', priceMTA: '1000', tradeType: 'buy' }]);
    contract.check('getAllTrades', await get('getAllTrades', { includeTotemInfo: 'true' }));
    contract.check('cancelAskOrder', await post('cancelAskOrder', { secretPhrase: seller.secretPhrase, order: ask.transaction }));
    contract.check('cancelBidOrder', await post('cancelBidOrder', { secretPhrase: buyer.secretPhrase, order: bid.transaction }));
    await node.forge();
  });

  it('a dividend and an approval', async () => {
    const height = (await get('getBlockchainStatus')).json.numberOfBlocks - 1;
    contract.check('dividendPayment', await post('dividendPayment', { secretPhrase: issuer.secretPhrase, totem, height: String(height), amountMTAPerQNT: '3' }));
    contract.check('RequestTotemApproval', await post('RequestTotemApproval', { secretPhrase: issuer.secretPhrase, totem }));
    await node.forge();
    contract.check('getTotemDividends', await get('getTotemDividends', { totem }));
    contract.check('GetTotemApprovalStatus', await get('GetTotemApprovalStatus', { totem }), 'pending');
    for (const approver of [devnet(7), devnet(8)]) contract.check('CastTotemApprovalVote', await post('CastTotemApprovalVote', { secretPhrase: approver.secretPhrase, totem, approve: 'true' }));
    await node.forge();
    expect(contract.check('GetTotemApprovalStatus', await get('GetTotemApprovalStatus', { totem }), 'approved')).toMatchObject({ status: 'APPROVED' });
  });

  it('checked a real answer of every AE operation', () => {
    expect(contract.unchecked(CHECKED_IN_TOTEMS)).toEqual({ unchecked: [], undeclared: [] });
    // The totem control's operations carry AE and PHASING: response-contract-phasing.test.ts has them.
    const ae = contract.declared().filter((op) => nodeHandlerTable()[op]!.tags.includes('AE' as never) && !nodeHandlerTable()[op]!.tags.includes('PHASING' as never));
    expect([...ae].sort()).toEqual([...CHECKED_IN_TOTEMS].sort());
    expect(contract.unmetAlternatives(CHECKED_IN_TOTEMS)).toEqual([]);
  });
});
