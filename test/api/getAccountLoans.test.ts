// getAccountLoans: an account's loans as lender or borrower, by state, paged.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { contract } from './fixtures/totem-reads.js';
import { acceptOffer, get, publishOffer } from './loan-helpers.js';

describe('getAccountLoans', () => {
  let node: ChainNode;
  let lent: string, borrowed: string, open: string;
  const [a, b] = [devnet(1), devnet(2)];
  beforeAll(async () => {
    node = await startChainNode();
    lent = await publishOffer(node, a);
    await acceptOffer(node, b, lent);
    borrowed = await publishOffer(node, b);
    await acceptOffer(node, a, borrowed);
    open = await publishOffer(node, a);
  });
  afterAll(() => node.close());
  const ids = (r: Record<string, any>) => (r.loans as Array<{ loan: string }>).map((l) => l.loan);

  it('lists by role and state, newest first', async () => {
    expect(ids(contract.check('getAccountLoans', await get(node, 'getAccountLoans', { account: a.account })))).toEqual([open, borrowed, lent]);
    expect(ids(contract.check('getAccountLoans', await get(node, 'getAccountLoans', { account: a.accountRS, role: 'LENDER' })))).toEqual([open, lent]);
    expect(ids(contract.check('getAccountLoans', await get(node, 'getAccountLoans', { account: a.account, role: 'BORROWER' })))).toEqual([borrowed]);
    expect(ids(contract.check('getAccountLoans', await get(node, 'getAccountLoans', { account: a.account, state: 'ACTIVE' })))).toEqual([borrowed, lent]);
    expect(ids(contract.check('getAccountLoans', await get(node, 'getAccountLoans', { account: a.account, state: 'OFFERED', role: 'LENDER' })))).toEqual([open]);
    expect(ids(contract.check('getAccountLoans', await get(node, 'getAccountLoans', { account: a.account, firstIndex: '0', lastIndex: '0' })))).toEqual([open]);
  });

  it('refuses a bad role or state, and an unknown account', async () => {
    expect((await get(node, 'getAccountLoans', { account: a.account, role: 'OWNER' })).json).toMatchObject({ errorCode: 7, error: 'role' });
    expect((await get(node, 'getAccountLoans', { account: a.account, state: 'LATE' })).json).toMatchObject({ errorCode: 7, error: 'state' });
    expect((await get(node, 'getAccountLoans', { account: '1234567890123' })).json).toMatchObject({ errorCode: 3, error: 'account' });
    expect((await get(node, 'getAccountLoans', {})).json).toMatchObject({ errorCode: 1, error: 'account' });
  });
});
