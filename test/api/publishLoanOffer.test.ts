// publishLoanOffer: a LoanOffer (11/0) through the API: the reserved principal, the record, an
// unsigned transaction, and the refusals by errorCode and parameter.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { contract } from './fixtures/totem-reads.js';
import { OFFER, loanRecord, post, publishOffer } from './loan-helpers.js';

describe('publishLoanOffer', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());
  const lender = devnet(1);

  it('publishes the offer and reserves the principal', async () => {
    const loan = await publishOffer(node, lender, { interestType: 'BPS', interestValue: '250', borrower: devnet(2).accountRS });
    expect(loanRecord(node, loan)).toMatchObject({ state: 'OFFERED', lender: lender.id, principalAmount: 10_000_000_000n, interest: 250_000_000n, borrower: devnet(2).id });
    // Held by the offer: a second offer for more than what is left is refused.
    const left = (await node.get({ requestType: 'getAccount', account: lender.account })).json.unconfirmedBalanceMTA as string;
    expect((await post(node, 'publishLoanOffer', { secretPhrase: lender.secretPhrase, ...OFFER, principalAmount: left })).json).toMatchObject({ errorCode: 6, error: 'principalAmount' });
  });

  it('builds an unsigned transaction with the attachment', async () => {
    const r = await post(node, 'publishLoanOffer', { publicKey: lender.publicKey, ...OFFER });
    contract.check('publishLoanOffer', r);
    expect(r.json.transactionJSON).toMatchObject({ type: 11, subtype: 0, feeMTA: '100000000' });
    expect(r.json.transactionJSON.attachment).toMatchObject({ 'version.LoanOffer': 1, principalType: 'COIN', principal: '0', principalAmount: '10000000000', duration: 10, collateralType: 'COIN' });
  });

  it('refuses bad terms by errorCode 7 naming the parameter, too little principal by errorCode 6', async () => {
    const base = { secretPhrase: lender.secretPhrase, ...OFFER };
    expect((await post(node, 'publishLoanOffer', { ...base, duration: '0' })).json).toMatchObject({ errorCode: 7, error: 'duration' });
    const tooLong = (await post(node, 'publishLoanOffer', { ...base, duration: '999999' })).json;
    expect(tooLong).toMatchObject({ errorCode: 7, error: 'duration' });
    expect(tooLong.errorDescription).toMatch(/too long/);
    expect((await post(node, 'publishLoanOffer', { ...base, principalAmount: '0' })).json).toMatchObject({ errorCode: 7, error: 'principalAmount' });
    expect((await post(node, 'publishLoanOffer', { ...base, collateralAmount: '0' })).json).toMatchObject({ errorCode: 7, error: 'collateralAmount' });
    expect((await post(node, 'publishLoanOffer', { ...base, principalType: 'TOTEM', principal: '12345' })).json).toMatchObject({ errorCode: 7, error: 'principal' });
    expect((await post(node, 'publishLoanOffer', { ...base, collateralType: 'CURRENCY', collateral: '0' })).json).toMatchObject({ errorCode: 7, error: 'collateral' });
    expect((await post(node, 'publishLoanOffer', { ...base, expirationHeight: '1' })).json).toMatchObject({ errorCode: 7, error: 'expirationHeight' });
    expect((await post(node, 'publishLoanOffer', { ...base, principalAmount: '9000000000000000000' })).json).toMatchObject({ errorCode: 6, error: 'principalAmount' });
  });
});
