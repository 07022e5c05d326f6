// The AssemblyScript examples built with asc's DEFAULT flags (`asc index.ts -o out.wasm`: the
// incremental GC runtime, no optimisation, every feature asc enables by default) against the SDK
// in sdk/assemblyscript: the node accepts what asc writes (a start section, bulk memory and a data
// count section, a memory without a maximum, the abort import), and the token behaves on the
// node's inline runner exactly as the compact build does (docs/contracts-toolchains.md).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ASC_DEFAULT_FLAGS, buildContract, exampleSources, type BuiltContract } from '../../scripts/contract-build.js';
import { moduleCensus } from '../../scripts/contract-features.js';
import { decodeModule } from '../../src/capabilities/contracts/wasm/decoder.js';
import { encodeModule } from '../../src/capabilities/contracts/wasm/encoder.js';
import { validateContract } from '../../src/capabilities/contracts/wasm/validator.js';
import { ALICE, CAROL, expectedTokenSteps, labelled, runTokenSteps } from './token-spec.js';
import { asI64, RunnerHarness } from './runner-harness.js';

let outDir: string;
const built = new Map<string, BuiltContract>();
beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'asc-default-'));
  for (const source of exampleSources()) {
    const c = await buildContract(source, outDir, { flags: ASC_DEFAULT_FLAGS });
    built.set(c.name, c);
  }
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('AssemblyScript examples with asc default flags', () => {
  it('builds with no flag at all', () => {
    expect(ASC_DEFAULT_FLAGS).toEqual([]);
    expect([...built.keys()].sort()).toEqual(['counter', 'escrow', 'token']);
  });

  it.each(['counter', 'escrow', 'token'])('%s is accepted by the node as asc wrote it', (name) => {
    const verdict = validateContract(built.get(name)!.bytes);
    expect(verdict.ok ? 'accepted' : `${verdict.rule}: ${verdict.message}`).toBe('accepted');
  });

  it('contains what asc emits by default: a start section, bulk memory, a memory without a maximum, abort', () => {
    const c = moduleCensus(built.get('token')!.bytes);
    expect(c.startSection).toBe(true);
    expect(c.memory).toEqual({ min: 1 });
    expect(c.dataCountSection).toBe(true);
    expect(Object.keys(c.nonMvpOps).sort()).toEqual(['memory.copy', 'memory.fill']);
    expect(c.imports).toContain('env.abort');
    expect(c.mutableGlobals).toBeGreaterThan(1); // the GC's state
    expect(c.functionExports).toEqual(['balanceOf', 'init', 'totalSupply', 'transfer']);
  });

  it('the token behaves as every token example: mint, transfer with events, require failures', () => {
    expect(labelled(runTokenSteps(built.get('token')!.bytes).results)).toEqual(expectedTokenSteps());
  });

  it('needs its start function, which the node runs on every instance: without it every call aborts', () => {
    // The default runtime sets up its heap in the start function; the behaviour above depends on
    // the node running it. The same module with the start section removed aborts at once.
    const { start, ...rest } = decodeModule(built.get('token')!.bytes);
    expect(start).toBeDefined();
    const h = new RunnerHarness(encodeModule(rest));
    expect(h.run('init', { sender: ALICE })).toMatchObject({ ok: false, revert: expect.stringMatching(/^ABORT/) });
    expect(h.run('totalSupply', { sender: ALICE })).toMatchObject({ ok: false, revert: expect.stringMatching(/^ABORT/) });
    // and the module as asc wrote it, many calls in a row, each on a fresh instance
    const ok = new RunnerHarness(built.get('token')!.bytes);
    expect(ok.call('init', { sender: ALICE }).ok).toBe(true);
    for (let i = 1n; i <= 10n; i++) expect(ok.call('transfer', { sender: ALICE }, asI64(CAROL), i).ok).toBe(true);
    expect(ok.storage.get(`balance:${CAROL}`)).toBe('55');
    expect(ok.events).toHaveLength(11);
  });

  it('its memory has no maximum: the node holds it to 16 pages, and a grow past them fails the same way every time', () => {
    // get decodes the stored value into a UTF-16 string: 600,000 digits need more than 1 MiB
    const run = () => {
      const h = new RunnerHarness(built.get('counter')!.bytes);
      h.storage.set('count', '9'.repeat(600_000));
      return h.call('get', { sender: ALICE });
    };
    const [a, b] = [run(), run()];
    expect(moduleCensus(built.get('counter')!.bytes).memory).toEqual({ min: 1 });
    expect(a.revert).toEqual({ kind: 'TRAP', reason: 'trap: unreachable' }); // the runtime's failed grow
    expect(b).toEqual(a);
    const small = new RunnerHarness(built.get('counter')!.bytes);
    small.storage.set('count', '9'.repeat(1_000));
    expect(new TextDecoder().decode(small.call('get', { sender: ALICE }).returnValue)).toBe('9'.repeat(1_000));
  });
});
