// The contract ABI (version 1), the validation policy's limits (version 1) and the metering
// constants (version 1): the numbers a contract author and every node must agree on. Changing any
// of them changes which contracts are accepted or how much gas a call uses, so each change is a
// protocol change and bumps the matching version. docs/contracts-abi.md is the prose reference.
import { I32, I64, type FuncType, type ValType } from './types.js';

export const ABI_VERSION = 1;
export const VALIDATION_POLICY_VERSION = 1;
export const METERING_VERSION = 1;

/** The only import module a contract may use. */
export const ABI_MODULE = 'env';

export interface AbiImport {
  readonly params: readonly ValType[];
  readonly results: readonly ValType[];
  /** What the host does, one line (the docs have the full semantics). */
  readonly doc: string;
}

/**
 * Every function a contract may import from `env`, with its exact signature. Pointers and lengths
 * are i32 offsets into the contract's exported memory; amounts are i64 MTA.
 */
export const ABI_IMPORTS: Readonly<Record<string, AbiImport>> = {
  ctx_sender: { params: [I32], results: [], doc: 'writes the 8-byte little-endian sender account id at outPtr' },
  ctx_self: { params: [I32], results: [], doc: 'writes the 8-byte little-endian contract id at outPtr' },
  ctx_amount: { params: [], results: [I64], doc: 'the MTA sent with the call' },
  ctx_height: { params: [], results: [I32], doc: 'the height of the block the call runs in' },
  ctx_get: { params: [I32, I32, I32, I32], results: [I32], doc: '(keyPtr, keyLen, outPtr, outCap): the value length, -1 when absent; the value is written only when it fits' },
  ctx_set: { params: [I32, I32, I32, I32], results: [], doc: '(keyPtr, keyLen, valPtr, valLen): stores the value' },
  ctx_add: { params: [I32, I32, I64], results: [], doc: '(keyPtr, keyLen, amount): adds to the integer string under the key; overflow reverts' },
  ctx_sub: { params: [I32, I32, I64], results: [], doc: '(keyPtr, keyLen, amount): subtracts from the integer string under the key; underflow reverts' },
  ctx_require: { params: [I32, I32, I32], results: [], doc: '(cond, msgPtr, msgLen): reverts with the message when cond is 0' },
  ctx_emit: { params: [I32, I32, I32, I32], results: [], doc: '(eventPtr, eventLen, dataPtr, dataLen): records an event' },
  ctx_input: { params: [I32, I32], results: [I32], doc: "(outPtr, outCap): the call's argument bytes; the length is returned, the bytes written only when they fit" },
  ctx_return: { params: [I32, I32], results: [], doc: "(ptr, len): sets the call's return value bytes" },
  abort: { params: [I32, I32, I32, I32], results: [], doc: "(msg, file, line, col): AssemblyScript's abort hook; reverts" },
};

export function abiImport(module: string, name: string): AbiImport | undefined {
  return module === ABI_MODULE && Object.hasOwn(ABI_IMPORTS, name) ? ABI_IMPORTS[name] : undefined;
}

export function sameSignature(a: FuncType, b: AbiImport): boolean {
  return a.params.length === b.params.length && a.results.length === b.results.length
    && a.params.every((t, i) => t === b.params[i]) && a.results.every((t, i) => t === b.results[i]);
}

/** The export run once at upload. */
export const INIT_EXPORT = 'init';
/** The memory every contract exports; pointers in the ABI are offsets into it. */
export const MEMORY_EXPORT = 'memory';
/**
 * Optional `() -> ()` export the host calls on every fresh instance before the entry point: what
 * AssemblyScript's `--exportStart _initialize` produces instead of a (refused) start section.
 */
export const INITIALIZE_EXPORT = '_initialize';
/** Export names: an identifier of 1..64 ASCII letters, digits and `_`, not starting with a digit. */
export const EXPORT_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** Validation policy version 1: the limits. */
export const LIMITS = {
  /** The spec's 128 KB per contract, counted on the uploaded bytes. */
  moduleBytes: 131_072,
  /** Exactly one memory, with a declared maximum of at most 16 pages (1 MiB). */
  memoryPages: 16,
  /** At most one table (funcref), with a declared maximum of at most this many entries. */
  tableEntries: 1024,
  /** Defined functions (imports are bounded by the ABI). */
  functions: 2048,
  /** Parameters plus declared locals of one function: bounds each frame's size. */
  localsPerFunction: 256,
  /** Defined globals. */
  globals: 256,
  exports: 128,
  /** Function types in the type section. */
  types: 1024,
} as const;

/** Metering version 1: the names of the globals the injector adds and exports. */
export const GAS_EXPORT = '__gas';
export const DEPTH_EXCEEDED_EXPORT = '__depth_exceeded';
/**
 * Export names the metering adds, so a contract may not use them. Only these: Rust's linker
 * exports globals such as `__data_end` and `__heap_base`, which stay allowed.
 */
export const RESERVED_EXPORTS: readonly string[] = [GAS_EXPORT, DEPTH_EXCEEDED_EXPORT];
/** The value `__gas` holds after an out-of-gas trap. */
export const OUT_OF_GAS = -1n;

/** Metering version 1: the cost table and the call-depth limit. */
export const METERING = {
  /** Every instruction not named below. */
  base: 1,
  /** block, loop, else and end are structure, not work: they cost nothing. */
  structural: 0,
  /** call and call_indirect: 1 + 10. A host import call costs the same here, plus what the host charges. */
  call: 11,
  /** i32/i64 div_s, div_u, rem_s, rem_u: 1 + 5. */
  divRem: 6,
  /** memory.grow: 1 (static) plus this per page requested, charged before growing, whether or not it succeeds. */
  growPerPage: 8192,
  /** The most function frames (the entry point included) active at once. */
  maxCallDepth: 512,
} as const;

export type TrapKind = 'out-of-gas' | 'call-depth-exceeded' | 'trap';

/**
 * Why an instrumented call trapped, from the two exported globals read after the trap: the
 * injected code sets `__gas` to -1 before trapping on out of gas and `__depth_exceeded` to 1
 * before trapping on depth; anything else (unreachable, division by zero, out of bounds) is a trap.
 */
export function trapKind(gas: bigint, depthExceeded: number): TrapKind {
  if (gas === OUT_OF_GAS) return 'out-of-gas';
  if (depthExceeded !== 0) return 'call-depth-exceeded';
  return 'trap';
}
