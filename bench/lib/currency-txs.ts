// Signed transactions of the monetary system for the benchmarks (natively signed fixture keys,
// as bench/lib/totem-txs.ts signs the totem exchange's).
import type { Transaction } from '../../src/domain/transaction.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import type { Attachment } from '../../src/domain/types.js';
import { currencyIssuance, issuanceFeeMTA } from '../../src/capabilities/currencies/issuance.js';
import { currencyTransfer } from '../../src/capabilities/currencies/transfer.js';
import { publishExchangeOffer } from '../../src/capabilities/currencies/offers.js';
import { exchangeBuy, exchangeSell } from '../../src/capabilities/currencies/exchange.js';
import type { BenchKey } from './keys.js';
import { signed, type Stamp } from './totem-txs.js';

/** A plain exchangeable currency of `supply` units, all to the issuer. */
export function benchCurrencyIssuance(sender: BenchKey, code: string, supply: bigint, at: Stamp): Transaction {
  const attachment = {
    version: 1,
    name: `Bench${code.toLowerCase()}`,
    code,
    description: '',
    type: 1,
    initialSupply: supply,
    reserveSupply: 0n,
    maxSupply: supply,
    issuanceHeight: 0,
    minReservePerUnit: 0n,
    minDifficulty: 0,
    maxDifficulty: 0,
    algorithm: 0,
    decimals: 0,
  };
  return signed(sender, currencyIssuance, attachment as Attachment, at, 0n, issuanceFeeMTA(code.length));
}

export function benchCurrencyTransfer(sender: BenchKey, to: bigint, currency: bigint, unitsQNT: bigint, at: Stamp): Transaction {
  return signed(sender, currencyTransfer, { version: 1, currency, unitsQNT } as Attachment, at, to);
}

export interface BenchOffer {
  readonly currency: bigint;
  readonly buyRate: bigint;
  readonly sellRate: bigint;
  readonly limit: bigint;
  readonly supply: bigint;
  readonly expirationHeight: number;
}

export function benchOffer(sender: BenchKey, o: BenchOffer, at: Stamp): Transaction {
  const attachment = {
    version: 1,
    currency: o.currency,
    buyRateMTA: o.buyRate,
    sellRateMTA: o.sellRate,
    totalBuyLimitQNT: o.limit,
    totalSellLimitQNT: o.limit,
    initialBuySupplyQNT: o.supply,
    initialSellSupplyQNT: o.supply,
    expirationHeight: o.expirationHeight,
  };
  return signed(sender, publishExchangeOffer, attachment as Attachment, at);
}

/** `feeMTA` above the minimum tells apart requests that are otherwise the same. */
export function benchExchange(sender: BenchKey, side: 'buy' | 'sell', currency: bigint, rateMTA: bigint, unitsQNT: bigint, at: Stamp, feeMTA = ONE_COIN): Transaction {
  return signed(sender, side === 'buy' ? exchangeBuy : exchangeSell, { version: 1, currency, rateMTA, unitsQNT } as Attachment, at, 0n, feeMTA);
}
