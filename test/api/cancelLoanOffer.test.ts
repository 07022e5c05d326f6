// cancelLoanOffer: a LoanOfferCancellation (11/3) through the API.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { contract } from './fixtures/totem-reads.js';
import { acceptOffer, loanRecord, post, publishOffer } from './loan-helpers.js';

describe('cancelLoanOffer', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());
  const [lender, other] = [devnet(1), devnet(2)];

  it('cancels an open offer: CANCELLED, the principal returned', async () => {
    const loan = await publishOffer(node, lender);
    const r = await post(node, 'cancelLoanOffer', { secretPhrase: lender.secretPhrase, loan });
    contract.check('cancelLoanOffer', r);
    expect(r.json.transactionJSON).toMatchObject({ type: 11, subtype: 3, attachment: { 'version.LoanOfferCancellation': 1, loan } });
    await node.forge();
    expect(loanRecord(node, loan)).toMatchObject({ state: 'CANCELLED' });
  });

  it('refuses another account, an accepted loan and an unknown loan by errorCode 7 naming loan', async () => {
    const loan = await publishOffer(node, lender);
    expect((await post(node, 'cancelLoanOffer', { secretPhrase: other.secretPhrase, loan })).json).toMatchObject({ errorCode: 7, error: 'loan' });
    await acceptOffer(node, other, loan);
    expect((await post(node, 'cancelLoanOffer', { secretPhrase: lender.secretPhrase, loan })).json).toMatchObject({ errorCode: 7, error: 'loan' });
    expect((await post(node, 'cancelLoanOffer', { secretPhrase: lender.secretPhrase, loan: '1234567890123' })).json).toMatchObject({ errorCode: 7, error: 'loan' });
  });
});
