// Phasing's tables (buckets 36-40; docs/storage.md, docs/phasing.md). Where their indexes live
// (docs/architecture.md, "State"):
//   - in memory, with the whole table (scanned while blocks are applied): polls (toCheck at every
//     block, byAccount for an account control's pending fees) and votes (byPoll, counted when a
//     poll is decided); both grow with the chain and stay here until the rules keep running
//     tallies instead of scanning;
//   - in memory, not scanned by the rules: accountControls (one record per controlled account),
//     and results (one per phased transaction, growing with the chain: the rules ask of open polls
//     whether they are decided, a miss that only the whole table in memory answers without a
//     store read);
//   - on disk (persistIndexes): links, one record per linked transaction, written once and only
//     listed by queries.
//   phasingPolls    u64 account, 32-byte full hash, u8 type, u8 subtype, u64 moved holding,
//                   len + the phasing appendix's bytes, varBig fee, varUint height, u8 toCheck
//   phasingVotes    key (poll, voter); u64 vote transaction, varUint height
//   phasingResults  key poll; varBig result, u8 approved, varUint height
//   phasingLinks    key (linked transaction id, poll); the linked full hash (32 bytes)
//   accountControls key account; len + the control's parameters (phasing-control.ts), varBig
//                   maxFees, varUint minDuration, maxDuration, height
import { ByteReader as AppendixReader, ByteWriter as AppendixWriter } from '../../domain/bytes.js';
import { readPhasing, writePhasing } from '../../domain/phasing.js';
import { ByteWriter } from '../../domain/state/record-bytes.js';
import { defineTable, u64Key, type Table } from '../../domain/state/table.js';
import { decodeWith, pairKey, unpair } from '../../domain/state/pair-key.js';
import type { AccountControl, Poll, PollResult, Vote } from './records.js';
import { readControlParams, writeControlParams } from '../../domain/phasing-control.js';

function phasingBytes(p: Poll['phasing']): Uint8Array {
  const w = new AppendixWriter(128);
  writePhasing(w, p);
  return w.finish();
}

export const POLLS: Table<bigint, Poll> = defineTable<bigint, Poll>({
  name: 'phasingPolls',
  bucket: 36,
  key: u64Key,
  value: {
    encode: (p: Poll) =>
      new ByteWriter(160)
        .u64(p.account)
        .bytes(p.fullHash)
        .u8(p.type)
        .u8(p.subtype)
        .u64(p.movedHolding)
        .lengthPrefixed(phasingBytes(p.phasing))
        .varBig(p.fee)
        .varUint(p.height)
        .u8(p.toCheck ? 1 : 0)
        .finish(),
    decode: (bytes: Uint8Array): Poll =>
      decodeWith(bytes, (r) => ({
        account: r.u64(),
        fullHash: r.bytes(32),
        type: r.u8(),
        subtype: r.u8(),
        movedHolding: r.u64(),
        phasing: readPhasing(new AppendixReader(r.lengthPrefixed())),
        fee: r.varBig(),
        height: r.varUint(),
        toCheck: r.u8() === 1,
      })),
  },
  cache: 'all',
  indexes: [
    { name: 'byAccount', entry: (p: Poll) => [p.account, -p.height] },
    { name: 'byHolding', entry: (p: Poll) => (p.movedHolding === 0n ? undefined : [p.movedHolding, -p.height]) },
    { name: 'byFinish', entry: (p: Poll) => [p.phasing.finishHeight] },
    { name: 'toCheck', entry: (p: Poll) => (p.toCheck ? [0] : undefined) },
  ],
});

export const VOTES: Table<bigint, Vote> = defineTable<bigint, Vote>({
  name: 'phasingVotes',
  bucket: 37,
  key: pairKey,
  value: {
    encode: (v: Vote) => new ByteWriter(16).u64(v.transaction).varUint(v.height).finish(),
    decode: (bytes: Uint8Array, key: bigint): Vote => {
      const [poll, voter] = unpair(key);
      return decodeWith(bytes, (r) => ({ poll, voter, transaction: r.u64(), height: r.varUint() }));
    },
  },
  cache: 'all',
  indexes: [
    { name: 'byPoll', entry: (v: Vote) => [v.poll, v.height, v.voter] },
    { name: 'byVoter', entry: (v: Vote) => [v.voter, -v.height] },
  ],
});

export const RESULTS: Table<bigint, PollResult> = defineTable<bigint, PollResult>({
  name: 'phasingResults',
  bucket: 38,
  key: u64Key,
  value: {
    encode: (r: PollResult) => new ByteWriter(16).varBig(r.result).u8(r.approved ? 1 : 0).varUint(r.height).finish(),
    decode: (bytes: Uint8Array): PollResult => decodeWith(bytes, (r) => ({ result: r.varBig(), approved: r.u8() === 1, height: r.varUint() })),
  },
  // Whole: the rules ask "is this poll decided?" of open polls all the time (a miss), which only a
  // cache holding the whole table answers without a store read.
  cache: 'all',
  indexes: [{ name: 'byHeight', entry: (r: PollResult) => [r.height] }],
});

/** A TRANSACTION poll's links: key (linked transaction id, poll), value the linked full hash. */
export const LINKS: Table<bigint, Uint8Array> = defineTable<bigint, Uint8Array>({
  name: 'phasingLinks',
  bucket: 39,
  key: pairKey,
  value: { encode: (hash: Uint8Array) => hash, decode: (bytes: Uint8Array) => bytes },
  // Written once per link (keyed by the linked transaction and the poll's own), only queries read
  // it.
  cache: 256,
  persistIndexes: true,
  appendOnly: true,
  indexes: [{ name: 'byLinked', entry: (_h: Uint8Array, key: bigint) => [unpair(key)[0]] }],
});

function paramsBytes(p: AccountControl): Uint8Array {
  const w = new AppendixWriter(128);
  writeControlParams(w, p);
  return w.finish();
}

export const ACCOUNT_CONTROLS: Table<bigint, AccountControl> = defineTable<bigint, AccountControl>({
  name: 'accountControls',
  bucket: 40,
  key: u64Key,
  value: {
    encode: (c: AccountControl) => new ByteWriter(128).lengthPrefixed(paramsBytes(c)).varBig(c.maxFees).varUint(c.minDuration).varUint(c.maxDuration).varUint(c.height).finish(),
    decode: (bytes: Uint8Array): AccountControl =>
      decodeWith(bytes, (r) => ({ ...readControlParams(new AppendixReader(r.lengthPrefixed())), maxFees: r.varBig(), minDuration: r.varUint(), maxDuration: r.varUint(), height: r.varUint() })),
  },
  cache: 'all',
  indexes: [{ name: 'byHeight', entry: (c: AccountControl) => [c.height] }],
});

export const PHASING_TABLES = Object.freeze([POLLS, VOTES, RESULTS, LINKS, ACCOUNT_CONTROLS]);
