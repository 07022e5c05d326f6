// The build (scripts/build.mjs; `npm run build`, and `prepare` on npm install/ci): an esbuild
// bundle in a flat dist/: main.js (shebang, executable), the worker entries contract-worker.js and
// miner-worker.js, the chunks they share, a linked source map for each that leads back to src/,
// and the console's page scripts in browser/. The bundled node runs without the TypeScript
// loader: its --help; its API, console page, page scripts and vendored modules; a contract query
// in its contract worker threads. A second build adds one entry (test/build/fixtures/
// workers-check.ts) that drives the bundled currency miner and contract pool, whose worker
// threads start the bundle's worker entries, and compares with the inline runner. The builds go
// to directories of their own (--out-dir), inside the checkout so that the external packages are
// found in node_modules, never to dist/ (which another test may be running).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, spawnSync, type ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { SourceMap } from 'node:module';
import { join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { parse } from '@bytecodealliance/jco-transpile/wasm-tools';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SRC = join(ROOT, 'src');
const WORK = join(ROOT, 'node_modules', '.cache', `totem-build-test-${process.pid}`);
const OUT = join(WORK, 'dist');
const OUT_CHECK = join(WORK, 'dist-check');
const BROWSER = join(SRC, 'api', 'console', 'browser');
const SUMMARY = /^build: (\d+) modules bundled to (.+)\/: main\.js, contract-worker\.js, miner-worker\.js(, [\w-]+\.js)* and (\d+) chunks \(with source maps\), (\d+) console scripts copied, in (\d+) ms$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

function build(out: string, ...extra: string[]): string {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), '--out-dir', out, ...extra], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`build failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return r.stdout.trim();
}

interface RawMap {
  readonly version: number;
  readonly file?: string;
  readonly sources: string[];
  readonly mappings: string;
}

const mapOf = (js: string): RawMap => JSON.parse(readFileSync(join(OUT, `${js}.map`), 'utf8')) as RawMap;

/** The 0-based line of src/<file> matching probe, and the output and 0-based line holding it. */
function probeLines(file: string, probe: RegExp): { tsLine: number; js: string; jsLine: number } {
  const tsLine = readFileSync(join(SRC, file), 'utf8').split('\n').findIndex((l) => probe.test(l));
  expect(tsLine).toBeGreaterThanOrEqual(0);
  for (const js of readdirSync(OUT).filter((f) => f.endsWith('.js'))) {
    const jsLine = readFileSync(join(OUT, js), 'utf8').split('\n').findIndex((l) => probe.test(l));
    if (jsLine >= 0) return { tsLine, js, jsLine };
  }
  throw new Error(`${probe} is in no output`);
}

let summary = '';

beforeAll(() => {
  summary = build(OUT);
}, 120_000);

afterAll(() => rm(WORK, { recursive: true, force: true }));

describe('the build', () => {
  it('prints one line: modules bundled, outputs, milliseconds', () => {
    expect(summary.split('\n')).toHaveLength(1);
    const m = SUMMARY.exec(summary);
    expect(m).not.toBeNull();
    expect(resolve(ROOT, m![2]!)).toBe(OUT);
    // Our ~700 modules and the npm packages': the node's own and its dependencies'.
    expect(Number(m![1])).toBeGreaterThan(1000);
    expect(Number(m![4])).toBeGreaterThanOrEqual(1);
    expect(Number(m![5])).toBe(readdirSync(BROWSER).filter((f) => f.endsWith('.js')).length);
  });

  it('lays the bundle out flat: the entries, the chunks, a map for each, and browser/', () => {
    const out = filesUnder(OUT);
    const js = out.filter((f) => f.endsWith('.js') && !f.includes('/'));
    const chunks = js.filter((f) => /^chunk-[A-Z0-9]+\.js$/.test(f));
    expect(js.filter((f) => !chunks.includes(f)).sort()).toEqual(['contract-worker.js', 'main.js', 'miner-worker.js']);
    expect(chunks.length).toBe(Number(SUMMARY.exec(summary)![4]));
    for (const f of js) {
      expect(out).toContain(`${f}.map`);
      expect(readFileSync(join(OUT, f), 'utf8').trimEnd().endsWith(`//# sourceMappingURL=${f}.map`)).toBe(true);
    }
    // Nothing of src/ laid out per module any more, no TypeScript; only the page scripts below.
    expect(out.filter((f) => f.includes('/') && !f.startsWith('browser/'))).toEqual([]);
    expect(out.filter((f) => f.endsWith('.ts'))).toEqual([]);
    const scripts = readdirSync(BROWSER).filter((f) => f.endsWith('.js')).sort();
    expect(scripts.length).toBeGreaterThanOrEqual(6);
    expect(out.filter((f) => f.startsWith('browser/'))).toEqual(scripts.map((f) => `browser/${f}`));
    for (const f of scripts) expect(readFileSync(join(OUT, 'browser', f)).equals(readFileSync(join(BROWSER, f)))).toBe(true);
    // The npm packages are in the bundle, except the native addon (a bare import left as it is).
    const code = js.map((f) => readFileSync(join(OUT, f), 'utf8')).join('\n');
    // (esbuild's import statements, one import per line or its closing `} from "x";` line.)
    const imported = new Set([...code.matchAll(/^(?:import .* from |\} from |import )"([^"]+)";$/gm)].map((m) => m[1]!));
    expect(imported).toContain('classic-level');
    expect([...imported].filter((s) => !s.startsWith('node:') && !s.startsWith('./chunk-') && !/^[a-z_]+(\/promises)?$/.test(s))).toEqual(['classic-level']);
    for (const pkg of ['libp2p', 'express', 'ws', '@libp2p/tcp', '@noble/curves/ed25519.js']) expect(imported.has(pkg)).toBe(false);
  });

  it('makes main.js an executable with a shebang, its source map still on the right lines', () => {
    const main = readFileSync(join(OUT, 'main.js'), 'utf8');
    expect(main.startsWith('#!/usr/bin/env -S node --max-semi-space-size=64\n')).toBe(true);
    expect(statSync(join(OUT, 'main.js')).mode & 0o111).toBe(0o111);
    const map = mapOf('main.js');
    expect(map.sources.map((s) => resolve(OUT, s))).toContain(join(SRC, 'main.ts'));
    // A line of code present in both: the map takes the bundled line (shebang included) to the
    // source line of src/main.ts.
    const { tsLine, js, jsLine } = probeLines('main.ts', /^(?:async )?function main\(/);
    expect(js).toBe('main.js');
    const entry = new SourceMap(map as never).findEntry(jsLine, 0) as { originalSource?: string; originalLine?: number };
    expect(resolve(OUT, entry.originalSource!)).toBe(join(SRC, 'main.ts'));
    expect(entry.originalLine).toBe(tsLine);
  });

  it('maps a module deep in a chunk back to its file and line in src/', () => {
    const { tsLine, js, jsLine } = probeLines(join('api', 'console', 'routes.ts'), /^export function readPageScripts\(|^function readPageScripts\(/);
    expect(js).toMatch(/^chunk-/);
    const map = mapOf(js);
    // Sources relative to dist/: ours under ../src/, npm's under ../node_modules/.
    const sources = map.sources.map((s) => resolve(OUT, s));
    expect(sources).toContain(join(SRC, 'api', 'console', 'routes.ts'));
    expect(sources.every((s) => s.startsWith(SRC + sep) || s.startsWith(join(ROOT, 'node_modules') + sep))).toBe(true);
    const entry = new SourceMap(map as never).findEntry(jsLine, 0) as { originalSource?: string; originalLine?: number };
    expect(resolve(OUT, entry.originalSource!)).toBe(join(SRC, 'api', 'console', 'routes.ts'));
    expect(entry.originalLine).toBe(tsLine);
  });

  it('runs without the TypeScript loader: --help', () => {
    const r = spawnSync(process.execPath, [join(OUT, 'main.js'), '--help'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^usage: totem-node/);
  }, 70_000);

  it('runs a node: its API, the console page with its scripts and vendored modules, a contract query in its worker threads', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'totem-build-node-'));
    const env: NodeJS.ProcessEnv = {};
    for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('TOTEM_')) env[k] = v;
    Object.assign(env, {
      TOTEM_NETWORK: 'devnet',
      TOTEM_DATA_DIR: dataDir,
      TOTEM_API_SERVER_HOST: '127.0.0.1',
      TOTEM_API_SERVER_PORT: '0',
      TOTEM_PEER_SERVER_HOST: '127.0.0.1',
      TOTEM_PEER_SERVER_PORT: '0',
      TOTEM_LOG_FORMAT: 'json',
    });
    const proc: ChildProcessByStdio<null, Readable, Readable> = spawn(process.execPath, [join(OUT, 'main.js')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const exited = new Promise<void>((done) => proc.on('close', () => done()));
    proc.stderr.setEncoding('utf8').on('data', (c: string) => (output += c));
    try {
      const port = await new Promise<number>((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`no "node started" within 60 s:\n${output}`)), 60_000);
        proc.stdout.setEncoding('utf8').on('data', (c: string) => {
          output += c;
          const line = output.split('\n').find((l) => l.includes('"node started"'));
          if (line === undefined) return;
          clearTimeout(timer);
          done((JSON.parse(line) as { apiPort: number }).apiPort);
        });
        void exited.then(() => fail(new Error(`the node exited before "node started":\n${output}`)));
      });
      const base = `http://127.0.0.1:${port}`;
      const get = async (path: string) => {
        const r = await fetch(base + path);
        return { status: r.status, type: r.headers.get('content-type') ?? '', body: Buffer.from(await r.arrayBuffer()) };
      };
      const api = async (form: Record<string, string>) => (await (await fetch(`${base}/api`, { method: 'POST', body: new URLSearchParams(form) })).json()) as Record<string, unknown>;

      expect((await api({ requestType: 'getBlockchainStatus' })).numberOfBlocks).toBe(1);
      const page = await get('/index.html');
      expect(page.status).toBe(200);
      expect(page.type).toMatch(/^text\/html/);
      const importMap = JSON.parse(/<script type="importmap"[^>]*>([^<]*)<\/script>/.exec(page.body.toString('utf8'))![1]!) as { imports: Record<string, string> };
      // The vendored modules are read from node_modules through the bundle's own resolution.
      expect(Object.keys(importMap.imports).length).toBeGreaterThanOrEqual(3);
      for (const [specifier, url] of Object.entries(importMap.imports)) {
        const file = await get(url);
        expect(file.status).toBe(200);
        expect(file.body.equals(readFileSync(join(ROOT, 'node_modules', url.slice('/vendor/'.length))))).toBe(true);
        expect(specifier.length).toBeGreaterThan(0);
      }
      for (const f of readdirSync(BROWSER).filter((n) => n.endsWith('.js'))) {
        const script = await get(`/console/${f}`);
        expect(script.status).toBe(200);
        expect(script.body.equals(readFileSync(join(BROWSER, f)))).toBe(true);
      }

      // A contract uploaded and forged (block application: inline), then queried: a query runs in
      // the pool's worker threads, the bundle's contract-worker.js.
      const code = await parse(readFileSync(join(ROOT, 'test', 'fixtures', 'contracts', 'counter.wat'), 'utf8'));
      const upload = await api({ requestType: 'uploadContractFile', secretPhrase: 'devnet-1', contractName: 'counter', contractBytes: Buffer.from(code).toString('hex'), gasLimit: '22000000', feeMTA: '500000000' });
      expect(upload.errorCode).toBeUndefined();
      expect((await api({ requestType: 'generateBlock', numBlocks: '1' })).errorCode).toBeUndefined();
      expect(await api({ requestType: 'getContractCall', transaction: upload.transaction as string })).toMatchObject({ kind: 'UPLOAD', ok: true });
      const query = await api({ requestType: 'queryContract', contract: upload.transaction as string, function: 'get', gasLimit: '22000000' });
      expect(query).toMatchObject({ ok: true, returnValue: '0' });
      const status = await api({ requestType: 'getContractRunnerStatus' });
      expect(status).toMatchObject({ mode: 'workers', lastError: null, watchdogTrips: 0 });
      expect((status.workers as Array<{ runs: number }>).reduce((n, w) => n + w.runs, 0)).toBe(1);
    } finally {
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('starts the bundled worker entries of the miner and of the contract pool, without a loader, with the inline result', async () => {
    const line = build(OUT_CHECK, '--entry', `workers-check=${join('test', 'build', 'fixtures', 'workers-check.ts')}`);
    expect(line).toMatch(/: main\.js, contract-worker\.js, miner-worker\.js, workers-check\.js and \d+ chunks/);
    const wasm = join(WORK, 'counter.wasm');
    writeFileSync(wasm, await parse(readFileSync(join(ROOT, 'test', 'fixtures', 'contracts', 'counter.wat'), 'utf8')));
    const r = spawnSync(process.execPath, [join(OUT_CHECK, 'workers-check.js'), wasm], { cwd: ROOT, encoding: 'utf8', timeout: 90_000 });
    if (r.status !== 0) throw new Error(`workers check failed (${r.status} ${r.signal}):\n${r.stdout}\n${r.stderr}`);
    expect(JSON.parse(r.stdout.trim().split('\n').at(-1)!)).toEqual({ minedOk: true, poolRuns: 1, sameAsInline: true, ok: true });
  }, 150_000);
});
