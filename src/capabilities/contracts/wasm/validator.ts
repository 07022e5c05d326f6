// The allowlist validator, policy version 2. `WebAssembly.validate` answers "is this well-typed
// wasm for this V8?"; this file answers "is it a contract every node, on any V8, will run the same
// way?". The policy is an allowlist of our own (MVP integer ops, sign extension, mutable globals,
// multi-value, the memory half of bulk memory, a start function, a memory without a declared
// maximum: what current compilers emit by default and runs deterministically), so a Node or V8
// upgrade that teaches the engine new features cannot widen what is accepted. Each refusal names
// its rule and says what to change (policy-rules.ts); checks run in a fixed order, so the same
// bytes are always refused for the same first reason.
import { DomainError, ErrorCode } from '../../../domain/errors.js';
import {
  ABI_MODULE, INIT_EXPORT, INITIALIZE_EXPORT, LIMITS, MEMORY_EXPORT, EXPORT_NAME, RESERVED_EXPORTS,
  VALIDATION_POLICY_VERSION, abiImport, sameSignature,
} from './abi.js';
import { decodeModule, preambleKind, UnsupportedError, WasmDecodeError } from './decoder.js';
import { frameStats, frameUnits, functionTypes } from './frame.js';
import { Op, opInfo, type Feature } from './opcodes.js';
import { withHint, type PolicyRule } from './policy-rules.js';
import {
  EXTERNREF, F32, F64, FUNCREF, I32, I64, V128, ExternKind, blockValType, funcTypeOf, importedCount,
  type ConstExpr, type ValType, type WasmModule,
} from './types.js';

export { RULE_HINTS, type PolicyRule } from './policy-rules.js';

export interface PolicyViolation {
  readonly rule: PolicyRule;
  readonly message: string;
}

export type ValidationResult =
  | { readonly ok: true; readonly module: WasmModule; readonly entryPoints: readonly string[] }
  | ({ readonly ok: false } & PolicyViolation);

/** A refused contract, for callers that prefer throwing: errorCode 7 on the `contract` parameter. */
export class ContractValidationError extends DomainError {
  readonly rule: PolicyRule;
  constructor(v: PolicyViolation) {
    super(ErrorCode.INVALID_PARAMETER, `contract refused (validation policy ${VALIDATION_POLICY_VERSION}, rule ${v.rule}): ${v.message}`, 'contract');
    this.name = 'ContractValidationError';
    this.rule = v.rule;
  }
}

/** The features policy version 2 allows; every other one is refused by its rule. */
const ALLOWED_FEATURES: ReadonlySet<Feature> = new Set<Feature>(['mvp', 'sign-ext', 'bulk-memory']);

const FEATURE_RULE: Record<Exclude<Feature, 'mvp' | 'sign-ext' | 'bulk-memory'>, PolicyRule> = {
  float: 'floats',
  'sat-trunc': 'saturating-truncation',
  'bulk-table': 'bulk-table',
  'reference-types': 'reference-types',
  'tail-call': 'tail-calls',
};

class Refusal extends Error {
  constructor(readonly rule: PolicyRule, message: string) {
    super(message);
  }
}

/** Refuses with the rule's hint after what was found. */
function refuse(rule: PolicyRule, found: string): never {
  throw new Refusal(rule, withHint(rule, found));
}

function typeName(t: ValType): string {
  return ({ [I32]: 'i32', [I64]: 'i64', [F32]: 'f32', [F64]: 'f64', [V128]: 'v128', [FUNCREF]: 'funcref', [EXTERNREF]: 'externref' } as Record<number, string>)[t] ?? `0x${t.toString(16)}`;
}

/** Only i32 and i64 values exist in a contract. */
function checkValType(t: ValType, where: string): void {
  if (t === I32 || t === I64) return;
  if (t === F32 || t === F64) refuse('floats', `${typeName(t)} value type in ${where}`);
  if (t === V128) refuse('simd', `v128 value type in ${where}`);
  refuse('reference-types', `${typeName(t)} value type in ${where}`);
}

