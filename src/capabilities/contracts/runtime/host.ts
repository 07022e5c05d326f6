// The host side of the contract ABI (docs/contracts-abi.md): the `env` imports a contract may use,
// over one call's state. Deterministic by construction: every answer comes from the request
// (sender, amount, height, input) or from storage as the block being applied has it, and every
// write goes to the call's write-set, which the ledger applies only when the call succeeds.
//
// Gas: the instrumented module keeps its gas in the exported i64 global `__gas`; host calls are
// charged here from the same global (HOST_GAS below), before they do anything, so a call that
// cannot pay runs out of gas exactly as the module's own code would. The prices are calibrated to
// time (npm run bench -- contract-gas; docs/contracts.md "Gas schedule"): each import's charge
// covers its own work and what the ledger does with its result (a new storage key's index entry,
// an event's rows), so that every import costs about as much time per gas as an instruction.
import type { ContractEventRecord, ContractRevertKind, ContractRunRequest, ContractStorageView } from '../../../domain/contract-runner.js';
import { toHex } from '../../../domain/hex.js';

/** Gas of host calls (metering version 2): a base per call of each import, plus per-KiB charges
 * of the bytes it moves (rounded up per call). Calibrated: docs/contracts.md, "Gas schedule". */
export const HOST_GAS = Object.freeze({
  /** ctx_sender, ctx_self: write 8 bytes. */
  id: 32_000,
  /** ctx_amount, ctx_height, ctx_require (true). */
  scalar: 19_200,
  /** ctx_get: the lookup (present or absent) plus readPerKiB of the key; getFound more, plus
   * readPerKiB of the value, when the key is present. */
  get: 125_000,
  getFound: 190_000,
  /** ctx_set: an update of the write-set, plus writePerKiB of key and value bytes; newKey more when
   * the key does not exist yet (the ledger inserts it into the storage index). */
  set: 200_000,
  newKey: 600_000,
  /** ctx_add, ctx_sub: read, parse, format and write an integer string. */
  arith: 380_000,
  /** ctx_emit: an event row and its typed block event, plus eventPerKiB of name and data. */
  emit: 950_000,
  /** ctx_input, ctx_return: a call, plus inputPerKiB of the input or returnPerKiB of the value. */
  io: 14_400,
  readPerKiB: 4_400,
  writePerKiB: 42_000,
  eventPerKiB: 150_000,
  inputPerKiB: 14_000,
  returnPerKiB: 110_000,
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
const EMPTY = new Uint8Array(0);

/** The gas of `bytes` at `perKiB`, rounded up (exact: both are small integers). */
const perKiB = (bytes: number, price: number): number => Math.floor((bytes * price + 1023) / 1024);

function id8(id: bigint): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, BigInt.asUintN(64, id), true);
  return out;
}

