// `npm run contract:build [-- <file> ...] [--default-flags] [--out <dir>]`: compiles contracts into
// build/contracts/<name>.wasm, prints their sizes and the node's verdict (validateContract).
// Without file arguments it builds every example (allExamples): the AssemblyScript ones with the
// compact flags below and again with asc's own defaults (<name>-default.wasm), the C ones with
// clang and the Rust ones with rustc (scripts/contract-toolchains.ts); a compiler that is not
// installed is skipped with a message naming its Debian package. A file argument is built by its
// extension: .ts with asc, .c with clang, .rs with rustc. docs/contracts-toolchains.md has the
// commands and what each toolchain emits.
//
// AssemblyScript: the node accepts asc's default output (a start section, bulk memory, a memory
// without a maximum: docs/contracts-toolchains.md). CONTRACT_ASC_FLAGS are a choice of size and
// cost, not a requirement: the stub runtime (a bump allocator, no GC) makes modules about half the
// size of the default incremental GC's, and a declared 16-page maximum, no bulk memory and an
// exported `_initialize` keep the modules the same as before the node accepted the defaults (their
// code hashes and gas are unchanged). With --exportStart the host calls `_initialize` once per
// fresh instance before any other export: it sets the allocator's heap pointer past the static
// data (without it the heap starts at address 0 and overwrites the static data).
//
// The tests (test/sdk/*.test.ts) import the build functions from here.
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import asc from 'assemblyscript/asc';
import { validateContract } from '../src/capabilities/contracts/wasm/validator.js';
import { buildC, buildRust, ToolchainMissingError } from './contract-toolchains.js';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const EXAMPLES_DIR = join(REPO_ROOT, 'sdk', 'examples');
export const DEFAULT_OUT_DIR = join(REPO_ROOT, 'build', 'contracts');
/** The size limit of a contract (the node refuses bigger uploads). */
export const MAX_CONTRACT_BYTES = 128 * 1024;

/** The compact asc flags of the examples; see the header and sdk/assemblyscript/README.md. */
export const CONTRACT_ASC_FLAGS: readonly string[] = [
  '--runtime', 'stub',
  '-O3',
  '--noAssert',
  // No --initialMemory: asc sizes it to the static data (1 page for the examples); a fixed
  // `--initialMemory 1` would refuse a contract with more than ~63 KB of static data (AS105).
  '--maximumMemory', '16',
  '--disable', 'bulk-memory',
  '--disable', 'nontrapping-f2i',
  '--exportStart', '_initialize',
];

/** asc's own defaults: the incremental GC runtime, no optimisation, every default feature. */
export const ASC_DEFAULT_FLAGS: readonly string[] = [];

export interface BuiltContract {
  name: string;
  /** The source file, absolute. */
  source: string;
  /** The written .wasm file, absolute. */
  outFile: string;
  bytes: Uint8Array;
  /** Compile time in milliseconds. */
  millis: number;
}

/** The contract name of a source file: its directory for index.ts, else its base name. */
export function contractName(source: string): string {
  const file = basename(source);
  return file === 'index.ts' ? basename(dirname(resolve(source))) : file.replace(/\.ts$/, '');
}

/** Every sdk/examples/<name>/index.ts, sorted by name. */
export function exampleSources(dir: string = EXAMPLES_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort()
    .map((name) => join(dir, name, 'index.ts'))
    .filter((file) => statSync(file, { throwIfNoEntry: false })?.isFile() === true);
}

export interface AscBuildOptions {
  /** The asc flags (default CONTRACT_ASC_FLAGS). */
  readonly flags?: readonly string[];
  /** The output's name (default contractName(source)). */
  readonly name?: string;
}

/**
 * Compiles one contract with the asc JS API into `<outDir>/<name>.wasm`. Paths are given to asc
 * relative to the repository root so the output does not depend on the working directory.
 * Throws with asc's diagnostics when the compile fails.
 */
export async function buildContract(source: string, outDir: string = DEFAULT_OUT_DIR, opts: AscBuildOptions = {}): Promise<BuiltContract> {
  const name = opts.name ?? contractName(source);
  const absSource = resolve(source);
  const outFile = join(resolve(outDir), `${name}.wasm`);
  const entry = relative(REPO_ROOT, absSource).split('\\').join('/');
  let bytes: Uint8Array | null = null;
  const stdout = asc.createMemoryStream();
  const stderr = asc.createMemoryStream();
  const started = performance.now();
  const result = await asc.main([entry, ...(opts.flags ?? CONTRACT_ASC_FLAGS), '--baseDir', REPO_ROOT, '--outFile', `${name}.wasm`, '--noColors'], {
    stdout,
    stderr,
    // Keep the binary in memory instead of letting asc write relative to its baseDir.
    writeFile: (filename, contents) => {
      if (filename.endsWith('.wasm') && typeof contents !== 'string') bytes = contents;
    },
  });
  const millis = performance.now() - started;
  if (result.error !== null || bytes === null) {
    throw new Error(`asc failed on ${entry}: ${result.error?.message ?? 'no output'}\n${stderr.toString()}`);
  }
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, bytes);
  return { name, source: absSource, outFile, bytes, millis };
}

