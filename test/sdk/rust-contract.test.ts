// The Rust token example (sdk/examples/rust-token/lib.rs: no_std, no allocator) built with a rustc
// that has the wasm32-unknown-unknown standard library (Debian: rustc + libstd-rust-dev-wasm32,
// rustc 1.63 on bookworm), with the command of docs/contracts-toolchains.md: the node accepts it and
// the inline runner gives the token's behaviour exactly as the AssemblyScript and C examples'.
// Without such a rustc the tests are skipped, naming the packages to install.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXAMPLES_DIR } from '../../scripts/contract-build.js';
import { moduleCensus } from '../../scripts/contract-features.js';
import { buildRust, findRustc, RUSTC_FLAGS, ToolchainMissingError, type NativeBuild, type Toolchain } from '../../scripts/contract-toolchains.js';
import { validateContract } from '../../src/capabilities/contracts/wasm/validator.js';
import { expectedTokenSteps, labelled, runTokenSteps } from './token-spec.js';

const SOURCE = join(EXAMPLES_DIR, 'rust-token', 'lib.rs');

function rustcOrWhy(): Toolchain | string {
  try {
    return findRustc();
  } catch (e) {
    if (e instanceof ToolchainMissingError) return e.message;
    throw e;
  }
}
const rustc = rustcOrWhy();

if (typeof rustc === 'string') {
  describe.skip(`Rust contracts: skipped, ${rustc}`, () => {
    it('needs rustc with the wasm32 standard library', () => undefined);
  });
} else {
  describe(`Rust token built by ${rustc.version}`, () => {
    let outDir: string;
    let built: NativeBuild;
    beforeAll(() => {
      outDir = mkdtempSync(join(tmpdir(), 'rust-contract-'));
      built = buildRust(SOURCE, outDir, rustc);
    }, 120_000);
    afterAll(() => rmSync(outDir, { recursive: true, force: true }));

    it('is accepted by the node', () => {
      const verdict = validateContract(built.bytes);
      expect(verdict.ok ? [...verdict.entryPoints].sort() : `${verdict.rule}: ${verdict.message}`)
        .toEqual(['balanceOf', 'init', 'totalSupply', 'transfer']);
    });

    it('is built with the two flags the node\'s limits need, and its memory fits 16 pages', () => {
      expect(RUSTC_FLAGS).toEqual(expect.arrayContaining(['strip=debuginfo', 'link-arg=-zstack-size=65536']));
      const c = moduleCensus(built.bytes);
      expect(c.size).toBeLessThan(128 * 1024);
      expect(c.memory!.min).toBeLessThanOrEqual(16);
      expect(c.memory!.max).toBeUndefined();
      expect(c.otherExports).toEqual(['__data_end (global)', '__heap_base (global)', 'memory (memory)']);
      expect(c.startSection).toBe(false);
    });

    it('behaves as the token: mint, transfer with events, require failures', () => {
      expect(labelled(runTokenSteps(built.bytes).results)).toEqual(expectedTokenSteps());
    });
  });
}

describe('without a Rust for wasm32', () => {
  it('the build says which packages bring it', () => {
    expect(() => findRustc(['no-such-rustc'])).toThrow(ToolchainMissingError);
    expect(() => findRustc(['no-such-rustc'])).toThrow(/apt-get install -y rustc libstd-rust-dev-wasm32/);
  });
});
