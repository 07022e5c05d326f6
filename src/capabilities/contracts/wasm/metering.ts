// The gas and call-stack injector, metering version 2. It rewrites a policy-valid contract so that
// the contract pays for its own execution and cannot use more call stack than a fixed budget, both
// decided by the code itself rather than by V8's tiers or stack size: the same contract and input
// use the same gas and trap at the same depth on every node.
//
// Gas. A mutable i64 global (exported as `__gas`, set by the host to the call's limit) is charged
// once per segment, at the segment's start, with the summed cost of the segment's instructions
// (the classes of abi.ts GAS_COSTS, costs.ts) plus GAS_COSTS.segment, the charge's own price.
// A segment starts at function entry and after loop, if, else and end (the only places a branch
// or a fall-through from elsewhere can land), and after br, br_table, return and unreachable (what
// follows them is dead until the next end or else). Control enters a segment only at its start,
// so every executed instruction has been paid for. br_if and calls do not end a segment: the
// instructions after them are paid in advance, and stay paid if the branch is taken or the call
// traps. That is a fixed, documented rule, and it halves the charges of a typical while loop
// (measured on V8 11.3's optimising tier: x1.3-1.8 of the plain loop's time, against x2.7-3.0
// when br_if and calls also ended segments). Segments of cost 0 get no charge. The charge, with
// $t a scratch i64 local added to the function, is
//   global.get $gas; i64.const c; i64.sub; local.tee $t; global.set $gas;
//   local.get $t; i64.const 0; i64.lt_s; if; i64.const -1; global.set $gas; unreachable; end
// (reading the new value back from the local instead of reloading the global made V8 11.3's
// optimised loop about three times faster). Running out leaves `__gas` at -1 and traps, which
// tells it apart from any other trap. The host keeps `__gas` in [0, 2^63). memory.grow, memory.copy,
// memory.fill and memory.init also pay a dynamic part from their count operand (pages or bytes),
// just before they run (a scratch i32 local keeps the count), whether or not they succeed.
//
// Stack. A mutable i32 global counts the budget units of the active frames. Each defined function
// has a fixed frame size (frame.ts: frameBase + params + locals + its maximum operand stack + its
// pure instructions) and starts with
//   global.get $used; i32.const (budget - frame + 1); i32.ge_u; if; i32.const 1; global.set $exceeded; unreachable; end;
//   global.get $used; i32.const frame; i32.add; global.set $used
// and its body is wrapped in a block of the function's result type followed by the matching
// decrement: a branch to the function's own label now lands in that block and falls into the
// decrement, and every `return` gets the decrement in front of it. So all exits are covered without
// renumbering any branch. A trap leaves the counter wherever it was: the host runs each call on a
// fresh instance.
//
// Module shape. A memory without a declared maximum gets LIMITS.memoryPages; a start section
// becomes the `_initialize` export the host calls after setting the gas (so the start function is
// metered); a function with several results gets a type `[] -> results` for its wrapper block
// (an existing one, else one appended: no index moves).
import { DEPTH_EXCEEDED_EXPORT, GAS_EXPORT, INITIALIZE_EXPORT, LIMITS, STACK_BUDGET } from './abi.js';
import { dynamicCharge, endsSegment, entryCost, instructionCost, segmentCharge, type DynamicCharge } from './costs.js';
import { encodeModule } from './encoder.js';
import { frameStats, frameUnits, functionTypes, localCount } from './frame.js';
import { Op } from './opcodes.js';
import { ContractValidationError, checkPolicy, validateContract } from './validator.js';
import {
  BLOCK_EMPTY, ExternKind, I32, I64, blockTypeOf, importedCount, instr,
  type Export, type FuncBody, type FuncType, type Global, type Instr, type Limits, type ValType, type WasmModule,
} from './types.js';

export { endsSegment, instructionCost, straightLineGas } from './costs.js';

export interface MeteredModule {
  readonly module: WasmModule;
  readonly bytes: Uint8Array;
  /** Global indices of the injected globals. */
  readonly gasGlobal: number;
  /** The stack budget's counter of used units (not exported). */
  readonly depthGlobal: number;
  readonly depthExceededGlobal: number;
  /** How many static charges were injected (segments of non-zero cost). */
  readonly chargePoints: number;
  /** Each defined function's frame, in stack budget units (index 0 is the first defined function). */
  readonly frames: readonly number[];
}

/** Overrides of the stack budget, for measuring it (the consensus values are STACK_BUDGET's). */
export interface MeteringOptions {
  readonly stackBudget?: number;
  readonly frameBase?: number;
}