/** Constant expressions are a single i32.const or i64.const: nothing else is needed without imported globals. */
function checkConstExpr(e: ConstExpr, where: string): void {
  if (e.length !== 1 || (e[0]!.op !== Op.i32_const && e[0]!.op !== Op.i64_const)) {
    refuse('const-expr', `${where} must be a single i32.const or i64.const`);
  }
}

function checkTypes(m: WasmModule): void {
  if (m.types.length > LIMITS.types) refuse('types', `${m.types.length} function types, at most ${LIMITS.types}`);
  m.types.forEach((t, i) => {
    t.params.forEach((p) => checkValType(p, `the params of type ${i}`));
    t.results.forEach((r) => checkValType(r, `the results of type ${i}`));
  });
}

function checkImports(m: WasmModule): void {
  for (const imp of m.imports) {
    const what = `import "${imp.module}"."${imp.name}"`;
    if (imp.desc.kind !== ExternKind.Func) refuse('import', `${what}: only functions may be imported (memory, tables and globals are the contract's own)`);
    const abi = abiImport(imp.module, imp.name);
    if (abi === undefined) refuse('import', `${what} is not in the contract ABI (module "${ABI_MODULE}", ctx_* and abort)`);
    const t = m.types[imp.desc.typeIndex]!;
    if (!sameSignature(t, abi)) {
      const sig = (ps: readonly ValType[], rs: readonly ValType[]) => `(${ps.map(typeName).join(', ')}) -> (${rs.map(typeName).join(', ')})`;
      refuse('import-signature', `${what} has signature ${sig(t.params, t.results)}, the ABI says ${sig(abi.params, abi.results)}`);
    }
  }
}

function checkTablesAndMemory(m: WasmModule): void {
  if (m.tables.length > 1) refuse('tables', `${m.tables.length} tables, at most 1`);
  for (const t of m.tables) {
    if (t.elemType !== FUNCREF) refuse('reference-types', `a table of ${typeName(t.elemType)}`);
    if (t.limits.max === undefined) refuse('table-max', 'a table without a maximum');
    if (t.limits.max > LIMITS.tableEntries) refuse('table-max', `a table maximum of ${t.limits.max} entries, at most ${LIMITS.tableEntries}`);
  }
  if (m.memories.some((mem) => mem.shared)) refuse('shared-memory', 'a shared memory (threads)');
  if (m.memories.length !== 1) refuse('memory-count', `${m.memories.length} memories: a contract defines exactly one`);
  // A memory without a declared maximum is given LIMITS.memoryPages by the metering: growing past
  // it then fails (-1) the same way everywhere.
  const mem = m.memories[0]!;
  if (mem.min > LIMITS.memoryPages) refuse('memory-max', `a memory of ${mem.min} initial pages, at most ${LIMITS.memoryPages} (1 MiB)`);
  if (mem.max !== undefined && mem.max > LIMITS.memoryPages) refuse('memory-max', `a memory maximum of ${mem.max} pages, at most ${LIMITS.memoryPages} (1 MiB)`);
}

function checkGlobals(m: WasmModule): void {
  if (m.globals.length > LIMITS.globals) refuse('globals', `${m.globals.length} globals, at most ${LIMITS.globals}`);
  m.globals.forEach((g, i) => {
    checkValType(g.type.type, `global ${i}`);
    checkConstExpr(g.init, `the initialiser of global ${i}`);
  });
}

