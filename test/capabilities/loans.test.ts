// Loans' ledger rules on an in-process devnet node, walking every transition of the state table
// (docs/loans.md): offer -> cancel, offer -> expire, offer -> accept -> partial -> full repayment,
// accept -> default at exactly the maturity height (a repayment in the maturity block refused),
// totem and currency holdings, and popOff across a default restoring and redoing it.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import type { HoldingRef } from '../../src/domain/holding-ref.js';
import { loanOf, repaymentsOf, accountLoans, loanOffersOf } from '../../src/capabilities/loans/queries.js';
import { MAX_LOAN_DURATION } from '../../src/capabilities/loans/types.js';
import { idOf } from '../chain/helpers.js';
import { tallyNode, type TallyNode } from '../helpers/tally-node.js';
import { ledgerKit } from '../helpers/ledger-kit.js';
import { acceptLoanTx, cancelLoanOfferTx, loanOfferTx, repayLoanTx } from '../helpers/loan-txs.js';
import { issueTotemTx } from '../helpers/totem-txs.js';
import { issueCurrencyTx } from '../helpers/currency-txs.js';

describe('loans: the state machine', () => {
  let t: TallyNode;
  let genesis: bigint;
  beforeEach(async () => {
    t = await tallyNode();
    genesis = (await t.node.blockchain.status()).genesisBlockId;
  });
  afterEach(() => t.node.stop());
  const k = ledgerKit(() => t, () => genesis);
  const [L, B, C] = ['devnet-0', 'devnet-1', 'devnet-2'];
  /** Balance net of forging rewards. */
  const balance = async (phrase: string) => {
    const a = await t.node.blockchain.getAccount(idOf(phrase));
    return (a?.balanceMTA ?? 0n) - (a?.forgedBalanceMTA ?? 0n);
  };
  const units = (h: HoldingRef, phrase: string) => t.node.registry.hooks.holdings[h.type as 'TOTEM' | 'CURRENCY']!.balance(t.node.state, h.id, idOf(phrase));
  const loan = (id: bigint) => loanOf(t.node.state, id)!;

  it('offer -> cancel: the principal is reserved, then returned', async () => {
    const before = await balance(L);
    const offer = loanOfferTx(t.node, k.p(L), { expirationHeight: (await k.height()) + 50 });
    await k.forge(offer);
    expect(loan(offer.id)).toMatchObject({ state: 'OFFERED', lender: idOf(L), principalAmount: 1000n * ONE_COIN });
    expect(await balance(L)).toBe(before - offer.feeMTA - 1000n * ONE_COIN);
    expect(loanOffersOf(t.node.state, {}).map(([id]) => id)).toEqual([offer.id]);
    // Only the lender cancels.
    expect(await k.refusal(cancelLoanOfferTx(t.node, k.p(B), offer.id))).toMatchObject({ code: 7, param: 'loan' });
    const cancel = cancelLoanOfferTx(t.node, k.p(L), offer.id);
    await k.forge(cancel);
    expect(loan(offer.id)).toMatchObject({ state: 'CANCELLED', closedHeight: await k.height() });
    expect(await balance(L)).toBe(before - offer.feeMTA - cancel.feeMTA);
    expect(loanOffersOf(t.node.state, {})).toEqual([]);
    expect(await k.refusal(acceptLoanTx(t.node, k.p(B), offer.id))).toMatchObject({ code: 7, param: 'loan' });
  });

  it('offer -> expire at the start of the expiration block', async () => {
    const before = await balance(L);
    const h = await k.height();
    const offer = loanOfferTx(t.node, k.p(L), { expirationHeight: h + 3 });
    await k.forge(offer); // h + 1
    await k.forgeTo(h + 2);
    expect(loan(offer.id).state).toBe('OFFERED');
    await k.forgeTo(h + 3);
    expect(loan(offer.id)).toMatchObject({ state: 'EXPIRED', closedHeight: h + 3 });
    expect(await balance(L)).toBe(before - offer.feeMTA);
    expect(await k.refusal(acceptLoanTx(t.node, k.p(B), offer.id))).toMatchObject({ code: 7, param: 'loan' });
  });

  it('offer -> accept -> partial repayment -> full repayment; the collateral comes back', async () => {
    const [l0, b0] = [await balance(L), await balance(B)];
    const offer = loanOfferTx(t.node, k.p(L), { interestType: 'BPS', interestValue: 500n, duration: 20 }); // 5%: owes 1050
    await k.forge(offer);
    expect(loan(offer.id).interest).toBe(50n * ONE_COIN);
    // The lender may not accept its own offer.
    expect(await k.refusal(acceptLoanTx(t.node, k.p(L), offer.id))).toMatchObject({ code: 7, param: 'loan' });
    const accept = acceptLoanTx(t.node, k.p(B), offer.id);
    await k.forge(accept);
    const h = await k.height();
    expect(loan(offer.id)).toMatchObject({ state: 'ACTIVE', borrower: idOf(B), acceptedHeight: h, maturityHeight: h + 20 });
    expect(await balance(B)).toBe(b0 - accept.feeMTA - 10n * ONE_COIN + 1000n * ONE_COIN);
    // Someone else's loan, zero, more than owed.
    expect(await k.refusal(repayLoanTx(t.node, k.p(C), offer.id, 1n))).toMatchObject({ code: 7, param: 'loan' });
    expect(await k.refusal(repayLoanTx(t.node, k.p(B), offer.id, 0n))).toMatchObject({ code: 7, param: 'amount' });
    expect(await k.refusal(repayLoanTx(t.node, k.p(B), offer.id, 1051n * ONE_COIN))).toMatchObject({ code: 7, param: 'amount' });
    const part = repayLoanTx(t.node, k.p(B), offer.id, 400n * ONE_COIN);
    await k.forge(part);
    expect(loan(offer.id)).toMatchObject({ state: 'ACTIVE', repaid: 400n * ONE_COIN });
    const rest = repayLoanTx(t.node, k.p(B), offer.id, 650n * ONE_COIN);
    await k.forge(rest);
    expect(loan(offer.id)).toMatchObject({ state: 'REPAID', repaid: 1050n * ONE_COIN, closedHeight: await k.height() });
    expect((await repaymentsOf(t.node.state, offer.id)).map(([, r]) => r.amount)).toEqual([400n * ONE_COIN, 650n * ONE_COIN]);
    expect(await balance(B)).toBe(b0 - accept.feeMTA - part.feeMTA - rest.feeMTA - 50n * ONE_COIN);
    expect(await balance(L)).toBe(l0 - offer.feeMTA + 50n * ONE_COIN);
    // The maturity no longer runs: nothing changes at the maturity height.
    await k.forgeTo(h + 21);
    expect(loan(offer.id).state).toBe('REPAID');
    expect(accountLoans(t.node.state, idOf(B), 'BORROWER').map(([id]) => id)).toEqual([offer.id]);
    expect(accountLoans(t.node.state, idOf(B), 'LENDER')).toEqual([]);
  });

  it('defaults at exactly the maturity height; a repayment in that block is refused; popOff restores and redoes it', async () => {
    const [l0, b0] = [await balance(L), await balance(B)];
    const offer = loanOfferTx(t.node, k.p(L), { duration: 3, interestValue: 5n * ONE_COIN, borrower: idOf(B) });
    await k.forge(offer);
    expect(await k.refusal(acceptLoanTx(t.node, k.p(C), offer.id))).toMatchObject({ code: 7, param: 'loan' });
    const accept = acceptLoanTx(t.node, k.p(B), offer.id);
    await k.forge(accept);
    const h = await k.height();
    const part = repayLoanTx(t.node, k.p(B), offer.id, 100n * ONE_COIN);
    await k.forge(part); // h + 1
    await k.forgeTo(h + 2);
    expect(loan(offer.id).state).toBe('ACTIVE');
    // A repayment that would enter the maturity block (h + 3): the default at the block's start wins.
    const late = repayLoanTx(t.node, k.p(B), offer.id, 905n * ONE_COIN);
    expect((await t.node.mempool.submit(late)).accepted).toBe(true);
    const block = await t.node.forger.generateBlock(); // h + 3
    expect(block.transactions.map((x) => x.id)).not.toContain(late.id);
    expect(loan(offer.id)).toMatchObject({ state: 'DEFAULTED', closedHeight: h + 3, repaid: 100n * ONE_COIN });
    expect(await k.refusal(repayLoanTx(t.node, k.p(B), offer.id, 1n))).toMatchObject({ code: 7, param: 'loan' });
    // The lender keeps the repayment and receives the whole collateral.
    expect(await balance(L)).toBe(l0 - offer.feeMTA - 1000n * ONE_COIN + 100n * ONE_COIN + 10n * ONE_COIN);
    expect(await balance(B)).toBe(b0 - accept.feeMTA - part.feeMTA + 900n * ONE_COIN - 10n * ONE_COIN);
    // popOff across the default: ACTIVE again, the collateral held; the next block redoes it.
    await t.node.blockchain.popOff({ numBlocks: 1 });
    expect(loan(offer.id)).toMatchObject({ state: 'ACTIVE', closedHeight: 0 });
    expect(await balance(L)).toBe(l0 - offer.feeMTA - 1000n * ONE_COIN + 100n * ONE_COIN);
    await t.node.forger.generateBlock();
    expect(loan(offer.id).state).toBe('DEFAULTED');
    expect(await balance(L)).toBe(l0 - offer.feeMTA - 1000n * ONE_COIN + 110n * ONE_COIN);
  });

  it('lends a totem against a currency collateral', async () => {
    const totemTx = issueTotemTx(t.node, k.p(L), { name: 'lendme', quantityQNT: 1000n });
    const curTx = issueCurrencyTx(t.node, k.p(B), { name: 'Pledge', code: 'PLDGE', maxSupply: 500n });
    await k.forge(totemTx, curTx);
    const totem: HoldingRef = { type: 'TOTEM', id: totemTx.id };
    const currency: HoldingRef = { type: 'CURRENCY', id: curTx.id };
    // Unknown holdings and bad refs are refused naming the parameter.
    expect(await k.refusal(loanOfferTx(t.node, k.p(L), { principal: { type: 'TOTEM', id: 12345n }, principalAmount: 1n }))).toMatchObject({ code: 7, param: 'principal' });
    expect(await k.refusal(loanOfferTx(t.node, k.p(L), { principal: totem, principalAmount: 100n, collateral: { type: 'COIN', id: 5n } }))).toMatchObject({ code: 7, param: 'collateral' });
    expect(await k.refusal(loanOfferTx(t.node, k.p(L), { principal: totem, principalAmount: 2000n }))).toMatchObject({ code: 6, param: 'principalAmount' });
    const offer = loanOfferTx(t.node, k.p(L), { principal: totem, principalAmount: 300n, interestValue: 30n, collateral: currency, collateralAmount: 200n, duration: 5 });
    await k.forge(offer);
    expect(units(totem, L)).toBe(700n);
    // Not enough collateral: errorCode 6.
    expect(await k.refusal(acceptLoanTx(t.node, k.p(C), offer.id))).toMatchObject({ code: 6, param: 'loan' });
    await k.forge(acceptLoanTx(t.node, k.p(B), offer.id));
    expect([units(totem, B), units(currency, B)]).toEqual([300n, 300n]);
    await k.forge(repayLoanTx(t.node, k.p(B), offer.id, 300n));
    expect(await k.refusal(repayLoanTx(t.node, k.p(B), offer.id, 31n))).toMatchObject({ code: 7, param: 'amount' });
    expect(await k.refusal(repayLoanTx(t.node, k.p(B), offer.id, 30n))).toMatchObject({ code: 6, param: 'amount' });
    await k.forge(loanOfferTx(t.node, k.p(L), { principal: totem, principalAmount: 30n, duration: 2 })); // nothing to do with it: B lacks 30 units
    const h = await k.height();
    await k.forgeTo(h + 4);
    expect(loan(offer.id).state).toBe('DEFAULTED');
    expect([units(totem, L), units(currency, L), units(currency, B)]).toEqual([1000n - 30n, 200n, 300n]);
  });

  it('refuses bad terms naming the parameter', async () => {
    expect(await k.refusal(loanOfferTx(t.node, k.p(L), { duration: 0 }))).toMatchObject({ code: 7, param: 'duration' });
    expect(await k.refusal(loanOfferTx(t.node, k.p(L), { duration: MAX_LOAN_DURATION + 1 }))).toMatchObject({ code: 7, param: 'duration' });
    expect(await k.refusal(loanOfferTx(t.node, k.p(L), { principalAmount: 0n }))).toMatchObject({ code: 7, param: 'principalAmount' });
    expect(await k.refusal(loanOfferTx(t.node, k.p(L), { collateralAmount: 0n }))).toMatchObject({ code: 7, param: 'collateralAmount' });
    expect(await k.refusal(loanOfferTx(t.node, k.p(L), { expirationHeight: 1 }))).toMatchObject({ code: 7, param: 'expirationHeight' });
    expect(await k.refusal(loanOfferTx(t.node, k.p(L), { principalAmount: 10n ** 18n }))).toMatchObject({ code: 6, param: 'principalAmount' });
  });
});
