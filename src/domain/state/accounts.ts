// The accounts table: the chain core's one table (coin balances, forged fees, public keys and the
// balance history behind effective balances). Every capability moves coin through it.
//
// Record (the id is the key, so it is not repeated in the value):
//   u8      flags (bit 0: public key present)
//   [32]    public key (when flagged)
//   zigzag  balanceMTA
//   zigzag  forgedBalanceMTA
//   varuint creationHeight
//   varuint history count, then per entry: varuint height delta (first entry absolute; heights
//           are oldest first, so deltas are >= 0), zigzag balance
import type { Account } from '../types.js';
import { StateError, StateErrorCode } from './errors.js';
import { ByteReader, ByteWriter } from './record-bytes.js';
import { defineTable, u64Key, type Table } from './table.js';

const PUBLIC_KEY_LENGTH = 32;
const ACCOUNT_HAS_PUBLIC_KEY = 1;

// One writer reused record after record (JS is single-threaded and encoders never call each
// other while writing); finish() copies the bytes out.
const writer = new ByteWriter(1024);

export function encodeAccount(account: Account): Uint8Array {
  const w = writer.reset();
  const pk = account.publicKey;
  if (pk !== null && pk.length !== PUBLIC_KEY_LENGTH) {
    throw new StateError(StateErrorCode.OUT_OF_RANGE, `public key of account ${account.id} has ${pk.length} bytes`);
  }
  w.u8(pk !== null ? ACCOUNT_HAS_PUBLIC_KEY : 0);
  if (pk !== null) w.bytes(pk);
  w.varSigned(account.balanceMTA);
  w.varSigned(account.forgedBalanceMTA);
  w.varUint(account.creationHeight);
  const history = account.balanceHistory;
  w.varUint(history.length);
  let previous = 0;
  for (const [height, balance] of history) {
    if (height < previous) {
      throw new StateError(StateErrorCode.OUT_OF_RANGE, `balance history of account ${account.id} is not ordered by height`);
    }
    w.varUint(height - previous);
    w.varSigned(balance);
    previous = height;
  }
  return w.finish();
}

export function decodeAccount(bytes: Uint8Array, id: bigint): Account {
  const r = new ByteReader(bytes);
  const flags = r.u8();
  if ((flags & ~ACCOUNT_HAS_PUBLIC_KEY) !== 0) {
    throw new StateError(StateErrorCode.CORRUPT_RECORD, `account ${id}: unknown flags ${flags}`);
  }
  const publicKey = (flags & ACCOUNT_HAS_PUBLIC_KEY) !== 0 ? r.bytes(PUBLIC_KEY_LENGTH) : null;
  const balanceMTA = r.varSigned();
  const forgedBalanceMTA = r.varSigned();
  const creationHeight = r.varUint();
  const count = r.varUint();
  const balanceHistory: Array<[number, bigint]> = new Array(count);
  let height = 0;
  for (let i = 0; i < count; i++) {
    height += r.varUint();
    balanceHistory[i] = [height, r.varSigned()];
  }
  r.end();
  return { id, publicKey, balanceMTA, forgedBalanceMTA, creationHeight, balanceHistory };
}

/** Default number of accounts kept decoded in memory (the store may be opened with another size). */
export const ACCOUNT_CACHE_SIZE = 250_000;

export const ACCOUNTS: Table<bigint, Account> = defineTable<bigint, Account>({
  name: 'accounts',
  bucket: 6,
  key: u64Key,
  value: { encode: encodeAccount, decode: decodeAccount },
  cache: ACCOUNT_CACHE_SIZE,
});
