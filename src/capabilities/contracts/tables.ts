// The contracts' tables (buckets 58-63 and 66; docs/storage.md, docs/contracts.md "Tables").
//
// Record formats (the key is not repeated in the value):
//   contracts           key: the upload's transaction id; u64 uploader, lengthPrefixed name
//                       (UTF-8), bytes32 codeHash, varUint size, height, storageBytes,
//                       storageKeys, u8 policyVersion, u8 meteringVersion
//   contractCode        key: the contract; the original bytes (the whole value)
//   contractStorage     key: 8 bytes contract + the key's bytes (in memory: their lower-case
//                       hex); the value's bytes (the whole value)
//   contractEvents      key: (transaction u64, index u64); u64 contract, varUint height, seq,
//                       lengthPrefixed event, lengthPrefixed data (UTF-8)
//   contractCalls       key: the transaction id; u8 kind, u64 contract, lengthPrefixed fn,
//                       u64 sender, u64 target, varBig amount, gasLimit, u8 ok, u8 revertKind,
//                       lengthPrefixed reason, varBig gasUsed, lengthPrefixed returnValue,
//                       varUint events, height
//   contractReferences  key: the account; u64 contract, varUint height
//   contractBlockGas    key: the height; varBig gas, varUint events. Written by the block's
//                       uploads and calls and deleted by its end phase, so committed state never
//                       holds one (it exists for the overlays: block selection forks per
//                       transaction and keeps what it merges).
//
// Memory: contracts, contractStorage and contractReferences have in-memory indexes, so they are
// held whole (cache 'all'): live records the rules read by key on every call (storage is bounded
// by 1 MB per contract), which the queries list. contractEvents grow with the chain (bounded per
// block by the block gas) and only queries list them: their indexes are on disk (persistIndexes)
// and a small cache holds the recent records. Code (up to 128 KB each) and call outcomes are read
// through small caches too.
import { ByteWriter } from '../../domain/state/record-bytes.js';
import { defineTable, u64Key, type KeyCodec, type Table } from '../../domain/state/table.js';
import { decodeWith, pair, pairKey } from '../../domain/state/pair-key.js';
import { StateError, StateErrorCode } from '../../domain/state/errors.js';
import { fromHex, toHex } from '../../domain/hex.js';
import {
  CALL_KINDS,
  REVERT_KINDS,
  type BlockGas,
  type ContractCallRecord,
  type ContractEvent,
  type ContractRecord,
  type ContractReference,
  type StorageEntry,
} from './records.js';

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder('utf-8', { fatal: true });
const str = (b: Uint8Array): string => fromUtf8.decode(b);

export const CONTRACTS: Table<bigint, ContractRecord> = defineTable<bigint, ContractRecord>({
  name: 'contracts',
  bucket: 58,
  key: u64Key,
  value: {
    encode: (c: ContractRecord) =>
      new ByteWriter(96)
        .u64(c.uploader)
        .lengthPrefixed(utf8.encode(c.name))
        .bytes(c.codeHash)
        .varUint(c.size)
        .varUint(c.height)
        .varUint(c.storageBytes)
        .varUint(c.storageKeys)
        .u8(c.policyVersion)
        .u8(c.meteringVersion)
        .finish(),
    decode: (bytes: Uint8Array): ContractRecord =>
      decodeWith(bytes, (r) => ({
        uploader: r.u64(),
        name: str(r.lengthPrefixed()),
        codeHash: r.bytes(32),
        size: r.varUint(),
        height: r.varUint(),
        storageBytes: r.varUint(),
        storageKeys: r.varUint(),
        policyVersion: r.u8(),
        meteringVersion: r.u8(),
      })),
  },
  cache: 'all',
  indexes: [
    { name: 'byHeight', entry: (c: ContractRecord) => [-c.height] },
    { name: 'byUploader', entry: (c: ContractRecord) => [c.uploader, -c.height] },
  ],
});

export const CONTRACT_CODE: Table<bigint, Uint8Array> = defineTable<bigint, Uint8Array>({
  name: 'contractCode',
  bucket: 59,
  key: u64Key,
  value: { encode: (code: Uint8Array) => code, decode: (bytes: Uint8Array) => bytes.slice() },
  // A handful of hot contracts; the rest is read back from the store when called.
  cache: 8,
});

/** The in-memory key of a contract's storage entry: 16 hex digits of the contract, then the
 * key's bytes in hex (lower case), so string order is byte order. */
export function storageKeyOf(contract: bigint, key: Uint8Array): string {
  return contract.toString(16).padStart(16, '0') + toHex(key);
}
export const contractOfStorageKey = (key: string): bigint => BigInt(`0x${key.slice(0, 16)}`);
/** The contract's own key bytes of a storage key. */
export const keyBytesOf = (key: string): Uint8Array => fromHex(key.slice(16));

const storageKeyCodec: KeyCodec<string> = Object.freeze({
  encode: (key: string): Uint8Array => fromHex(key),
  decode(bytes: Uint8Array): string {
    if (bytes.length < 8) throw new StateError(StateErrorCode.CORRUPT_RECORD, `contract storage key of ${bytes.length} bytes`);
    return toHex(bytes);
  },
});

