// The monetary system's tables (buckets 26-35; docs/storage.md). Where each table's indexes live
// (docs/architecture.md, "State"):
//   - in memory, with the whole table (scanned while blocks are applied, bounded by live state):
//     offers (the books answer the best offer in O(log n); byCurrency and byAccount for deletion
//     and replacement), holdings, founders and mint counters (a deleted currency's are walked and
//     removed with it);
//   - in memory, not scanned by the rules: currencies and merchants (live records, one per issued
//     currency or registered merchant, each paid for, removed on deletion or deregistration);
//   - on disk (persistIndexes): exchanges and transfers, histories that grow with the chain and
//     that only queries read, a page at a time; their caches hold the recent records.
//
// Record formats (the key is not repeated in the value):
//   currencies        u64 issuer, len+name, len+code, len+description, u8 type, u8 decimals,
//                     varBig initial, reserve, max, current supply, varUint issuanceHeight,
//                     varBig minReservePerUnit, currentReservePerUnit, u8 minDifficulty,
//                     u8 maxDifficulty, u8 algorithm, varUint height
//   currencyNames     key: the lower-cased name or code; u64 currency
//   currencyHoldings  key (account, currency); varBig units
//   currencyFounders  key (currency, account); varBig amountPerUnit, varUint height
//   currencyOffers    u64 account, currency, varBig buyRate, sellRate, buyLimit, sellLimit,
//                     buySupply, sellSupply, varUint expirationHeight, height, seq
//   currencyExchanges key (transaction, offer); u64 currency, seller, buyer, varBig units, rate,
//                     u8 side (0 buy, 1 sell), varUint height, seq, timestamp
//   currencyTransfers u64 currency, sender, recipient, varBig units, u8 payment, varUint
//                     height, seq, timestamp
//   mintCounters      key (currency, account); varBig counter
//   merchants         key account; len+name, len+description, varUint height
//   currencySeq       key 0; varUint height, next
import { ByteWriter } from '../../domain/state/record-bytes.js';
import { defineTable, stringKey, u64Key, type Table } from '../../domain/state/table.js';
import { decodeWith, pairKey, unpair } from '../../domain/state/pair-key.js';
import type { BlockSeq, Currency, CurrencyHolding, CurrencyTransfer, Exchange, Founder, Merchant, Offer } from './records.js';

const text = new TextEncoder();
const utf8 = new TextDecoder('utf-8', { fatal: true });

export const CURRENCIES: Table<bigint, Currency> = defineTable<bigint, Currency>({
  name: 'currencies',
  bucket: 26,
  key: u64Key,
  value: {
    encode: (c: Currency) =>
      new ByteWriter(96)
        .u64(c.issuer)
        .lengthPrefixed(text.encode(c.name))
        .lengthPrefixed(text.encode(c.code))
        .lengthPrefixed(text.encode(c.description))
        .u8(c.type)
        .u8(c.decimals)
        .varBig(c.initialSupply)
        .varBig(c.reserveSupply)
        .varBig(c.maxSupply)
        .varBig(c.currentSupply)
        .varUint(c.issuanceHeight)
        .varBig(c.minReservePerUnit)
        .varBig(c.currentReservePerUnit)
        .u8(c.minDifficulty)
        .u8(c.maxDifficulty)
        .u8(c.algorithm)
        .varUint(c.height)
        .finish(),
    decode: (bytes: Uint8Array): Currency =>
      decodeWith(bytes, (r) => ({
        issuer: r.u64(),
        name: utf8.decode(r.lengthPrefixed()),
        code: utf8.decode(r.lengthPrefixed()),
        description: utf8.decode(r.lengthPrefixed()),
        type: r.u8(),
        decimals: r.u8(),
        initialSupply: r.varBig(),
        reserveSupply: r.varBig(),
        maxSupply: r.varBig(),
        currentSupply: r.varBig(),
        issuanceHeight: r.varUint(),
        minReservePerUnit: r.varBig(),
        currentReservePerUnit: r.varBig(),
        minDifficulty: r.u8(),
        maxDifficulty: r.u8(),
        algorithm: r.u8(),
        height: r.varUint(),
      })),
  },
  cache: 'all',
  indexes: [
    { name: 'byHeight', entry: (c: Currency) => [-c.height] },
    { name: 'byIssuer', entry: (c: Currency) => [c.issuer, -c.height] },
    { name: 'byCode', entry: (c: Currency) => [c.code] },
  ],
});

/** Names and codes in one namespace, lower-cased (names.ts). */
export const CURRENCY_NAMES: Table<string, bigint> = defineTable<string, bigint>({
  name: 'currencyNames',
  bucket: 27,
  key: stringKey,
  value: {
    encode: (id: bigint) => u64Key.encode(id),
    decode: (bytes: Uint8Array) => u64Key.decode(bytes),
  },
  cache: 'all',
});

