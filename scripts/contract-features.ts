// What a compiled contract module contains, beyond the WebAssembly MVP: the census behind
// docs/contracts-toolchains.md ("what each toolchain emits by default") and its tests. It reads the
// module with the node's own decoder, so it sees exactly what the validator sees, and it reports
// facts only (the node's verdict is validateContract's).
//
//   node --import ./scripts/register.mjs scripts/contract-features.ts <file.wasm> ...
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodeModule } from '../src/capabilities/contracts/wasm/decoder.js';
import { opInfo, opName } from '../src/capabilities/contracts/wasm/opcodes.js';
import { ExternKind, type WasmModule } from '../src/capabilities/contracts/wasm/types.js';
import { validateContract } from '../src/capabilities/contracts/wasm/validator.js';

export interface ModuleCensus {
  readonly size: number;
  /** The module's one memory in pages (max absent: the module declares none). */
  readonly memory?: { readonly min: number; readonly max?: number };
  readonly startSection: boolean;
  readonly imports: readonly string[];
  /** Function exports, sorted. */
  readonly functionExports: readonly string[];
  /** Exports that are not functions, as `name (kind)`, sorted. */
  readonly otherExports: readonly string[];
  /** Instructions outside the MVP by name (memory.copy, i32.extend8_s, ...), with their counts. */
  readonly nonMvpOps: Readonly<Record<string, number>>;
  /** Whether the module uses the post-MVP feature: counted by instruction, segment or type. */
  readonly passiveDataSegments: number;
  readonly dataCountSection: boolean;
  readonly mutableGlobals: number;
  readonly multiValueTypes: number;
  readonly blocksTypedByIndex: number;
  readonly tables: number;
  readonly customSections: readonly string[];
}

const KIND_NAME: Record<number, string> = {
  [ExternKind.Func]: 'func', [ExternKind.Table]: 'table', [ExternKind.Memory]: 'memory', [ExternKind.Global]: 'global',
};

/** Block-type immediates: a non-negative one is a type index (multi-value). */
const BLOCK_OPS = new Set([0x02, 0x03, 0x04]);

export function censusOf(m: WasmModule, size: number): ModuleCensus {
  const nonMvp: Record<string, number> = {};
  let blocksTypedByIndex = 0;
  for (const code of m.codes) {
    for (const ins of code.body) {
      if (BLOCK_OPS.has(ins.op) && (ins.a ?? -64) >= 0) blocksTypedByIndex++;
      if (opInfo(ins.op)?.feature !== 'mvp') {
        const name = opName(ins.op);
        nonMvp[name] = (nonMvp[name] ?? 0) + 1;
      }
    }
  }
  const mem = m.memories[0];
  const sorted = (xs: string[]) => xs.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    size,
    ...(mem === undefined ? {} : { memory: mem.max === undefined ? { min: mem.min } : { min: mem.min, max: mem.max } }),
    startSection: m.start !== undefined,
    imports: m.imports.map((i) => `${i.module}.${i.name}`),
    functionExports: sorted(m.exports.filter((e) => e.kind === ExternKind.Func).map((e) => e.name)),
    otherExports: sorted(m.exports.filter((e) => e.kind !== ExternKind.Func).map((e) => `${e.name} (${KIND_NAME[e.kind]})`)),
    nonMvpOps: Object.fromEntries(sorted(Object.keys(nonMvp)).map((k) => [k, nonMvp[k]!])),
    passiveDataSegments: m.datas.filter((d) => d.flags === 1).length,
    dataCountSection: m.dataCount !== undefined,
    mutableGlobals: m.globals.filter((g) => g.type.mutable).length,
    multiValueTypes: m.types.filter((t) => t.results.length > 1).length,
    blocksTypedByIndex,
    tables: m.tables.length,
    customSections: m.customs.map((c) => c.name),
  };
}

/** The census of module bytes (throws the decoder's error for bytes it cannot read). */
export function moduleCensus(bytes: Uint8Array): ModuleCensus {
  return censusOf(decodeModule(bytes), bytes.length);
}

/** The node's verdict in one line: `accepted` or `refused (rule): message`. */
export function verdictLine(bytes: Uint8Array): string {
  const v = validateContract(bytes);
  return v.ok ? 'accepted' : `refused (${v.rule}): ${v.message}`;
}

function cli(files: string[]): number {
  if (files.length === 0) {
    console.log('usage: node --import ./scripts/register.mjs scripts/contract-features.ts <file.wasm> ...');
    return 1;
  }
  for (const file of files) {
    const bytes = new Uint8Array(readFileSync(file));
    console.log(`${file}: ${verdictLine(bytes)}`);
    console.log(JSON.stringify(moduleCensus(bytes), null, 2));
  }
  return 0;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = cli(process.argv.slice(2));
}
