// The C token example (sdk/examples/c-token, header sdk/c/totem.h) built with each clang installed
// (Debian bookworm: clang = clang 14, and the archive's clang-16, clang-19, clang-22) with the plain
// command of docs/contracts-toolchains.md, no flag for the node's sake: the node's validator takes
// the module as the compiler wrote it, and the inline runner gives the token's behaviour (balances,
// Transfer events, require failures) exactly as the AssemblyScript example's.
// Without clang the tests are skipped, naming the Debian packages to install.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXAMPLES_DIR } from '../../scripts/contract-build.js';
import { moduleCensus } from '../../scripts/contract-features.js';
import { APT_C, buildC, installedClangs, ToolchainMissingError, type NativeBuild, type Toolchain } from '../../scripts/contract-toolchains.js';
import { validateContract } from '../../src/capabilities/contracts/wasm/validator.js';
import { ALICE, BOB, expectedTokenSteps, labelled, runTokenSteps } from './token-spec.js';
import { RunnerHarness } from './runner-harness.js';

const SOURCE = join(EXAMPLES_DIR, 'c-token', 'token.c');
const clangs = installedClangs();
const major = (t: Toolchain): number => Number(/version (\d+)/.exec(t.version)?.[1] ?? 0);

let outDir: string;
const built = new Map<string, NativeBuild>();
beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'c-contract-'));
  for (const clang of clangs) built.set(clang.command, buildC(SOURCE, join(outDir, clang.command), clang));
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

if (clangs.length === 0) {
  describe.skip(`C contracts: skipped, no clang installed (Debian: ${APT_C})`, () => {
    it('needs clang', () => undefined);
  });
}

// describe.each refuses an empty table: without clang, only the skipped block above.
if (clangs.length > 0) {
  describe.each(clangs.map((c) => [c.version, c] as const))('C token built by %s', (_version, clang) => {
    const bytes = (): Uint8Array => built.get(clang.command)!.bytes;

    it('is accepted by the node as the compiler wrote it', () => {
      const verdict = validateContract(bytes());
      expect(verdict.ok ? [...verdict.entryPoints].sort() : `${verdict.rule}: ${verdict.message}`)
        .toEqual(['balanceOf', 'init', 'totalSupply', 'transfer']);
    });

    it('uses what this clang emits by default: a memory without a maximum, bulk memory from clang 20 on', () => {
      const c = moduleCensus(bytes());
      expect(c.memory).toEqual({ min: 2 }); // 64 KiB of stack + the data, no maximum declared
      expect(c.startSection).toBe(false);
      expect(c.imports.every((i) => i.startsWith('env.ctx_'))).toBe(true);
      expect(c.otherExports).toEqual(['memory (memory)']);
      expect(c.multiValueTypes + c.blocksTypedByIndex).toBe(0);
      const bulk = Object.keys(c.nonMvpOps).filter((op) => op.startsWith('memory.')).sort();
      expect(bulk).toEqual(major(clang) >= 20 ? ['memory.copy', 'memory.fill'] : []);
    });

    it('behaves as the token: mint, transfer with events, require failures', () => {
      expect(labelled(runTokenSteps(bytes()).results)).toEqual(expectedTokenSteps());
    });

    it('a reverted transfer changes nothing', () => {
      const h = new RunnerHarness(bytes());
      h.call('init', { sender: ALICE });
      const before = new Map(h.storage);
      const r = h.call('transfer', { sender: BOB }, ALICE, 1n);
      expect(r.ok).toBe(false);
      expect(r.revert).toEqual({ kind: 'REQUIRE', reason: 'insufficient balance' });
      expect(r.writes).toEqual([]);
      expect(h.storage).toEqual(before);
      expect(h.events).toHaveLength(1);
    });
  });
}

describe('the C build', () => {
  const first = clangs[0];
  (first === undefined ? it.skip : it)('is reproducible: the same command gives the same bytes', () => {
    const again = buildC(SOURCE, join(outDir, 'again'), first!);
    expect(Buffer.from(again.bytes).equals(Buffer.from(built.get(first!.command)!.bytes))).toBe(true);
    expect(again.commandLine).toMatch(/--target=wasm32 -O2 -nostdlib -Wl,--no-entry -o /);
  });
});

describe('without clang', () => {
  it('the build says which packages bring it', () => {
    expect(installedClangs(['no-such-clang'])).toEqual([]);
    const missing = { command: 'no-such-clang', version: 'none' };
    expect(() => buildC(SOURCE, outDir, missing)).toThrow(ToolchainMissingError);
    expect(() => buildC(SOURCE, outDir, missing)).toThrow(/apt-get install -y clang lld/);
  });
});