function checkExports(m: WasmModule): string[] {
  if (m.exports.length > LIMITS.exports) refuse('exports', `${m.exports.length} exports, at most ${LIMITS.exports}`);
  const importedFuncs = importedCount(m, ExternKind.Func);
  const entryPoints: string[] = [];
  for (const e of m.exports) {
    if (!EXPORT_NAME.test(e.name)) refuse('export-name', `export "${e.name}": names are 1..64 ASCII letters, digits or _, not starting with a digit`);
    if (RESERVED_EXPORTS.includes(e.name)) refuse('export-name', `export "${e.name}": the name is reserved for the metering`);
    if (e.kind !== ExternKind.Func) continue;
    if (e.index < importedFuncs) refuse('exports', `export "${e.name}" re-exports an imported host function`);
    const t = funcTypeOf(m, e.index)!;
    if (e.name === INITIALIZE_EXPORT) {
      if (t.params.length !== 0 || t.results.length !== 0) refuse('export-signature', `${INITIALIZE_EXPORT} must take and return nothing`);
      continue;
    }
    if (t.params[0] !== I32) refuse('export-signature', `export "${e.name}" must take the context handle (i32) as its first parameter`);
    if (t.results.length > 1) refuse('export-signature', `export "${e.name}" returns ${t.results.length} values, an entry point at most one`);
    entryPoints.push(e.name);
  }
  const init = m.exports.find((e) => e.name === INIT_EXPORT);
  if (init === undefined || init.kind !== ExternKind.Func) refuse('init', `the contract must export a function "${INIT_EXPORT}"`);
  const memory = m.exports.find((e) => e.name === MEMORY_EXPORT);
  if (memory === undefined || memory.kind !== ExternKind.Memory) refuse('memory-export', `the contract must export its memory as "${MEMORY_EXPORT}"`);
  return entryPoints;
}

/**
 * A start section becomes the `_initialize` export (metering.ts), which the host calls after
 * setting the gas: so the start function must be the module's own, and there cannot be both.
 */
function checkStart(m: WasmModule): void {
  if (m.start === undefined) return;
  if (m.exports.some((e) => e.name === INITIALIZE_EXPORT)) refuse('start', `a start section and an ${INITIALIZE_EXPORT} export`);
  if (m.start < importedCount(m, ExternKind.Func)) refuse('start', 'the start function is an imported host function');
}

function checkSegments(m: WasmModule): void {
  m.elements.forEach((e, i) => {
    if (e.flags !== 0) {
      refuse(e.flags === 1 || e.flags === 5 ? 'bulk-table' : 'reference-types', `element segment ${i} uses encoding ${e.flags}; only active funcref segments (0) are allowed`);
    }
    checkConstExpr(e.offset!, `the offset of element segment ${i}`);
  });
  // Passive data segments and the data count section (memory.init, data.drop) are bulk memory's,
  // allowed; an explicit memory index must name the one memory.
  m.datas.forEach((d, i) => {
    if (d.memory !== 0) refuse('memory-count', `data segment ${i} names memory ${d.memory}`);
    if (d.offset !== undefined) checkConstExpr(d.offset, `the offset of data segment ${i}`);
  });
}

function checkCode(m: WasmModule): void {
  const importedFuncs = importedCount(m, ExternKind.Func);
  const fnTypes = functionTypes(m);
  m.codes.forEach((code, i) => {
    const fn = `function ${importedFuncs + i}`;
    const t = m.types[m.functions[i]!]!;
    let locals = t.params.length;
    for (const g of code.locals) {
      checkValType(g.type, `the locals of ${fn}`);
      locals += g.count;
    }
    if (locals > LIMITS.localsPerFunction) refuse('locals', `${fn} has ${locals} params and locals, at most ${LIMITS.localsPerFunction}`);
    code.body.forEach((ins, k) => {
      const info = opInfo(ins.op)!;
      if (!ALLOWED_FEATURES.has(info.feature)) {
        refuse(FEATURE_RULE[info.feature as keyof typeof FEATURE_RULE], `${info.name} in ${fn} (instruction ${k})`);
      }
      if (ins.op === Op.block || ins.op === Op.loop || ins.op === Op.if) {
        // A type index (multi-value: params, several results) names a type checked above.
        if (ins.a! >= 0 && ins.a! >= m.types.length) refuse('malformed', `${info.name} in ${fn} (instruction ${k}) names type ${ins.a}, which does not exist`);
        const v = blockValType(ins.a!);
        if (v !== undefined) checkValType(v, `a block type in ${fn} (instruction ${k})`);
      }
    });
    // The frame counted with the consensus frameBase: a single frame must fit the stack budget's margin.
    const stats = frameStats(m, fnTypes, code.body);
    const frame = frameUnits(locals, stats);
    if (frame > LIMITS.frameUnits) {
      refuse('frame-size', `${fn} has a frame of ${frame} units (${locals} params and locals, an operand stack of ${stats.maxStack}, ${stats.pureOps} arithmetic ops), at most ${LIMITS.frameUnits}`);
    }
  });
}

