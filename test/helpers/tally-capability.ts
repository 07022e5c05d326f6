// "tally": a capability that exists only in tests, to exercise every part of the capability
// contract end to end before real capabilities rely on it: its own indexed table, a holding the
// mempool reserves, a transaction whose effect is deferred to a later height, begin/end block
// hooks, work scheduled for a later height, block events, queries, an API operation and a
// getAccount extra. Type numbers 250/* are outside the numbering table on purpose.
//
//   TallyIssue (250/0)     attachment { units, expireAfter }: the sender holds `units` of a new
//                          tally (its id is the transaction id); with expireAfter > 0 every
//                          holding of it is burnt at the start of block height + expireAfter.
//   TallyTransfer (250/1)  attachment { tally, units }: moves units to the recipient; reserved
//                          in the mempool, so two transfers of the same units are not both pending.
//   TallyDeferred (250/2)  attachment { tally, units, delay, approve }: like a transfer, applied
//                          at height + delay when approve = 1, refused otherwise (the coin amount
//                          goes back to the sender; the units never left).
//   counters               beginBlock counts blocks; endBlock records how many holdings exist.
import type { Attachment, LedgerState } from '../../src/domain/types.js';
import type { Transaction } from '../../src/domain/transaction.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../src/domain/tx-types/registry.js';
import type { ByteReader, ByteWriter } from '../../src/domain/bytes.js';
import { MIN_TRANSACTION_FEE_MTA } from '../../src/domain/constants.js';
import { invalidParameter, stateRejection, TransactionRejectedError, TxRejectReason } from '../../src/domain/errors.js';
import { ByteReader as RecordReader, ByteWriter as RecordWriter } from '../../src/domain/state/record-bytes.js';
import { defineTable, stringKey, type Table } from '../../src/domain/state/table.js';
import type { StateReader } from '../../src/domain/state/state.js';
import { schedule } from '../../src/domain/state/schedule.js';
import type { Capability, CapabilityActorEnv } from '../../src/capabilities/capability.js';
import { ApiTag, defineHandler } from '../../src/api/types.js';
import type { NodeApiContext } from '../../src/api/context.js';

export const TALLY_TYPE = 250;

export interface Holding {
  readonly tally: bigint;
  readonly account: bigint;
  readonly units: bigint;
}

const holdingKey = (tally: bigint, account: bigint): string => `${tally}:${account}`;

export const HOLDINGS: Table<string, Holding> = defineTable<string, Holding>({
  name: 'tallyHoldings',
  bucket: 200,
  key: stringKey,
  value: {
    encode: (h: Holding) => new RecordWriter(32).u64(h.tally).u64(h.account).varSigned(h.units).finish(),
    decode: (bytes: Uint8Array): Holding => {
      const r = new RecordReader(bytes);
      const h = { tally: r.u64(), account: r.u64(), units: r.varSigned() };
      r.end();
      return h;
    },
  },
  cache: 'all',
  indexes: [
    { name: 'byAccount', entry: (h: Holding) => [h.account, h.tally] },
    { name: 'byTally', entry: (h: Holding) => [h.tally, h.account] },
  ],
});

export const COUNTERS: Table<string, bigint> = defineTable<string, bigint>({
  name: 'tallyCounters',
  bucket: 201,
  key: stringKey,
  value: {
    encode: (v: bigint) => new RecordWriter(10).varSigned(v).finish(),
    decode: (bytes: Uint8Array) => {
      const r = new RecordReader(bytes);
      const v = r.varSigned();
      r.end();
      return v;
    },
  },
});

// ---------------------------------------------------------------------------------------------
// State helpers

export function unitsOf(state: StateReader, tally: bigint, account: bigint): bigint {
  return state.get(HOLDINGS, holdingKey(tally, account))?.units ?? 0n;
}

function addUnits(state: LedgerState, tally: bigint, account: bigint, delta: bigint): void {
  const units = unitsOf(state, tally, account) + delta;
  if (units < 0n) throw stateRejection(TxRejectReason.NOT_ENOUGH_FUNDS, 'not enough units', 'units');
  const key = holdingKey(tally, account);
  if (units === 0n) state.delete(HOLDINGS, key);
  else state.put(HOLDINGS, key, { tally, account, units });
}

function bump(state: LedgerState, name: string, by: bigint): void {
  state.put(COUNTERS, name, (state.get(COUNTERS, name) ?? 0n) + by);
}

