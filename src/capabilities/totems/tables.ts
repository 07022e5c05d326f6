// The totem exchange's tables (buckets 15-20, 23-25, 41; docs/storage.md). Where each table's
// indexes live (docs/architecture.md, "State"):
//   - in memory, with the whole table (scanned while blocks are applied, bounded by live state):
//     orders (matching walks the book), holdings (a dividend walks a totem's holders; zero
//     holdings are kept only for the dividend window), approvals (toTally at every block; one
//     record per totem that asked for approval);
//   - in memory, not scanned by the rules: totems (one record per issued totem, each paid for with
//     the issuance fee; what the listings page over);
//   - on disk (persistIndexes): trades, transfers and dividends, histories that grow with the
//     chain and that only queries read, a page at a time; their caches hold the recent records.
//
// Record formats (the key is not repeated in the value):
//   totems      u64 issuer, len+UTF-8 name, len+UTF-8 description, u8 decimals,
//               varBig initialQuantity, varBig quantity, varUint height
//   holdings    key (account << 64 | totem) as 16 bytes; varBig quantity, varBig available,
//               varUint firstChunk, varUint chunks, then to the end the history's tail: per entry
//               varUint height, varBig quantity (history.ts)
//   totemHistory key (account, totem, chunk number u32) as 20 bytes; a chunk of history entries
//   orders      u8 kind (0 ask, 1 bid), u64 account, u64 totem, varBig price, varBig quantity,
//               varUint height, varUint seq
//   trades      key (askOrder << 64 | bidOrder); u64 totem, seller, buyer, varBig quantity,
//               varBig price, varUint askOrderHeight, bidOrderHeight, u8 tradeType (0 buy,
//               1 sell), varUint height, seq, timestamp
//   transfers   u64 totem, sender, recipient, varBig quantity, varUint height, seq, timestamp
//   dividends   u64 totem, issuer, varBig amountPerQNT, varUint dividendHeight, varBig total,
//               varUint numberOfAccounts, height, seq, timestamp
//   approvals   u64 request, varUint requestHeight, u8 state (bit 7: toTally), varUint expiresAt, decisionHeight,
//               varUint n, n x (u64 approver, u8 approve, varUint height, u64 transaction)
//   totemSeq    key 0; varUint height, varUint next
import { StateError, StateErrorCode } from '../../domain/state/errors.js';
import { ByteReader, ByteWriter } from '../../domain/state/record-bytes.js';
import { defineTable, u64Key, type Table } from '../../domain/state/table.js';
import { decodeWith, mix64, pair, pairKey, U64_MASK, unpair } from '../../domain/state/pair-key.js';

export { pair, pairKey };
import { lastHeightOf } from './history.js';
import type { Approval, ApprovalState, BlockSeq, Dividend, Holding, Order, Totem, TotemControl, Trade, Transfer } from './records.js';
import { ByteReader as ParamsReader, ByteWriter as ParamsWriter } from '../../domain/bytes.js';
import { readControlParams, writeControlParams } from '../../domain/phasing-control.js';

const text = new TextEncoder();
const utf8 = new TextDecoder('utf-8', { fatal: true });
const U64 = U64_MASK;

const STATES: readonly ApprovalState[] = ['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED'];

export const TOTEMS: Table<bigint, Totem> = defineTable<bigint, Totem>({
  name: 'totems',
  bucket: 15,
  key: u64Key,
  value: {
    encode: (t: Totem) =>
      new ByteWriter(64)
        .u64(t.issuer)
        .lengthPrefixed(text.encode(t.name))
        .lengthPrefixed(text.encode(t.description))
        .u8(t.decimals)
        .varBig(t.initialQuantity)
        .varBig(t.quantity)
        .varUint(t.height)
        .finish(),
    decode: (bytes: Uint8Array): Totem =>
      decodeWith(bytes, (r) => ({
        issuer: r.u64(),
        name: utf8.decode(r.lengthPrefixed()),
        description: utf8.decode(r.lengthPrefixed()),
        decimals: r.u8(),
        initialQuantity: r.varBig(),
        quantity: r.varBig(),
        height: r.varUint(),
      })),
  },
  cache: 'all',
  indexes: [
    { name: 'byHeight', entry: (t: Totem) => [t.height] },
    { name: 'byIssuer', entry: (t: Totem) => [t.issuer, t.height] },
  ],
});

