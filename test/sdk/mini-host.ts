// A tiny test-only host for the contract ABI version 1 (docs/contracts-abi.md) over a Map: enough
// to run the SDK's example contracts in-process. It is NOT the node's executor (no gas, no
// metering, no storage limit): it models the ABI's semantics so the SDK can be tested on its own.
//
// Per call: a fresh instance, `_initialize` when exported, then the export with ctx = 0. Writes
// and events go to a write-set that is applied only when the call succeeds; a failed
// `ctx_require`, an `abort`, a trap or an add/sub overflow reverts the call (writes dropped).

const I64_MAX = (1n << 63n) - 1n;
/** Canonical decimal integers, as the node's host accepts them (no leading zeros, no +). */
const INTEGER = /^-?(0|[1-9][0-9]*)$/;

/** Thrown inside a host import to revert the call; caught by `call`. */
export class Revert extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export interface ContractEvent {
  event: string;
  data: string;
}

export interface CallOptions {
  sender: bigint;
  amount?: bigint;
  height?: number;
  input?: Uint8Array;
  /** Test-only: skip `_initialize` to show what a host that forgets it gets. */
  skipInitialize?: boolean;
  /** Test-only: call the export this many times on the one instance (default 1). */
  repeat?: number;
}

export type CallResult =
  | { ok: true; returned: string | null; events: ContractEvent[]; writes: Map<string, string> }
  | { ok: false; reason: string };

export class MiniHost {
  readonly storage = new Map<string, string>();
  readonly events: ContractEvent[] = [];
  /** Largest memory seen at the end of a call, in 64 KiB pages. */
  maxPages = 0;

  constructor(readonly module: WebAssembly.Module, readonly contractId: bigint) {}

  /** Calls an export; i64 parameters take bigints (account ids as their u64 value). */
  call(fn: string, opts: CallOptions, ...args: Array<number | bigint>): CallResult {
    const writes = new Map<string, string>();
    const events: ContractEvent[] = [];
    let returned: string | null = null;
    let memory: WebAssembly.Memory | null = null;
    const utf8 = new TextDecoder('utf-8', { fatal: true });

    const mem = (): WebAssembly.Memory => {
      if (memory === null) throw new Error('memory not bound');
      return memory;
    };
    const bytes = (ptr: number, len: number): Uint8Array => {
      const buf = mem().buffer;
      if (ptr < 0 || len < 0 || ptr + len > buf.byteLength) throw new Revert('out-of-bounds pointer');
      return new Uint8Array(buf, ptr, len).slice();
    };
    const text = (ptr: number, len: number): string => utf8.decode(bytes(ptr, len));
    const write = (ptr: number, data: Uint8Array): void => {
      new Uint8Array(mem().buffer).set(data, ptr);
    };
    const read = (key: string): string | undefined => writes.get(key) ?? this.storage.get(key);
    const arith = (key: string, delta: bigint): void => {
      const current = read(key) ?? '0';
      if (!INTEGER.test(current)) throw new Revert(`not an integer under ${key}`);
      const next = BigInt(current) + delta;
      if (next < 0n) throw new Revert(`underflow under ${key}`);
      if (next > I64_MAX) throw new Revert(`overflow under ${key}`);
      writes.set(key, next.toString());
    };
    const writeId = (ptr: number, id: bigint): void => {
      const out = new Uint8Array(8);
      new DataView(out.buffer).setBigUint64(0, BigInt.asUintN(64, id), true);
      write(ptr, out);
    };
    /** AssemblyScript strings: UTF-16LE, byte length at ptr - 4. */
    const asString = (ptr: number): string => {
      if (ptr === 0) return '';
      const len = new DataView(mem().buffer).getUint32(ptr - 4, true);
      return Buffer.from(bytes(ptr, len)).toString('utf16le');
    };
    const input = opts.input ?? new Uint8Array(0);

    const env = {
      ctx_sender: (out: number) => writeId(out, opts.sender),
      ctx_self: (out: number) => writeId(out, this.contractId),
      ctx_amount: () => opts.amount ?? 0n,
      ctx_height: () => opts.height ?? 1,
      ctx_get: (kp: number, kl: number, out: number, cap: number) => {
        const value = read(text(kp, kl));
        if (value === undefined) return -1;
        const encoded = new TextEncoder().encode(value);
        if (encoded.length <= cap) write(out, encoded);
        return encoded.length;
      },
      ctx_set: (kp: number, kl: number, vp: number, vl: number) => {
        writes.set(text(kp, kl), text(vp, vl));
      },
      ctx_add: (kp: number, kl: number, amount: bigint) => {
        if (amount < 0n) throw new Revert('negative amount');
        arith(text(kp, kl), amount);
      },
      ctx_sub: (kp: number, kl: number, amount: bigint) => {
        if (amount < 0n) throw new Revert('negative amount');
        arith(text(kp, kl), -amount);
      },
      ctx_require: (cond: number, mp: number, ml: number) => {
        if (cond === 0) throw new Revert(text(mp, ml));
      },
      ctx_emit: (ep: number, el: number, dp: number, dl: number) => {
        events.push({ event: text(ep, el), data: text(dp, dl) });
      },
      ctx_input: (out: number, cap: number) => {
        if (input.length <= cap) write(out, input);
        return input.length;
      },
      ctx_return: (ptr: number, len: number) => {
        returned = text(ptr, len);
      },
      abort: (msg: number, file: number, line: number, col: number) => {
        throw new Revert(`abort: ${asString(msg)} at ${asString(file)}:${line}:${col}`);
      },
    };

    try {
      const instance = new WebAssembly.Instance(this.module, { env });
      memory = instance.exports.memory as WebAssembly.Memory;
      const exports = instance.exports as Record<string, unknown>;
      if (opts.skipInitialize !== true && typeof exports._initialize === 'function') (exports._initialize as () => void)();
      const target = exports[fn];
      if (typeof target !== 'function') throw new Error(`no export ${fn}`);
      for (let i = 0; i < (opts.repeat ?? 1); i++) (target as (...a: Array<number | bigint>) => unknown)(0, ...args);
      this.maxPages = Math.max(this.maxPages, memory.buffer.byteLength / 65536);
    } catch (err) {
      if (err instanceof Revert) return { ok: false, reason: err.reason };
      if (err instanceof WebAssembly.RuntimeError) return { ok: false, reason: `trap: ${err.message}` };
      throw err;
    }
    for (const [k, v] of writes) this.storage.set(k, v);
    this.events.push(...events);
    return { ok: true, returned, events, writes };
  }
}
