// Decoder for core WebAssembly modules: the header, every standard section (including the
// data-count section and all eight element-segment encodings, so the validator can name what it
// refuses), custom sections kept as raw payloads, and function bodies instruction by instruction
// with their immediates. It is strict about structure (section order, sizes that must be consumed
// exactly, counts that must agree) but not about typing: `WebAssembly.validate` does that first.
import { Reader, WasmDecodeError } from './leb128.js';
import { FC_BASE, Imm, Op, opInfo } from './opcodes.js';
import {
  SECTION, SECTION_ORDER, ExternKind,
  type ConstExpr, type CustomSection, type DataSegment, type ElemSegment, type Export, type FuncBody,
  type FuncType, type Global, type GlobalType, type Import, type ImportDesc, type Instr, type Limits,
  type LocalGroup, type TableType, type WasmModule, instr,
} from './types.js';

export { WasmDecodeError } from './leb128.js';

/** An opcode or section the decoder does not know (so cannot step over). `prefix` is set for 0xFC/0xFD/0xFE. */
export class UnsupportedError extends WasmDecodeError {
  constructor(readonly what: 'opcode' | 'section', readonly code: number, offset: number, readonly prefix?: number) {
    super(
      what === 'section'
        ? `unknown section id ${code}`
        : `unknown opcode ${prefix === undefined ? '' : `0x${prefix.toString(16)} `}0x${code.toString(16)}`,
      offset,
    );
    this.name = 'UnsupportedError';
  }
}

export const WASM_MAGIC = [0x00, 0x61, 0x73, 0x6d] as const;
/** The core module binary version (1), and the layer word a component has instead. */
export const CORE_VERSION = [0x01, 0x00, 0x00, 0x00] as const;
export const COMPONENT_LAYER = 0x0001;

/** What the 8-byte preamble says the bytes are. */
export function preambleKind(bytes: Uint8Array): 'core' | 'component' | 'not-wasm' {
  if (bytes.length < 8 || WASM_MAGIC.some((b, i) => bytes[i] !== b)) return 'not-wasm';
  if (CORE_VERSION.every((b, i) => bytes[4 + i] === b)) return 'core';
  // A component has version 0x000d (pre-1.0) or later in bytes 4..5 and layer 1 in bytes 6..7.
  return bytes[6]! | (bytes[7]! << 8) ? 'component' : 'not-wasm';
}

function valType(r: Reader): number {
  const at = r.pos;
  const t = r.u8();
  // i32 i64 f32 f64 v128 funcref externref: anything else is not a value type we know.
  if ((t >= 0x7b && t <= 0x7f) || t === 0x70 || t === 0x6f) return t;
  return r.fail(`unknown value type 0x${t.toString(16)}`, at);
}

function limits(r: Reader): Limits {
  const at = r.pos;
  const flags = r.u8();
  if (flags > 3) r.fail(`unsupported limits flags 0x${flags.toString(16)} (memory64?)`, at);
  const min = r.u32();
  const max = flags & 1 ? r.u32() : undefined;
  return max === undefined ? { min, shared: (flags & 2) !== 0 } : { min, max, shared: (flags & 2) !== 0 };
}

function tableType(r: Reader): TableType {
  const elemType = valType(r);
  return { elemType, limits: limits(r) };
}

function globalType(r: Reader): GlobalType {
  const type = valType(r);
  const at = r.pos;
  const m = r.u8();
  if (m > 1) r.fail('bad global mutability', at);
  return { type, mutable: m === 1 };
}

