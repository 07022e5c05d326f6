// The records of the monetary system (plain immutable shapes; tables.ts has their codecs and
// indexes). Units are QNT (the currency's smallest unit), rates MTA per QNT, all bigint.

/** A currency; the id is its issuance transaction's id. */
export interface Currency {
  readonly issuer: bigint;
  readonly name: string;
  readonly code: string;
  readonly description: string;
  /** The type bitmask (currency-type.ts). */
  readonly type: number;
  readonly decimals: number;
  readonly initialSupply: bigint;
  readonly reserveSupply: bigint;
  readonly maxSupply: bigint;
  /** Units in existence: the initial supply, then founders' units, minted units, minus burns. */
  readonly currentSupply: bigint;
  /** The height from which it is active (0 for a currency active at once). */
  readonly issuanceHeight: number;
  readonly minReservePerUnit: bigint;
  /** Coin per unit pledged by the founders so far (RESERVABLE); after a claimable currency is
   * active, the coin backing every unit. */
  readonly currentReservePerUnit: bigint;
  readonly minDifficulty: number;
  readonly maxDifficulty: number;
  /** Minting algorithm code (minting.ts), 0 when not MINTABLE. */
  readonly algorithm: number;
  /** Height of the issuance's block. */
  readonly height: number;
}

/** One account's units of one currency outside its exchange offers. In committed state this is
 * the confirmed balance; in the mempool's pending state, what is left once every pending
 * transaction has taken its units (the unconfirmed balance). */
export interface CurrencyHolding {
  readonly account: bigint;
  readonly currency: bigint;
  readonly units: bigint;
}

/** A founder's pledge to a reservable currency before it is active: coin per unit of the reserve
 * supply, accumulated over its reserve increases. */
export interface Founder {
  readonly currency: bigint;
  readonly account: bigint;
  readonly amountPerUnit: bigint;
  readonly height: number;
}

/** An exchange offer: a buy side and a sell side on one currency, published by one account (at
 * most one per account and currency); the id is the publishing transaction's id. `limit` is what
 * may still ever trade on a side, `supply` what is offered now (the coin of the buy supply and
 * the units of the sell supply are held by the offer). */
export interface Offer {
  readonly account: bigint;
  readonly currency: bigint;
  readonly buyRate: bigint;
  readonly sellRate: bigint;
  readonly buyLimit: bigint;
  readonly sellLimit: bigint;
  readonly buySupply: bigint;
  readonly sellSupply: bigint;
  /** Removed, with its holds refunded, at the start of the block at this height. */
  readonly expirationHeight: number;
  readonly height: number;
  readonly seq: number;
}

export type ExchangeSide = 'buy' | 'sell';

/** One fill of a currencyBuy or currencySell against an offer, at the offer's rate. */
export interface Exchange {
  readonly transaction: bigint;
  readonly offer: bigint;
  readonly currency: bigint;
  readonly seller: bigint;
  readonly buyer: bigint;
  readonly units: bigint;
  readonly rate: bigint;
  /** Which request made it: 'buy' (currencyBuy filled a sell side) or 'sell'. */
  readonly side: ExchangeSide;
  readonly height: number;
  readonly seq: number;
  readonly timestamp: number;
}

/** A movement of units: a transfer, or a payment to a merchant. */
export interface CurrencyTransfer {
  readonly currency: bigint;
  readonly sender: bigint;
  readonly recipient: bigint;
  readonly units: bigint;
  readonly payment: boolean;
  readonly height: number;
  readonly seq: number;
  readonly timestamp: number;
}

/** A registered merchant (may receive currencyPayment); keyed by account. */
export interface Merchant {
  readonly name: string;
  readonly description: string;
  readonly height: number;
}

/** The sequence of records within one block (orders equal heights). */
export interface BlockSeq {
  readonly height: number;
  readonly next: number;
}
