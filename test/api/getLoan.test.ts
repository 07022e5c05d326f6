// getLoan: one loan with its terms, state and repayments.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { contract } from './fixtures/totem-reads.js';
import { acceptOffer, fee, get, post, publishOffer } from './loan-helpers.js';

describe('getLoan', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());
  const [lender, borrower] = [devnet(1), devnet(2)];

  it('returns the offer, then the loan with its repayments', async () => {
    const loan = await publishOffer(node, lender);
    expect(contract.check('getLoan', await get(node, 'getLoan', { loan }))).toMatchObject({
      loan, lender: lender.account, lenderRS: lender.accountRS, borrower: '0', principalType: 'COIN', principal: '0', principalAmount: '10000000000',
      interestType: 'FIXED', interest: '200000000', owed: '10200000000', repaid: '0', outstanding: '0', duration: 10, state: 'OFFERED', acceptedHeight: 0, maturityHeight: 0, repayments: [],
    });
    await acceptOffer(node, borrower, loan);
    await post(node, 'repayLoan', { secretPhrase: borrower.secretPhrase, loan, amount: '300', feeMTA: fee() });
    await node.forge();
    const r = contract.check('getLoan', await get(node, 'getLoan', { loan }));
    expect(r).toMatchObject({ state: 'ACTIVE', borrower: borrower.account, borrowerRS: borrower.accountRS, repaid: '300', outstanding: '10199999700' });
    expect(r.repayments).toEqual([expect.objectContaining({ amount: '300' })]);
  });

  it('refuses an unknown loan by errorCode 7 naming loan', async () => {
    expect((await get(node, 'getLoan', { loan: '1234567890123' })).json).toMatchObject({ errorCode: 7, error: 'loan' });
    expect((await get(node, 'getLoan', { loan: 'x' })).json).toMatchObject({ errorCode: 7, error: 'loan' });
  });
});
