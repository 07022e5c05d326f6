// The shufflings' table (bucket 54; 55-57 reserved for shuffling). Held whole in memory with its
// indexes: a live record per shuffling (with a deposit paid), rewritten at every step and read by
// the rules and the shuffler; the participant and assignee listings filter the whole table.
//
// Record format (the key, the creation's transaction id, is not repeated):
//   u64 issuer, bytes32 fullHash, u8 holding kind, u64 holding id, varBig amount, varBig deposit,
//   varUint participantCount, varUint registrationPeriod, u8 stage, u64 assignee, varUint deadline,
//   varUint height, varUint closedHeight, bytes32 stateHash, varUint #participants, then per participant: u64
//   account, lengthPrefixed layerPublicKey (empty for the issuer), u8 state, u8 processed, lengthPrefixed revealedSeed,
//   lengthPrefixed dataHash, varUint #blobs, lengthPrefixed blob each; varUint #recipients, bytes32 each.
import { ByteWriter } from '../../domain/state/record-bytes.js';
import { defineTable, u64Key, type Table } from '../../domain/state/table.js';
import { decodeWith } from '../../domain/state/pair-key.js';
import { HOLDING_TYPES } from '../../domain/holding-ref.js';
import { PARTICIPANT_STATES, SHUFFLING_STAGES, type Shuffling, type ShufflingParticipant } from './records.js';

export const SHUFFLINGS: Table<bigint, Shuffling> = defineTable<bigint, Shuffling>({
  name: 'shufflings',
  bucket: 54,
  key: u64Key,
  value: {
    encode(s: Shuffling): Uint8Array {
      const w = new ByteWriter(512)
        .u64(s.issuer)
        .bytes(s.fullHash)
        .u8(HOLDING_TYPES.indexOf(s.holding.type))
        .u64(s.holding.id)
        .varBig(s.amount)
        .varBig(s.deposit)
        .varUint(s.participantCount)
        .varUint(s.registrationPeriod)
        .u8(SHUFFLING_STAGES.indexOf(s.stage))
        .u64(s.assignee)
        .varUint(s.deadline)
        .varUint(s.height)
        .varUint(s.closedHeight)
        .bytes(s.stateHash)
        .varUint(s.participants.length);
      for (const p of s.participants) {
        w.u64(p.account).lengthPrefixed(p.layerPublicKey).u8(PARTICIPANT_STATES.indexOf(p.state)).u8(p.processed ? 1 : 0).lengthPrefixed(p.revealedSeed).lengthPrefixed(p.dataHash).varUint(p.data.length);
        for (const b of p.data) w.lengthPrefixed(b);
      }
      w.varUint(s.recipientPublicKeys.length);
      for (const k of s.recipientPublicKeys) w.bytes(k);
      return w.finish();
    },
    decode: (bytes: Uint8Array): Shuffling =>
      decodeWith(bytes, (r) => {
        const issuer = r.u64();
        const fullHash = r.bytes(32);
        const type = HOLDING_TYPES[r.u8()];
        if (type === undefined) throw new Error('bad holding kind in a shuffling record');
        const holding = { type, id: r.u64() };
        const amount = r.varBig();
        const deposit = r.varBig();
        const participantCount = r.varUint();
        const registrationPeriod = r.varUint();
        const stage = SHUFFLING_STAGES[r.u8()]!;
        const assignee = r.u64();
        const deadline = r.varUint();
        const height = r.varUint();
        const closedHeight = r.varUint();
        const stateHash = r.bytes(32);
        const participants: ShufflingParticipant[] = [];
        for (let n = r.varUint(), i = 0; i < n; i++) {
          const account = r.u64();
          const layerPublicKey = r.lengthPrefixed();
          const state = PARTICIPANT_STATES[r.u8()]!;
          const processed = r.u8() === 1;
          const revealedSeed = r.lengthPrefixed();
          const dataHash = r.lengthPrefixed();
          const data: Uint8Array[] = [];
          for (let m = r.varUint(), j = 0; j < m; j++) data.push(r.lengthPrefixed());
          participants.push({ account, layerPublicKey, state, processed, revealedSeed, dataHash, data });
        }
        const recipientPublicKeys: Uint8Array[] = [];
        for (let n = r.varUint(), i = 0; i < n; i++) recipientPublicKeys.push(r.bytes(32));
        return { issuer, fullHash, holding, amount, deposit, participantCount, registrationPeriod, stage, assignee, deadline, participants, stateHash, recipientPublicKeys, height, closedHeight };
      }),
  },
  cache: 'all',
  indexes: [
    { name: 'byStage', entry: (s: Shuffling) => [SHUFFLING_STAGES.indexOf(s.stage), -s.height] },
    { name: 'byHolding', entry: (s: Shuffling) => [HOLDING_TYPES.indexOf(s.holding.type), s.holding.id, -s.height] },
  ],
});

export const SHUFFLING_TABLES = Object.freeze([SHUFFLINGS]);