export const CONTRACT_STORAGE: Table<string, StorageEntry> = defineTable<string, StorageEntry>({
  name: 'contractStorage',
  bucket: 60,
  key: storageKeyCodec,
  value: {
    encode: (e: StorageEntry) => e.value,
    decode: (bytes: Uint8Array, key: string): StorageEntry => ({ contract: contractOfStorageKey(key), value: bytes.slice() }),
  },
  cache: 'all',
  // Entry order within a contract is the key's byte order (the primary key is appended).
  indexes: [{ name: 'byContract', entry: (e: StorageEntry) => [e.contract] }],
});

/** The key of the `index`th event of a transaction. */
export const eventKey = (transaction: bigint, index: number): bigint => pair(transaction, BigInt(index));

export const CONTRACT_EVENTS: Table<bigint, ContractEvent> = defineTable<bigint, ContractEvent>({
  name: 'contractEvents',
  bucket: 61,
  key: pairKey,
  value: {
    encode: (e: ContractEvent) =>
      new ByteWriter(48).u64(e.contract).varUint(e.height).varUint(e.seq).lengthPrefixed(utf8.encode(e.event)).lengthPrefixed(utf8.encode(e.data)).finish(),
    decode: (bytes: Uint8Array): ContractEvent =>
      decodeWith(bytes, (r) => ({ contract: r.u64(), height: r.varUint(), seq: r.varUint(), event: str(r.lengthPrefixed()), data: str(r.lengthPrefixed()) })),
  },
  // History: written once per event (keyed by its transaction), read back by key only by the call
  // queries.
  cache: 1_000,
  persistIndexes: true,
  appendOnly: true,
  // Oldest first: height, then the order the block recorded them in.
  indexes: [
    { name: 'byContract', entry: (e: ContractEvent) => [e.contract, e.height, e.seq] },
    { name: 'byEvent', entry: (e: ContractEvent) => [e.contract, e.event, e.height, e.seq] },
  ],
});

export const CONTRACT_CALLS: Table<bigint, ContractCallRecord> = defineTable<bigint, ContractCallRecord>({
  name: 'contractCalls',
  bucket: 62,
  key: u64Key,
  value: {
    encode: (c: ContractCallRecord) =>
      new ByteWriter(96)
        .u8(CALL_KINDS.indexOf(c.kind))
        .u64(c.contract)
        .lengthPrefixed(utf8.encode(c.fn))
        .u64(c.sender)
        .u64(c.target)
        .varBig(c.amount)
        .varBig(c.gasLimit)
        .u8(c.ok ? 1 : 0)
        .u8(REVERT_KINDS.indexOf(c.revertKind))
        .lengthPrefixed(utf8.encode(c.revertReason))
        .varBig(c.gasUsed)
        .lengthPrefixed(c.returnValue)
        .varUint(c.events)
        .varUint(c.height)
        .finish(),
    decode: (bytes: Uint8Array): ContractCallRecord =>
      decodeWith(bytes, (r) => {
        const kind = CALL_KINDS[r.u8()]!;
        const contract = r.u64();
        const fn = str(r.lengthPrefixed());
        const sender = r.u64();
        const target = r.u64();
        const amount = r.varBig();
        const gasLimit = r.varBig();
        const ok = r.u8() === 1;
        const revertKind = REVERT_KINDS[r.u8()];
        return {
          kind,
          contract,
          fn,
          sender,
          target,
          amount,
          gasLimit,
          ok,
          ...(revertKind !== undefined ? { revertKind } : {}),
          revertReason: str(r.lengthPrefixed()),
          gasUsed: r.varBig(),
          returnValue: r.lengthPrefixed().slice(),
          events: r.varUint(),
          height: r.varUint(),
        };
      }),
  },
  cache: 256,
});

export const CONTRACT_REFERENCES: Table<bigint, ContractReference> = defineTable<bigint, ContractReference>({
  name: 'contractReferences',
  bucket: 63,
  key: u64Key,
  value: {
    encode: (r: ContractReference) => new ByteWriter(16).u64(r.contract).varUint(r.height).finish(),
    decode: (bytes: Uint8Array): ContractReference => decodeWith(bytes, (r) => ({ contract: r.u64(), height: r.varUint() })),
  },
  cache: 'all',
  indexes: [{ name: 'byContract', entry: (r: ContractReference) => [r.contract] }],
});

export const CONTRACT_BLOCK_GAS: Table<bigint, BlockGas> = defineTable<bigint, BlockGas>({
  name: 'contractBlockGas',
  bucket: 66,
  key: u64Key,
  value: {
    encode: (g: BlockGas) => new ByteWriter(16).varBig(g.gas).varUint(g.events).finish(),
    decode: (bytes: Uint8Array): BlockGas => decodeWith(bytes, (r) => ({ gas: r.varBig(), events: r.varUint() })),
  },
});

export const CONTRACT_TABLES = Object.freeze([CONTRACTS, CONTRACT_CODE, CONTRACT_STORAGE, CONTRACT_EVENTS, CONTRACT_CALLS, CONTRACT_REFERENCES, CONTRACT_BLOCK_GAS]);
