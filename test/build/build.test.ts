// The build (scripts/build.mjs; `npm run build`, and `prepare` on npm install/ci): every module
// of src/ compiled to JavaScript with a source map beside it, the other files of src/ copied, the
// entry executable with a shebang, and the compiled node runs without the TypeScript loader: its
// --help, and the worker threads of the currency miner and of the contract pool, which start the
// compiled worker.js beside them. The build goes to a directory of its own (--out-dir), inside
// the checkout so that the compiled modules find node_modules, never to dist/ (which another
// test may be running).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { SourceMap } from 'node:module';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SRC = join(ROOT, 'src');
const WORK = join(ROOT, 'node_modules', '.cache', `totem-build-test-${process.pid}`);
const OUT = join(WORK, 'dist');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

let summary = '';
let sources: string[] = [];
let assets: string[] = [];

beforeAll(() => {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), '--out-dir', OUT], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`build failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  summary = r.stdout.trim();
  // What the build saw (read after it: a file another engineer adds meanwhile is not counted).
  const all = filesUnder(SRC);
  sources = all.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !/\.(test|spec)\.ts$/.test(f));
  assets = all.filter((f) => !f.endsWith('.ts'));
}, 120_000);

afterAll(() => rm(WORK, { recursive: true, force: true }));

describe('the build', () => {
  it('prints one line: files compiled and copied, milliseconds', () => {
    expect(summary.split('\n')).toHaveLength(1);
    const m = /^build: (\d+) TypeScript files compiled to .+ \(with source maps\), (\d+) other files copied, in (\d+) ms$/.exec(summary);
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBeGreaterThan(500);
    expect(Number(m![2])).toBeGreaterThanOrEqual(6);
  });

  it('compiles every module of src/ (no declarations, no tests) to .js with a map, and copies every other file', () => {
    const out = new Set(filesUnder(OUT));
    const missing = sources.filter((f) => !out.has(f.replace(/\.ts$/, '.js')) || !out.has(f.replace(/\.ts$/, '.js.map')));
    expect(missing).toEqual([]);
    expect([...out].filter((f) => f.endsWith('.ts'))).toEqual([]);
    for (const asset of assets) expect(readFileSync(join(OUT, asset)).equals(readFileSync(join(SRC, asset)))).toBe(true);
    // The console's page scripts are read at run time from browser/ beside routes.js.
    expect(assets.filter((a) => a.startsWith('api/console/browser/') && a.endsWith('.js')).length).toBeGreaterThanOrEqual(6);
  });

  it('keeps the `.js` import specifiers and strips the types', () => {
    const js = readFileSync(join(OUT, 'full-node.js'), 'utf8');
    expect(js).toMatch(/from '\.\/node\.js'|from "\.\/node\.js"/);
    expect(js).not.toMatch(/^import type /m);
    expect(js).not.toMatch(/\binterface \w+ \{/);
  });

  it('makes main.js an executable with a shebang, its source map still on the right lines', () => {
    const main = readFileSync(join(OUT, 'main.js'), 'utf8');
    expect(main.startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(statSync(join(OUT, 'main.js')).mode & 0o111).toBe(0o111);
    expect(main.trimEnd().endsWith('//# sourceMappingURL=main.js.map')).toBe(true);
    const payload = JSON.parse(readFileSync(join(OUT, 'main.js.map'), 'utf8')) as { sources: string[] };
    expect(payload.sources.map((s) => resolve(OUT, s))).toEqual([join(SRC, 'main.ts')]);
    // A line of code present in both: the map takes the compiled line (shebang included) to the
    // source line.
    const tsLines = readFileSync(join(SRC, 'main.ts'), 'utf8').split('\n');
    const jsLines = main.split('\n');
    const probe = /^(?:async )?function main\(/;
    const tsLine = tsLines.findIndex((l) => probe.test(l));
    const jsLine = jsLines.findIndex((l) => probe.test(l));
    expect(tsLine).toBeGreaterThanOrEqual(0);
    expect(jsLine).toBeGreaterThanOrEqual(0);
    const entry = new SourceMap(payload as never).findEntry(jsLine, 0) as { originalLine?: number };
    expect(entry.originalLine).toBe(tsLine);
  });

  it('a deep module maps back to its source in src/', () => {
    const payload = JSON.parse(readFileSync(join(OUT, 'api', 'console', 'routes.js.map'), 'utf8')) as { sources: string[]; file: string };
    expect(payload.file).toBe('routes.js');
    expect(payload.sources.map((s) => resolve(OUT, 'api', 'console', s))).toEqual([join(SRC, 'api', 'console', 'routes.ts')]);
  });

  it('runs without the TypeScript loader: --help', () => {
    const r = spawnSync(process.execPath, [join(OUT, 'main.js'), '--help'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^usage: totem-node/);
  }, 70_000);

  it('starts the compiled worker.js of the miner and of the contract pool, without a loader', () => {
    const script = join(WORK, 'workers-check.mjs');
    const url = (p: string) => JSON.stringify(pathToFileURL(join(OUT, p)).href);
    writeFileSync(
      script,
      `import { readFileSync } from 'node:fs';
import { parse } from '@bytecodealliance/jco-transpile/wasm-tools';
import { sha256 } from '@noble/hashes/sha2.js';
const { mine } = await import(${url('tools/miner/miner.js')});
const { MintingAlgorithm, targetBytes, proofMeetsTarget } = await import(${url('capabilities/currencies/minting.js')});
const { ContractWorkerPool } = await import(${url('capabilities/contracts/runtime/pool.js')});
const { inlineContractRunner } = await import(${url('capabilities/contracts/runtime/inline-runner.js')});
const work = { algorithm: MintingAlgorithm.SHA256, currency: 77n, units: 5n, counter: 1n, account: 123456789n, targetLE: targetBytes(1n << 250n) };
const mined = await mine({ work, threads: 1 });
const code = await parse(readFileSync(${JSON.stringify(join(ROOT, 'test', 'fixtures', 'contracts', 'counter.wat'))}, 'utf8'));
const request = { contract: 9n, code, codeHash: sha256(code), fn: 'increment', args: [1n], input: new Uint8Array(0), sender: 5n, amount: 0n, height: 3, gasLimit: 100_000_000n, storageBytes: 7 };
const store = new Map([['count', new TextEncoder().encode('41')]]);
const view = { get: (k) => store.get(new TextDecoder().decode(k)) };
const pool = new ContractWorkerPool({ workers: 1, watchdogMs: 30_000, startupMs: 30_000 });
const inWorker = pool.run(request, view);
const status = pool.status();
await pool.close();
const inline = inlineContractRunner().run(request, view);
const json = (x) => JSON.stringify(x, (_, v) => (typeof v === 'bigint' ? v.toString() : v instanceof Uint8Array ? Buffer.from(v).toString('hex') : v));
console.log(JSON.stringify({
  minedOk: proofMeetsTarget(work.algorithm, { ...work, nonce: mined.nonce }, work.targetLE),
  poolRuns: status.runs,
  sameAsInline: json(inWorker) === json(inline),
  ok: inWorker.ok,
}));
`,
    );
    const r = spawnSync(process.execPath, [script], { cwd: ROOT, encoding: 'utf8', timeout: 90_000 });
    if (r.status !== 0) throw new Error(`workers check failed (${r.status} ${r.signal}):\n${r.stdout}\n${r.stderr}`);
    expect(JSON.parse(r.stdout.trim().split('\n').at(-1)!)).toEqual({ minedOk: true, poolRuns: 1, sameAsInline: true, ok: true });
  }, 100_000);
});