/** One instruction with its immediates; throws UnsupportedError for an opcode not in the table. */
export function readInstr(r: Reader): Instr {
  const at = r.pos;
  let op = r.u8();
  if (op === Op.prefixFC) op = FC_BASE + r.u32();
  else if (op === Op.prefixFD || op === Op.prefixFE) throw new UnsupportedError('opcode', r.u32(), at, op);
  const info = opInfo(op);
  if (info === undefined) {
    throw op >= FC_BASE ? new UnsupportedError('opcode', op - FC_BASE, at, Op.prefixFC) : new UnsupportedError('opcode', op, at);
  }
  switch (info.imm) {
    case Imm.None: return instr(op);
    case Imm.BlockType: return instr(op, r.s33());
    case Imm.Index: return instr(op, r.u32());
    case Imm.MemIdx: return instr(op, r.u32());
    case Imm.BrTable: {
      const list = r.vec((x) => x.u32());
      return instr(op, r.u32(), undefined, undefined, undefined, list);
    }
    case Imm.CallIndirect:
    case Imm.TwoIndex: {
      const a = r.u32();
      return instr(op, a, r.u32());
    }
    case Imm.MemArg: {
      const a = r.u32();
      // Bit 6 of the alignment announces a memory index (multi-memory): not a shape we keep.
      if (a & 0x40) r.fail('memarg with a memory index (multi-memory)', at);
      return instr(op, a, r.u32());
    }
    case Imm.I32: return instr(op, r.s32());
    case Imm.I64: return instr(op, undefined, undefined, r.s64());
    case Imm.F32: return instr(op, undefined, undefined, undefined, r.take(4).slice());
    case Imm.F64: return instr(op, undefined, undefined, undefined, r.take(8).slice());
    case Imm.SelectT: return instr(op, undefined, undefined, undefined, undefined, r.vec(valType));
    case Imm.RefNull: return instr(op, r.u8());
  }
}

/** Instructions up to and including the `end` that closes the body; block nesting is tracked. */
function readBody(r: Reader): Instr[] {
  const out: Instr[] = [];
  let depth = 0;
  for (;;) {
    const ins = readInstr(r);
    out.push(ins);
    if (ins.op === Op.block || ins.op === Op.loop || ins.op === Op.if) depth++;
    else if (ins.op === Op.end && depth-- === 0) return out;
  }
}

/** A constant expression; the closing `end` is consumed and not kept. */
export function readConstExpr(r: Reader): ConstExpr {
  const body = readBody(r);
  return body.slice(0, -1);
}

function importDesc(r: Reader): ImportDesc {
  const at = r.pos;
  const kind = r.u8();
  switch (kind) {
    case ExternKind.Func: return { kind: ExternKind.Func, typeIndex: r.u32() };
    case ExternKind.Table: return { kind: ExternKind.Table, table: tableType(r) };
    case ExternKind.Memory: return { kind: ExternKind.Memory, memory: limits(r) };
    case ExternKind.Global: return { kind: ExternKind.Global, global: globalType(r) };
    default: return r.fail(`unsupported import kind ${kind}`, at);
  }
}

function elemSegment(r: Reader): ElemSegment {
  const at = r.pos;
  const flags = r.u32();
  if (flags > 7) r.fail(`bad element segment flags ${flags}`, at);
  const passiveOrDeclared = (flags & 1) !== 0;
  const explicitTable = (flags & 2) !== 0 && !passiveOrDeclared;
  const usesExprs = (flags & 4) !== 0;
  const table = explicitTable ? r.u32() : 0;
  const offset = passiveOrDeclared ? undefined : readConstExpr(r);
  // Flags 0 and 4 imply funcref; the others name an elemkind byte (indices) or a reftype (exprs).
  const kind = flags === 0 || flags === 4 ? 0x70 : r.u8();
  const base = { flags, table, kind, ...(offset === undefined ? {} : { offset }) };
  return usesExprs ? { ...base, exprs: r.vec(readConstExpr) } : { ...base, funcs: r.vec((x) => x.u32()) };
}

function dataSegment(r: Reader): DataSegment {
  const at = r.pos;
  const flags = r.u32();
  if (flags > 2) r.fail(`bad data segment flags ${flags}`, at);
  const memory = flags === 2 ? r.u32() : 0;
  const offset = flags === 1 ? undefined : readConstExpr(r);
  const bytes = r.take(r.u32()).slice();
  return offset === undefined ? { flags, memory, bytes } : { flags, memory, offset, bytes };
}