export const HOLDINGS: Table<bigint, Holding> = defineTable<bigint, Holding>({
  name: 'totemHoldings',
  bucket: 16,
  key: pairKey,
  value: {
    encode: (h: Holding) => {
      const head = new ByteWriter(24).varBig(h.quantity).varBig(h.available).varUint(h.firstChunk).varUint(h.chunks).finish();
      const out = new Uint8Array(head.length + h.tail.length);
      out.set(head, 0);
      out.set(h.tail, head.length);
      return out;
    },
    decode: (bytes: Uint8Array, key: bigint): Holding => {
      const [account, totem] = unpair(key);
      const r = new ByteReader(bytes);
      const quantity = r.varBig();
      const available = r.varBig();
      const firstChunk = r.varUint();
      const chunks = r.varUint();
      const tail = r.rest();
      return { account, totem, quantity, available, tail, firstChunk, chunks, lastChange: lastHeightOf(tail) };
    },
  },
  cache: 'all',
  indexes: [
    // The account's totems (getAccountTotems, getAccount's totemBalances).
    { name: 'byAccount', entry: (h: Holding) => (h.quantity > 0n ? [h.account, h.totem] : undefined) },
    // Every record of a totem, zero ones kept for the dividend window (dividends at a past height,
    // and its holders, ranked at read time: getTotemAccounts).
    { name: 'byTotem', entry: (h: Holding) => [h.totem, h.account] },
  ],
});

export const ORDERS: Table<bigint, Order> = defineTable<bigint, Order>({
  name: 'totemOrders',
  bucket: 17,
  key: u64Key,
  value: {
    encode: (o: Order) =>
      new ByteWriter(48).u8(o.kind === 'ask' ? 0 : 1).u64(o.account).u64(o.totem).varBig(o.price).varBig(o.quantity).varUint(o.height).varUint(o.seq).finish(),
    decode: (bytes: Uint8Array): Order =>
      decodeWith(bytes, (r) => {
        const kind = r.u8();
        if (kind > 1) throw new StateError(StateErrorCode.CORRUPT_RECORD, `order kind ${kind}`);
        return { kind: kind === 0 ? 'ask' : 'bid', account: r.u64(), totem: r.u64(), price: r.varBig(), quantity: r.varBig(), height: r.varUint(), seq: r.varUint() };
      }),
  },
  cache: 'all',
  indexes: [
    // The book: per totem and side, best price first (lowest ask, highest bid), then oldest.
    { name: 'book', entry: (o: Order) => [o.totem, o.kind, o.kind === 'ask' ? o.price : -o.price, o.height, o.seq] },
    { name: 'byAccount', entry: (o: Order) => [o.account, o.kind, o.totem, o.height, o.seq] },
  ],
});

export const TRADES: Table<bigint, Trade> = defineTable<bigint, Trade>({
  name: 'totemTrades',
  bucket: 18,
  key: pairKey,
  value: {
    encode: (t: Trade) =>
      new ByteWriter(64)
        .u64(t.totem)
        .u64(t.seller)
        .u64(t.buyer)
        .varBig(t.quantity)
        .varBig(t.price)
        .varUint(t.askOrderHeight)
        .varUint(t.bidOrderHeight)
        .u8(t.tradeType === 'buy' ? 0 : 1)
        .varUint(t.height)
        .varUint(t.seq)
        .varUint(t.timestamp)
        .finish(),
    decode: (bytes: Uint8Array, key: bigint): Trade =>
      decodeWith(bytes, (r) => ({
        askOrder: unpair(key)[0],
        bidOrder: unpair(key)[1],
        totem: r.u64(),
        seller: r.u64(),
        buyer: r.u64(),
        quantity: r.varBig(),
        price: r.varBig(),
        askOrderHeight: r.varUint(),
        bidOrderHeight: r.varUint(),
        tradeType: r.u8() === 0 ? 'buy' : 'sell',
        height: r.varUint(),
        seq: r.varUint(),
        timestamp: r.varUint(),
      })),
  },
  // History: written once by matching (keyed by the taker's order, the transaction being
  // applied), never read back while blocks are applied.
  cache: 1_000,
  persistIndexes: true,
  appendOnly: true,
  // Newest first everywhere (negated height and sequence).
  indexes: [
    { name: 'recent', entry: (t: Trade) => [-t.height, -t.seq] },
    { name: 'byTotem', entry: (t: Trade) => [t.totem, -t.height, -t.seq] },
    { name: 'bySeller', entry: (t: Trade) => [t.seller, -t.height, -t.seq] },
    { name: 'byBuyer', entry: (t: Trade) => [t.buyer, -t.height, -t.seq] },
  ],
});