/** Builds the given sources (default: every example) one after the other. */
export async function buildContracts(sources: string[] = exampleSources(), outDir: string = DEFAULT_OUT_DIR): Promise<BuiltContract[]> {
  const built: BuiltContract[] = [];
  for (const source of sources) built.push(await buildContract(source, outDir));
  return built;
}

export type ExampleLanguage = 'assemblyscript' | 'assemblyscript-default' | 'c' | 'rust';

export interface Example {
  /** The output's name: build/contracts/<name>.wasm. */
  readonly name: string;
  readonly language: ExampleLanguage;
  readonly source: string;
}

/** Every example: sdk/examples/<name>/index.ts (AssemblyScript, built twice: compact flags and
 * asc's defaults as <name>-default), <name>/*.c with clang, <name>/lib.rs with rustc. Sorted. */
export function allExamples(dir: string = EXAMPLES_DIR): Example[] {
  const out: Example[] = [];
  for (const name of readdirSync(dir).sort()) {
    const at = join(dir, name);
    if (!statSync(at).isDirectory()) continue;
    const files = readdirSync(at).sort();
    if (files.includes('index.ts')) {
      out.push({ name, language: 'assemblyscript', source: join(at, 'index.ts') });
      out.push({ name: `${name}-default`, language: 'assemblyscript-default', source: join(at, 'index.ts') });
    }
    const c = files.filter((f) => f.endsWith('.c'));
    if (c.length === 1) out.push({ name, language: 'c', source: join(at, c[0]!) });
    if (files.includes('lib.rs')) out.push({ name, language: 'rust', source: join(at, 'lib.rs') });
  }
  return out;
}

/** Builds one example (or a file given to the CLI) with its toolchain; returns the bytes and time.
 * Throws ToolchainMissingError when its compiler is not installed. */
export async function buildExample(e: Example, outDir: string = DEFAULT_OUT_DIR): Promise<{ outFile: string; bytes: Uint8Array; millis: number }> {
  switch (e.language) {
    case 'assemblyscript': return buildContract(e.source, outDir, { name: e.name });
    case 'assemblyscript-default': return buildContract(e.source, outDir, { name: e.name, flags: ASC_DEFAULT_FLAGS });
    case 'c': return buildC(e.source, outDir, undefined, e.name);
    case 'rust': return buildRust(e.source, outDir, undefined, e.name);
  }
}

function fileExample(file: string, defaultFlags: boolean): Example {
  const source = resolve(file);
  if (source.endsWith('.ts')) return { name: contractName(source) + (defaultFlags ? '-default' : ''), language: defaultFlags ? 'assemblyscript-default' : 'assemblyscript', source };
  const name = basename(source).replace(/\.(c|rs)$/, '');
  if (source.endsWith('.c')) return { name, language: 'c', source };
  if (source.endsWith('.rs')) return { name: name === 'lib' ? basename(dirname(source)) : name, language: 'rust', source };
  throw new Error(`${file}: not a contract source (.ts for AssemblyScript, .c for clang, .rs for rustc)`);
}

async function cli(argv: string[]): Promise<number> {
  let outDir = DEFAULT_OUT_DIR;
  let defaultFlags = false;
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--out') outDir = resolve(argv[++i] ?? '');
    else if (arg === '--default-flags') defaultFlags = true;
    else if (arg === '--help' || arg === '-h') {
      console.log('usage: npm run contract:build [-- <contract.ts|.c|.rs> ...] [--default-flags] [--out <dir>]');
      return 0;
    } else files.push(arg);
  }
  let failed = 0;
  const examples = files.length > 0 ? files.map((f) => fileExample(f, defaultFlags)) : allExamples();
  for (const e of examples) {
    if (!existsSync(e.source)) {
      console.error(`${e.source}: no such file`);
      failed += 1;
      continue;
    }
    try {
      const c = await buildExample(e, outDir);
      const over = c.bytes.length > MAX_CONTRACT_BYTES ? `  OVER THE ${MAX_CONTRACT_BYTES} B LIMIT` : '';
      const v = validateContract(c.bytes);
      const verdict = v.ok ? 'accepted' : `REFUSED (${v.rule}): ${v.message}`;
      console.log(`${relative(process.cwd(), c.outFile)}  ${e.language}  ${c.bytes.length} B  (${Math.round(c.millis)} ms)  ${verdict}${over}`);
      if (over || !v.ok) failed += 1;
    } catch (err) {
      if (err instanceof ToolchainMissingError && files.length === 0) {
        console.log(`skipped ${e.name} (${e.language}): ${err.message}`);
        continue;
      }
      console.error(err instanceof Error ? err.message : String(err));
      failed += 1;
    }
  }
  return failed === 0 ? 0 : 1;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await cli(process.argv.slice(2));
}
