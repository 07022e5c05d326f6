// Generated contracts for the modes property test (contracts-modes.test.ts): a program is a list
// of operations that the exported function `run` performs in order, each a few lines of WAT over
// the ABI imports: arithmetic loops, storage reads and writes of generated keys and sizes, a large
// stored value read back, events, input and return, reverts (require, abort, unreachable,
// division by zero), memory.grow, a loop of many new keys, and recursion through a function with
// many locals. The fast-check arbitraries draw programs, their storage and their call.
import fc from 'fast-check';
import { STACK_BUDGET } from '../../src/capabilities/contracts/wasm/abi.js';

export type Op =
  | { readonly k: 'arith'; readonly n: number; readonly mul: number; readonly div: number }
  | { readonly k: 'set'; readonly key: number; readonly off: number; readonly len: number }
  | { readonly k: 'get'; readonly key: number }
  | { readonly k: 'getBig' }
  | { readonly k: 'add'; readonly key: number; readonly amount: number }
  | { readonly k: 'emit'; readonly key: number; readonly off: number; readonly len: number }
  | { readonly k: 'input' ; readonly key: number }
  | { readonly k: 'ret'; readonly off: number; readonly len: number }
  | { readonly k: 'require'; readonly ok: boolean; readonly msg: number }
  | { readonly k: 'abort' }
  | { readonly k: 'trap' }
  | { readonly k: 'divzero' }
  | { readonly k: 'grow'; readonly pages: number }
  | { readonly k: 'many'; readonly n: number; readonly base: number }
  | { readonly k: 'recurse'; readonly depth: number };

export interface Program {
  readonly keys: readonly string[];
  readonly messages: readonly string[];
  readonly data: Uint8Array;
  /** Locals of the recursive function (its frame size). */
  readonly recLocals: number;
  readonly ops: readonly Op[];
}

/** Memory layout (4 pages, maximum 4). */
export const LAYOUT = Object.freeze({ keys: 0, keyStride: 32, big: 1900, messages: 2048, messageStride: 64, data: 4096, out: 65_536, input: 131_072, many: 196_608 });
/** The stored key of the large value (more than the channel's data area holds). */
export const BIG_KEY = 'big';

const hexString = (bytes: Uint8Array): string => [...bytes].map((b) => `\\${b.toString(16).padStart(2, '0')}`).join('');
const text = (s: string): string => hexString(new TextEncoder().encode(s));

const keyAt = (p: Program, i: number): [number, number] => [LAYOUT.keys + (i % p.keys.length) * LAYOUT.keyStride, new TextEncoder().encode(p.keys[i % p.keys.length]!).length];