export function counter(state: StateReader, name: string): bigint {
  return state.get(COUNTERS, name) ?? 0n;
}

export function holdingsOf(state: StateReader, account: bigint): Holding[] {
  return state.scan(HOLDINGS, 'byAccount', { prefix: [account] }).map(([, h]) => h);
}

// ---------------------------------------------------------------------------------------------
// Transaction types

interface IssueAttachment extends Attachment {
  readonly units: bigint;
  readonly expireAfter: number;
}
interface TransferAttachment extends Attachment {
  readonly tally: bigint;
  readonly units: bigint;
}
interface DeferredAttachment extends TransferAttachment {
  readonly delay: number;
  readonly approve: number;
}

function bigintField(json: Readonly<Record<string, unknown>>, name: string): bigint {
  const v = json[name];
  if (typeof v !== 'string' && typeof v !== 'number') throw invalidParameter(`${name} is required`, name);
  return BigInt(v);
}

function version0(version: number): void {
  if (version !== 0) throw invalidParameter(`unsupported attachment version ${version}`, 'attachment');
}

const base = {
  tags: Object.freeze(['TOKENS']),
  minimumFeeMTA: (): bigint => MIN_TRANSACTION_FEE_MTA,
  validateStateless(tx: Transaction): void {
    const units = (tx.attachment as TransferAttachment).units;
    if (units <= 0n) throw new TransactionRejectedError(TxRejectReason.INVALID_ATTACHMENT, 'units must be positive', 'units');
  },
};

export const tallyIssue: TransactionType<IssueAttachment> = Object.freeze({
  ...base,
  type: TALLY_TYPE,
  subtype: 0,
  name: 'TallyIssue',
  attachmentName: 'TallyIssue',
  canHaveRecipient: false,
  mustHaveRecipient: false,
  parseAttachment(r: ByteReader, version: number): IssueAttachment {
    version0(version);
    return { version, units: r.i64(), expireAfter: r.u32() };
  },
  writeAttachment(w: ByteWriter, a: IssueAttachment): void {
    w.i64(a.units).u32(a.expireAfter);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): IssueAttachment {
    version0(version);
    return { version, units: bigintField(json, 'units'), expireAfter: Number(json['expireAfter'] ?? 0) };
  },
  attachmentToJSON: (a: IssueAttachment) => ({ units: a.units.toString(), expireAfter: a.expireAfter }),
  validate(): void {},
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, tallyIssue);
    addUnits(state, tx.id, tx.senderId, a.units);
    if (a.expireAfter > 0) schedule(state, state.height + a.expireAfter, 'tally', tx.id.toString());
    state.emit({ capability: 'tally', name: 'issued', transactionId: tx.id, attributes: { units: a.units } });
  },
});

function checkHolding(tx: Transaction, { state }: TxValidationContext): void {
  const a = tx.attachment as TransferAttachment;
  if (unitsOf(state, a.tally, tx.senderId) < a.units) throw stateRejection(TxRejectReason.NOT_ENOUGH_FUNDS, 'not enough units', 'units');
}

export const tallyTransfer: TransactionType<TransferAttachment> = Object.freeze({
  ...base,
  type: TALLY_TYPE,
  subtype: 1,
  name: 'TallyTransfer',
  attachmentName: 'TallyTransfer',
  canHaveRecipient: true,
  mustHaveRecipient: true,
  parseAttachment(r: ByteReader, version: number): TransferAttachment {
    version0(version);
    return { version, tally: r.u64(), units: r.i64() };
  },
  writeAttachment(w: ByteWriter, a: TransferAttachment): void {
    w.u64(a.tally).i64(a.units);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): TransferAttachment {
    version0(version);
    return { version, tally: bigintField(json, 'tally'), units: bigintField(json, 'units') };
  },
  attachmentToJSON: (a: TransferAttachment) => ({ tally: a.tally.toString(), units: a.units.toString() }),
  validate: checkHolding,
  reserve(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, tallyTransfer);
    addUnits(state, a.tally, tx.senderId, -a.units);
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, tallyTransfer);
    addUnits(state, a.tally, tx.senderId, -a.units);
    addUnits(state, a.tally, tx.recipientId, a.units);
  },
});

