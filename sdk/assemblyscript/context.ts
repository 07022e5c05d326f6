// AssemblyScript SDK for totem contracts: the contract ABI version 1 (docs/contracts-abi.md).
//
// This file is AssemblyScript, not TypeScript: it is compiled by `npm run contract:build`
// (scripts/contract-build.ts) and is excluded from the node's TypeScript project.
//
// A contract exports `init(ctx: Context)` and named functions `name(ctx: Context, ...args)` whose
// further parameters are i32/i64 only (an account id is an i64 holding the u64 bits). `Context` is
// an unmanaged class with no fields, so in the compiled module a `ctx` parameter is a plain i32:
// the host passes 0 and every method ignores it and calls the `env.ctx_*` imports below.
//
// Integer-only on purpose: the node's validator refuses any float instruction, so nothing here
// (or in a contract) may use f32/f64, Math.*, or parseFloat. i64/u64 `toString()` is integer-only.

/** The ABI version this SDK is written against. */
export const ABI_VERSION: i32 = 1;

// ---- The host imports (module "env"). Pointers and lengths are i32 (usize in wasm32). ----

/** Writes the 8-byte little-endian sender account id at outPtr. */
@external("env", "ctx_sender")
declare function ctx_sender(outPtr: usize): void;
/** Writes the 8-byte little-endian contract id at outPtr. */
@external("env", "ctx_self")
declare function ctx_self(outPtr: usize): void;
/** The MTA sent with the call. */
@external("env", "ctx_amount")
declare function ctx_amount(): i64;
/** The height of the block the call runs in. */
@external("env", "ctx_height")
declare function ctx_height(): i32;
/** The value's length, -1 when absent; the value is written at outPtr only when len <= outCap. */
@external("env", "ctx_get")
declare function ctx_get(keyPtr: usize, keyLen: i32, outPtr: usize, outCap: i32): i32;
@external("env", "ctx_set")
declare function ctx_set(keyPtr: usize, keyLen: i32, valPtr: usize, valLen: i32): void;
/** Adds to the integer string stored under the key (absent = 0); overflow reverts. */
@external("env", "ctx_add")
declare function ctx_add(keyPtr: usize, keyLen: i32, amount: i64): void;
/** Subtracts from the integer string stored under the key (absent = 0); underflow reverts. */
@external("env", "ctx_sub")
declare function ctx_sub(keyPtr: usize, keyLen: i32, amount: i64): void;
/** Reverts the call with the message when cond is 0. */
@external("env", "ctx_require")
declare function ctx_require(cond: i32, msgPtr: usize, msgLen: i32): void;
@external("env", "ctx_emit")
declare function ctx_emit(eventPtr: usize, eventLen: i32, dataPtr: usize, dataLen: i32): void;
/** The call's raw argument bytes: the length is returned, the bytes are written when len <= outCap. */
@external("env", "ctx_input")
declare function ctx_input(outPtr: usize, outCap: i32): i32;
/** Sets the call's return value bytes. */
@external("env", "ctx_return")
declare function ctx_return(ptr: usize, len: i32): void;

// `env.abort(msg, file, line, col)` is AssemblyScript's own abort hook: the compiler imports it by
// itself (for failed assertions, bounds errors, `throw`), and the host reverts the call.

// ---- Helpers ----

/** 8 bytes of static scratch memory for account ids (no allocation). */
const ID_SCRATCH: usize = memory.data(8);
/** First read buffer size for `get`/`input`; a longer value is read again into an exact buffer. */
const READ_HINT: i32 = 128;

// @ts-ignore: decorator
@inline
function utf8(s: string): ArrayBuffer {
  return String.UTF8.encode(s, false, String.UTF8.ErrorMode.REPLACE);
}

// @ts-ignore: decorator
@inline
function ptrOf(buf: ArrayBuffer): usize {
  return changetype<usize>(buf);
}

/** Reverts the call with a UTF-8 message (through `ctx_require(0, ...)`). */
export function revert(msg: string): void {
  const m = utf8(msg);
  ctx_require(0, ptrOf(m), m.byteLength);
  unreachable(); // the host never returns from a failed require
}

/**
 * Parses a decimal integer string ("-12", "0", "340") into an i64, integer-only.
 * Returns `fallback` for an empty string; reverts the call on a non-digit or on overflow.
 */