function opWat(p: Program, op: Op, i: number, inputLength: number): string {
  switch (op.k) {
    case 'arith':
      return `(local.set $i (i32.const 0))
    (block $b${i} (loop $l${i}
      (br_if $b${i} (i32.ge_u (local.get $i) (i32.const ${op.n})))
      (local.set $acc (i64.xor (i64.add (i64.mul (local.get $acc) (i64.const ${op.mul})) (i64.extend_i32_u (local.get $i))) (i64.shr_u (local.get $acc) (i64.const 7))))
      (local.set $acc (i64.add (local.get $acc) (i64.div_u (local.get $acc) (i64.const ${op.div}))))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $l${i})))`;
    case 'set': {
      const [ko, kl] = keyAt(p, op.key);
      return `(call $set (i32.const ${ko}) (i32.const ${kl}) (i32.const ${LAYOUT.data + op.off}) (i32.const ${op.len}))`;
    }
    case 'get': {
      const [ko, kl] = keyAt(p, op.key);
      return `(local.set $acc (i64.add (local.get $acc) (i64.extend_i32_s (call $get (i32.const ${ko}) (i32.const ${kl}) (i32.const ${LAYOUT.out}) (i32.const 65536)))))`;
    }
    case 'getBig':
      return `(local.set $acc (i64.add (local.get $acc) (i64.extend_i32_s (call $get (i32.const ${LAYOUT.big}) (i32.const ${BIG_KEY.length}) (i32.const ${LAYOUT.out}) (i32.const 65536)))))`;
    case 'add': {
      const [ko, kl] = keyAt(p, op.key);
      return `(call $add (i32.const ${ko}) (i32.const ${kl}) (i64.const ${op.amount}))`;
    }
    case 'emit': {
      const [ko, kl] = keyAt(p, op.key);
      return `(call $emit (i32.const ${ko}) (i32.const ${kl}) (i32.const ${LAYOUT.data + op.off}) (i32.const ${op.len}))`;
    }
    case 'input': {
      const [ko, kl] = keyAt(p, op.key);
      return `(local.set $acc (i64.add (local.get $acc) (i64.extend_i32_s (call $input (i32.const ${LAYOUT.input}) (i32.const 4096)))))
    (call $set (i32.const ${ko}) (i32.const ${kl}) (i32.const ${LAYOUT.input}) (i32.const ${inputLength}))`;
    }
    case 'ret':
      return `(call $return (i32.const ${LAYOUT.data + op.off}) (i32.const ${op.len}))`;
    case 'require': {
      const m = op.msg % p.messages.length;
      return `(call $require (i32.const ${op.ok ? 1 : 0}) (i32.const ${LAYOUT.messages + m * LAYOUT.messageStride}) (i32.const ${new TextEncoder().encode(p.messages[m]!).length}))`;
    }
    case 'abort':
      return '(call $abort (i32.const 0) (i32.const 0) (i32.const 1) (i32.const 2))';
    case 'trap':
      return 'unreachable';
    case 'divzero':
      return '(drop (i32.div_s (i32.const 1) (i32.wrap_i64 (i64.and (local.get $acc) (i64.const 0)))))';
    case 'grow':
      return `(local.set $acc (i64.add (local.get $acc) (i64.extend_i32_s (memory.grow (i32.const ${op.pages})))))`;
    case 'many':
      return `(local.set $i (i32.const 0))
    (block $b${i} (loop $l${i}
      (br_if $b${i} (i32.ge_u (local.get $i) (i32.const ${op.n})))
      (i32.store (i32.const ${LAYOUT.many}) (i32.add (local.get $i) (i32.const ${op.base})))
      (call $set (i32.const ${LAYOUT.many}) (i32.const 3) (i32.const ${LAYOUT.data}) (i32.const 0))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $l${i})))`;
    case 'recurse':
      return `(local.set $acc (i64.add (local.get $acc) (call $rec (i32.const ${op.depth}))))`;
  }
}

/** The recursive function: `recLocals` i64 locals kept live across the call, a storage read at
 * the deepest frame (a host call where the stack is fullest). */
function recWat(p: Program): string {
  const locals = Array.from({ length: p.recLocals }, (_, j) => `(local $v${j} i64)`).join(' ');
  const init = Array.from({ length: p.recLocals }, (_, j) => `(local.set $v${j} (i64.extend_i32_u (i32.add (local.get $n) (i32.const ${j}))))`).join('\n      ');
  const sum = Array.from({ length: p.recLocals }, (_, j) => `(local.get $v${j})`).reduce((a, b) => `(i64.add ${a} ${b})`, '(i64.const 0)');
  const [ko, kl] = keyAt(p, 0);
  return `(func $rec (param $n i32) (result i64) ${locals}
    (if (result i64) (i32.eqz (local.get $n))
      (then (i64.extend_i32_s (call $get (i32.const ${ko}) (i32.const ${kl}) (i32.const ${LAYOUT.out}) (i32.const 16))))
      (else
      ${init}
      (i64.add (call $rec (i32.sub (local.get $n) (i32.const 1))) ${sum}))))`;
}