export const tallyDeferred: TransactionType<DeferredAttachment> = Object.freeze({
  ...base,
  type: TALLY_TYPE,
  subtype: 2,
  name: 'TallyDeferred',
  attachmentName: 'TallyDeferred',
  canHaveRecipient: true,
  mustHaveRecipient: true,
  parseAttachment(r: ByteReader, version: number): DeferredAttachment {
    version0(version);
    return { version, tally: r.u64(), units: r.i64(), delay: r.u32(), approve: r.u8() };
  },
  writeAttachment(w: ByteWriter, a: DeferredAttachment): void {
    w.u64(a.tally).i64(a.units).u32(a.delay).u8(a.approve);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): DeferredAttachment {
    version0(version);
    return { version, tally: bigintField(json, 'tally'), units: bigintField(json, 'units'), delay: Number(json['delay'] ?? 1), approve: Number(json['approve'] ?? 1) };
  },
  attachmentToJSON: (a: DeferredAttachment) => ({ tally: a.tally.toString(), units: a.units.toString(), delay: a.delay, approve: a.approve }),
  validate: checkHolding,
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, tallyDeferred);
    addUnits(state, a.tally, tx.senderId, -a.units);
    addUnits(state, a.tally, tx.recipientId, a.units);
  },
  deferral: Object.freeze({
    until: (tx: Transaction, state: LedgerState): number => state.height + (tx.attachment as DeferredAttachment).delay,
    approved: (tx: Transaction): boolean => (tx.attachment as DeferredAttachment).approve === 1,
  }),
});

// ---------------------------------------------------------------------------------------------
// API

const getTallies = defineHandler({
  requestType: 'getTallies',
  tags: [ApiTag.TOKENS],
  description: 'Test capability: the tally holdings of an account, confirmed and unconfirmed (net of pending transfers).',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  params: [{ name: 'account', type: 'account', required: true, description: 'Account.' }],
  async handler({ account }, ctx: NodeApiContext) {
    const pending = ctx.readView.pendingState() ?? (await ctx.mempool.pendingState());
    return {
      holdings: holdingsOf(ctx.state, account).map((h) => ({
        tally: h.tally.toString(),
        units: h.units.toString(),
        unconfirmedUnits: unitsOf(pending, h.tally, account).toString(),
      })),
    };
  },
});

// ---------------------------------------------------------------------------------------------
// The registration

export const tally: Capability = Object.freeze({
  name: 'tally',
  transactionTypes: [tallyIssue, tallyTransfer, tallyDeferred],
  tables: [HOLDINGS, COUNTERS],
  beginBlock(state: LedgerState): void {
    bump(state, 'blocks', 1n);
  },
  endBlock(state: LedgerState): void {
    // Runs after the transactions: the number of holdings the block leaves (read through the
    // index, so it sees this block's own writes).
    state.put(COUNTERS, 'holdingsAtEnd', BigInt(state.scan(HOLDINGS, 'byTally').length));
  },
  onScheduled(state: LedgerState, item: string): void {
    const id = BigInt(item);
    for (const [key] of state.scan(HOLDINGS, 'byTally', { prefix: [id] })) state.delete(HOLDINGS, key);
    bump(state, 'expired', 1n);
    state.emit({ capability: 'tally', name: 'expired', attributes: { tally: id } });
  },
  queries: { holdingsOf, counter },
  // Peers running tally announce it and answer `tally.holdings` (request: the account id as a
  // decimal string; answer: JSON of its holdings), so another node can ask without the API.
  peerServices: ['TALLY'],
  peerProtocols: (env: CapabilityActorEnv) => ({
    holdings: async (request: Uint8Array) => {
      const text = new TextDecoder().decode(request);
      if (!/^[0-9]{1,20}$/.test(text)) throw new Error('an account id is expected');
      const holdings = holdingsOf(env.state, BigInt(text)).map((h) => ({ tally: h.tally.toString(), units: h.units.toString() }));
      return new TextEncoder().encode(JSON.stringify(holdings));
    },
  }),
  handlers: { getTallies },
  accountExtras: [
    { param: 'includeTotems', render: (state: StateReader, account: bigint) => ({ tallies: holdingsOf(state, account).map((h) => ({ tally: h.tally.toString(), units: h.units.toString() })) }) },
    // Always shown: how many tallies the account holds.
    { render: (state: StateReader, account: bigint) => ({ tallyCount: holdingsOf(state, account).length }) },
  ],
});