function funcBody(r: Reader): FuncBody {
  const size = r.u32();
  const end = r.pos + size;
  if (end > r.end) r.fail('function body runs past its section');
  const b = new Reader(r.bytes, r.pos, end);
  const locals = b.vec((x): LocalGroup => ({ count: x.u32(), type: valType(x) }));
  const body = readBody(b);
  if (b.pos !== end) b.fail('bytes after the end of a function body');
  r.pos = end;
  return { locals, body };
}

function funcType(r: Reader): FuncType {
  const at = r.pos;
  if (r.u8() !== 0x60) r.fail('function type must start with 0x60', at);
  return { params: r.vec(valType), results: r.vec(valType) };
}

/** Decodes a core module. Throws WasmDecodeError (or UnsupportedError) on anything it cannot read. */
export function decodeModule(bytes: Uint8Array): WasmModule {
  const kind = preambleKind(bytes);
  if (kind !== 'core') throw new WasmDecodeError(kind === 'component' ? 'a component, not a core module' : 'not a WebAssembly module', 0);
  const r = new Reader(bytes, 8);
  const m = {
    types: [] as FuncType[], imports: [] as Import[], functions: [] as number[], tables: [] as TableType[],
    memories: [] as Limits[], globals: [] as Global[], exports: [] as Export[], start: undefined as number | undefined,
    elements: [] as ElemSegment[], dataCount: undefined as number | undefined, codes: [] as FuncBody[],
    datas: [] as DataSegment[], customs: [] as CustomSection[],
  };
  let lastRank = -1;
  let lastId = 0;
  while (!r.done) {
    const at = r.pos;
    const id = r.u8();
    const size = r.u32();
    const end = r.pos + size;
    if (end > bytes.length) r.fail(`section ${id} runs past the end of the module`, at);
    const s = new Reader(bytes, r.pos, end);
    if (id === SECTION.custom) {
      m.customs.push({ name: s.name(), payload: bytes.slice(s.pos, end), after: lastId });
      r.pos = end;
      continue;
    }
    const rank = SECTION_ORDER.indexOf(id);
    if (rank < 0) throw new UnsupportedError('section', id, at);
    if (rank <= lastRank) r.fail(`section ${id} is out of order or repeated`, at);
    lastRank = rank;
    lastId = id;
    switch (id) {
      case SECTION.type: m.types = s.vec(funcType); break;
      case SECTION.import: m.imports = s.vec((x) => ({ module: x.name(), name: x.name(), desc: importDesc(x) })); break;
      case SECTION.function: m.functions = s.vec((x) => x.u32()); break;
      case SECTION.table: m.tables = s.vec(tableType); break;
      case SECTION.memory: m.memories = s.vec(limits); break;
      case SECTION.global: m.globals = s.vec((x) => ({ type: globalType(x), init: readConstExpr(x) })); break;
      case SECTION.export: m.exports = s.vec((x) => ({ name: x.name(), kind: exportKind(x), index: x.u32() })); break;
      case SECTION.start: m.start = s.u32(); break;
      case SECTION.element: m.elements = s.vec(elemSegment); break;
      case SECTION.dataCount: m.dataCount = s.u32(); break;
      case SECTION.code: m.codes = s.vec(funcBody); break;
      case SECTION.data: m.datas = s.vec(dataSegment); break;
    }
    if (s.pos !== end) s.fail(`section ${id} has ${end - s.pos} bytes left over`);
    r.pos = end;
  }
  if (m.functions.length !== m.codes.length) {
    throw new WasmDecodeError(`${m.functions.length} functions declared but ${m.codes.length} bodies`, bytes.length);
  }
  const { start, dataCount, ...rest } = m;
  return { ...rest, ...(start === undefined ? {} : { start }), ...(dataCount === undefined ? {} : { dataCount }) };
}

function exportKind(r: Reader): ExternKind {
  const at = r.pos;
  const k = r.u8();
  if (k > 3) r.fail(`unsupported export kind ${k}`, at);
  return k as ExternKind;
}
