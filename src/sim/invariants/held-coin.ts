// Where coin sits outside the balances of the accounts table, per capability, read from the
// committed records (supply.ts adds it to the balances and compares with the genesis supply).
// Every coin move goes through adjustBalance / adjustHoldingOf; the places below are every one
// that takes coin from an account without crediting another in the same step:
//   - deferred transactions (core): the amount of a deferred or phased transaction is debited at
//     acceptance and credited at its height; a phased one also holds what its type's `reserve`
//     took (a bid order's coin, a loan offer's principal...), measured by running its `release`
//     on a scratch overlay;
//   - totems: a resting bid order holds quantity x price;
//   - currencies: an exchange offer's buy side holds buySupply x buyRate; a founder's pledge holds
//     amountPerUnit x reserveSupply until the currency's resolution; a resolved CLAIMABLE
//     currency holds currentSupply x currentReservePerUnit (the coin backing its units);
//   - loans: an OFFERED loan holds its principal, an ACTIVE one its collateral (when coin);
//   - shufflings: each participant of an open shuffling holds its deposit, and its amount when
//     the holding is coin.
// Fees are not burnt (the block's generator gets them), subscriptions and dividends pay from
// account to account, and contracts keep their coin in accounts.
import { ACCOUNTS } from '../../domain/state/accounts.js';
import { StateOverlay } from '../../domain/state/overlay.js';
import type { AnyTable, StateKey } from '../../domain/state/table.js';
import { DEFERRED } from '../../domain/deferred-table.js';
import { Transaction } from '../../domain/transaction.js';
import type { TransactionTypeRegistry } from '../../domain/tx-types/registry.js';
import type { ChainStore } from '../../storage/chain-store.js';
import { ORDERS } from '../../capabilities/totems/tables.js';
import { CURRENCIES, FOUNDERS, OFFERS } from '../../capabilities/currencies/tables.js';
import { CurrencyTypeBit } from '../../capabilities/currencies/currency-type.js';
import { LOANS } from '../../capabilities/loans/tables.js';
import { SHUFFLINGS } from '../../capabilities/shuffling/tables.js';
import type { Order } from '../../capabilities/totems/records.js';
import type { Currency, Founder, Offer } from '../../capabilities/currencies/records.js';
import type { Loan } from '../../capabilities/loans/records.js';
import type { Shuffling } from '../../capabilities/shuffling/records.js';
import type { DeferredTransaction } from '../../domain/deferred-table.js';

/** The tables whose records hold coin (read when the node has them). */
export const COIN_HOLDING_TABLES: readonly AnyTable[] = [DEFERRED, ORDERS, OFFERS, FOUNDERS, CURRENCIES, LOANS, SHUFFLINGS];

/** Committed records of a table, by key. */
export type Records = ReadonlyArray<readonly [StateKey, unknown]>;

/** Coin held per place (only the places holding some), read from `records` of each table; the
 * store is read for what a phased transaction's release gives back (its tip must be the one the
 * records were read at). */
export function heldCoin(records: (table: AnyTable) => Records, store: ChainStore, registry: TransactionTypeRegistry): Map<string, bigint> {
  const held = new Map<string, bigint>();
  const add = (place: string, coin: bigint) => {
    if (coin !== 0n) held.set(place, (held.get(place) ?? 0n) + coin);
  };
  for (const [, d] of records(DEFERRED) as ReadonlyArray<readonly [bigint, DeferredTransaction]>) {
    let tx: Transaction;
    try {
      tx = Transaction.fromBytes(d.bytes, registry);
    } catch {
      continue; // refused when due (deferred.ts): its amount goes back then, as it would for any
    }
    add('deferred amounts', tx.amountMTA);
    if (tx.appendices.phasing !== undefined) add('phased holds', releasedCoin(tx, store, registry));
  }
  for (const [, o] of records(ORDERS) as ReadonlyArray<readonly [bigint, Order]>) if (o.kind === 'bid') add('totem bid orders', o.quantity * o.price);
  for (const [, o] of records(OFFERS) as ReadonlyArray<readonly [bigint, Offer]>) add('currency buy offers', o.buySupply * o.buyRate);
  const currencies = new Map(records(CURRENCIES) as ReadonlyArray<readonly [bigint, Currency]>);
  const pledged = new Set<bigint>();
  for (const [, f] of records(FOUNDERS) as ReadonlyArray<readonly [bigint, Founder]>) {
    pledged.add(f.currency);
    add('currency pledges', f.amountPerUnit * (currencies.get(f.currency)?.reserveSupply ?? 0n));
  }
  for (const [id, c] of currencies) {
    if ((c.type & CurrencyTypeBit.CLAIMABLE) !== 0 && !pledged.has(id)) add('claimable reserves', c.currentSupply * c.currentReservePerUnit);
  }
  for (const [, l] of records(LOANS) as ReadonlyArray<readonly [bigint, Loan]>) {
    if (l.state === 'OFFERED' && l.principal.type === 'COIN') add('loan principals', l.principalAmount);
    if (l.state === 'ACTIVE' && l.collateral.type === 'COIN') add('loan collaterals', l.collateralAmount);
  }
  for (const [, s] of records(SHUFFLINGS) as ReadonlyArray<readonly [bigint, Shuffling]>) {
    if (s.stage === 'DONE' || s.stage === 'CANCELLED') continue;
    const each = s.deposit + (s.holding.type === 'COIN' ? s.amount : 0n);
    add('shuffling deposits and amounts', BigInt(s.participants.length) * each);
  }
  return held;
}

/** The coin a phased transaction's release gives back, on a scratch overlay of the tip. */
function releasedCoin(tx: Transaction, store: ChainStore, registry: TransactionTypeRegistry): bigint {
  if (tx.txType.release === undefined) return 0n;
  const scratch = new StateOverlay({ height: store.height, blockTimestamp: 0, keepPriors: false }, { source: store });
  try {
    tx.txType.release(tx, scratch, registry.hooks);
  } catch {
    return 0n;
  }
  let coin = 0n;
  for (const id of scratch.changedKeys(ACCOUNTS)) coin += (scratch.getAccount(id)?.balanceMTA ?? 0n) - (store.getAccount(id)?.balanceMTA ?? 0n);
  return coin;
}