export const CURRENCY_HOLDINGS: Table<bigint, CurrencyHolding> = defineTable<bigint, CurrencyHolding>({
  name: 'currencyHoldings',
  bucket: 28,
  key: pairKey,
  value: {
    encode: (h: CurrencyHolding) => new ByteWriter(12).varBig(h.units).finish(),
    decode: (bytes: Uint8Array, key: bigint): CurrencyHolding => decodeWith(bytes, (r) => ({ account: unpair(key)[0], currency: unpair(key)[1], units: r.varBig() })),
  },
  cache: 'all',
  indexes: [
    { name: 'byAccount', entry: (h: CurrencyHolding) => [h.account, h.currency] },
    { name: 'byCurrency', entry: (h: CurrencyHolding) => [h.currency, -h.units, h.account] },
  ],
});

export const FOUNDERS: Table<bigint, Founder> = defineTable<bigint, Founder>({
  name: 'currencyFounders',
  bucket: 29,
  key: pairKey,
  value: {
    encode: (f: Founder) => new ByteWriter(16).varBig(f.amountPerUnit).varUint(f.height).finish(),
    decode: (bytes: Uint8Array, key: bigint): Founder =>
      decodeWith(bytes, (r) => ({ currency: unpair(key)[0], account: unpair(key)[1], amountPerUnit: r.varBig(), height: r.varUint() })),
  },
  cache: 'all',
  indexes: [{ name: 'byCurrency', entry: (f: Founder) => [f.currency, f.account] }],
});

/** Nothing trades on a side with no limit or no supply left: such a side leaves its book. */
const onBook = (limit: bigint, supply: bigint): boolean => limit > 0n && supply > 0n;

export const OFFERS: Table<bigint, Offer> = defineTable<bigint, Offer>({
  name: 'currencyOffers',
  bucket: 30,
  key: u64Key,
  value: {
    encode: (o: Offer) =>
      new ByteWriter(80)
        .u64(o.account)
        .u64(o.currency)
        .varBig(o.buyRate)
        .varBig(o.sellRate)
        .varBig(o.buyLimit)
        .varBig(o.sellLimit)
        .varBig(o.buySupply)
        .varBig(o.sellSupply)
        .varUint(o.expirationHeight)
        .varUint(o.height)
        .varUint(o.seq)
        .finish(),
    decode: (bytes: Uint8Array): Offer =>
      decodeWith(bytes, (r) => ({
        account: r.u64(),
        currency: r.u64(),
        buyRate: r.varBig(),
        sellRate: r.varBig(),
        buyLimit: r.varBig(),
        sellLimit: r.varBig(),
        buySupply: r.varBig(),
        sellSupply: r.varBig(),
        expirationHeight: r.varUint(),
        height: r.varUint(),
        seq: r.varUint(),
      })),
  },
  cache: 'all',
  indexes: [
    // Where a currencySell fills: highest buy rate first, then the oldest offer.
    { name: 'buyBook', entry: (o: Offer) => (onBook(o.buyLimit, o.buySupply) ? [o.currency, -o.buyRate, o.height, o.seq] : undefined) },
    // Where a currencyBuy fills: lowest sell rate first, then the oldest offer.
    { name: 'sellBook', entry: (o: Offer) => (onBook(o.sellLimit, o.sellSupply) ? [o.currency, o.sellRate, o.height, o.seq] : undefined) },
    // Every offer of a currency, newest first (deletion and the listings walk it).
    { name: 'byCurrency', entry: (o: Offer) => [o.currency, -o.height, -o.seq] },
    // One offer per account and currency (a new one replaces it).
    { name: 'byAccount', entry: (o: Offer) => [o.account, o.currency] },
  ],
});

