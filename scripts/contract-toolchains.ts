// Native contract toolchains for `npm run contract:build` and the SDK tests: C with a stock clang
// (Debian's `clang` + `lld`) and Rust with a rustc that has the wasm32-unknown-unknown standard
// library (Debian's `rustc` + `libstd-rust-dev-wasm32`). docs/contracts-toolchains.md documents the
// commands, what each compiler emits by default and what the node accepts.
//
// Both are optional: a missing compiler is a ToolchainMissingError naming the Debian packages, so
// the build and the tests skip that language with a message instead of failing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, delimiter, dirname, join, resolve } from 'node:path';

/** A compiler this build needs is not installed; the message says which package brings it. */
export class ToolchainMissingError extends Error {
  override readonly name = 'ToolchainMissingError';
}

/** A compiler ran and refused the source (its diagnostics are in the message). */
export class ToolchainBuildError extends Error {
  override readonly name = 'ToolchainBuildError';
}

export interface Toolchain {
  /** The command run (a name on PATH or an absolute path). */
  readonly command: string;
  /** Its first --version line, e.g. "Debian clang version 14.0.6". */
  readonly version: string;
}

export interface NativeBuild {
  readonly name: string;
  readonly source: string;
  readonly outFile: string;
  readonly bytes: Uint8Array;
  readonly millis: number;
  readonly toolchain: Toolchain;
  /** The command line that built it, as a shell would show it. */
  readonly commandLine: string;
}

/** PATH without node_modules/.bin directories. clang runs `wasm-opt` after linking whenever one
 * is on PATH and -O is given, and `npm run` puts binaryen's (the assemblyscript devDependency) on
 * PATH: the same command would then give other bytes under npm than in a shell. */
export function pathWithoutNodeModules(path: string = process.env['PATH'] ?? ''): string {
  return path.split(delimiter).filter((d) => !/[\\/]node_modules[\\/]\.bin$/.test(d)).join(delimiter);
}

