// The opcode table: every instruction the decoder understands, with its immediates' shape and the
// feature it belongs to. The decoder needs the shape to step over immediates; the validator needs
// the feature to refuse with a named rule. Anything absent (the 0xFD SIMD and 0xFE atomics
// prefixes, exceptions, GC, anything newer) is an "unknown opcode" to the decoder: it cannot know
// how long such an instruction is, so it stops there.

export const Imm = {
  None: 0,
  BlockType: 1,
  Index: 2,
  BrTable: 3,
  CallIndirect: 4,
  MemArg: 5,
  MemIdx: 6,
  I32: 7,
  I64: 8,
  F32: 9,
  F64: 10,
  SelectT: 11,
  RefNull: 12,
  TwoIndex: 13,
} as const;
export type Imm = (typeof Imm)[keyof typeof Imm];

/**
 * The proposal an instruction comes from. Policy version 2 allows `mvp`, `sign-ext` and
 * `bulk-memory` (the memory half: memory.copy/fill/init and data.drop); `bulk-table` is the table
 * half of bulk memory (table.init/copy, elem.drop), still refused.
 */
export type Feature = 'mvp' | 'float' | 'sign-ext' | 'sat-trunc' | 'bulk-memory' | 'bulk-table' | 'reference-types' | 'tail-call';

export interface OpInfo {
  readonly name: string;
  readonly imm: Imm;
  readonly feature: Feature;
}

/** Opcodes the decoder and the injector refer to by name. */
export const Op = {
  unreachable: 0x00, nop: 0x01, block: 0x02, loop: 0x03, if: 0x04, else: 0x05, end: 0x0b,
  br: 0x0c, br_if: 0x0d, br_table: 0x0e, return: 0x0f, call: 0x10, call_indirect: 0x11,
  local_get: 0x20, local_set: 0x21, local_tee: 0x22, global_get: 0x23, global_set: 0x24,
  memory_size: 0x3f, memory_grow: 0x40, i32_const: 0x41, i64_const: 0x42, f32_const: 0x43, f64_const: 0x44,
  i32_ge_u: 0x4f, i64_lt_s: 0x53, i64_lt_u: 0x54, i64_gt_u: 0x56,
  i32_add: 0x6a, i32_sub: 0x6b, i32_mul: 0x6c, i64_add: 0x7c, i64_sub: 0x7d, i64_mul: 0x7e, i64_shr_u: 0x88,
  i64_extend_i32_u: 0xad,
  prefixFC: 0xfc, prefixFD: 0xfd, prefixFE: 0xfe,
  // 0xFC-prefixed, as stored (0xFC00 + sub).
  memory_init: 0xfc08, data_drop: 0xfc09, memory_copy: 0xfc0a, memory_fill: 0xfc0b,
} as const;

/** Prefixed opcodes are stored as `0xFC00 + sub`. */
export const FC_BASE = 0xfc00;

const ops: (OpInfo | undefined)[] = new Array(256).fill(undefined);
const fcOps: (OpInfo | undefined)[] = new Array(18).fill(undefined);

function def(table: (OpInfo | undefined)[], first: number, names: string, imm: Imm, feature: Feature): void {
  names.split(' ').forEach((name, i) => {
    table[first + i] = { name, imm, feature };
  });
}

/** Float-typed ops are the ones whose name mentions f32/f64 (conversions from ints included). */
function defArith(first: number, names: string): void {
  names.split(' ').forEach((name, i) => {
    ops[first + i] = { name, imm: Imm.None, feature: /f32|f64/.test(name) ? 'float' : 'mvp' };
  });
}