/** The policy checks in their fixed order; throws a Refusal, or returns the entry points. */
function policyChecks(m: WasmModule): string[] {
  checkTypes(m);
  checkImports(m);
  if (m.functions.length > LIMITS.functions) refuse('functions', `${m.functions.length} functions, at most ${LIMITS.functions}`);
  checkTablesAndMemory(m);
  checkGlobals(m);
  const entryPoints = checkExports(m);
  checkStart(m);
  checkSegments(m);
  checkCode(m);
  return entryPoints;
}

/** The policy checks on a decoded module (without WebAssembly.validate); undefined when it passes. */
export function checkPolicy(m: WasmModule): PolicyViolation | undefined {
  try {
    policyChecks(m);
    return undefined;
  } catch (e) {
    if (e instanceof Refusal) return { rule: e.rule, message: e.message };
    throw e;
  }
}

function decodeFailure(e: unknown): PolicyViolation {
  const v = (rule: PolicyRule, found: string): PolicyViolation => ({ rule, message: withHint(rule, found) });
  if (e instanceof UnsupportedError) {
    if (e.what === 'section') return v('unknown-section', e.message);
    const where = `(${e.message.replace(/^unknown opcode /, '').replace(' at ', ') at ')}`;
    if (e.prefix === 0xfd) return v('simd', `a SIMD instruction ${where}`);
    if (e.prefix === 0xfe) return v('atomics', `an atomic instruction ${where}`);
    return v('unknown-opcode', `${e.message}: not in the allowlist`);
  }
  if (e instanceof WasmDecodeError) return v('malformed', e.message);
  throw e;
}

/**
 * Validates uploaded contract bytes: the size cap, a core module (not a component), our decoder
 * and policy, and only then `WebAssembly.validate` (typing). The order is what keeps the verdict
 * the node's own: an engine that knows newer proposals (Node 24 accepts two memories or extended
 * constant expressions that Node 20 refuses) would otherwise decide which rule a module breaks.
 * Everything our policy lets through is standard on every supported engine, so the engine's last
 * word only catches ill-typed code, the same way everywhere. On success the decoded module and
 * the callable entry points (function exports other than `_initialize`) come back.
 */
export function validateContract(bytes: Uint8Array): ValidationResult {
  const fail = (v: PolicyViolation): ValidationResult => ({ ok: false, ...v });
  const failWith = (rule: PolicyRule, found: string): ValidationResult => fail({ rule, message: withHint(rule, found) });
  const invalid = (): ValidationResult => failWith('wasm-invalid', 'WebAssembly.validate refused the module');
  if (bytes.length > LIMITS.moduleBytes) return failWith('size', `${bytes.length} bytes, at most ${LIMITS.moduleBytes}`);
  const kind = preambleKind(bytes);
  if (kind === 'component') return failWith('component', 'a WebAssembly component; contracts are core modules');
  if (kind === 'not-wasm') return failWith('not-wasm', 'not a WebAssembly module (bad magic or version)');
  let module: WasmModule;
  try {
    module = decodeModule(bytes);
  } catch (e) {
    return fail(decodeFailure(e));
  }
  let entryPoints: string[];
  try {
    entryPoints = policyChecks(module);
  } catch (e) {
    if (e instanceof Refusal) return fail({ rule: e.rule, message: e.message });
    // The policy read something an ill-formed module lacks (an index out of range): the engine's
    // refusal names it; a module the engine accepts must never get here.
    if (!WebAssembly.validate(bytes)) return invalid();
    throw e;
  }
  if (!WebAssembly.validate(bytes)) return invalid();
  return { ok: true, module, entryPoints };
}

/** validateContract for callers that throw: the decoded module, or a ContractValidationError. */
export function assertValidContract(bytes: Uint8Array): { module: WasmModule; entryPoints: readonly string[] } {
  const r = validateContract(bytes);
  if (!r.ok) throw new ContractValidationError(r);
  return { module: r.module, entryPoints: r.entryPoints };
}
