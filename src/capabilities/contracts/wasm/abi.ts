// The contract ABI (version 1), the validation policy's limits (version 2) and the metering
// constants (version 2): the numbers a contract author and every node must agree on. Changing any
// of them changes which contracts are accepted or how much gas a call uses, so each change is a
// protocol change and bumps the matching version. docs/contracts-abi.md is the prose reference.
import { I32, I64, type FuncType, type ValType } from './types.js';

export const ABI_VERSION = 1;
export const VALIDATION_POLICY_VERSION = 2;
export const METERING_VERSION = 2;

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

/** Validation policy version 2: the limits. */
export const LIMITS = {
  /** The spec's 128 KB per contract, counted on the uploaded bytes. */
  moduleBytes: 131_072,
  /** Exactly one memory of at most 16 pages (1 MiB): a declared maximum above it is refused, a
   *  memory without one gets this maximum from the metering. */
  memoryPages: 16,
  /** At most one table (funcref), with a declared maximum of at most this many entries. */
  tableEntries: 1024,
  /** Defined functions (imports are bounded by the ABI). */
  functions: 2048,
  /** Parameters plus declared locals of one function: bounds each frame's size. */
  localsPerFunction: 256,
  /** The largest frame of one function, in call stack budget units (frame.ts): a single frame
   *  must not outgrow the stack budget's margin, since the budget is checked inside the callee. */
  frameUnits: 16_384,
  /** Defined globals. */
  globals: 256,
  exports: 128,
  /** Function types in the type section. */
  types: 1024,
} as const;

/** The metering: the names of the globals the injector adds and exports. */
export const GAS_EXPORT = '__gas';
export const DEPTH_EXCEEDED_EXPORT = '__depth_exceeded';
/**
 * Export names the metering adds, so a contract may not use them. Only these: Rust's linker
 * exports globals such as `__data_end` and `__heap_base`, which stay allowed.
 */
export const RESERVED_EXPORTS: readonly string[] = [GAS_EXPORT, DEPTH_EXCEEDED_EXPORT];
/** The value `__gas` holds after an out-of-gas trap. */
export const OUT_OF_GAS = -1n;

/**
 * Metering version 2: the gas schedule, integer gas by instruction class. It is data only: the
 * calibration (docs/contracts.md, `npm run bench -- contract-gas`) changes these numbers and
 * nothing else. Where gas is charged and what each class covers is docs/contracts-abi.md
 * ("Metering version 2"); `instructionCost` in metering.ts maps an instruction to its class.
 */
export const GAS_COSTS = Object.freeze({
  /** Added to every charge point (a segment of non-zero cost): the charge's own instructions, so a
   *  tight `loop br` pays for the 13 injected instructions that guard it. */
  segment: 280,
  /** Control (br, br_if, if, return, unreachable) and a comparison consumed at once by br_if, if
   *  or select: every instruction of no other class. */
  base: 22,
  /** Integer arithmetic, logic, shifts and conversions (a dependency chain runs one per cycle),
   *  unless a class below names the op. */
  arith: 50,
  /** local.get, local.set, local.tee, i32.const, i64.const, drop, nop: moves the engine mostly
   *  resolves in registers (the unit of the schedule: every other class is priced against it). */
  move: 1,
  /** block, loop, else, end: structure, no work of their own. */
  structural: 0,
  /** Every load (i32.load ... i64.load32_u). A chain of dependent loads is latency-bound:
   *  about 8x the tight loop's ns/gas at a cost of 1 (a rough first measurement). */
  load: 270,
  /** Every store (i32.store ... i64.store32). */
  store: 8,
  /** i32.mul, i64.mul (a dependent chain ran at about 3x the tight loop's ns/gas at 1). */
  mul: 150,
  /** i32/i64 comparisons, eqz included: the engine materialises their 0/1 result. */
  compare: 180,
  /** select: a compare and a conditional move. */
  select: 150,
  /** i32/i64 rotl and rotr (V8's baseline tier takes several times an add). */
  rotate: 620,
  /** i32/i64 clz, ctz, popcnt. */
  bitCount: 110,
  /** global.get and global.set (a load or store through the instance). */
  global: 24,
  /** i32 div_s, div_u, rem_s, rem_u. */
  divRem: 650,
  /** i64 div_s, div_u, rem_s, rem_u: a 64-bit division takes several times a 32-bit one. */
  divRem64: 850,
  /** Per declared local of a function, charged on entry with its first segment: the engine
   *  zeroes every local of a new frame (params come filled). */
  frameLocal: 48,
  /** call, to a defined function or an import (a host call adds the host's own charge). */
  call: 420,
  /** call_indirect: the call plus the table bound and signature checks. */
  callIndirect: 700,
  /** br_table, static part... */
  brTable: 64,
  /** ...plus this per label in its vector (the default label excluded). */
  brTablePerTarget: 6,
  memorySize: 16,
  /** memory.grow, static part: charged even for grow(0) and when the growth fails (a runtime
   *  call: about 500 ns for grow(0) on V8 11.3). */
  memoryGrow: 80_000,
  /** memory.grow, per page requested (dynamic: from its operand, charged before it runs). */
  growPerPage: 1_000_000,
  /** memory.copy, static part... */
  memoryCopy: 900,
  /** ...plus this per started chunk of `bulkChunkBytes` bytes of its length operand (dynamic). */
  copyPerChunk: 28,
  /** memory.fill, static part... */
  memoryFill: 1_100,
  /** ...plus this per started chunk of its length operand (dynamic). */
  fillPerChunk: 32,
  /** memory.init, static part... */
  memoryInit: 900,
  /** ...plus this per started chunk of its length operand (dynamic). */
  initPerChunk: 28,
  /** data.drop. */
  dataDrop: 320,
  /** The chunk the bulk-memory per-chunk charges count: a power of two, in bytes. */
  bulkChunkBytes: 8,
});

export type GasCosts = typeof GAS_COSTS;

/**
 * The call stack budget (metering version 2), in frame units. Each defined function's frame costs
 * `frameBase + params + locals + its maximum operand-stack height + its pure instructions` units
 * (frame.ts says why the last), added on entry and given
 * back on every exit; a call that would take the total past `budget` traps (CALL_DEPTH). The
 * numbers are chosen so that the worst frame shapes, recursing until the budget stops them, stay
 * far below V8's own stack limit on a worker and on the main thread (docs/contracts-abi.md,
 * "Call stack budget", has the measured bytes per unit and the margin).
 */
export const STACK_BUDGET = Object.freeze({
  /** The fixed part of a frame: return address, frame pointer, instance, the metering's scratch. */
  frameBase: 16,
  /** Units of all active frames together. */
  budget: 32_768,
});

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
