// `npm run contract:build [-- <file.ts> ...] [--out <dir>]`: compiles AssemblyScript contracts
// (sdk/assemblyscript, docs/contracts-abi.md) into build/contracts/<name>.wasm and prints their
// sizes. Without file arguments it builds every sdk/examples/<name>/index.ts. A file named
// index.ts is named after its directory, any other file after its base name.
//
// The flags (CONTRACT_ASC_FLAGS) make modules the node's validator accepts: the stub runtime
// (a bump allocator, no GC), no bulk-memory and no non-trapping float-to-int instructions, a
// memory with a maximum of 16 pages, and the start function exported as `_initialize` instead of
// a start section (which the policy refuses). The host calls `_initialize` once per fresh
// instance before any other export: it sets the allocator's heap pointer past the static data.
// Without it the heap starts at address 0 and, after about 1 KB of allocations, overwrites the
// static data (string constants, the digits table of toString).
//
// The test (test/sdk/contract-build.test.ts) imports buildContract from here.
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import asc from 'assemblyscript/asc';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const EXAMPLES_DIR = join(REPO_ROOT, 'sdk', 'examples');
export const DEFAULT_OUT_DIR = join(REPO_ROOT, 'build', 'contracts');
/** The size limit of a contract (the node refuses bigger uploads). */
export const MAX_CONTRACT_BYTES = 128 * 1024;

/** The asc flags of a contract build; see the header and sdk/assemblyscript/README.md. */
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

/**
 * Compiles one contract with the asc JS API into `<outDir>/<name>.wasm`. Paths are given to asc
 * relative to the repository root so the output does not depend on the working directory.
 * Throws with asc's diagnostics when the compile fails.
 */
export async function buildContract(source: string, outDir: string = DEFAULT_OUT_DIR): Promise<BuiltContract> {
  const name = contractName(source);
  const absSource = resolve(source);
  const outFile = join(resolve(outDir), `${name}.wasm`);
  const entry = relative(REPO_ROOT, absSource).split('\\').join('/');
  let bytes: Uint8Array | null = null;
  const stdout = asc.createMemoryStream();
  const stderr = asc.createMemoryStream();
  const started = performance.now();
  const result = await asc.main([entry, ...CONTRACT_ASC_FLAGS, '--baseDir', REPO_ROOT, '--outFile', `${name}.wasm`, '--noColors'], {
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

async function cli(argv: string[]): Promise<number> {
  let outDir = DEFAULT_OUT_DIR;
  const sources: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--out') outDir = resolve(argv[++i] ?? '');
    else if (arg === '--help' || arg === '-h') {
      console.log('usage: npm run contract:build [-- <contract.ts> ...] [--out <dir>]');
      return 0;
    } else sources.push(resolve(arg));
  }
  let failed = 0;
  for (const source of sources.length > 0 ? sources : exampleSources()) {
    try {
      const c = await buildContract(source, outDir);
      const over = c.bytes.length > MAX_CONTRACT_BYTES ? `  OVER THE ${MAX_CONTRACT_BYTES} B LIMIT` : '';
      console.log(`${relative(process.cwd(), c.outFile)}  ${c.bytes.length} B  (${Math.round(c.millis)} ms)${over}`);
      if (over) failed += 1;
    } catch (err) {
      console.error(err instanceof Error ? err.message : String(err));
      failed += 1;
    }
  }
  return failed === 0 ? 0 : 1;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await cli(process.argv.slice(2));
}
