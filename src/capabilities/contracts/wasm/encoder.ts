// Encoder: writes a decoded (and possibly instrumented) module back to bytes. Output is a pure
// function of the module value: sections in the binary format's order, an empty section left
// out, every LEB128 in its shortest form, custom sections back in the slot they came from. That
// makes instrumentation deterministic, which consensus needs: every node must produce the same
// bytes from the same upload.
import { Writer } from './leb128.js';
import { FC_BASE, Imm, opInfo } from './opcodes.js';
import { CORE_VERSION, WASM_MAGIC } from './decoder.js';
import {
  SECTION, SECTION_ORDER, ExternKind,
  type ConstExpr, type DataSegment, type ElemSegment, type FuncBody, type Import, type Instr, type Limits,
  type TableType, type WasmModule, type GlobalType,
} from './types.js';

export function writeInstr(w: Writer, ins: Instr): void {
  const info = opInfo(ins.op);
  if (info === undefined) throw new Error(`cannot encode unknown opcode 0x${ins.op.toString(16)}`);
  if (ins.op >= FC_BASE) {
    w.u8(0xfc);
    w.u32(ins.op - FC_BASE);
  } else {
    w.u8(ins.op);
  }
  switch (info.imm) {
    case Imm.None: return;
    case Imm.BlockType: w.sint(ins.a!); return;
    case Imm.Index:
    case Imm.MemIdx: w.u32(ins.a!); return;
    case Imm.BrTable:
      w.u32(ins.list!.length);
      for (const l of ins.list!) w.u32(l);
      w.u32(ins.a!);
      return;
    case Imm.CallIndirect:
    case Imm.TwoIndex:
    case Imm.MemArg: w.u32(ins.a!); w.u32(ins.b!); return;
    case Imm.I32: w.sint(ins.a!); return;
    case Imm.I64: w.s64(ins.i64!); return;
    case Imm.F32:
    case Imm.F64: w.bytes(ins.raw!); return;
    case Imm.SelectT:
      w.u32(ins.list!.length);
      for (const t of ins.list!) w.u8(t);
      return;
    case Imm.RefNull: w.u8(ins.a!); return;
  }
}

export function writeInstrs(w: Writer, body: readonly Instr[]): void {
  for (const ins of body) writeInstr(w, ins);
}

function constExpr(w: Writer, e: ConstExpr): void {
  writeInstrs(w, e);
  w.u8(0x0b);
}

function limits(w: Writer, l: Limits): void {
  w.u8((l.max === undefined ? 0 : 1) | (l.shared ? 2 : 0));
  w.u32(l.min);
  if (l.max !== undefined) w.u32(l.max);
}

function tableType(w: Writer, t: TableType): void {
  w.u8(t.elemType);
  limits(w, t.limits);
}

function globalType(w: Writer, g: GlobalType): void {
  w.u8(g.type);
  w.u8(g.mutable ? 1 : 0);
}

function vec<T>(w: Writer, items: readonly T[], item: (w: Writer, x: T) => void): void {
  w.u32(items.length);
  for (const x of items) item(w, x);
}

function importEntry(w: Writer, imp: Import): void {
  w.name(imp.module);
  w.name(imp.name);
  w.u8(imp.desc.kind);
  switch (imp.desc.kind) {
    case ExternKind.Func: w.u32(imp.desc.typeIndex); break;
    case ExternKind.Table: tableType(w, imp.desc.table); break;
    case ExternKind.Memory: limits(w, imp.desc.memory); break;
    case ExternKind.Global: globalType(w, imp.desc.global); break;
  }
}

function elemSegment(w: Writer, e: ElemSegment): void {
  w.u32(e.flags);
  const passiveOrDeclared = (e.flags & 1) !== 0;
  if ((e.flags & 2) !== 0 && !passiveOrDeclared) w.u32(e.table);
  if (!passiveOrDeclared) constExpr(w, e.offset!);
  if (e.flags !== 0 && e.flags !== 4) w.u8(e.kind);
  if (e.exprs !== undefined) vec(w, e.exprs, constExpr);
  else vec(w, e.funcs!, (x, f) => x.u32(f));
}

function dataSegment(w: Writer, d: DataSegment): void {
  w.u32(d.flags);
  if (d.flags === 2) w.u32(d.memory);
  if (d.flags !== 1) constExpr(w, d.offset!);
  w.u32(d.bytes.length);
  w.bytes(d.bytes);
}

/** One scratch writer for every body (a body's size must precede it): no buffer per function. */
const bodyScratch = new Writer();

function funcBody(w: Writer, f: FuncBody): void {
  const b = bodyScratch;
  b.reset();
  vec(b, f.locals, (x, l) => {
    x.u32(l.count);
    x.u8(l.type);
  });
  writeInstrs(b, f.body);
  w.sized(b);
}

/** The section's content, or undefined when the module has nothing for it. */
function sectionContent(m: WasmModule, id: number): Writer | undefined {
  const w = new Writer();
  switch (id) {
    case SECTION.type:
      if (m.types.length === 0) return undefined;
      vec(w, m.types, (x, t) => {
        x.u8(0x60);
        vec(x, t.params, (y, v) => y.u8(v));
        vec(x, t.results, (y, v) => y.u8(v));
      });
      return w;
    case SECTION.import:
      if (m.imports.length === 0) return undefined;
      vec(w, m.imports, importEntry);
      return w;
    case SECTION.function:
      if (m.functions.length === 0) return undefined;
      vec(w, m.functions, (x, t) => x.u32(t));
      return w;
    case SECTION.table:
      if (m.tables.length === 0) return undefined;
      vec(w, m.tables, tableType);
      return w;
    case SECTION.memory:
      if (m.memories.length === 0) return undefined;
      vec(w, m.memories, limits);
      return w;
    case SECTION.global:
      if (m.globals.length === 0) return undefined;
      vec(w, m.globals, (x, g) => {
        globalType(x, g.type);
        constExpr(x, g.init);
      });
      return w;
    case SECTION.export:
      if (m.exports.length === 0) return undefined;
      vec(w, m.exports, (x, e) => {
        x.name(e.name);
        x.u8(e.kind);
        x.u32(e.index);
      });
      return w;
    case SECTION.start:
      if (m.start === undefined) return undefined;
      w.u32(m.start);
      return w;
    case SECTION.element:
      if (m.elements.length === 0) return undefined;
      vec(w, m.elements, elemSegment);
      return w;
    case SECTION.dataCount:
      if (m.dataCount === undefined) return undefined;
      w.u32(m.dataCount);
      return w;
    case SECTION.code:
      if (m.codes.length === 0) return undefined;
      vec(w, m.codes, funcBody);
      return w;
    case SECTION.data:
      if (m.datas.length === 0) return undefined;
      vec(w, m.datas, dataSegment);
      return w;
    default:
      throw new Error(`no such section ${id}`);
  }
}

/** Writes the module: preamble, then sections in order with each custom section in its slot. */
export function encodeModule(m: WasmModule): Uint8Array {
  const out = new Writer();
  out.bytes(Uint8Array.from([...WASM_MAGIC, ...CORE_VERSION]));
  const customsAfter = (id: number) => {
    for (const c of m.customs) {
      if (c.after !== id) continue;
      const w = new Writer();
      w.name(c.name);
      w.bytes(c.payload);
      out.u8(SECTION.custom);
      out.sized(w);
    }
  };
  customsAfter(0);
  for (const id of SECTION_ORDER) {
    const content = sectionContent(m, id);
    if (content !== undefined) {
      out.u8(id);
      out.sized(content);
    }
    customsAfter(id);
  }
  return out.finish().slice();
}
