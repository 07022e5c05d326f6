// The coin the monetary system holds outside balances: an exchange offer's buy side holds
// buySupply x buyRate; a founder's pledge holds amountPerUnit x reserveSupply until the
// currency's resolution; a resolved CLAIMABLE currency holds currentSupply x
// currentReservePerUnit (the coin backing its units).
import type { AnyTable } from '../../domain/state/table.js';
import { CurrencyTypeBit } from './currency-type.js';
import { CURRENCIES, FOUNDERS, OFFERS } from './tables.js';
import type { Currency, Founder, Offer } from './records.js';

export function currenciesHeldCoin(records: (table: AnyTable) => ReadonlyArray<readonly [unknown, unknown]>): Array<readonly [string, bigint]> {
  let offers = 0n;
  for (const [, o] of records(OFFERS) as ReadonlyArray<readonly [bigint, Offer]>) offers += o.buySupply * o.buyRate;
  const currencies = new Map(records(CURRENCIES) as ReadonlyArray<readonly [bigint, Currency]>);
  const pledged = new Set<bigint>();
  let pledges = 0n;
  for (const [, f] of records(FOUNDERS) as ReadonlyArray<readonly [bigint, Founder]>) {
    pledged.add(f.currency);
    pledges += f.amountPerUnit * (currencies.get(f.currency)?.reserveSupply ?? 0n);
  }
  let reserves = 0n;
  for (const [id, c] of currencies) {
    if ((c.type & CurrencyTypeBit.CLAIMABLE) !== 0 && !pledged.has(id)) reserves += c.currentSupply * c.currentReservePerUnit;
  }
  return [['currency buy offers', offers], ['currency pledges', pledges], ['claimable reserves', reserves]];
}
