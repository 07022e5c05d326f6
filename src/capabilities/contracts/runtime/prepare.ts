// A contract made ready to run: decoded, metered (wasm/metering.ts: gas and call depth), compiled,
// and its exported functions' signatures read (the JS API does not expose them). Deterministic:
// the same original bytes give the same metered bytes on every node; compiling is V8's business
// and changes nothing observable (metering makes the gas the same under every tier).
//
// Compiled eagerly: V8 compiles a module's functions lazily by default, each at its first call,
// which would put the compilation of a contract inside its first run's time (about 9 ms for a
// 100 KB contract whose every function runs, against 0.4 ms once compiled, on the reference
// machine) and in a worker, inside the watchdog. So V8's lazy compilation is switched off for the
// one synchronous compile of a contract and switched back on at once: every function has its
// baseline code before any run starts, and other wasm in the process keeps V8's default. The
// compiled code lives in the module, which the workers share (structured clone).
import v8 from 'node:v8';
import { ExternKind, I32, I64, type WasmModule } from '../wasm/types.js';
import { decodeModule } from '../wasm/decoder.js';
import { meterModule } from '../wasm/metering.js';
import type { FunctionSignature, PreparedContract, WasmValueType } from './execute.js';

const valueType = (t: number): WasmValueType => {
  if (t === I32) return 'i32';
  if (t === I64) return 'i64';
  // The validator refuses every other value type before a contract is stored.
  throw new Error(`value type 0x${t.toString(16)} in an exported function`);
};

/** The exported functions' parameter and result types, by export name. */
export function exportedFunctions(m: WasmModule): Map<string, FunctionSignature> {
  const importedFunctions = m.imports.filter((i) => i.desc.kind === ExternKind.Func);
  const typeOf = (index: number): number =>
    index < importedFunctions.length ? (importedFunctions[index]!.desc as { typeIndex: number }).typeIndex : m.functions[index - importedFunctions.length]!;
  const out = new Map<string, FunctionSignature>();
  for (const e of m.exports) {
    if (e.kind !== ExternKind.Func) continue;
    const t = m.types[typeOf(e.index)]!;
    out.set(e.name, { params: t.params.map(valueType), results: t.results.map(valueType) });
  }
  return out;
}

/** Compiles every function now (see above). The flag is V8's own; an engine that does not know
 * it ignores it, and the module is then compiled lazily, which changes time, never an outcome. */
export function compileEagerly(bytes: Uint8Array): WebAssembly.Module {
  v8.setFlagsFromString('--no-wasm-lazy-compilation');
  try {
    return new WebAssembly.Module(bytes);
  } finally {
    v8.setFlagsFromString('--wasm-lazy-compilation');
  }
}

export function prepare(code: Uint8Array): PreparedContract {
  const decoded = decodeModule(code);
  const metered = meterModule(decoded);
  return { module: compileEagerly(metered.bytes), functions: exportedFunctions(decoded) };
}
