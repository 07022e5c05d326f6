// The gas and call-depth injector, metering version 1. It rewrites a policy-valid contract so that
// the contract pays for its own execution and cannot recurse deeper than a fixed limit, both
// decided by the code itself rather than by V8's tiers or stack size: the same contract and input
// use the same gas and trap at the same depth on every node.
//
// Gas. A mutable i64 global (exported as `__gas`, set by the host to the call's limit) is charged
// once per segment, at the segment's start, with the summed cost of the segment's instructions.
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
// tells it apart from any other trap. The host keeps `__gas` in [0, 2^63). memory.grow also pays
// per requested page, just before it runs (a scratch i32 local keeps the page count), whether or
// not it grows.
// The injected instructions cost nothing themselves: calls are priced above plain instructions.
//
// Depth. A mutable i32 global counts active frames. Each defined function starts with
//   global.get $depth; i32.const LIMIT; i32.ge_u; if; i32.const 1; global.set $depth_exceeded; unreachable; end;
//   global.get $depth; i32.const 1; i32.add; global.set $depth
// and its body is wrapped in a block of the function's result type followed by a decrement:
// a branch to the function's own label now lands in that block and falls into the decrement, and
// every `return` gets the decrement in front of it. So all exits are covered without renumbering
// any branch. A trap leaves the counter wherever it was: the host runs each call on a fresh instance.
import { DEPTH_EXCEEDED_EXPORT, GAS_EXPORT, METERING } from './abi.js';
import { encodeModule } from './encoder.js';
import { isDivRem, Op } from './opcodes.js';
import { ContractValidationError, checkPolicy, validateContract } from './validator.js';
import {
  BLOCK_EMPTY, ExternKind, I32, I64, blockTypeOf, importedCount, instr,
  type Export, type FuncBody, type Global, type Instr, type WasmModule,
} from './types.js';

/** What a segment costs: the cost table of metering version 1 (abi.ts METERING). */
export function instructionCost(op: number): number {
  switch (op) {
    case Op.block:
    case Op.loop:
    case Op.else:
    case Op.end:
      return METERING.structural;
    case Op.call:
    case Op.call_indirect:
      return METERING.call;
    default:
      return isDivRem(op) ? METERING.divRem : METERING.base;
  }
}

/** Instructions after which a new segment starts (see the header). */
const SEGMENT_END: ReadonlySet<number> = new Set([
  Op.loop, Op.if, Op.else, Op.end, Op.br, Op.br_table, Op.return, Op.unreachable,
]);

export function endsSegment(op: number): boolean {
  return SEGMENT_END.has(op);
}

export interface MeteredModule {
  readonly module: WasmModule;
  readonly bytes: Uint8Array;
  /** Global indices of the injected globals. */
  readonly gasGlobal: number;
  readonly depthGlobal: number;
  readonly depthExceededGlobal: number;
  /** How many static charges were injected (segments of non-zero cost). */
  readonly chargePoints: number;
}

/** Instructions that take no immediate depending on the module: shared by every injected sequence. */
const I64_SUB = instr(Op.i64_sub);
const I64_LT_S = instr(Op.i64_lt_s);
const I64_ZERO = instr(Op.i64_const, undefined, undefined, 0n);
const I64_MINUS_ONE = instr(Op.i64_const, undefined, undefined, -1n);
const IF_EMPTY = instr(Op.if, BLOCK_EMPTY);
const UNREACHABLE = instr(Op.unreachable);
const END = instr(Op.end);

/**
 * The injected sequences of one module. Their instruction objects are shared (an instruction is
 * an immutable value), so a charge costs pushes, not allocations: on a 110 KB module that took the
 * garbage collector's share of instrumentation from a third to little.
 */
class Injector {
  chargePoints = 0;
  private readonly getGas: Instr;
  private readonly setGas: Instr;
  readonly depthEnter: readonly Instr[];
  readonly depthExit: readonly Instr[];
  /** `i64.const cost`, one per distinct cost in the module. */
  private readonly costConsts = new Map<number, Instr>();
  /** This function's scratch i64 local, its two accessors, and whether anything used it. */
  private teeT = instr(Op.local_tee, 0);
  private getT = instr(Op.local_get, 0);
  private usedT = false;

  constructor(readonly gas: number, depth: number, exceeded: number) {
    this.getGas = instr(Op.global_get, gas);
    this.setGas = instr(Op.global_set, gas);
    const getDepth: Instr = instr(Op.global_get, depth);
    const setDepth: Instr = instr(Op.global_set, depth);
    const one: Instr = instr(Op.i32_const, 1);
    this.depthEnter = [
      getDepth, instr(Op.i32_const, METERING.maxCallDepth), instr(Op.i32_ge_u),
      IF_EMPTY, one, instr(Op.global_set, exceeded), UNREACHABLE, END,
      getDepth, one, instr(Op.i32_add), setDepth,
    ];
    this.depthExit = [getDepth, one, instr(Op.i32_sub), setDepth];
  }

  /** Stack: the amount to charge (i64). Subtracts it from the gas, trapping with gas -1 below zero. */
  private subtractAndCheck(out: Instr[]): void {
    out.push(I64_SUB, this.teeT, this.setGas, this.getT, I64_ZERO, I64_LT_S, IF_EMPTY, I64_MINUS_ONE, this.setGas, UNREACHABLE, END);
    this.usedT = true;
  }