/** Instructions that take no immediate depending on the module: shared by every injected sequence. */
const I64_SUB = instr(Op.i64_sub);
const I64_LT_S = instr(Op.i64_lt_s);
const I64_ZERO = instr(Op.i64_const, undefined, undefined, 0n);
const I64_MINUS_ONE = instr(Op.i64_const, undefined, undefined, -1n);
const IF_EMPTY = instr(Op.if, BLOCK_EMPTY);
const UNREACHABLE = instr(Op.unreachable);
const END = instr(Op.end);
const I32_ONE = instr(Op.i32_const, 1);
const I64_EXTEND_U = instr(Op.i64_extend_i32_u);

/**
 * The injected sequences of one module. Their instruction objects are shared (an instruction is
 * an immutable value), so a charge costs pushes, not allocations: on a 110 KB module that took the
 * garbage collector's share of instrumentation from a third to little.
 */
class Injector {
  chargePoints = 0;
  private readonly getGas: Instr;
  private readonly setGas: Instr;
  private readonly getUsed: Instr;
  private readonly setUsed: Instr;
  private readonly setExceeded: Instr;
  /** `i64.const cost` (and `i32.const` for frames), one per distinct value in the module. */
  private readonly i64Consts = new Map<number, Instr>();
  private readonly i32Consts = new Map<number, Instr>();
  /** This function's scratch locals, their accessors, and whether anything used them. */
  private teeT = instr(Op.local_tee, 0);
  private getT = instr(Op.local_get, 0);
  private setT = instr(Op.local_set, 0);
  private usedT = false;
  private countLocal = -1;

  constructor(gas: number, used: number, exceeded: number, private readonly budget: number) {
    this.getGas = instr(Op.global_get, gas);
    this.setGas = instr(Op.global_set, gas);
    this.getUsed = instr(Op.global_get, used);
    this.setUsed = instr(Op.global_set, used);
    this.setExceeded = instr(Op.global_set, exceeded);
  }

  private i64(v: number): Instr {
    let c = this.i64Consts.get(v);
    if (c === undefined) this.i64Consts.set(v, (c = instr(Op.i64_const, undefined, undefined, BigInt(v))));
    return c;
  }

  private i32(v: number): Instr {
    let c = this.i32Consts.get(v);
    if (c === undefined) this.i32Consts.set(v, (c = instr(Op.i32_const, v | 0)));
    return c;
  }

  /** Stack: the amount to charge (i64). Subtracts it from the gas, trapping with gas -1 below zero. */
  private subtractAndCheck(out: Instr[]): void {
    out.push(I64_SUB, this.teeT, this.setGas, this.getT, I64_ZERO, I64_LT_S, IF_EMPTY, I64_MINUS_ONE, this.setGas, UNREACHABLE, END);
    this.usedT = true;
  }

  charge(out: Instr[], cost: number): void {
    out.push(this.getGas, this.i64(cost));
    this.subtractAndCheck(out);
    this.chargePoints++;
  }

  /**
   * Before an instruction whose last operand is a count (stack: ..., count): charges
   * ceil(count / 2^shift) * perUnit and leaves the count where it was.
   */
  dynamic(out: Instr[], d: DynamicCharge, nextLocal: number): void {
    if (this.countLocal < 0) this.countLocal = nextLocal + 1;
    out.push(instr(Op.local_tee, this.countLocal), I64_EXTEND_U);
    if (d.shift > 0) out.push(this.i64(2 ** d.shift - 1), instr(Op.i64_add), this.i64(d.shift), instr(Op.i64_shr_u));
    if (d.perUnit !== 1) out.push(this.i64(d.perUnit), instr(Op.i64_mul));
    out.push(this.setT, this.getGas, this.getT);
    this.subtractAndCheck(out);
    out.push(instr(Op.local_get, this.countLocal));
  }