export const EXCHANGES: Table<bigint, Exchange> = defineTable<bigint, Exchange>({
  name: 'currencyExchanges',
  bucket: 31,
  key: pairKey,
  value: {
    encode: (e: Exchange) =>
      new ByteWriter(64)
        .u64(e.currency)
        .u64(e.seller)
        .u64(e.buyer)
        .varBig(e.units)
        .varBig(e.rate)
        .u8(e.side === 'buy' ? 0 : 1)
        .varUint(e.height)
        .varUint(e.seq)
        .varUint(e.timestamp)
        .finish(),
    decode: (bytes: Uint8Array, key: bigint): Exchange =>
      decodeWith(bytes, (r) => ({
        transaction: unpair(key)[0],
        offer: unpair(key)[1],
        currency: r.u64(),
        seller: r.u64(),
        buyer: r.u64(),
        units: r.varBig(),
        rate: r.varBig(),
        side: r.u8() === 0 ? 'buy' : 'sell',
        height: r.varUint(),
        seq: r.varUint(),
        timestamp: r.varUint(),
      })),
  },
  // History: written once per fill (keyed by its transaction and offer), only queries read it.
  cache: 1_000,
  persistIndexes: true,
  appendOnly: true,
  // Newest first everywhere.
  indexes: [
    { name: 'recent', entry: (e: Exchange) => [-e.height, -e.seq] },
    { name: 'byCurrency', entry: (e: Exchange) => [e.currency, -e.height, -e.seq] },
    { name: 'bySeller', entry: (e: Exchange) => [e.seller, -e.height, -e.seq] },
    { name: 'byBuyer', entry: (e: Exchange) => [e.buyer, -e.height, -e.seq] },
    { name: 'byOffer', entry: (e: Exchange) => [e.offer, -e.height, -e.seq] },
  ],
});

export const CURRENCY_TRANSFERS: Table<bigint, CurrencyTransfer> = defineTable<bigint, CurrencyTransfer>({
  name: 'currencyTransfers',
  bucket: 32,
  key: u64Key,
  value: {
    encode: (t: CurrencyTransfer) =>
      new ByteWriter(48).u64(t.currency).u64(t.sender).u64(t.recipient).varBig(t.units).u8(t.payment ? 1 : 0).varUint(t.height).varUint(t.seq).varUint(t.timestamp).finish(),
    decode: (bytes: Uint8Array): CurrencyTransfer =>
      decodeWith(bytes, (r) => ({
        currency: r.u64(),
        sender: r.u64(),
        recipient: r.u64(),
        units: r.varBig(),
        payment: r.u8() === 1,
        height: r.varUint(),
        seq: r.varUint(),
        timestamp: r.varUint(),
      })),
  },
  // History: written once per transfer or payment (keyed by its transaction), only queries read
  // it.
  cache: 1_000,
  persistIndexes: true,
  appendOnly: true,
  indexes: [
    { name: 'byCurrency', entry: (t: CurrencyTransfer) => [t.currency, -t.height, -t.seq] },
    { name: 'bySender', entry: (t: CurrencyTransfer) => [t.sender, -t.height, -t.seq] },
    { name: 'byRecipient', entry: (t: CurrencyTransfer) => [t.recipient, -t.height, -t.seq] },
  ],
});

export const MINT_COUNTERS: Table<bigint, bigint> = defineTable<bigint, bigint>({
  name: 'mintCounters',
  bucket: 33,
  key: pairKey,
  value: {
    encode: (counter: bigint) => new ByteWriter(10).varBig(counter).finish(),
    decode: (bytes: Uint8Array) => decodeWith(bytes, (r) => r.varBig()),
  },
  cache: 'all',
  indexes: [{ name: 'byCurrency', entry: (_c: bigint, key: bigint) => [unpair(key)[0]] }],
});

export const MERCHANTS: Table<bigint, Merchant> = defineTable<bigint, Merchant>({
  name: 'merchants',
  bucket: 34,
  key: u64Key,
  value: {
    encode: (m: Merchant) => new ByteWriter(64).lengthPrefixed(text.encode(m.name)).lengthPrefixed(text.encode(m.description)).varUint(m.height).finish(),
    decode: (bytes: Uint8Array): Merchant => decodeWith(bytes, (r) => ({ name: utf8.decode(r.lengthPrefixed()), description: utf8.decode(r.lengthPrefixed()), height: r.varUint() })),
  },
  cache: 'all',
  indexes: [{ name: 'byName', entry: (m: Merchant) => [m.name.toLowerCase()] }],
});

export const CURRENCY_SEQ: Table<number, BlockSeq> = defineTable<number, BlockSeq>({
  name: 'currencySeq',
  bucket: 35,
  key: {
    encode: (key: number) => Uint8Array.of(key),
    decode: (bytes: Uint8Array) => bytes[0]!,
  },
  value: {
    encode: (s: BlockSeq) => new ByteWriter(10).varUint(s.height).varUint(s.next).finish(),
    decode: (bytes: Uint8Array): BlockSeq => decodeWith(bytes, (r) => ({ height: r.varUint(), next: r.varUint() })),
  },
  cache: 1,
});

export const CURRENCY_TABLES = Object.freeze([
  CURRENCIES,
  CURRENCY_NAMES,
  CURRENCY_HOLDINGS,
  FOUNDERS,
  OFFERS,
  EXCHANGES,
  CURRENCY_TRANSFERS,
  MINT_COUNTERS,
  MERCHANTS,
  CURRENCY_SEQ,
]);
