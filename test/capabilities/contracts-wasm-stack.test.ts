// The call stack budget (metering version 2) on the main thread under jest: the worst frame shapes
// (test/fixtures/contracts/stack-worst.ts) recurse until the budget stops them, call host imports
// at the deepest point, and end in CALL_DEPTH, never in V8's RangeError (a node fault), under
// V8's default tiering (in this process) and under --liftoff-only and --no-liftoff (this file run
// again by jest in a child process with the flag). The margin is measured: the same worst case
// with the budget scaled up until V8 overflows.
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parse } from '@bytecodealliance/jco-transpile/wasm-tools';
import { sha256 } from '@noble/hashes/sha2.js';
import { ContractNodeFaultError, type ContractRunRequest, type ContractRunResult } from '../../src/domain/contract-runner.js';
import { LIMITS, STACK_BUDGET, decodeModule, meterModule } from '../../src/capabilities/contracts/wasm/index.js';
import { execute, type PreparedContract } from '../../src/capabilities/contracts/runtime/execute.js';
import { exportedFunctions } from '../../src/capabilities/contracts/runtime/prepare.js';
import { inlineContractRunner } from '../../src/capabilities/contracts/runtime/inline-runner.js';
import { worstCase, type WorstCase } from '../fixtures/contracts/stack-worst.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** Set when this file runs in the child jest under a V8 tier flag. */
const TIER = process.env['CONTRACT_STACK_TIER'] ?? 'default';

const codeOf = async (kind: WorstCase) => parse(worstCase(kind, LIMITS.frameUnits, STACK_BUDGET.frameBase));

function request(code: Uint8Array, depth: number): ContractRunRequest {
  return {
    contract: 5n, code, codeHash: sha256(code), fn: 'run', args: [BigInt(depth)], input: new Uint8Array(0),
    sender: 6n, amount: 0n, height: 1, gasLimit: 50_000_000n, storageBytes: 0,
  };
}

const storage = { get: () => undefined };

/** The outcome of a run, or 'node fault' when V8's own stack gave out. */
function outcome(run: () => ContractRunResult): string {
  try {
    const r = run();
    return r.ok ? 'ok' : `${r.revert!.kind} gas ${r.gasUsed}`;
  } catch (e) {
    if (e instanceof ContractNodeFaultError) return 'node fault';
    throw e;
  }
}

/** The worst case metered with a scaled budget (measurement only: consensus uses STACK_BUDGET). */
async function scaled(kind: WorstCase, budget: number): Promise<PreparedContract> {
  const decoded = decodeModule(await codeOf(kind));
  return { module: new WebAssembly.Module(meterModule(decoded, { stackBudget: budget }).bytes), functions: exportedFunctions(decoded) };
}

describe(`contracts: the call stack budget's worst cases on the main thread (tier: ${TIER})`, () => {
  it.each(['locals', 'gvn'] as const)('%s: frames near their limits recurse into CALL_DEPTH, never a RangeError, the same way every run', async (kind) => {
    const code = await codeOf(kind);
    const frame = meterModule(decodeModule(code)).frames[0]!;
    // The shapes are what they claim: 256 params and locals, or a frame at the policy's limit.
    if (kind === 'locals') expect(frame).toBeGreaterThan(STACK_BUDGET.frameBase + 256 + 1000);
    else expect(frame).toBeGreaterThan(LIMITS.frameUnits - 4);
    const runner = inlineContractRunner();
    const outcomes = new Set<string>();
    for (let i = 0; i < 4; i++) outcomes.add(outcome(() => runner.run(request(code, 1_000_000), storage)));
    // Reached from a deeper JS stack too (about 100 KB more used by the caller).
    const deeper = (n: number): string => (n === 0 ? outcome(() => runner.run(request(code, 1_000_000), storage)) : deeper(n - 1));
    outcomes.add(deeper(1000));
    expect([...outcomes]).toEqual([expect.stringMatching(/^CALL_DEPTH gas \d+$/)]);
    // Under the budget it completes: the host calls at the deepest point run.
    const fits = Math.floor(STACK_BUDGET.budget / frame) - 1; // the entry `run` takes a small frame too
    expect(outcome(() => runner.run(request(code, fits - 1), storage))).toBe('ok');
  });

  it('overflows V8 only with the budget scaled well past its value (the margin)', async () => {
    const STEPS = [1.5, 2, 3, 4, 6];
    const factors: Record<string, number | string> = {};
    for (const kind of ['locals', 'gvn'] as const) {
      factors[kind] = `> ${STEPS.at(-1)}`;
      for (const k of STEPS) {
        const p = await scaled(kind, Math.round(STACK_BUDGET.budget * k));
        if (outcome(() => execute(p, request(new Uint8Array(0), 1_000_000), storage)) === 'node fault') {
          factors[kind] = k;
          break;
        }
      }
    }
    process.stdout.write(`stack budget margin under jest (${TIER}): first overflow at ${JSON.stringify(factors)} x the budget\n`);
    // At least twice the budget fits beside jest's own stack, under every tier.
    for (const k of Object.values(factors)) if (typeof k === 'number') expect(k).toBeGreaterThan(2);
  }, 120_000);
});

// The same file again under each V8 tier flag, in a child jest (skipped inside that child).
(TIER === 'default' ? describe : describe.skip)('contracts: the call stack budget under other V8 tiers', () => {
  it.each(['--liftoff-only', '--no-liftoff'])('the same under %s (this file in a child jest)', (flag) => {
    const out = execFileSync(
      process.execPath,
      [flag, '--experimental-vm-modules', '--no-warnings', 'node_modules/jest/bin/jest.js', '--runInBand', 'test/capabilities/contracts-wasm-stack.test.ts'],
      { cwd: root, encoding: 'utf8', env: { ...process.env, CONTRACT_STACK_TIER: flag }, stdio: ['ignore', 'pipe', 'pipe'], timeout: 300_000 },
    );
    const margin = out.split('\n').find((l) => l.startsWith(`stack budget margin under jest (${flag})`));
    expect(margin).toBeDefined();
    process.stdout.write(`${margin}\n`);
  }, 300_000);
});
