// A function's frame size in the units of the call stack budget (metering version 2):
// `frameBase + params + locals + maxOperandStack + pureOps`, where one unit stands for one 8-byte
// stack slot of V8's frame. The maximum operand-stack height is found by running the body once
// with each instruction's pop and push counts (block params and results, calls by their callee's
// type), the way a validator tracks the stack. pureOps counts the arithmetic, comparison,
// conversion and select instructions: TurboFan's value numbering merges equal pure expressions
// computed before and after a call, and keeps each merged value alive across the call in a stack
// slot of its own (measured: a 22-unit function that repeats 1,000 `i32.add`s on both sides of a
// recursive call took 8 KB per frame under TurboFan, 70 bytes under Liftoff). Liftoff's slots are
// the locals and the operand stack. Everything here depends on the code only, so every node
// computes the same frame for the same function.
import { STACK_BUDGET } from './abi.js';
import { FC_BASE, Op } from './opcodes.js';
import { BLOCK_EMPTY, ExternKind, type FuncBody, type FuncType, type Instr, type WasmModule } from './types.js';

/** Pop and push counts of the instructions of fixed arity, packed as `pop * 16 + push`. */
const ARITY = new Uint8Array(256);
const FC_ARITY = new Uint8Array(32);

function set(table: Uint8Array, first: number, last: number, pop: number, push: number): void {
  for (let op = first; op <= last; op++) table[op] = pop * 16 + push;
}

set(ARITY, 0x0d, 0x0d, 1, 0); // br_if
set(ARITY, 0x1a, 0x1a, 1, 0); // drop
set(ARITY, 0x1b, 0x1c, 3, 1); // select, typed select
set(ARITY, 0x20, 0x20, 0, 1); // local.get
set(ARITY, 0x21, 0x21, 1, 0); // local.set
set(ARITY, 0x22, 0x22, 1, 1); // local.tee
set(ARITY, 0x23, 0x23, 0, 1); // global.get
set(ARITY, 0x24, 0x24, 1, 0); // global.set
set(ARITY, 0x25, 0x25, 1, 1); // table.get
set(ARITY, 0x26, 0x26, 2, 0); // table.set
set(ARITY, 0x28, 0x35, 1, 1); // loads
set(ARITY, 0x36, 0x3e, 2, 0); // stores
set(ARITY, 0x3f, 0x3f, 0, 1); // memory.size
set(ARITY, 0x40, 0x40, 1, 1); // memory.grow
set(ARITY, 0x41, 0x44, 0, 1); // constants
set(ARITY, 0x45, 0x45, 1, 1); // i32.eqz
set(ARITY, 0x46, 0x4f, 2, 1); // i32 comparisons
set(ARITY, 0x50, 0x50, 1, 1); // i64.eqz
set(ARITY, 0x51, 0x66, 2, 1); // i64, f32, f64 comparisons
set(ARITY, 0x67, 0x69, 1, 1); // i32 clz ctz popcnt
set(ARITY, 0x6a, 0x78, 2, 1); // i32 binary
set(ARITY, 0x79, 0x7b, 1, 1); // i64 clz ctz popcnt
set(ARITY, 0x7c, 0x8a, 2, 1); // i64 binary
set(ARITY, 0x8b, 0x91, 1, 1); // f32 unary
set(ARITY, 0x92, 0x98, 2, 1); // f32 binary
set(ARITY, 0x99, 0x9f, 1, 1); // f64 unary
set(ARITY, 0xa0, 0xa6, 2, 1); // f64 binary
set(ARITY, 0xa7, 0xc4, 1, 1); // conversions, reinterpretations, sign extension
set(ARITY, 0xd0, 0xd0, 0, 1); // ref.null
set(ARITY, 0xd1, 0xd1, 1, 1); // ref.is_null
set(ARITY, 0xd2, 0xd2, 0, 1); // ref.func
set(FC_ARITY, 0, 7, 1, 1); // saturating truncations
set(FC_ARITY, 8, 8, 3, 0); // memory.init
set(FC_ARITY, 10, 12, 3, 0); // memory.copy, memory.fill, table.init
set(FC_ARITY, 14, 14, 3, 0); // table.copy
set(FC_ARITY, 15, 15, 2, 1); // table.grow
set(FC_ARITY, 16, 16, 0, 1); // table.size
set(FC_ARITY, 17, 17, 3, 0); // table.fill

