// The gas schedule of metering version 2 applied to instructions: which class of GAS_COSTS
// (abi.ts) each instruction belongs to, where segments end, which instructions also pay a dynamic
// part from their operand, and what a straight run through an instruction list costs. The
// injector (metering.ts) and the bench's cross-check both read these, so they cannot disagree.
import { GAS_COSTS, type GasCosts } from './abi.js';
import { FC_BASE, Op, isDivRem, isLoad, isStore } from './opcodes.js';
import type { Instr } from './types.js';

/** The class cost of every one-byte opcode and every 0xFC sub-opcode, built once from the table. */
function staticCosts(c: GasCosts): { ops: Int32Array; fc: Int32Array } {
  const ops = new Int32Array(256).fill(c.base);
  // The numeric ops (0x45..0xC4: comparisons, arithmetic, conversions, sign extension) are
  // `arith` unless a narrower class below names them.
  for (let op = 0x45; op <= 0xc4; op++) ops[op] = c.arith;
  for (let op = 0; op < 256; op++) {
    if (isDivRem(op)) ops[op] = op >= 0x7f ? c.divRem64 : c.divRem;
    else if (isLoad(op)) ops[op] = c.load;
    else if (isStore(op)) ops[op] = c.store;
  }
  for (const op of [Op.block, Op.loop, Op.else, Op.end]) ops[op] = c.structural;
  // Comparisons (i32.eqz .. i32.ge_u, i64.eqz .. i64.ge_u), select, rotations, bit counts, globals.
  for (let op = 0x45; op <= 0x5a; op++) ops[op] = c.compare;
  ops[0x1b] = c.select;
  for (const op of [0x77, 0x78, 0x89, 0x8a]) ops[op] = c.rotate;
  for (const op of [0x67, 0x68, 0x69, 0x79, 0x7a, 0x7b]) ops[op] = c.bitCount;
  for (const op of [Op.local_get, Op.local_set, Op.local_tee, Op.i32_const, Op.i64_const, 0x1a, Op.nop]) ops[op] = c.move;
  ops[Op.global_get] = c.global;
  ops[Op.global_set] = c.global;
  ops[Op.i32_mul] = c.mul;
  ops[Op.i64_mul] = c.mul;
  ops[Op.call] = c.call;
  ops[Op.call_indirect] = c.callIndirect;
  ops[Op.br_table] = c.brTable;
  ops[Op.memory_size] = c.memorySize;
  ops[Op.memory_grow] = c.memoryGrow;
  const fc = new Int32Array(32).fill(c.base);
  fc[Op.memory_init - FC_BASE] = c.memoryInit;
  fc[Op.data_drop - FC_BASE] = c.dataDrop;
  fc[Op.memory_copy - FC_BASE] = c.memoryCopy;
  fc[Op.memory_fill - FC_BASE] = c.memoryFill;
  return { ops, fc };
}

const STATIC = staticCosts(GAS_COSTS);

const COMPARE_FIRST = 0x45;
const COMPARE_LAST = 0x5a;
/** Where a comparison's 0/1 result is consumed at once as a condition, the engine fuses the two
 * into one conditional jump or move: the comparison then costs `base`, not `compare`. */
const CONDITION_USERS: ReadonlySet<number> = new Set([Op.br_if, Op.if, 0x1b]);

/**
 * The static gas of one instruction: its class's cost (br_table adds `brTablePerTarget` per label
 * in its vector; a comparison followed by br_if, if or select costs `base`). Dynamic parts
 * (memory.grow's pages, the bulk ops' bytes) are charged apart, at run time, from the operand
 * (see dynamicCharge). `next` is the instruction that follows it in the body.
 */
export function instructionCost(ins: Instr, next?: Instr): number {
  const op = ins.op;
  if (op === Op.br_table) return GAS_COSTS.brTable + GAS_COSTS.brTablePerTarget * ins.list!.length;
  if (op >= COMPARE_FIRST && op <= COMPARE_LAST && next !== undefined && CONDITION_USERS.has(next.op)) return GAS_COSTS.base;
  return op >= FC_BASE ? STATIC.fc[op - FC_BASE]! : STATIC.ops[op]!;
}

/** Instructions after which a new segment starts (metering.ts's header says why). */
const SEGMENT_END: ReadonlySet<number> = new Set([
  Op.loop, Op.if, Op.else, Op.end, Op.br, Op.br_table, Op.return, Op.unreachable,
]);

export function endsSegment(op: number): boolean {
  return SEGMENT_END.has(op);
}

/** What entering a function costs beyond its first segment's instructions: its declared locals,
 * which the engine zeroes in every new frame. */
export function entryCost(declaredLocals: number): number {
  return GAS_COSTS.frameLocal * declaredLocals;
}

/** What a segment of static cost `cost` is charged: nothing when 0, else its cost plus `segment`. */
export function segmentCharge(cost: number): number {
  return cost === 0 ? 0 : cost + GAS_COSTS.segment;
}

/**
 * The dynamic part an instruction pays from its top operand (an i32 count), charged just before it
 * runs, whether or not it then succeeds: `ceil(operand / unitBytes) * perUnit` with unitBytes a
 * power of two (1 for memory.grow's pages). Undefined for other instructions, and when the table
 * prices the unit at 0.
 */
export interface DynamicCharge {
  readonly perUnit: number;
  /** log2 of the unit: the operand is rounded up to a multiple of 2^shift, then shifted down. */
  readonly shift: number;
}

const chunkShift = Math.log2(GAS_COSTS.bulkChunkBytes);
if (!Number.isInteger(chunkShift) || chunkShift < 0 || chunkShift > 16) throw new Error('GAS_COSTS.bulkChunkBytes must be a power of two up to 65536');

function dynamicOf(perUnit: number, shift: number): DynamicCharge | undefined {
  return perUnit === 0 ? undefined : { perUnit, shift };
}

const DYNAMIC: ReadonlyMap<number, DynamicCharge | undefined> = new Map([
  [Op.memory_grow, dynamicOf(GAS_COSTS.growPerPage, 0)],
  [Op.memory_copy, dynamicOf(GAS_COSTS.copyPerChunk, chunkShift)],
  [Op.memory_fill, dynamicOf(GAS_COSTS.fillPerChunk, chunkShift)],
  [Op.memory_init, dynamicOf(GAS_COSTS.initPerChunk, chunkShift)],
]);

export function dynamicCharge(op: number): DynamicCharge | undefined {
  return DYNAMIC.get(op);
}

/** The dynamic gas of an instruction for a given operand (the count it pops last), as the injected code computes it. */
export function dynamicGas(op: number, operand: number): bigint {
  const d = DYNAMIC.get(op);
  if (d === undefined) return 0n;
  const n = BigInt(operand >>> 0);
  const units = (n + (1n << BigInt(d.shift)) - 1n) >> BigInt(d.shift);
  return units * BigInt(d.perUnit);
}

/**
 * The static gas the metering charges for running an instruction list once, straight through
 * from its first instruction to its last: the sum of its segments' charges (segmentCharge), cut
 * where the injector cuts them. For a function body or any straight-line piece of one; dynamic
 * parts excluded (add dynamicGas for each grow or bulk op). The bench cross-checks measured gas
 * against it.
 */
export function straightLineGas(instrs: readonly Instr[]): number {
  let total = 0;
  let cost = 0;
  for (let i = 0; i < instrs.length; i++) {
    const ins = instrs[i]!;
    cost += instructionCost(ins, instrs[i + 1]);
    if (SEGMENT_END.has(ins.op)) {
      total += segmentCharge(cost);
      cost = 0;
    }
  }
  return total + segmentCharge(cost);
}
