// The coin shufflings hold outside balances: each participant of an open shuffling holds its
// deposit, and its amount when the holding is coin.
import type { AnyTable } from '../../domain/state/table.js';
import { SHUFFLINGS } from './tables.js';
import type { Shuffling } from './records.js';

export function shufflingHeldCoin(records: (table: AnyTable) => ReadonlyArray<readonly [unknown, unknown]>): Array<readonly [string, bigint]> {
  let held = 0n;
  for (const [, s] of records(SHUFFLINGS) as ReadonlyArray<readonly [bigint, Shuffling]>) {
    if (s.stage === 'DONE' || s.stage === 'CANCELLED') continue;
    held += BigInt(s.participants.length) * (s.deposit + (s.holding.type === 'COIN' ? s.amount : 0n));
  }
  return [['shuffling deposits and amounts', held]];
}
