// Shared by the LOANS API tests: a devnet node, an offer published through the API and forged,
// its acceptance, and the loan record in committed state.
import { expect } from '@jest/globals';
import { loanOf } from '../../src/capabilities/loans/queries.js';
import type { ChainNode, TestAccount } from './chain-fixture.js';
import { contract } from './fixtures/totem-reads.js';

export const post = (node: ChainNode, requestType: string, params: Record<string, string>) => node.post({ requestType, ...params });
export const get = (node: ChainNode, requestType: string, params: Record<string, string> = {}) => node.get({ requestType, ...params });

/** A coin loan of 100 coins against 5 coins for 10 blocks with 2 coins interest, unless told. */
export const OFFER = { principalType: 'COIN', principalAmount: '10000000000', interestType: 'FIXED', interestValue: '200000000', duration: '10', collateralType: 'COIN', collateralAmount: '500000000' };

let bump = 0;
/** A fee of 1 coin plus a little more each time (identical transactions would be duplicates). */
export const fee = (): string => String(100_000_000 + ++bump);

/** Publishes (checked against the contract) and forges; returns the loan id. */
export async function publishOffer(node: ChainNode, lender: TestAccount, extra: Record<string, string> = {}): Promise<string> {
  const r = await post(node, 'publishLoanOffer', { secretPhrase: lender.secretPhrase, feeMTA: fee(), ...OFFER, ...extra });
  expect(r.json).toMatchObject({ broadcasted: true });
  contract.check('publishLoanOffer', r);
  await node.forge();
  return r.json.transaction as string;
}

export async function acceptOffer(node: ChainNode, borrower: TestAccount, loan: string): Promise<void> {
  const r = await post(node, 'acceptLoan', { secretPhrase: borrower.secretPhrase, loan, feeMTA: fee() });
  expect(r.json).toMatchObject({ broadcasted: true });
  contract.check('acceptLoan', r);
  await node.forge();
}

export const loanRecord = (node: ChainNode, loan: string) => loanOf(node.node.state, BigInt(loan));