export function programWat(p: Program, inputLength: number): string {
  const keys = p.keys.map((k, i) => `(data (i32.const ${LAYOUT.keys + i * LAYOUT.keyStride}) "${text(k)}")`).join('\n  ');
  const messages = p.messages.map((m, i) => `(data (i32.const ${LAYOUT.messages + i * LAYOUT.messageStride}) "${text(m)}")`).join('\n  ');
  return `(module
  (import "env" "ctx_get" (func $get (param i32 i32 i32 i32) (result i32)))
  (import "env" "ctx_set" (func $set (param i32 i32 i32 i32)))
  (import "env" "ctx_add" (func $add (param i32 i32 i64)))
  (import "env" "ctx_require" (func $require (param i32 i32 i32)))
  (import "env" "ctx_emit" (func $emit (param i32 i32 i32 i32)))
  (import "env" "ctx_input" (func $input (param i32 i32) (result i32)))
  (import "env" "ctx_return" (func $return (param i32 i32)))
  (import "env" "abort" (func $abort (param i32 i32 i32 i32)))
  (memory (export "memory") 4 4)
  ${keys}
  (data (i32.const ${LAYOUT.big}) "${BIG_KEY}")
  ${messages}
  (data (i32.const ${LAYOUT.data}) "${hexString(p.data)}")
  (func (export "init") (param i32))
  ${recWat(p)}
  (func (export "run") (param $ctx i32) (result i64) (local $acc i64) (local $i i32)
    ${p.ops.map((op, i) => opWat(p, op, i, inputLength)).join('\n    ')}
    (local.get $acc)))`;
}

// ---- arbitraries ---------------------------------------------------------------------------------

const key = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789_'.split('')), minLength: 1, maxLength: 24 });
/** A depth around where the stack budget stops `locals` locals (both sides of the limit). */
const depthNear = (locals: number) => {
  const frame = STACK_BUDGET.frameBase + 1 + locals + 8 + 4 * locals;
  const edge = Math.floor(STACK_BUDGET.budget / frame);
  return fc.integer({ min: Math.max(1, Math.floor(edge * 0.7)), max: Math.ceil(edge * 1.3) });
};

export function opArb(recLocals: number): fc.Arbitrary<Op> {
  const keyIndex = fc.nat(15);
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ k: fc.constant('arith' as const), n: fc.nat(20_000), mul: fc.integer({ min: 2, max: 1_000_003 }), div: fc.integer({ min: 1, max: 97 }) }) },
    { weight: 5, arbitrary: fc.record({ k: fc.constant('set' as const), key: keyIndex, off: fc.nat(4096), len: fc.oneof(fc.nat(64), fc.nat(20_000)) }) },
    { weight: 5, arbitrary: fc.record({ k: fc.constant('get' as const), key: keyIndex }) },
    { weight: 1, arbitrary: fc.constant({ k: 'getBig' as const }) },
    { weight: 2, arbitrary: fc.record({ k: fc.constant('add' as const), key: keyIndex, amount: fc.integer({ min: -1000, max: 1_000_000 }) }) },
    { weight: 3, arbitrary: fc.record({ k: fc.constant('emit' as const), key: keyIndex, off: fc.nat(4096), len: fc.oneof(fc.nat(100), fc.nat(5000)) }) },
    { weight: 1, arbitrary: fc.record({ k: fc.constant('input' as const), key: keyIndex }) },
    { weight: 2, arbitrary: fc.record({ k: fc.constant('ret' as const), off: fc.nat(4096), len: fc.oneof(fc.nat(64), fc.nat(5000)) }) },
    { weight: 1, arbitrary: fc.record({ k: fc.constant('require' as const), ok: fc.boolean(), msg: fc.nat(3) }) },
    { weight: 1, arbitrary: fc.constantFrom({ k: 'abort' as const }, { k: 'trap' as const }, { k: 'divzero' as const }) },
    { weight: 1, arbitrary: fc.record({ k: fc.constant('grow' as const), pages: fc.nat(3) }) },
    { weight: 1, arbitrary: fc.record({ k: fc.constant('many' as const), n: fc.nat(3000), base: fc.integer({ min: 0x100000, max: 0xf00000 }) }) },
    { weight: 1, arbitrary: fc.record({ k: fc.constant('recurse' as const), depth: depthNear(recLocals) }) },
  );
}

export const programArb: fc.Arbitrary<Program> = fc.integer({ min: 1, max: 250 }).chain((recLocals) =>
  fc.record({
    keys: fc.uniqueArray(key, { minLength: 1, maxLength: 16 }),
    messages: fc.array(fc.string({ minLength: 1, maxLength: 40 }).filter((m) => new TextEncoder().encode(m).length <= 60), { minLength: 1, maxLength: 4 }),
    data: fc.uint8Array({ minLength: 4096, maxLength: 4096 }),
    recLocals: fc.constant(recLocals),
    ops: fc.array(opArb(recLocals), { minLength: 1, maxLength: 12 }),
  }),
);
