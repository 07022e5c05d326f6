// repayLoan: a LoanRepayment (11/2) through the API: partial then full repayment, and refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { contract } from './fixtures/totem-reads.js';
import { acceptOffer, loanRecord, post, publishOffer } from './loan-helpers.js';

describe('repayLoan', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());
  const [lender, borrower, third] = [devnet(1), devnet(2), devnet(3)];

  it('repays in part, then in full: REPAID', async () => {
    const loan = await publishOffer(node, lender);
    await acceptOffer(node, borrower, loan);
    const r = await post(node, 'repayLoan', { secretPhrase: borrower.secretPhrase, loan, amount: '200000000' });
    contract.check('repayLoan', r);
    expect(r.json.transactionJSON).toMatchObject({ type: 11, subtype: 2, attachment: { 'version.LoanRepayment': 1, loan, amount: '200000000' } });
    await node.forge();
    expect(loanRecord(node, loan)).toMatchObject({ state: 'ACTIVE', repaid: 200_000_000n });
    contract.check('repayLoan', await post(node, 'repayLoan', { secretPhrase: borrower.secretPhrase, loan, amount: '10000000000' }));
    await node.forge();
    expect(loanRecord(node, loan)).toMatchObject({ state: 'REPAID', repaid: 10_200_000_000n });
  });

  it("refuses someone else's loan, a zero amount, more than owed (errorCode 7) and too little (errorCode 6)", async () => {
    const loan = await publishOffer(node, lender);
    expect((await post(node, 'repayLoan', { secretPhrase: borrower.secretPhrase, loan, amount: '1' })).json).toMatchObject({ errorCode: 7, error: 'loan' });
    await acceptOffer(node, borrower, loan);
    const other = (await post(node, 'repayLoan', { secretPhrase: third.secretPhrase, loan, amount: '1' })).json;
    expect(other).toMatchObject({ errorCode: 7, error: 'loan' });
    expect(other.errorDescription).toMatch(/someone else/);
    expect((await post(node, 'repayLoan', { secretPhrase: borrower.secretPhrase, loan, amount: '0' })).json).toMatchObject({ errorCode: 7, error: 'amount' });
    expect((await post(node, 'repayLoan', { secretPhrase: borrower.secretPhrase, loan, amount: '10200000001' })).json).toMatchObject({ errorCode: 7, error: 'amount' });
    const totem = (await post(node, 'issueTotem', { secretPhrase: lender.secretPhrase, name: 'repaytest', quantityQNT: '100', decimals: '0' })).json.transaction as string;
    await node.forge();
    const totemLoan = await publishOffer(node, lender, { principalType: 'TOTEM', principal: totem, principalAmount: '50', interestValue: '5' });
    await acceptOffer(node, borrower, totemLoan);
    expect((await post(node, 'repayLoan', { secretPhrase: borrower.secretPhrase, loan: totemLoan, amount: '55' })).json).toMatchObject({ errorCode: 6, error: 'amount' });
  });
});