  charge(out: Instr[], cost: number): void {
    let c = this.costConsts.get(cost);
    if (c === undefined) {
      c = instr(Op.i64_const, undefined, undefined, BigInt(cost));
      this.costConsts.set(cost, c);
    }
    out.push(this.getGas, c);
    this.subtractAndCheck(out);
    this.chargePoints++;
  }

  /** Before memory.grow (stack: pages): charge pages * growPerPage, leaving the page count. */
  growCharge(out: Instr[], pages: number): void {
    out.push(
      instr(Op.local_tee, pages), instr(Op.i64_extend_i32_u), instr(Op.i64_const, undefined, undefined, BigInt(METERING.growPerPage)), instr(Op.i64_mul),
      instr(Op.local_set, this.teeT.a), this.getGas, this.getT,
    );
    this.subtractAndCheck(out);
    out.push(instr(Op.local_get, pages));
  }

  /** Meters one body (its closing `end` included) and wraps it for the depth counter. */
  function(code: FuncBody, params: number, results: readonly number[]): FuncBody {
    const body = code.body;
    // Pass 1: the cost of each segment, in order.
    const costs: number[] = [];
    let cost = 0;
    for (let i = 0; i < body.length; i++) {
      const op = body[i]!.op;
      cost += instructionCost(op);
      if (SEGMENT_END.has(op)) {
        costs.push(cost);
        cost = 0;
      }
    }
    // Pass 2: each segment's charge in front of it, the dynamic memory.grow charge and the depth
    // decrement before `return` inside it. New locals go after the existing ones: no index moves.
    let nextLocal = params;
    for (const g of code.locals) nextLocal += g.count;
    this.teeT = instr(Op.local_tee, nextLocal);
    this.getT = instr(Op.local_get, nextLocal);
    this.usedT = false;
    let pages = -1;
    const out: Instr[] = this.depthEnter.slice();
    out.push(instr(Op.block, results.length === 0 ? BLOCK_EMPTY : blockTypeOf(results[0]!)));
    let segment = 0;
    let atStart = true;
    for (let i = 0; i < body.length; i++) {
      const ins = body[i]!;
      if (atStart) {
        if (costs[segment]! > 0) this.charge(out, costs[segment]!);
        atStart = false;
      }
      if (ins.op === Op.memory_grow) {
        if (pages < 0) pages = nextLocal + 1;
        this.growCharge(out, pages);
      } else if (ins.op === Op.return) {
        for (const x of this.depthExit) out.push(x);
      }
      out.push(ins);
      if (SEGMENT_END.has(ins.op)) {
        segment++;
        atStart = true;
      }
    }
    // The body's own closing `end` now closes the wrapper block; the decrement and the function's
    // `end` follow it.
    for (const x of this.depthExit) out.push(x);
    out.push(instr(Op.end));
    const locals = [...code.locals];
    if (this.usedT) locals.push({ count: 1, type: I64 });
    if (pages >= 0) locals.push({ count: 1, type: I32 });
    return { locals, body: out };
  }
}

/**
 * Instruments a decoded contract. The module must pass the validation policy (checked here, so
 * nothing unmetered such as a tail call or a multi-value body can slip through): a
 * ContractValidationError otherwise. The result is a new module; the input is not changed.
 */
export function meterModule(m: WasmModule): MeteredModule {
  const violation = checkPolicy(m);
  if (violation !== undefined) throw new ContractValidationError(violation);
  const gas = importedCount(m, ExternKind.Global) + m.globals.length;
  const depth = gas + 1;
  const exceeded = gas + 2;
  const inj = new Injector(gas, depth, exceeded);
  const codes = m.codes.map((code, i) => {
    const t = m.types[m.functions[i]!]!;
    return inj.function(code, t.params.length, t.results);
  });
  const globals: Global[] = [
    ...m.globals,
    { type: { type: I64, mutable: true }, init: [instr(Op.i64_const, undefined, undefined, 0n)] },
    { type: { type: I32, mutable: true }, init: [instr(Op.i32_const, 0)] },
    { type: { type: I32, mutable: true }, init: [instr(Op.i32_const, 0)] },
  ];
  const exports: Export[] = [
    ...m.exports,
    { name: GAS_EXPORT, kind: ExternKind.Global, index: gas },
    { name: DEPTH_EXCEEDED_EXPORT, kind: ExternKind.Global, index: exceeded },
  ];
  const module: WasmModule = { ...m, globals, exports, codes };
  return { module, bytes: encodeModule(module), gasGlobal: gas, depthGlobal: depth, depthExceededGlobal: exceeded, chargePoints: inj.chargePoints };
}

/**
 * Validates contract bytes in full (validateContract: size, WebAssembly.validate, policy) and
 * returns the instrumented bytes; a ContractValidationError for a refused contract.
 */
export function meterContract(bytes: Uint8Array): Uint8Array {
  const r = validateContract(bytes);
  if (!r.ok) throw new ContractValidationError(r);
  return meterModule(r.module).bytes;
}