export function parseI64(s: string, fallback: i64 = 0): i64 {
  const n = s.length;
  if (n == 0) return fallback;
  let i = 0;
  let negative = false;
  const first = s.charCodeAt(0);
  if (first == 45 /* - */ || first == 43 /* + */) {
    negative = first == 45;
    i = 1;
    if (n == 1) revert("not an integer: " + s);
  }
  // Accumulate as a negative number so i64.MIN_VALUE parses too.
  let acc: i64 = 0;
  for (; i < n; i++) {
    const c = s.charCodeAt(i) - 48;
    if (<u32>c > 9) revert("not an integer: " + s);
    if (acc < (i64.MIN_VALUE + c) / 10) revert("integer overflow: " + s);
    acc = acc * 10 - c;
  }
  if (!negative) {
    if (acc == i64.MIN_VALUE) revert("integer overflow: " + s);
    acc = -acc;
  }
  return acc;
}

/** The decimal form of an account id (an i64 holding the u64 bits), as the node prints it. */
export function accountString(id: i64): string {
  return (<u64>id).toString();
}

/**
 * The call context. It has no fields: the host passes 0 as the handle and every method goes to the
 * `env` imports. Write `ctx.sender()`, `ctx.get("k")`, ... in a contract function.
 */
@unmanaged
export class Context {
  /** The account that sent the call (the uploader during `init`). */
  sender(): u64 {
    ctx_sender(ID_SCRATCH);
    return load<u64>(ID_SCRATCH);
  }

  /** This contract's id. */
  self(): u64 {
    ctx_self(ID_SCRATCH);
    return load<u64>(ID_SCRATCH);
  }

  /** The MTA sent with the call (it goes to the contract's account). */
  amount(): i64 {
    return ctx_amount();
  }

  /** The height of the block the call runs in. */
  height(): i32 {
    return ctx_height();
  }

  /** The value stored under the key, or null when absent. */
  get(key: string): string | null {
    const k = utf8(key);
    const kLen = k.byteLength;
    let buf = new ArrayBuffer(READ_HINT);
    let len = ctx_get(ptrOf(k), kLen, ptrOf(buf), READ_HINT);
    if (len < 0) return null;
    if (len > READ_HINT) {
      buf = new ArrayBuffer(len);
      len = ctx_get(ptrOf(k), kLen, ptrOf(buf), len);
    }
    return String.UTF8.decodeUnsafe(ptrOf(buf), <usize>len);
  }

  /** The value under the key, or `fallback` when absent. */
  getOr(key: string, fallback: string): string {
    const v = this.get(key);
    return v === null ? fallback : v;
  }

  /** The integer stored under the key (absent = `fallback`); a non-integer value reverts. */
  getI64(key: string, fallback: i64 = 0): i64 {
    const v = this.get(key);
    return v === null ? fallback : parseI64(v, fallback);
  }

  /** Stores the value under the key. */
  set(key: string, value: string): void {
    const k = utf8(key);
    const v = utf8(value);
    ctx_set(ptrOf(k), k.byteLength, ptrOf(v), v.byteLength);
  }

  /** Adds `amount` to the integer string under the key (absent = 0); overflow reverts. */
  add(key: string, amount: i64): void {
    const k = utf8(key);
    ctx_add(ptrOf(k), k.byteLength, amount);
  }

  /** Subtracts `amount` from the integer string under the key (absent = 0); underflow reverts. */
  sub(key: string, amount: i64): void {
    const k = utf8(key);
    ctx_sub(ptrOf(k), k.byteLength, amount);
  }

  /** Reverts the call with `msg` when `cond` is false (the message is encoded only then). */
  require(cond: bool, msg: string): void {
    if (!cond) revert(msg);
  }

  /** Emits an event: a name and its data (any UTF-8, e.g. JSON). */
  emit(event: string, data: string): void {
    const e = utf8(event);
    const d = utf8(data);
    ctx_emit(ptrOf(e), e.byteLength, ptrOf(d), d.byteLength);
  }

  /** The call's raw argument bytes. */
  inputBytes(): ArrayBuffer {
    let buf = new ArrayBuffer(READ_HINT);
    const len = ctx_input(ptrOf(buf), READ_HINT);
    if (len <= READ_HINT) return buf.slice(0, len);
    buf = new ArrayBuffer(len);
    ctx_input(ptrOf(buf), len);
    return buf;
  }

  /** The call's argument bytes decoded as UTF-8. */
  input(): string {
    return String.UTF8.decode(this.inputBytes());
  }

  /** Sets the call's return value (UTF-8). */
  ret(value: string): void {
    const v = utf8(value);
    ctx_return(ptrOf(v), v.byteLength);
  }

  /** Sets the call's return value to the decimal form of an integer. */
  retI64(value: i64): void {
    this.ret(value.toString());
  }
}
