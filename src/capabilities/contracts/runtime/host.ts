// The host side of the contract ABI (docs/contracts-abi.md): the `env` imports a contract may use,
// over one call's state. Deterministic by construction: every answer comes from the request
// (sender, amount, height, input) or from storage as the block being applied has it, and every
// write goes to the call's write-set, which the ledger applies only when the call succeeds.
//
// Gas: the instrumented module keeps its gas in the exported i64 global `__gas`; host calls are
// charged here from the same global (HOST_GAS below), before they do anything, so a call that
// cannot pay runs out of gas exactly as the module's own code would.
import type { ContractEventRecord, ContractRevertKind, ContractRunRequest, ContractStorageView } from '../../../domain/contract-runner.js';
import { toHex } from '../../../domain/hex.js';

/** Gas of host calls (metering version 1): a base per call plus a cost per byte moved. */
export const HOST_GAS = Object.freeze({
  call: 50n,
  readByte: 1n,
  writeByte: 10n,
  eventByte: 5n,
});

/** Contract storage limit: bytes of keys plus values (issue 17: 1 MB per contract). */
export const MAX_CONTRACT_STORAGE_BYTES = 1024 * 1024;
/** Largest key, and value, a contract may store (bytes). */
export const MAX_KEY_BYTES = 256;
export const MAX_VALUE_BYTES = 64 * 1024;
/** Events per call and bytes per event (name + data). */
export const MAX_EVENTS_PER_CALL = 64;
export const MAX_EVENT_BYTES = 4096;
/** Bytes of a return value. */
export const MAX_RETURN_BYTES = 4096;

/** A revert raised by a host function (require, abort, limits, arithmetic): unwinds the call. */
export class ContractRevert extends Error {
  override readonly name = 'ContractRevert';
  constructor(
    readonly kind: ContractRevertKind,
    reason: string,
  ) {
    super(reason);
  }
}

interface Entry {
  readonly key: Uint8Array;
  readonly value: Uint8Array | null;
}

const utf8 = new TextDecoder('utf-8', { fatal: false });
const enc = new TextEncoder();
const INTEGER = /^-?(0|[1-9][0-9]*)$/;
const I64_MIN = -(2n ** 63n);
const I64_MAX = 2n ** 63n - 1n;

/** One call's host state: the write-set, events, return value and storage accounting. */
export class CallHost {
  private memory: WebAssembly.Memory | undefined;
  private gas: WebAssembly.Global | undefined;
  private readonly writes = new Map<string, Entry>();
  readonly events: ContractEventRecord[] = [];
  returnValue: Uint8Array = new Uint8Array(0);
  storageBytes: number;

  constructor(
    private readonly req: ContractRunRequest,
    private readonly storage: ContractStorageView,
  ) {
    this.storageBytes = req.storageBytes;
  }

  /** Binds the instance's memory and gas global (after instantiation). */
  bind(memory: WebAssembly.Memory, gas: WebAssembly.Global): void {
    this.memory = memory;
    this.gas = gas;
  }

  /** The writes in first-write order (a key written twice keeps its last value). */
  writeList(): Array<readonly [Uint8Array, Uint8Array | null]> {
    return [...this.writes.values()].map((e) => [e.key, e.value] as const);
  }

  /** Charges gas from the module's global; out of gas marks it -1 and unwinds. */
  charge(amount: bigint): void {
    const g = this.gas!;
    const left = g.value as bigint;
    if (left < amount) {
      g.value = -1n;
      throw new ContractRevert('OUT_OF_GAS', 'out of gas');
    }
    g.value = left - amount;
  }

  private bytes(ptr: number, len: number, what: string): Uint8Array {
    const mem = new Uint8Array(this.memory!.buffer);
    if (ptr < 0 || len < 0 || ptr + len > mem.length) throw new ContractRevert('TRAP', `${what} is outside the contract's memory`);
    return mem.slice(ptr, ptr + len);
  }

  private put(ptr: number, data: Uint8Array): void {
    const mem = new Uint8Array(this.memory!.buffer);
    if (ptr < 0 || ptr + data.length > mem.length) throw new ContractRevert('TRAP', 'output is outside the contract\'s memory');
    mem.set(data, ptr);
  }

  private read(key: Uint8Array): Uint8Array | undefined {
    const w = this.writes.get(toHex(key));
    if (w !== undefined) return w.value ?? undefined;
    return this.storage.get(key);
  }

  private write(key: Uint8Array, value: Uint8Array | null): void {
    if (key.length === 0 || key.length > MAX_KEY_BYTES) throw new ContractRevert('BAD_CALL', `a key must be 1 to ${MAX_KEY_BYTES} bytes`);
    if (value !== null && value.length > MAX_VALUE_BYTES) throw new ContractRevert('STORAGE_LIMIT', `a value must be at most ${MAX_VALUE_BYTES} bytes`);
    const old = this.read(key);
    const before = old === undefined ? 0 : key.length + old.length;
    const after = value === null ? 0 : key.length + value.length;
    const next = this.storageBytes - before + after;
    if (next > MAX_CONTRACT_STORAGE_BYTES) throw new ContractRevert('STORAGE_LIMIT', `the contract's storage would exceed ${MAX_CONTRACT_STORAGE_BYTES} bytes of keys and values`);
    this.storageBytes = next;
    this.writes.set(toHex(key), { key, value });
  }