/** One call's host state: the write-set, events, return value and storage accounting. */
export class CallHost {
  private memory: WebAssembly.Memory | undefined;
  private gas: WebAssembly.Global | undefined;
  /** A view of the memory, replaced when growth detaches its buffer (a getter per access costs). */
  private mem: Uint8Array = EMPTY;
  private readonly writes = new Map<string, Entry>();
  readonly events: ContractEventRecord[] = [];
  returnValue: Uint8Array = EMPTY;
  storageBytes: number;
  private senderBytes: Uint8Array | undefined;
  private selfBytes: Uint8Array | undefined;

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
    this.mem = new Uint8Array(memory.buffer);
  }

  /** The writes in first-write order (a key written twice keeps its last value). */
  writeList(): Array<readonly [Uint8Array, Uint8Array | null]> {
    return [...this.writes.values()].map((e) => [e.key, e.value] as const);
  }

  /** Charges gas from the module's global; out of gas marks it -1 and unwinds. */
  charge(amount: number | bigint): void {
    const g = this.gas!;
    const left = g.value as bigint;
    const a = typeof amount === 'bigint' ? amount : BigInt(amount);
    if (left < a) {
      g.value = -1n;
      throw new ContractRevert('OUT_OF_GAS', 'out of gas');
    }
    g.value = left - a;
  }

  private view(): Uint8Array {
    // memory.grow detaches the old buffer (its length drops to 0).
    if (this.mem.byteLength === 0) this.mem = new Uint8Array(this.memory!.buffer);
    return this.mem;
  }

  /** The bytes at [ptr, ptr+len) without copying: valid until the contract runs again. */
  private at(ptr: number, len: number, what: string): Uint8Array {
    const mem = this.view();
    if (ptr < 0 || len < 0 || ptr + len > mem.length) throw new ContractRevert('TRAP', `${what} is outside the contract's memory`);
    return mem.subarray(ptr, ptr + len);
  }

  /** A copy of the bytes at [ptr, ptr+len) (what the write-set and events keep). */
  private bytes(ptr: number, len: number, what: string): Uint8Array {
    return this.at(ptr, len, what).slice();
  }

  private put(ptr: number, data: Uint8Array): void {
    const mem = this.view();
    if (ptr < 0 || ptr + data.length > mem.length) throw new ContractRevert('TRAP', 'output is outside the contract\'s memory');
    mem.set(data, ptr);
  }

  private read(key: Uint8Array): Uint8Array | undefined {
    const w = this.writes.get(toHex(key));
    if (w !== undefined) return w.value ?? undefined;
    return this.storage.get(key);
  }

  /** Whether the key is absent both from storage and from this run's writes. */
  private write(key: Uint8Array, value: Uint8Array | null): void {
    if (key.length === 0 || key.length > MAX_KEY_BYTES) throw new ContractRevert('BAD_CALL', `a key must be 1 to ${MAX_KEY_BYTES} bytes`);
    if (value !== null && value.length > MAX_VALUE_BYTES) throw new ContractRevert('STORAGE_LIMIT', `a value must be at most ${MAX_VALUE_BYTES} bytes`);
    const hex = toHex(key);
    const w = this.writes.get(hex);
    const old = w !== undefined ? (w.value ?? undefined) : this.storage.get(key);
    // A key the ledger will have to insert pays for its index entry once, when first written.
    if (old === undefined && w === undefined && value !== null) this.charge(HOST_GAS.newKey);
    const before = old === undefined ? 0 : key.length + old.length;
    const after = value === null ? 0 : key.length + value.length;
    const next = this.storageBytes - before + after;
    if (next > MAX_CONTRACT_STORAGE_BYTES) throw new ContractRevert('STORAGE_LIMIT', `the contract's storage would exceed ${MAX_CONTRACT_STORAGE_BYTES} bytes of keys and values`);
    this.storageBytes = next;
    this.writes.set(hex, { key, value });
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

  /** The `env` imports of ABI version 1. */
  imports(): Record<string, (...args: never[]) => unknown> {
    const h = HOST_GAS;
    return {
      ctx_sender: (out: number) => {
        this.charge(h.id);
        this.put(out, (this.senderBytes ??= id8(this.req.sender)));
      },
      ctx_self: (out: number) => {
        this.charge(h.id);
        this.put(out, (this.selfBytes ??= id8(this.req.contract)));
      },
      ctx_amount: () => {
        this.charge(h.scalar);
        return this.req.amount;
      },
      ctx_height: () => {
        this.charge(h.scalar);
        return this.req.height;
      },
      ctx_get: (kPtr: number, kLen: number, outPtr: number, outCap: number) => {
        this.charge(h.get + perKiB(Math.max(0, kLen), h.readPerKiB));
        const value = this.read(this.at(kPtr, kLen, 'the key'));
        if (value === undefined) return -1;
        this.charge(h.getFound + perKiB(value.length, h.readPerKiB));
        if (value.length <= outCap) this.put(outPtr, value);
        return value.length;
      },
      ctx_set: (kPtr: number, kLen: number, vPtr: number, vLen: number) => {
        this.charge(h.set + perKiB(Math.max(0, kLen) + Math.max(0, vLen), h.writePerKiB));
        this.write(this.bytes(kPtr, kLen, 'the key'), this.bytes(vPtr, vLen, 'the value'));
      },
      ctx_add: (kPtr: number, kLen: number, amount: bigint) => {
        this.charge(h.arith + perKiB(Math.max(0, kLen) + 20, h.writePerKiB));
        this.addTo(this.bytes(kPtr, kLen, 'the key'), amount);
      },
      ctx_sub: (kPtr: number, kLen: number, amount: bigint) => {
        this.charge(h.arith + perKiB(Math.max(0, kLen) + 20, h.writePerKiB));
        this.addTo(this.bytes(kPtr, kLen, 'the key'), -amount);
      },
      ctx_require: (cond: number, mPtr: number, mLen: number) => {
        this.charge(h.scalar);
        if (cond === 0) throw new ContractRevert('REQUIRE', utf8.decode(this.at(mPtr, Math.min(Math.max(0, mLen), 1024), 'the message')));
      },
      ctx_emit: (ePtr: number, eLen: number, dPtr: number, dLen: number) => {
        this.charge(h.emit + perKiB(Math.max(0, eLen) + Math.max(0, dLen), h.eventPerKiB));
        if (eLen + dLen > MAX_EVENT_BYTES) throw new ContractRevert('BAD_CALL', `an event is at most ${MAX_EVENT_BYTES} bytes`);
        if (this.events.length >= MAX_EVENTS_PER_CALL) throw new ContractRevert('BAD_CALL', `at most ${MAX_EVENTS_PER_CALL} events per call`);
        this.events.push({ event: utf8.decode(this.at(ePtr, eLen, 'the event')), data: utf8.decode(this.at(dPtr, dLen, 'the data')) });
      },
      ctx_input: (outPtr: number, outCap: number) => {
        this.charge(h.io + perKiB(this.req.input.length, h.inputPerKiB));
        if (this.req.input.length <= outCap) this.put(outPtr, this.req.input);
        return this.req.input.length;
      },
      ctx_return: (ptr: number, len: number) => {
        this.charge(h.io + perKiB(Math.max(0, len), h.returnPerKiB));
        if (len > MAX_RETURN_BYTES) throw new ContractRevert('BAD_CALL', `a return value is at most ${MAX_RETURN_BYTES} bytes`);
        this.returnValue = this.bytes(ptr, len, 'the return value');
      },
      abort: (msg: number) => {
        throw new ContractRevert('ABORT', `the contract aborted${msg === 0 ? '' : ` (message at ${msg})`}`);
      },
    };
  }
}
