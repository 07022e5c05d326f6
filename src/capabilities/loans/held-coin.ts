// The coin loans hold outside balances: an OFFERED loan holds its principal, an ACTIVE one its
// collateral (when they are coin).
import type { AnyTable } from '../../domain/state/table.js';
import { LOANS } from './tables.js';
import type { Loan } from './records.js';

export function loansHeldCoin(records: (table: AnyTable) => ReadonlyArray<readonly [unknown, unknown]>): Array<readonly [string, bigint]> {
  let principals = 0n;
  let collaterals = 0n;
  for (const [, l] of records(LOANS) as ReadonlyArray<readonly [bigint, Loan]>) {
    if (l.state === 'OFFERED' && l.principal.type === 'COIN') principals += l.principalAmount;
    if (l.state === 'ACTIVE' && l.collateral.type === 'COIN') collaterals += l.collateralAmount;
  }
  return [['loan principals', principals], ['loan collaterals', collaterals]];
}