export const TRANSFERS: Table<bigint, Transfer> = defineTable<bigint, Transfer>({
  name: 'totemTransfers',
  bucket: 19,
  key: u64Key,
  value: {
    encode: (t: Transfer) =>
      new ByteWriter(48).u64(t.totem).u64(t.sender).u64(t.recipient).varBig(t.quantity).varUint(t.height).varUint(t.seq).varUint(t.timestamp).finish(),
    decode: (bytes: Uint8Array): Transfer =>
      decodeWith(bytes, (r) => ({ totem: r.u64(), sender: r.u64(), recipient: r.u64(), quantity: r.varBig(), height: r.varUint(), seq: r.varUint(), timestamp: r.varUint() })),
  },
  // History: written once per transfer (keyed by its transaction), only queries read it.
  cache: 1_000,
  persistIndexes: true,
  appendOnly: true,
  indexes: [
    { name: 'byTotem', entry: (t: Transfer) => [t.totem, -t.height, -t.seq] },
    { name: 'bySender', entry: (t: Transfer) => [t.sender, -t.height, -t.seq] },
    { name: 'byRecipient', entry: (t: Transfer) => [t.recipient, -t.height, -t.seq] },
  ],
});

export const DIVIDENDS: Table<bigint, Dividend> = defineTable<bigint, Dividend>({
  name: 'totemDividends',
  bucket: 20,
  key: u64Key,
  value: {
    encode: (d: Dividend) =>
      new ByteWriter(48)
        .u64(d.totem)
        .u64(d.issuer)
        .varBig(d.amountPerQNT)
        .varUint(d.dividendHeight)
        .varBig(d.totalDividend)
        .varUint(d.numberOfAccounts)
        .varUint(d.height)
        .varUint(d.seq)
        .varUint(d.timestamp)
        .finish(),
    decode: (bytes: Uint8Array): Dividend =>
      decodeWith(bytes, (r) => ({
        totem: r.u64(),
        issuer: r.u64(),
        amountPerQNT: r.varBig(),
        dividendHeight: r.varUint(),
        totalDividend: r.varBig(),
        numberOfAccounts: r.varUint(),
        height: r.varUint(),
        seq: r.varUint(),
        timestamp: r.varUint(),
      })),
  },
  // History: written once per dividend payment (keyed by its transaction), only queries read it.
  cache: 256,
  persistIndexes: true,
  appendOnly: true,
  indexes: [{ name: 'byTotem', entry: (d: Dividend) => [d.totem, -d.height, -d.seq] }],
});

