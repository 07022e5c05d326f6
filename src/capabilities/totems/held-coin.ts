// The coin the totem exchange holds outside balances: a resting bid order holds quantity x price
// (taken from the bidder when placed, paid out or given back as it fills or is cancelled).
import type { AnyTable } from '../../domain/state/table.js';
import { ORDERS } from './tables.js';
import type { Order } from './records.js';

export function totemsHeldCoin(records: (table: AnyTable) => ReadonlyArray<readonly [unknown, unknown]>): Array<readonly [string, bigint]> {
  let bids = 0n;
  for (const [, o] of records(ORDERS) as ReadonlyArray<readonly [bigint, Order]>) if (o.kind === 'bid') bids += o.quantity * o.price;
  return [['totem bid orders', bids]];
}