  /** Meters one body (its closing `end` included) and wraps it for the stack budget. */
  function(code: FuncBody, locals: number, frame: number, wrapperType: number): FuncBody {
    const body = code.body;
    // Pass 1: the charge of each segment, in order.
    const charges: number[] = [];
    // The first segment also pays for the frame's declared locals (costs.ts, entryCost).
    let cost = entryCost(code.locals.reduce((n, g) => n + g.count, 0));
    for (let i = 0; i < body.length; i++) {
      const ins = body[i]!;
      cost += instructionCost(ins, body[i + 1]);
      if (endsSegment(ins.op)) {
        charges.push(segmentCharge(cost));
        cost = 0;
      }
    }
    // Pass 2: each segment's charge in front of it, the dynamic charges and the stack decrement
    // before `return` inside it. New locals go after the existing ones: no index moves.
    this.teeT = instr(Op.local_tee, locals);
    this.getT = instr(Op.local_get, locals);
    this.setT = instr(Op.local_set, locals);
    this.usedT = false;
    this.countLocal = -1;
    const frameConst = this.i32(frame);
    const exit = [this.getUsed, frameConst, instr(Op.i32_sub), this.setUsed];
    const out: Instr[] = [
      this.getUsed, this.i32(Math.max(0, this.budget - frame + 1)), instr(Op.i32_ge_u),
      IF_EMPTY, I32_ONE, this.setExceeded, UNREACHABLE, END,
      this.getUsed, frameConst, instr(Op.i32_add), this.setUsed,
      instr(Op.block, wrapperType),
    ];
    let segment = 0;
    let atStart = true;
    for (let i = 0; i < body.length; i++) {
      const ins = body[i]!;
      if (atStart) {
        if (charges[segment]! > 0) this.charge(out, charges[segment]!);
        atStart = false;
      }
      const d = dynamicCharge(ins.op);
      if (d !== undefined) this.dynamic(out, d, locals);
      else if (ins.op === Op.return) for (const x of exit) out.push(x);
      out.push(ins);
      if (endsSegment(ins.op)) {
        segment++;
        atStart = true;
      }
    }
    // The body's own closing `end` now closes the wrapper block; the decrement and the function's
    // `end` follow it.
    for (const x of exit) out.push(x);
    out.push(instr(Op.end));
    const outLocals = [...code.locals];
    if (this.usedT) outLocals.push({ count: 1, type: I64 });
    if (this.countLocal >= 0) outLocals.push({ count: 1, type: I32 });
    return { locals: outLocals, body: out };
  }
}

/** The wrapper block's type for these results: empty, one value type, or a type index (multi-value). */
function wrapperBlockType(types: FuncType[], results: readonly ValType[]): number {
  if (results.length === 0) return BLOCK_EMPTY;
  if (results.length === 1) return blockTypeOf(results[0]!);
  const same = (t: FuncType) => t.params.length === 0 && t.results.length === results.length && t.results.every((r, i) => r === results[i]);
  const found = types.findIndex(same);
  if (found >= 0) return found;
  types.push({ params: [], results: [...results] });
  return types.length - 1;
}

/**
 * Instruments a decoded contract. The module must pass the validation policy (checked here, so
 * nothing unmetered such as a tail call can slip through): a ContractValidationError otherwise.
 * The result is a new module; the input is not changed.
 */
export function meterModule(m: WasmModule, options: MeteringOptions = {}): MeteredModule {
  const violation = checkPolicy(m);
  if (violation !== undefined) throw new ContractValidationError(violation);
  const budget = options.stackBudget ?? STACK_BUDGET.budget;
  const frameBase = options.frameBase ?? STACK_BUDGET.frameBase;
  const gas = importedCount(m, ExternKind.Global) + m.globals.length;
  const depth = gas + 1;
  const exceeded = gas + 2;
  const inj = new Injector(gas, depth, exceeded, budget);
  const types = [...m.types];
  const fnTypes = functionTypes(m);
  const frames: number[] = [];
  const codes = m.codes.map((code, i) => {
    const t = m.types[m.functions[i]!]!;
    const locals = localCount(t, code);
    const frame = frameUnits(locals, frameStats(m, fnTypes, code.body), frameBase);
    frames.push(frame);
    return inj.function(code, locals, frame, wrapperBlockType(types, t.results));
  });
  const globals: Global[] = [
    ...m.globals,
    { type: { type: I64, mutable: true }, init: [instr(Op.i64_const, undefined, undefined, 0n)] },
    { type: { type: I32, mutable: true }, init: [instr(Op.i32_const, 0)] },
    { type: { type: I32, mutable: true }, init: [instr(Op.i32_const, 0)] },
  ];
  const exports: Export[] = [...m.exports];
  if (m.start !== undefined) exports.push({ name: INITIALIZE_EXPORT, kind: ExternKind.Func, index: m.start });
  exports.push({ name: GAS_EXPORT, kind: ExternKind.Global, index: gas }, { name: DEPTH_EXCEEDED_EXPORT, kind: ExternKind.Global, index: exceeded });
  const memories: Limits[] = m.memories.map((mem) => (mem.max === undefined ? { min: mem.min, max: LIMITS.memoryPages, shared: mem.shared } : mem));
  const { start: _start, ...rest } = m;
  const module: WasmModule = { ...rest, types, memories, globals, exports, codes };
  return {
    module, bytes: encodeModule(module), gasGlobal: gas, depthGlobal: depth, depthExceededGlobal: exceeded,
    chargePoints: inj.chargePoints, frames,
  };
}

/**
 * Validates contract bytes in full (validateContract: size, WebAssembly.validate, policy) and
 * returns the instrumented bytes; a ContractValidationError for a refused contract.
 */
export function meterContract(bytes: Uint8Array, options: MeteringOptions = {}): Uint8Array {
  const r = validateContract(bytes);
  if (!r.ok) throw new ContractValidationError(r);
  return meterModule(r.module, options).bytes;
}