  private integerAt(key: Uint8Array): bigint {
    const v = this.read(key);
    if (v === undefined) return 0n;
    const text = utf8.decode(v);
    if (!INTEGER.test(text)) throw new ContractRevert('ARITHMETIC', `the value of ${utf8.decode(key)} is not an integer string`);
    return BigInt(text);
  }

  private addTo(key: Uint8Array, delta: bigint): void {
    const next = this.integerAt(key) + delta;
    if (next < 0n) throw new ContractRevert('ARITHMETIC', `underflow: ${utf8.decode(key)} would go below 0`);
    if (next > I64_MAX || next < I64_MIN) throw new ContractRevert('ARITHMETIC', `overflow: ${utf8.decode(key)} would pass 2^63-1`);
    this.write(key, enc.encode(next.toString()));
  }

  private id8(ptr: number, id: bigint): void {
    const out = new Uint8Array(8);
    new DataView(out.buffer).setBigUint64(0, BigInt.asUintN(64, id), true);
    this.put(ptr, out);
  }

  /** The `env` imports of ABI version 1. */
  imports(): Record<string, (...args: never[]) => unknown> {
    const h = HOST_GAS;
    return {
      ctx_sender: (out: number) => {
        this.charge(h.call);
        this.id8(out, this.req.sender);
      },
      ctx_self: (out: number) => {
        this.charge(h.call);
        this.id8(out, this.req.contract);
      },
      ctx_amount: () => {
        this.charge(h.call);
        return this.req.amount;
      },
      ctx_height: () => {
        this.charge(h.call);
        return this.req.height;
      },
      ctx_get: (kPtr: number, kLen: number, outPtr: number, outCap: number) => {
        this.charge(h.call + h.readByte * BigInt(Math.max(0, kLen)));
        const value = this.read(this.bytes(kPtr, kLen, 'the key'));
        if (value === undefined) return -1;
        this.charge(h.readByte * BigInt(value.length));
        if (value.length <= outCap) this.put(outPtr, value);
        return value.length;
      },
      ctx_set: (kPtr: number, kLen: number, vPtr: number, vLen: number) => {
        this.charge(h.call + h.writeByte * BigInt(Math.max(0, kLen) + Math.max(0, vLen)));
        this.write(this.bytes(kPtr, kLen, 'the key'), this.bytes(vPtr, vLen, 'the value'));
      },
      ctx_add: (kPtr: number, kLen: number, amount: bigint) => {
        this.charge(h.call + h.writeByte * BigInt(Math.max(0, kLen) + 20));
        this.addTo(this.bytes(kPtr, kLen, 'the key'), amount);
      },
      ctx_sub: (kPtr: number, kLen: number, amount: bigint) => {
        this.charge(h.call + h.writeByte * BigInt(Math.max(0, kLen) + 20));
        this.addTo(this.bytes(kPtr, kLen, 'the key'), -amount);
      },
      ctx_require: (cond: number, mPtr: number, mLen: number) => {
        this.charge(h.call);
        if (cond === 0) throw new ContractRevert('REQUIRE', utf8.decode(this.bytes(mPtr, Math.min(Math.max(0, mLen), 1024), 'the message')));
      },
      ctx_emit: (ePtr: number, eLen: number, dPtr: number, dLen: number) => {
        this.charge(h.call + h.eventByte * BigInt(Math.max(0, eLen) + Math.max(0, dLen)));
        if (eLen + dLen > MAX_EVENT_BYTES) throw new ContractRevert('BAD_CALL', `an event is at most ${MAX_EVENT_BYTES} bytes`);
        if (this.events.length >= MAX_EVENTS_PER_CALL) throw new ContractRevert('BAD_CALL', `at most ${MAX_EVENTS_PER_CALL} events per call`);
        this.events.push({ event: utf8.decode(this.bytes(ePtr, eLen, 'the event')), data: utf8.decode(this.bytes(dPtr, dLen, 'the data')) });
      },
      ctx_input: (outPtr: number, outCap: number) => {
        this.charge(h.call + h.readByte * BigInt(this.req.input.length));
        if (this.req.input.length <= outCap) this.put(outPtr, this.req.input);
        return this.req.input.length;
      },
      ctx_return: (ptr: number, len: number) => {
        this.charge(h.call + h.readByte * BigInt(Math.max(0, len)));
        if (len > MAX_RETURN_BYTES) throw new ContractRevert('BAD_CALL', `a return value is at most ${MAX_RETURN_BYTES} bytes`);
        this.returnValue = this.bytes(ptr, len, 'the return value');
      },
      abort: (msg: number) => {
        throw new ContractRevert('ABORT', `the contract aborted${msg === 0 ? '' : ` (message at ${msg})`}`);
      },
    };
  }
}