function run(command: string, args: readonly string[], cwd?: string): { status: number | null; stdout: string; stderr: string; missing: boolean } {
  const env = { ...process.env, PATH: pathWithoutNodeModules() };
  const r = spawnSync(command, args, { encoding: 'utf8', env, ...(cwd === undefined ? {} : { cwd }) });
  const missing = (r.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
  return { status: r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '', missing };
}

function versionOf(command: string): string | undefined {
  const r = run(command, ['--version']);
  return r.missing || r.status !== 0 ? undefined : r.stdout.split('\n')[0]!.trim();
}

// ---- C ----

/** The C compilers tried by default: Debian's default clang first, then the versioned packages
 * the bookworm archive offers (clang-16, clang-19, clang-22). CLANG overrides the first. */
export const CLANG_CANDIDATES: readonly string[] = ['clang', 'clang-14', 'clang-16', 'clang-19', 'clang-22'];

export const APT_C = 'apt-get install -y clang lld';

/** Every installed clang of the candidates, one per version (clang and clang-14 are the same on bookworm). */
export function installedClangs(candidates: readonly string[] = [process.env['CLANG'] ?? 'clang', ...CLANG_CANDIDATES.slice(1)]): Toolchain[] {
  const seen = new Set<string>();
  const found: Toolchain[] = [];
  for (const command of candidates) {
    const version = versionOf(command);
    if (version === undefined || seen.has(version)) continue;
    seen.add(version);
    found.push({ command, version });
  }
  return found;
}

/** The C compiler a build uses: CLANG, else `clang`; throws ToolchainMissingError when absent. */
export function findClang(): Toolchain {
  const command = process.env['CLANG'] ?? 'clang';
  const version = versionOf(command);
  if (version === undefined) throw new ToolchainMissingError(`no C compiler: ${command} is not installed (Debian: ${APT_C})`);
  return { command, version };
}

/** The flags of a C contract build: wasm32, optimised, no libc, a library without _start. The
 * entry points are exported with clang's export_name attribute (sdk/c/totem.h), so no --export. */
export const CLANG_FLAGS: readonly string[] = ['--target=wasm32', '-O2', '-nostdlib', '-Wl,--no-entry'];

/** The name of a native example: its directory (sdk/examples/c-token/token.c is c-token). */
export function nativeName(source: string): string {
  return basename(dirname(resolve(source)));
}

export function buildC(source: string, outDir: string, clang: Toolchain = findClang(), name = nativeName(source)): NativeBuild {
  const outFile = join(resolve(outDir), `${name}.wasm`);
  mkdirSync(dirname(outFile), { recursive: true });
  const args = [...CLANG_FLAGS, '-o', outFile, resolve(source)];
  const started = performance.now();
  const r = run(clang.command, args);
  const millis = performance.now() - started;
  if (r.missing) throw new ToolchainMissingError(`no C compiler: ${clang.command} is not installed (Debian: ${APT_C})`);
  if (r.status !== 0) {
    // clang needs wasm-ld (package lld) to link for wasm32; say so rather than show the raw error.
    if (/wasm-ld/.test(r.stderr) && /(not found|doesn't exist|No such file|unable to execute)/i.test(r.stderr)) {
      throw new ToolchainMissingError(`${clang.command} cannot link wasm32: wasm-ld is not installed (Debian: apt-get install -y lld, or lld-N for clang-N)`);
    }
    throw new ToolchainBuildError(`${clang.command} failed on ${source}:\n${r.stderr}`);
  }
  return { name, source: resolve(source), outFile, bytes: new Uint8Array(readFileSync(outFile)), millis, toolchain: clang, commandLine: [clang.command, ...args].join(' ') };
}

// ---- Rust ----

export const APT_RUST = 'apt-get install -y rustc libstd-rust-dev-wasm32';
export const RUST_TARGET = 'wasm32-unknown-unknown';

/** The rustc commands tried: RUSTC, then the one on PATH, then Debian's. The first whose sysroot
 * has the wasm32-unknown-unknown standard library wins (a rustup rustc often lacks it). */
export function rustcCandidates(): string[] {
  return [...new Set([process.env['RUSTC'] ?? 'rustc', 'rustc', '/usr/bin/rustc'])];
}

function hasWasmStd(rustc: string): boolean {
  const r = run(rustc, ['--print', 'sysroot']);
  if (r.missing || r.status !== 0) return false;
  return existsSync(join(r.stdout.trim(), 'lib', 'rustlib', RUST_TARGET, 'lib'));
}

export function findRustc(candidates: readonly string[] = rustcCandidates()): Toolchain {
  const tried: string[] = [];
  for (const command of candidates) {
    const version = versionOf(command);
    if (version === undefined) continue;
    if (hasWasmStd(command)) return { command, version };
    tried.push(`${command} (${version}) has no ${RUST_TARGET} standard library`);
  }
  const why = tried.length === 0 ? 'no rustc is installed' : tried.join('; ');
  throw new ToolchainMissingError(`no Rust for wasm32: ${why} (Debian: ${APT_RUST}; rustup: rustup target add ${RUST_TARGET})`);
}

/** The flags of a Rust contract build. Two are needed for the node's limits, not to please its
 * validator: `-C strip=debuginfo` (the wasm32 core library carries DWARF, 1.7 MB against the
 * 128 KB limit) and a 64 KiB stack (rustc's wasm32 default is 1 MiB, which alone is 16 pages:
 * with the data the memory starts at 17 pages, above the 16-page policy maximum). */
export const RUSTC_FLAGS: readonly string[] = [
  '--edition', '2021', '--crate-type', 'cdylib', '--target', RUST_TARGET, '-O',
  '-C', 'strip=debuginfo', '-C', 'link-arg=-zstack-size=65536',
];

export function buildRust(source: string, outDir: string, rustc: Toolchain = findRustc(), name = nativeName(source)): NativeBuild {
  const outFile = join(resolve(outDir), `${name}.wasm`);
  mkdirSync(dirname(outFile), { recursive: true });
  const args = [...RUSTC_FLAGS, '--crate-name', name.replace(/-/g, '_'), '-o', outFile, resolve(source)];
  const started = performance.now();
  // rustc leaves its intermediate objects beside the output: run it there.
  const r = run(rustc.command, args, dirname(outFile));
  const millis = performance.now() - started;
  if (r.missing) throw new ToolchainMissingError(`no Rust for wasm32: ${rustc.command} is not installed (Debian: ${APT_RUST})`);
  if (r.status !== 0) throw new ToolchainBuildError(`${rustc.command} failed on ${source}:\n${r.stderr}`);
  return { name, source: resolve(source), outFile, bytes: new Uint8Array(readFileSync(outFile)), millis, toolchain: rustc, commandLine: [rustc.command, ...args].join(' ') };
}
