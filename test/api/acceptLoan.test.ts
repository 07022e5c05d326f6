// acceptLoan: a LoanAcceptance (11/1) through the API: the principal moves, the collateral is
// locked, the maturity set; the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { contract } from './fixtures/totem-reads.js';
import { funded } from './currency-helpers.js';
import { acceptOffer, loanRecord, post, publishOffer } from './loan-helpers.js';

describe('acceptLoan', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());
  const [lender, borrower, third] = [devnet(1), devnet(2), devnet(3)];

  it('accepts an offer: ACTIVE, maturity = acceptance height + duration', async () => {
    const loan = await publishOffer(node, lender);
    const r = await post(node, 'acceptLoan', { secretPhrase: borrower.secretPhrase, loan });
    contract.check('acceptLoan', r);
    expect(r.json.transactionJSON).toMatchObject({ type: 11, subtype: 1, attachment: { 'version.LoanAcceptance': 1, loan } });
    await node.forge();
    const h = (await node.get({ requestType: 'getBlockchainStatus' })).json.numberOfBlocks - 1;
    expect(loanRecord(node, loan)).toMatchObject({ state: 'ACTIVE', borrower: borrower.id, acceptedHeight: h, maturityHeight: h + 10 });
  });

  it('refuses the lender, another than the named borrower, a taken offer (errorCode 7) and too little collateral (errorCode 6)', async () => {
    const own = (await post(node, 'acceptLoan', { secretPhrase: lender.secretPhrase, loan: await publishOffer(node, lender) })).json;
    expect(own).toMatchObject({ errorCode: 7, error: 'loan' });
    expect(own.errorDescription).toMatch(/own offer/);
    const named = await publishOffer(node, lender, { borrower: borrower.account });
    expect((await post(node, 'acceptLoan', { secretPhrase: third.secretPhrase, loan: named })).json).toMatchObject({ errorCode: 7, error: 'loan' });
    await acceptOffer(node, borrower, named);
    expect((await post(node, 'acceptLoan', { secretPhrase: third.secretPhrase, loan: named })).json).toMatchObject({ errorCode: 7, error: 'loan' });
    const poor = await funded(node, 'acceptLoan poor borrower', 3n);
    const big = await publishOffer(node, lender);
    expect((await post(node, 'acceptLoan', { secretPhrase: poor.secretPhrase, loan: big })).json).toMatchObject({ errorCode: 6, error: 'loan' });
  });
});
