// Currency minting (5/7). Attachment (version 1): i64 nonce, u64 currency, u64 unitsQNT, u64
// counter (JSON: nonce, currency, unitsQNT, counter).
// Rules (the spec's, then Nxt's): only the issuer mints (NOT_CURRENCY_ISSUER, naming
// secretPhrase); the currency is active and MINTABLE; its total (maximum) supply is above
// 10,000 QNT and one mint creates at most 0.01% of it (maxSupplyQNT / 10,000); the counter is
// above the last one this account used on this currency; the hash of the proof meets the
// target at the supply when the block applies it (minting.ts). Apply mints min(units, what is
// left below the maximum supply) into the sender and stores the counter. The mempool stores the
// counter in its pending state, so a second mint with the same counter waits for a block.
// Fee: 1 coin.
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import type { StateReader } from '../../domain/state/state.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import { MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { TxRejectReason } from '../../domain/errors.js';
import { pair } from '../../domain/state/pair-key.js';
import { fieldCodec } from '../../domain/tx-types/attachment-fields.js';
import { checkCurrencyTx, msType, refuse, refuseNow, requireActiveCurrency } from './checks.js';
import { CurrencyTypeBit, hasBit } from './currency-type.js';
import { adjustUnits, OWNER } from './holdings.js';
import { mintingTarget, proofMeetsTarget, targetBytes, type MintingAlgorithm } from './minting.js';
import { CURRENCIES, MINT_COUNTERS } from './tables.js';
import type { Currency } from './records.js';

export const NOT_CURRENCY_ISSUER = 'NOT_CURRENCY_ISSUER';
/** A currency may be minted only when its total supply is above this (QNT). */
export const MIN_MINTABLE_SUPPLY = 10_000n;
/** One mint creates at most maxSupply / this (0.01%). */
export const MAX_MINTING_RATIO = 10_000n;

export interface MintingAttachment extends Attachment {
  readonly nonce: bigint;
  readonly currency: bigint;
  readonly unitsQNT: bigint;
  readonly counter: bigint;
}

/** The counter the account last used on the currency (0 before its first mint). */
export function lastCounter(state: StateReader, currency: bigint, account: bigint): bigint {
  return state.get(MINT_COUNTERS, pair(currency, account)) ?? 0n;
}

/** The largest mint of the currency. */
export function maxMintUnits(c: Currency): bigint {
  return c.maxSupply / MAX_MINTING_RATIO;
}

/** Why the currency cannot be minted at all (undefined when it can). */
export function mintableProblem(c: Currency): string | undefined {
  if (!hasBit(c.type, CurrencyTypeBit.MINTABLE)) return 'the currency is not MINTABLE';
  if (c.maxSupply <= MIN_MINTABLE_SUPPLY) return `the currency's total supply must exceed ${MIN_MINTABLE_SUPPLY} QNT to be minted`;
  return undefined;
}

export const currencyMinting: TransactionType<MintingAttachment> = Object.freeze({
  ...msType(7, 'CurrencyMinting', false),
  ...fieldCodec<MintingAttachment>('CurrencyMinting', [
    { name: 'nonce', kind: 'long' },
    { name: 'currency', kind: 'id' },
    { name: 'unitsQNT', kind: 'amount' },
    { name: 'counter', kind: 'amount' },
  ]),
  validateStateless(tx: Transaction): void {
    const a = attachmentOf(tx, currencyMinting);
    checkCurrencyTx(tx, a.currency, a.unitsQNT);
    if (a.counter < 1n) refuse('counter must be positive', 'counter');
  },
  validate(tx: Transaction, { state }: TxValidationContext): void {
    const a = attachmentOf(tx, currencyMinting);
    const c = requireActiveCurrency(state, a.currency);
    if (c.issuer !== tx.senderId) refuseNow(`only the issuer of currency ${a.currency} may mint it`, 'secretPhrase', TxRejectReason.INVALID_ATTACHMENT, NOT_CURRENCY_ISSUER);
    const problem = mintableProblem(c);
    if (problem) refuseNow(problem, 'currency');
    if (a.unitsQNT > maxMintUnits(c)) refuseNow(`one mint creates at most 0.01% of the total supply: ${maxMintUnits(c)} QNT`, 'unitsQNT');
    if (c.currentSupply >= c.maxSupply) refuseNow('the whole supply has been minted', 'unitsQNT');
    const last = lastCounter(state, a.currency, tx.senderId);
    if (a.counter <= last) refuseNow(`counter must be above ${last}, the last one used`, 'counter');
    const target = mintingTarget(c, a.unitsQNT);
    const proof = { nonce: a.nonce, currency: a.currency, units: a.unitsQNT, counter: a.counter, account: tx.senderId };
    if (!proofMeetsTarget(c.algorithm as MintingAlgorithm, proof, targetBytes(target))) refuseNow('the hash of the proof does not meet the minting target', 'nonce');
  },
  reserve(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, currencyMinting);
    state.put(MINT_COUNTERS, pair(a.currency, tx.senderId), a.counter);
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, currencyMinting);
    const c = state.get(CURRENCIES, a.currency)!;
    state.put(MINT_COUNTERS, pair(a.currency, tx.senderId), a.counter);
    const left = c.maxSupply - c.currentSupply;
    const units = a.unitsQNT < left ? a.unitsQNT : left;
    adjustUnits(state, tx.senderId, a.currency, units);
    state.put(CURRENCIES, a.currency, { ...c, currentSupply: c.currentSupply + units });
    state.emit({ capability: OWNER, name: 'minted', transactionId: tx.id, attributes: { currency: a.currency, account: tx.senderId, unitsQNT: units, counter: a.counter } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});
