// The declared responses of the LOANS operations against real answers: one devnet node walks a
// loan's life through the API (offer, acceptance, partial and full repayment, a cancellation,
// an unsigned offer) and every answer must fit the published 200 schema. The last test proves no
// LOANS operation went unchecked (CHECKED_IN_LOANS, loan-contract-ops.ts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { nodeHandlerTable } from '../../src/node.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { ResponseContract } from './response-contract.js';
import { CHECKED_IN_LOANS } from './loan-contract-ops.js';
import { OFFER, fee } from './loan-helpers.js';

const contract = new ResponseContract(nodeHandlerTable());

describe('declared responses of the LOANS operations', () => {
  let node: ChainNode;
  const [lender, borrower] = [devnet(0), devnet(1)];
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());
  const post = (requestType: string, params: Record<string, string>) => node.post({ requestType, ...params });
  const get = (requestType: string, params: Record<string, string> = {}) => node.get({ requestType, ...params });

  it('a loan offered, accepted, repaid; an offer cancelled; the reads', async () => {
    const loan = contract.check('publishLoanOffer', await post('publishLoanOffer', { secretPhrase: lender.secretPhrase, feeMTA: fee(), ...OFFER })).transaction as string;
    const other = contract.check('publishLoanOffer', await post('publishLoanOffer', { secretPhrase: lender.secretPhrase, feeMTA: fee(), ...OFFER, borrower: borrower.account, expirationHeight: '500' })).transaction as string;
    contract.check('publishLoanOffer', await post('publishLoanOffer', { publicKey: lender.publicKey, ...OFFER }), 'unsigned');
    await node.forge();
    contract.check('getLoanOffers', await get('getLoanOffers', { holdingType: 'COIN' }));
    contract.check('getLoan', await get('getLoan', { loan: other }));
    contract.check('acceptLoan', await post('acceptLoan', { secretPhrase: borrower.secretPhrase, loan }));
    contract.check('cancelLoanOffer', await post('cancelLoanOffer', { secretPhrase: lender.secretPhrase, loan: other }));
    await node.forge();
    contract.check('repayLoan', await post('repayLoan', { secretPhrase: borrower.secretPhrase, loan, amount: '100' }));
    await node.forge();
    contract.check('repayLoan', await post('repayLoan', { secretPhrase: borrower.secretPhrase, loan, amount: '10199999900' }));
    await node.forge();
    expect(contract.check('getLoan', await get('getLoan', { loan }))).toMatchObject({ state: 'REPAID' });
    expect(contract.check('getAccountLoans', await get('getAccountLoans', { account: borrower.account, role: 'BORROWER' })).loans).toHaveLength(2);
    contract.check('getLoanOffers', await get('getLoanOffers', { openOnly: 'false' }));
  });

  it('checked a real answer of every LOANS operation', () => {
    expect(contract.unchecked(CHECKED_IN_LOANS)).toEqual({ unchecked: [], undeclared: [] });
    const loans = contract.declared().filter((op) => nodeHandlerTable()[op]!.tags.includes('LOANS' as never));
    expect([...loans].sort()).toEqual([...CHECKED_IN_LOANS].sort());
    expect(contract.unmetAlternatives(CHECKED_IN_LOANS)).toEqual([]);
  });
});
