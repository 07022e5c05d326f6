// A holding named in an attachment: the coin, a totem or a currency (loans' principal and
// collateral, subscriptions' payments). Bytes: u8 kind (0 coin, 1 totem, 2 currency), u64 id (0
// for the coin). JSON: `<prefix>Type` "COIN" | "TOTEM" | "CURRENCY" and `<prefix>` the id
// ("0" for the coin). Moves go through the capabilities' HoldingViews (tx-types/hooks.ts) for
// totems and currencies, and the ledger for the coin, so no capability imports another.
import type { ByteReader, ByteWriter } from './bytes.js';
import type { LedgerState } from './types.js';
import type { StateReader } from './state/state.js';
import type { HoldingKind, RegistryHooks } from './tx-types/hooks.js';
import { ACCOUNTS } from './state/accounts.js';
import { adjustBalance } from './ledger.js';
import { invalidParameter, stateRejection, TxRejectReason } from './errors.js';

export type HoldingType = 'COIN' | HoldingKind;
export const HOLDING_TYPES: readonly HoldingType[] = ['COIN', 'TOTEM', 'CURRENCY'];

export interface HoldingRef {
  readonly type: HoldingType;
  /** 0n for the coin. */
  readonly id: bigint;
}

export const COIN: HoldingRef = Object.freeze({ type: 'COIN', id: 0n });

export function readHoldingRef(r: ByteReader, param: string): HoldingRef {
  const kind = r.u8();
  const type = HOLDING_TYPES[kind];
  if (type === undefined) throw invalidParameter(`unknown holding type ${kind}`, `${param}Type`);
  return { type, id: r.u64() };
}

export function writeHoldingRef(w: ByteWriter, h: HoldingRef): void {
  w.u8(HOLDING_TYPES.indexOf(h.type)).u64(h.id);
}

export function holdingRefToJSON(h: HoldingRef, prefix: string): Record<string, unknown> {
  return { [`${prefix}Type`]: h.type, [prefix]: h.id.toString() };
}

export function holdingRefFromJSON(json: Readonly<Record<string, unknown>>, prefix: string): HoldingRef {
  const type = json[`${prefix}Type`];
  if (typeof type !== 'string' || !(HOLDING_TYPES as readonly string[]).includes(type)) throw invalidParameter(`${prefix}Type must be COIN, TOTEM or CURRENCY`, `${prefix}Type`);
  const id = json[prefix] ?? '0';
  if (typeof id !== 'string' || !/^[0-9]{1,20}$/.test(id) || BigInt(id) >> 64n !== 0n) throw invalidParameter(`${prefix} must be a decimal id`, prefix);
  return { type: type as HoldingType, id: BigInt(id) };
}

/** The coin has id 0; a totem or currency a non-zero id. Refusal names `param`. */
export function checkHoldingRef(h: HoldingRef, param: string): void {
  if ((h.type === 'COIN') !== (h.id === 0n)) throw invalidParameter(h.type === 'COIN' ? `${param} must be 0 for the coin` : `${param} must name the ${h.type.toLowerCase()}`, param);
}

/** Whether the holding exists (the coin always does). */
export function holdingExists(state: StateReader, hooks: RegistryHooks | undefined, h: HoldingRef): boolean {
  if (h.type === 'COIN') return true;
  return hooks?.holdings[h.type]?.exists(state, h.id) === true;
}

/** What the account may move of the holding now (coin: its balance, which in the mempool's
 * pending state is net of pending transactions). */
export function movableOf(state: StateReader, hooks: RegistryHooks | undefined, h: HoldingRef, account: bigint): bigint {
  if (h.type === 'COIN') return state.get(ACCOUNTS, account)?.balanceMTA ?? 0n;
  return hooks?.holdings[h.type]?.movable(state, h.id, account) ?? 0n;
}

/** Adds `delta` (may be negative) to the account's holding; below what it may move: errorCode 6
 * naming `param`. */
export function adjustHoldingOf(state: LedgerState, hooks: RegistryHooks | undefined, h: HoldingRef, account: bigint, delta: bigint, param: string): void {
  if (delta === 0n) return;
  if (h.type === 'COIN') {
    if (delta < 0n && (state.getAccount(account)?.balanceMTA ?? 0n) < -delta) throw stateRejection(TxRejectReason.NOT_ENOUGH_FUNDS, 'not enough funds', param);
    adjustBalance(state, account, delta);
    return;
  }
  const view = hooks?.holdings[h.type];
  if (view === undefined) throw stateRejection(TxRejectReason.INVALID_ATTACHMENT, `this node holds no ${h.type.toLowerCase()}s`, param);
  view.adjust(state, h.id, account, delta, param);
}
