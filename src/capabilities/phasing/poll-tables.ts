// The tables of Nxt's polls (createPoll, castVote; buckets 43-45; docs/storage.md,
// docs/phasing.md). Separate from the phasing polls' tables (tables.ts): a poll is a question
// counted once, a phasing poll decides a held transaction. Memory: votes keep their index in
// memory (the count at a poll's finish scans its votes while the block is applied); polls too
// (one paid-for record each, listed a page at a time through IndexPages; the tests' generators
// pick open polls from the index synchronously); results are read by key (see below).
//   polls        key poll id; u64 account, len + UTF-8 name, len + UTF-8 description, varUint
//                finishHeight, u8 option count, len + UTF-8 option x n, u8 minNumberOfOptions,
//                u8 maxNumberOfOptions, u8 minRangeValue, u8 maxRangeValue (both 0..100),
//                u8 votingModel, varBig minBalance, u8 minBalanceModel, u64 holding, varUint
//                height, varUint timestamp
//   pollVotes    key (poll, voter); u64 vote transaction, varUint height, len + one byte per
//                option (the signed values as bytes: 0x80 is NO_VOTE)
//   pollResults  key poll; varUint height, u8 option count, (varBig result, varBig weight) x n
import { ByteWriter } from '../../domain/state/record-bytes.js';
import { defineTable, u64Key, type Table } from '../../domain/state/table.js';
import { decodeWith, pairKey, unpair } from '../../domain/state/pair-key.js';
import type { MinBalanceModel, VotingModel } from '../../domain/phasing.js';
import type { PollVote, VotingPoll, VotingPollResult } from './records.js';

const text = new TextEncoder();
const utf8 = new TextDecoder('utf-8', { fatal: true });

function encodePoll(p: VotingPoll): Uint8Array {
  const w = new ByteWriter(256).u64(p.account).lengthPrefixed(text.encode(p.name)).lengthPrefixed(text.encode(p.description)).varUint(p.finishHeight).u8(p.options.length);
  for (const option of p.options) w.lengthPrefixed(text.encode(option));
  const v = p.voting;
  return w
    .u8(p.minNumberOfOptions)
    .u8(p.maxNumberOfOptions)
    .u8(p.minRangeValue)
    .u8(p.maxRangeValue)
    .u8(v.votingModel)
    .varBig(v.minBalance)
    .u8(v.minBalanceModel)
    .u64(v.holding)
    .varUint(p.height)
    .varUint(p.timestamp)
    .finish();
}

function decodePoll(bytes: Uint8Array): VotingPoll {
  return decodeWith(bytes, (r) => {
    const account = r.u64();
    const name = utf8.decode(r.lengthPrefixed());
    const description = utf8.decode(r.lengthPrefixed());
    const finishHeight = r.varUint();
    const options = Array.from({ length: r.u8() }, () => utf8.decode(r.lengthPrefixed()));
    const [minNumberOfOptions, maxNumberOfOptions, minRangeValue, maxRangeValue] = [r.u8(), r.u8(), r.u8(), r.u8()];
    const voting = { votingModel: r.u8() as VotingModel, minBalance: r.varBig(), minBalanceModel: r.u8() as MinBalanceModel, holding: r.u64() };
    return { account, name, description, finishHeight, options, minNumberOfOptions, maxNumberOfOptions, minRangeValue, maxRangeValue, voting, height: r.varUint(), timestamp: r.varUint() };
  });
}

export const VOTING_POLLS: Table<bigint, VotingPoll> = defineTable<bigint, VotingPoll>({
  name: 'polls',
  bucket: 43,
  key: u64Key,
  value: { encode: encodePoll, decode: decodePoll },
  cache: 'all',
  indexes: [
    // Newest first (ties by poll id): getPolls with and without an account.
    { name: 'byAccount', entry: (p: VotingPoll) => [p.account, -p.height] },
    { name: 'newest', entry: (p: VotingPoll) => [-p.height] },
  ],
});

export const POLL_VOTES: Table<bigint, PollVote> = defineTable<bigint, PollVote>({
  name: 'pollVotes',
  bucket: 44,
  key: pairKey,
  value: {
    encode: (v: PollVote) => new ByteWriter(128).u64(v.transaction).varUint(v.height).lengthPrefixed(Uint8Array.from(v.votes, (x) => x & 0xff)).finish(),
    decode: (bytes: Uint8Array, key: bigint): PollVote => {
      const [poll, voter] = unpair(key);
      return decodeWith(bytes, (r) => ({ poll, voter, transaction: r.u64(), height: r.varUint(), votes: Array.from(r.lengthPrefixed(), (b) => (b << 24) >> 24) }));
    },
  },
  cache: 'all',
  // Vote order: by the height of the vote, then by voter id.
  indexes: [{ name: 'byPoll', entry: (v: PollVote) => [v.poll, v.height, v.voter] }],
});

export const POLL_RESULTS: Table<bigint, VotingPollResult> = defineTable<bigint, VotingPollResult>({
  name: 'pollResults',
  bucket: 45,
  key: u64Key,
  value: {
    encode: (res: VotingPollResult) => {
      const w = new ByteWriter(64).varUint(res.height).u8(res.options.length);
      for (const o of res.options) w.varBig(o.result).varBig(o.weight);
      return w.finish();
    },
    decode: (bytes: Uint8Array): VotingPollResult =>
      decodeWith(bytes, (r) => {
        const height = r.varUint();
        return { height, options: Array.from({ length: r.u8() }, () => ({ result: r.varBig(), weight: r.varBig() })) };
      }),
  },
  // Whole, though no index asks it to be: every vote asks whether its poll is counted yet, a miss
  // that only the whole table in memory answers without a store read.
  cache: 'all',
});

export const POLL_TABLES = Object.freeze([VOTING_POLLS, POLL_VOTES, POLL_RESULTS]);
