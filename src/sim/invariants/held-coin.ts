// Where coin sits outside the balances of the accounts table, read from the committed records
// (supply.ts adds it to the balances and compares with the genesis supply). Every coin move goes
// through adjustBalance / adjustHoldingOf; the places that take coin from an account without
// crediting another in the same step are:
//   - deferred transactions (core): the amount of a deferred or phased transaction is debited at
//     acceptance and credited at its height; a phased one also holds what its type's `reserve`
//     took (a bid order's coin, a loan offer's principal...), measured by running its `release`
//     on a scratch overlay;
//   - each capability's own places, which it tells through its `heldCoin` hook (resting totem
//     bids, currency buy offers, pledges and claimable reserves, loans' principals and
//     collaterals, open shufflings' deposits and amounts: src/capabilities/*/held-coin.ts).
// Fees are not burnt (the block's generator gets them), subscriptions and dividends pay from
// account to account, and contracts keep their coin in accounts.
import { ACCOUNTS } from '../../domain/state/accounts.js';
import { StateOverlay } from '../../domain/state/overlay.js';
import type { AnyTable, StateKey } from '../../domain/state/table.js';
import { DEFERRED } from '../../domain/deferred-table.js';
import { Transaction } from '../../domain/transaction.js';
import type { ChainRules } from '../../domain/capability.js';
import type { TransactionTypeRegistry } from '../../domain/tx-types/registry.js';
import type { ChainStore } from '../../storage/chain-store.js';
import type { DeferredTransaction } from '../../domain/deferred-table.js';

/** The tables whose records hold coin: the deferred transactions and the tables of every
 * capability that tells its held coin. */
export function coinHoldingTables(rules: ChainRules): AnyTable[] {
  return [DEFERRED, ...rules.capabilities.filter((c) => c.heldCoin !== undefined).flatMap((c) => c.tables ?? [])];
}

/** Committed records of a table, by key. */
export type Records = ReadonlyArray<readonly [StateKey, unknown]>;

/** Coin held per place (only the places holding some), read from `records` of each table; the
 * store is read for what a phased transaction's release gives back (its tip must be the one the
 * records were read at). */
export function heldCoin(records: (table: AnyTable) => Records, store: ChainStore, rules: ChainRules): Map<string, bigint> {
  const registry = rules.registry;
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
  for (const capability of rules.capabilities) {
    for (const [place, coin] of capability.heldCoin?.(records) ?? []) add(place, coin);
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