// Control.
def(ops, 0x00, 'unreachable nop', Imm.None, 'mvp');
def(ops, 0x02, 'block loop if', Imm.BlockType, 'mvp');
def(ops, 0x05, 'else', Imm.None, 'mvp');
def(ops, 0x0b, 'end', Imm.None, 'mvp');
def(ops, 0x0c, 'br br_if', Imm.Index, 'mvp');
def(ops, 0x0e, 'br_table', Imm.BrTable, 'mvp');
def(ops, 0x0f, 'return', Imm.None, 'mvp');
def(ops, 0x10, 'call', Imm.Index, 'mvp');
def(ops, 0x11, 'call_indirect', Imm.CallIndirect, 'mvp');
def(ops, 0x12, 'return_call', Imm.Index, 'tail-call');
def(ops, 0x13, 'return_call_indirect', Imm.CallIndirect, 'tail-call');
// Parametric and variables.
def(ops, 0x1a, 'drop select', Imm.None, 'mvp');
def(ops, 0x1c, 'select_t', Imm.SelectT, 'reference-types');
def(ops, 0x20, 'local.get local.set local.tee global.get global.set', Imm.Index, 'mvp');
def(ops, 0x25, 'table.get table.set', Imm.Index, 'reference-types');
// Memory.
def(ops, 0x28, 'i32.load i64.load', Imm.MemArg, 'mvp');
def(ops, 0x2a, 'f32.load f64.load', Imm.MemArg, 'float');
def(ops, 0x2c, 'i32.load8_s i32.load8_u i32.load16_s i32.load16_u i64.load8_s i64.load8_u i64.load16_s i64.load16_u i64.load32_s i64.load32_u i32.store i64.store', Imm.MemArg, 'mvp');
def(ops, 0x38, 'f32.store f64.store', Imm.MemArg, 'float');
def(ops, 0x3a, 'i32.store8 i32.store16 i64.store8 i64.store16 i64.store32', Imm.MemArg, 'mvp');
def(ops, 0x3f, 'memory.size memory.grow', Imm.MemIdx, 'mvp');
// Constants.
def(ops, 0x41, 'i32.const', Imm.I32, 'mvp');
def(ops, 0x42, 'i64.const', Imm.I64, 'mvp');
def(ops, 0x43, 'f32.const', Imm.F32, 'float');
def(ops, 0x44, 'f64.const', Imm.F64, 'float');
// Numeric, 0x45..0xBF: comparisons, arithmetic, conversions.
defArith(0x45, 'i32.eqz i32.eq i32.ne i32.lt_s i32.lt_u i32.gt_s i32.gt_u i32.le_s i32.le_u i32.ge_s i32.ge_u');
defArith(0x50, 'i64.eqz i64.eq i64.ne i64.lt_s i64.lt_u i64.gt_s i64.gt_u i64.le_s i64.le_u i64.ge_s i64.ge_u');
defArith(0x5b, 'f32.eq f32.ne f32.lt f32.gt f32.le f32.ge f64.eq f64.ne f64.lt f64.gt f64.le f64.ge');
defArith(0x67, 'i32.clz i32.ctz i32.popcnt i32.add i32.sub i32.mul i32.div_s i32.div_u i32.rem_s i32.rem_u i32.and i32.or i32.xor i32.shl i32.shr_s i32.shr_u i32.rotl i32.rotr');
defArith(0x79, 'i64.clz i64.ctz i64.popcnt i64.add i64.sub i64.mul i64.div_s i64.div_u i64.rem_s i64.rem_u i64.and i64.or i64.xor i64.shl i64.shr_s i64.shr_u i64.rotl i64.rotr');
defArith(0x8b, 'f32.abs f32.neg f32.ceil f32.floor f32.trunc f32.nearest f32.sqrt f32.add f32.sub f32.mul f32.div f32.min f32.max f32.copysign');
defArith(0x99, 'f64.abs f64.neg f64.ceil f64.floor f64.trunc f64.nearest f64.sqrt f64.add f64.sub f64.mul f64.div f64.min f64.max f64.copysign');
defArith(0xa7, 'i32.wrap_i64 i32.trunc_f32_s i32.trunc_f32_u i32.trunc_f64_s i32.trunc_f64_u i64.extend_i32_s i64.extend_i32_u');
defArith(0xae, 'i64.trunc_f32_s i64.trunc_f32_u i64.trunc_f64_s i64.trunc_f64_u f32.convert_i32_s f32.convert_i32_u f32.convert_i64_s f32.convert_i64_u f32.demote_f64');
defArith(0xb7, 'f64.convert_i32_s f64.convert_i32_u f64.convert_i64_s f64.convert_i64_u f64.promote_f32 i32.reinterpret_f32 i64.reinterpret_f64 f32.reinterpret_i32 f64.reinterpret_i64');
// Sign extension (allowed), reference types (refused).
def(ops, 0xc0, 'i32.extend8_s i32.extend16_s i64.extend8_s i64.extend16_s i64.extend32_s', Imm.None, 'sign-ext');
def(ops, 0xd0, 'ref.null', Imm.RefNull, 'reference-types');
def(ops, 0xd1, 'ref.is_null', Imm.None, 'reference-types');
def(ops, 0xd2, 'ref.func', Imm.Index, 'reference-types');
// 0xFC prefix: saturating truncation (0..7), bulk memory (8..14), table ops of reference types (15..17).
def(fcOps, 0, 'i32.trunc_sat_f32_s i32.trunc_sat_f32_u i32.trunc_sat_f64_s i32.trunc_sat_f64_u i64.trunc_sat_f32_s i64.trunc_sat_f32_u i64.trunc_sat_f64_s i64.trunc_sat_f64_u', Imm.None, 'sat-trunc');
def(fcOps, 8, 'memory.init', Imm.TwoIndex, 'bulk-memory');
def(fcOps, 9, 'data.drop', Imm.Index, 'bulk-memory');
def(fcOps, 10, 'memory.copy', Imm.TwoIndex, 'bulk-memory');
def(fcOps, 11, 'memory.fill', Imm.MemIdx, 'bulk-memory');
def(fcOps, 12, 'table.init', Imm.TwoIndex, 'bulk-table');
def(fcOps, 13, 'elem.drop', Imm.Index, 'bulk-table');
def(fcOps, 14, 'table.copy', Imm.TwoIndex, 'bulk-table');
def(fcOps, 15, 'table.grow table.size table.fill', Imm.Index, 'reference-types');

/** The table entry of an opcode (`0xFC00 + sub` for prefixed ones), undefined when unknown. */
export function opInfo(op: number): OpInfo | undefined {
  return op >= FC_BASE ? fcOps[op - FC_BASE] : ops[op];
}

export function opName(op: number): string {
  return opInfo(op)?.name ?? `0x${op.toString(16)}`;
}

/** Integer division and remainder: the ops the cost table weighs more. */
export function isDivRem(op: number): boolean {
  return (op >= 0x6d && op <= 0x70) || (op >= 0x7f && op <= 0x82);
}

/** i32.load ... i64.load32_u, the float loads included (0x28..0x35). */
export function isLoad(op: number): boolean {
  return op >= 0x28 && op <= 0x35;
}

/** i32.store ... i64.store32, the float stores included (0x36..0x3E). */
export function isStore(op: number): boolean {
  return op >= 0x36 && op <= 0x3e;
}