export const APPROVALS: Table<bigint, Approval> = defineTable<bigint, Approval>({
  name: 'totemApprovals',
  bucket: 23,
  key: u64Key,
  value: {
    encode: (a: Approval) => {
      const w = new ByteWriter(48).u64(a.request).varUint(a.requestHeight).u8(STATES.indexOf(a.state) | (a.toTally ? 0x80 : 0)).varUint(a.expiresAt).varUint(a.decisionHeight).varUint(a.votes.length);
      for (const v of a.votes) w.u64(v.approver).u8(v.approve ? 1 : 0).varUint(v.height).u64(v.transaction);
      return w.finish();
    },
    decode: (bytes: Uint8Array): Approval =>
      decodeWith(bytes, (r) => {
        const request = r.u64();
        const requestHeight = r.varUint();
        const flags = r.u8();
        const state = STATES[flags & 0x7f];
        if (state === undefined) throw new StateError(StateErrorCode.CORRUPT_RECORD, 'unknown approval state');
        const expiresAt = r.varUint();
        const decisionHeight = r.varUint();
        const votes = Array.from({ length: r.varUint() }, () => ({ approver: r.u64(), approve: r.u8() === 1, height: r.varUint(), transaction: r.u64() }));
        return { request, requestHeight, state, expiresAt, decisionHeight, votes, toTally: (flags & 0x80) !== 0 };
      }),
  },
  cache: 'all',
  indexes: [
    { name: 'byState', entry: (a: Approval) => [a.state] },
    { name: 'toTally', entry: (a: Approval) => (a.toTally ? [0] : undefined) },
  ],
});

export const SEQ: Table<number, BlockSeq> = defineTable<number, BlockSeq>({
  name: 'totemSeq',
  bucket: 24,
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

/** A holding's history chunk: account << 96 | totem << 32 | chunk number, the low 64 bits XORed
 * with a hash of the account (in memory only: see pair-key.ts; the stored bytes are plain). */
export function chunkKey(account: bigint, totem: bigint, chunk: number): bigint {
  return (account << 96n) | ((((totem << 32n) | BigInt(chunk)) ^ mix64(account)));
}

/** (account, totem << 32 | chunk) of a chunk key. */
function unchunk(key: bigint): readonly [bigint, bigint] {
  const account = key >> 96n;
  return [account, (key & ((1n << 96n) - 1n)) ^ mix64(account)];
}

export const HISTORY_CHUNKS: Table<bigint, Uint8Array> = defineTable<bigint, Uint8Array>({
  name: 'totemHistory',
  bucket: 25,
  key: {
    encode(key: bigint): Uint8Array {
      if (key < 0n || key >> 160n !== 0n) throw new StateError(StateErrorCode.OUT_OF_RANGE, `history chunk key out of range: ${key}`);
      const [account, rest] = unchunk(key);
      const out = new Uint8Array(20);
      out.set(u64Key.encode(account), 0);
      out.set(u64Key.encode((rest >> 32n) & U64), 8);
      new DataView(out.buffer).setUint32(16, Number(rest & 0xffffffffn));
      return out;
    },
    decode(bytes: Uint8Array): bigint {
      if (bytes.length !== 20) throw new StateError(StateErrorCode.CORRUPT_RECORD, `history chunk key of ${bytes.length} bytes`);
      const chunk = new DataView(bytes.buffer, bytes.byteOffset, 20).getUint32(16);
      return chunkKey(u64Key.decode(bytes.subarray(0, 8)), u64Key.decode(bytes.subarray(8, 16)), chunk);
    },
  },
  // The entries as they are (history.ts reads them in place).
  value: { encode: (bytes: Uint8Array) => bytes, decode: (bytes: Uint8Array) => bytes },
  cache: 20_000,
});

function controlBytes(c: TotemControl): Uint8Array {
  const w = new ParamsWriter(128);
  writeControlParams(w, c);
  return w.finish();
}

/** A totem's phasing control: len + the control's parameters (phasing-control.ts), varUint height. */
export const TOTEM_CONTROLS: Table<bigint, TotemControl> = defineTable<bigint, TotemControl>({
  name: 'totemControls',
  bucket: 41,
  key: u64Key,
  value: {
    encode: (c: TotemControl) => new ByteWriter(96).lengthPrefixed(controlBytes(c)).varUint(c.height).finish(),
    decode: (bytes: Uint8Array): TotemControl => decodeWith(bytes, (r) => ({ ...readControlParams(new ParamsReader(r.lengthPrefixed())), height: r.varUint() })),
  },
  cache: 'all',
});

export const TOTEM_TABLES = Object.freeze([TOTEMS, HOLDINGS, ORDERS, TRADES, TRANSFERS, DIVIDENDS, APPROVALS, SEQ, HISTORY_CHUNKS, TOTEM_CONTROLS]);