/** The type of every function in the index space (imports first), for calls. */
export function functionTypes(m: WasmModule): FuncType[] {
  const out: FuncType[] = [];
  for (const imp of m.imports) if (imp.desc.kind === ExternKind.Func) out.push(m.types[imp.desc.typeIndex]!);
  for (const t of m.functions) out.push(m.types[t]!);
  return out;
}

/** Numeric instructions (0x45..0xC4) and select: the pure computations value numbering may keep alive. */
function isPure(op: number): boolean {
  return (op >= 0x45 && op <= 0xc4) || op === 0x1b || op === 0x1c;
}

export interface FrameStats {
  /** The most values the body ever holds on its operand stack. */
  readonly maxStack: number;
  /** Pure instructions in the body (see the header). */
  readonly pureOps: number;
}

/**
 * The most values the body ever holds on its operand stack, counted over all nested blocks, and
 * its count of pure instructions.
 * Unreachable code (after br, br_table, return, unreachable) starts again at its block's base,
 * never pops below it (it may pop values that are not there) and still counts what it pushes:
 * conservative, and the same everywhere. Reachable code never pops below its block's base.
 * The body must be well-typed (WebAssembly.validate first).
 */
export function frameStats(m: WasmModule, fnTypes: readonly FuncType[], body: readonly Instr[]): FrameStats {
  // The validator and the metering both ask for the same decoded body: computed once.
  let stats = computed.get(body);
  if (stats === undefined) computed.set(body, (stats = simulate(m, fnTypes, body)));
  return stats;
}

/** Stats by body: a decoded body belongs to one module, and both are immutable values. */
const computed = new WeakMap<readonly Instr[], FrameStats>();

function simulate(m: WasmModule, fnTypes: readonly FuncType[], body: readonly Instr[]): FrameStats {
  // Open blocks: their base height, their result count and the params a restart (else) puts back.
  const bases: number[] = [0];
  const results: number[] = [0];
  const params: number[] = [0];
  let h = 0;
  let max = 0;
  let pureOps = 0;
  const pop = (n: number): void => {
    h -= n;
    const base = bases[bases.length - 1]!;
    if (h < base) h = base; // only in unreachable code: validation guarantees it elsewhere
  };
  const push = (n: number): void => {
    h += n;
    if (h > max) max = h;
  };
  const blockArity = (bt: number): [number, number] => {
    if (bt === BLOCK_EMPTY) return [0, 0];
    if (bt < 0) return [0, 1];
    const t = m.types[bt]!;
    return [t.params.length, t.results.length];
  };
  for (const ins of body) {
    const op = ins.op;
    switch (op) {
      case Op.block:
      case Op.loop:
      case Op.if: {
        if (op === Op.if) pop(1);
        const [p, r] = blockArity(ins.a!);
        pop(p);
        bases.push(h);
        results.push(r);
        params.push(p);
        push(p);
        break;
      }
      case Op.else:
        h = bases[bases.length - 1]!;
        push(params[params.length - 1]!);
        break;
      case Op.end: {
        h = bases.pop()!;
        params.pop();
        push(results.pop()!);
        break;
      }
      case Op.br:
      case Op.br_table:
      case Op.return:
      case Op.unreachable:
      case 0x12: // return_call, return_call_indirect (refused by the policy; end the block all the same)
      case 0x13:
        h = bases[bases.length - 1]!;
        break;
      case Op.call:
      case Op.call_indirect: {
        const t = op === Op.call ? fnTypes[ins.a!]! : m.types[ins.a!]!;
        pop(t.params.length + (op === Op.call_indirect ? 1 : 0));
        push(t.results.length);
        break;
      }
      default: {
        if (isPure(op)) pureOps++;
        const a = op >= FC_BASE ? FC_ARITY[op - FC_BASE]! : ARITY[op]!;
        pop(a >> 4);
        push(a & 15);
      }
    }
  }
  return { maxStack: max, pureOps };
}

/** Params plus declared locals of a function. */
export function localCount(type: FuncType, code: FuncBody): number {
  let n = type.params.length;
  for (const g of code.locals) n += g.count;
  return n;
}

/** A function's frame in budget units: frameBase + params + locals + its maximum operand stack + its pure ops. */
export function frameUnits(locals: number, stats: FrameStats, frameBase: number = STACK_BUDGET.frameBase): number {
  return frameBase + locals + stats.maxStack + stats.pureOps;
}
