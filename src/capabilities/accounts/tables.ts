// The accounts capability's tables: account info (name, description) and balance leases.
//
// accountInfo (bucket 13), key: the account id. Record: varuint-prefixed UTF-8 name, then
// varuint-prefixed UTF-8 description. An account with neither has no record.
//
// accountLeases (bucket 14), key: the lessor's id. Record:
//   u8      flags (bit 0: current lease, bit 1: it is running, bit 2: next lease)
//   current u64 lessee, varuint from, varuint to      (when flagged)
//   next    u64 lessee, varuint from, varuint to      (when flagged)
//   varuint count of this block's lease requests, then per request: u64 lessee, varuint period
// Requests exist only inside a block: its end phase turns them into current/next leases (it
// knows the network's leasing delay), so committed records never hold one. A record with no
// current lease and no request is deleted.
import { StateError, StateErrorCode } from '../../domain/state/errors.js';
import { ByteReader, ByteWriter } from '../../domain/state/record-bytes.js';
import { defineTable, u64Key, type Table } from '../../domain/state/table.js';

export interface AccountInfo {
  readonly name: string;
  readonly description: string;
}

/** One lease: `lessee` forges with the lessor's guaranteed balance from the start of block
 * `from` until the start of block `to` (the lease is running after blocks from .. to-1). */
export interface LeaseTerm {
  readonly lessee: bigint;
  readonly from: number;
  readonly to: number;
}

/** A lease transaction of the block being applied, waiting for the block's end phase. */
export interface LeaseRequest {
  readonly lessee: bigint;
  readonly period: number;
}

export interface AccountLease {
  /** The lease scheduled or running (Nxt's "current"); null when the lessor only has requests. */
  readonly current: LeaseTerm | null;
  /** True from the start of block current.from until the start of block current.to. */
  readonly active: boolean;
  /** The lease queued after the current one. */
  readonly next: LeaseTerm | null;
  readonly requests: readonly LeaseRequest[];
}

const text = new TextEncoder();
const utf8 = new TextDecoder('utf-8', { fatal: true });

export const ACCOUNT_INFO: Table<bigint, AccountInfo> = defineTable<bigint, AccountInfo>({
  name: 'accountInfo',
  bucket: 13,
  key: u64Key,
  value: {
    encode(info: AccountInfo): Uint8Array {
      return new ByteWriter(64).lengthPrefixed(text.encode(info.name)).lengthPrefixed(text.encode(info.description)).finish();
    },
    decode(bytes: Uint8Array): AccountInfo {
      const r = new ByteReader(bytes);
      const info = { name: utf8.decode(r.lengthPrefixed()), description: utf8.decode(r.lengthPrefixed()) };
      r.end();
      return info;
    },
  },
  cache: 10_000,
});

const HAS_CURRENT = 1;
const ACTIVE = 2;
const HAS_NEXT = 4;

function writeTerm(w: ByteWriter, term: LeaseTerm): void {
  w.u64(term.lessee).varUint(term.from).varUint(term.to);
}

function readTerm(r: ByteReader): LeaseTerm {
  return { lessee: r.u64(), from: r.varUint(), to: r.varUint() };
}

export function encodeLease(lease: AccountLease): Uint8Array {
  if (lease.active && lease.current === null) throw new StateError(StateErrorCode.OUT_OF_RANGE, 'a running lease needs a current lease');
  const w = new ByteWriter(48);
  w.u8((lease.current ? HAS_CURRENT : 0) | (lease.active ? ACTIVE : 0) | (lease.next ? HAS_NEXT : 0));
  if (lease.current) writeTerm(w, lease.current);
  if (lease.next) writeTerm(w, lease.next);
  w.varUint(lease.requests.length);
  for (const request of lease.requests) w.u64(request.lessee).varUint(request.period);
  return w.finish();
}

export function decodeLease(bytes: Uint8Array, lessor: bigint): AccountLease {
  const r = new ByteReader(bytes);
  const flags = r.u8();
  if ((flags & ~(HAS_CURRENT | ACTIVE | HAS_NEXT)) !== 0 || ((flags & ACTIVE) !== 0 && (flags & HAS_CURRENT) === 0)) {
    throw new StateError(StateErrorCode.CORRUPT_RECORD, `lease of ${lessor}: bad flags ${flags}`);
  }
  const current = (flags & HAS_CURRENT) !== 0 ? readTerm(r) : null;
  const next = (flags & HAS_NEXT) !== 0 ? readTerm(r) : null;
  const count = r.varUint();
  const requests: LeaseRequest[] = [];
  for (let i = 0; i < count; i++) requests.push({ lessee: r.u64(), period: r.varUint() });
  r.end();
  return { current, active: (flags & ACTIVE) !== 0, next, requests };
}

// Held whole with in-memory indexes: the lease phase scans `requested` at every block and the
// forging balance walks a lessee's running leases; one record per account that ever leased.
export const ACCOUNT_LEASES: Table<bigint, AccountLease> = defineTable<bigint, AccountLease>({
  name: 'accountLeases',
  bucket: 14,
  key: u64Key,
  value: { encode: encodeLease, decode: decodeLease },
  cache: 'all',
  indexes: [
    // Who forges with whose balance now (effective balances, getAccount's lessors).
    { name: 'runningByLessee', entry: (lease: AccountLease) => (lease.active && lease.current ? [lease.current.lessee] : undefined) },
    // Scheduled leases, for lessors at a later height (getAccountLessors).
    { name: 'currentByLessee', entry: (lease: AccountLease) => (lease.current ? [lease.current.lessee] : undefined) },
    { name: 'nextByLessee', entry: (lease: AccountLease) => (lease.next ? [lease.next.lessee] : undefined) },
    // Lessors with requests of the block being applied (its end phase resolves them).
    { name: 'requested', entry: (lease: AccountLease) => (lease.requests.length > 0 ? [0] : undefined) },
  ],
});
