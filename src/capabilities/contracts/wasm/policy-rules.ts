// The rules of validation policy version 2 and, for each, what an author changes to pass it: the
// compiler flag or the source construct. A refusal's message is what was found followed by this
// hint, so an upload that fails tells its author the fix (docs/contracts-abi.md lists them).

export type PolicyRule =
  | 'size' | 'not-wasm' | 'component' | 'wasm-invalid' | 'malformed' | 'unknown-section' | 'unknown-opcode'
  | 'floats' | 'simd' | 'atomics' | 'shared-memory' | 'bulk-table' | 'saturating-truncation'
  | 'reference-types' | 'tail-calls' | 'start' | 'import' | 'import-signature'
  | 'types' | 'functions' | 'tables' | 'table-max' | 'memory-count' | 'memory-max' | 'globals' | 'locals'
  | 'frame-size' | 'const-expr' | 'exports' | 'export-name' | 'export-signature' | 'init' | 'memory-export';

const NO_EXCEPTIONS = 'build C++ with -fno-exceptions (and without -mexception-handling / -fwasm-exceptions), Rust with panic = "abort", AssemblyScript without --enable exception-handling';

/** What to change, by rule. */
export const RULE_HINTS: Readonly<Record<PolicyRule, string>> = {
  size: 'make the module smaller: optimise for size (clang -Oz, AssemblyScript --shrinkLevel 2, Rust opt-level = "z" with LTO), strip debug info (wasm-ld --strip-debug), leave unused code out',
  'not-wasm': 'upload the binary .wasm module (not WAT text, not another file)',
  component: 'upload the core module itself, not a component (no `wasm-tools component new` / jco step)',
  'wasm-invalid': 'the bytes are not valid WebAssembly for this node: build with the features docs/contracts-abi.md allows (clang -mcpu=mvp -msign-ext -mbulk-memory -mmutable-globals -mmultivalue) and check with `wasm-tools validate`',
  malformed: 'rebuild the module: the node could not read it (a truncated or hand-edited binary?)',
  'unknown-section': `a section the policy does not allow (the tag section comes from exception handling): ${NO_EXCEPTIONS}`,
  'unknown-opcode': `an instruction outside the allowlist (exception handling, GC, ...): ${NO_EXCEPTIONS}; no --enable gc`,
  floats: 'no floating point: avoid float and double (C), f32 and f64 (Rust), f32, f64 and number (AssemblyScript); use integers or fixed point. Dead code counts too: keep float formatting (printf %f, core::fmt of floats) out of the binary',
  simd: 'no SIMD: clang -mno-simd128 (drop -msimd128), AssemblyScript --disable simd, Rust without target-feature=+simd128',
  atomics: 'no threads: drop -pthread and -matomics (clang), --enable threads (AssemblyScript), target-feature=+atomics (Rust)',
  'shared-memory': 'no threads, so no shared memory: drop -pthread, -matomics and --shared-memory (clang / wasm-ld), --enable threads (AssemblyScript)',
  'bulk-table': 'no table bulk operations: fill the table with an active element segment (what wasm-ld and AssemblyScript emit) and do not use table.init, table.copy, elem.drop or passive element segments',
  'saturating-truncation': 'a float-to-int conversion: avoid floats; clang -mno-nontrapping-fptoint, AssemblyScript --disable nontrapping-f2i',
  'reference-types': 'no reference types: clang -mno-reference-types, AssemblyScript --disable reference-types, Rust wasm32v1-none; no externref/funcref values, ref.*, table.get/set/grow/size/fill or typed select',
  'tail-calls': 'no tail calls: clang -mno-tail-call, AssemblyScript --disable tail-calls, Rust without target-feature=+tail-call',
  start: 'keep one start: drop the start function or the _initialize export (AssemblyScript: either --exportStart _initialize or its default start, not both); the start function must be the module\'s own',
  import: 'import only the ABI\'s functions from module "env" (docs/contracts-abi.md): no WASI or libc I/O (clang --target=wasm32 -nostdlib, not wasm32-wasi; Rust no_std), link without --import-memory / --import-table',
  'import-signature': 'declare the import with the signature the ABI gives it (docs/contracts-abi.md, Imports)',
  types: 'fewer distinct function types (at most 1,024)',
  functions: 'fewer functions (at most 2,048 defined): split the contract or let the optimiser inline',
  tables: 'one table only: clang -mno-reference-types (LLVM 19 and later may add a table per reference type)',
  'table-max': 'a table with a declared maximum of at most 1,024 entries: link without --growable-table; fewer address-taken functions',
  'memory-count': 'exactly one memory, defined by the module: no multi-memory',
  'memory-max': 'at most 16 pages (1 MiB), initial and maximum (no maximum is fine: the node sets 16): a small stack and heap (wasm-ld -z stack-size=65536 --initial-memory, and --max-memory=1048576 if you declare one), AssemblyScript --initialMemory / --maximumMemory 16, Rust -C link-arg=-zstack-size=65536 (rustc\'s default 1 MiB stack fills the 16 pages)',
  globals: 'fewer globals (at most 256 defined)',
  locals: 'fewer params plus locals in one function (at most 256): split the function, or build optimised (-O2, -Oz) so locals are reused',
  'frame-size': 'a smaller function: split it (its frame counts its params, locals, deepest operand stack and each arithmetic, comparison, conversion or select instruction; at most 16,384 units)',
  'const-expr': 'initialise globals and segment offsets with a single i32.const or i64.const: clang -mno-extended-const, no imported globals',
  exports: 'at most 128 exports, and export only functions the module defines (no re-exported import)',
  'export-name': 'export names are 1..64 ASCII letters, digits or _, not starting with a digit, and not __gas or __depth_exceeded',
  'export-signature': 'an entry point takes the context handle (i32) first, then i32/i64 arguments, and returns nothing or one i32/i64 (return more with ctx_return); _initialize takes and returns nothing',
  init: 'export a function "init" taking the context handle: (func (export "init") (param i32))',
  'memory-export': 'export the memory as "memory" (wasm-ld and AssemblyScript do by default)',
};

/** A refusal's full message: what was found, then what to change. */
export function withHint(rule: PolicyRule, found: string): string {
  return `${found}. Fix: ${RULE_HINTS[rule]}`;
}
