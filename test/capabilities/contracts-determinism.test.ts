// Determinism across V8's tiers: the same contract calls (a loop, recursion to the depth limit and
// back, out of gas, memory growth, storage writes) give the same outcomes and gas under the default
// tiering, --liftoff-only and --no-liftoff (each a child process running the inline runner).
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

function outcomes(flags: string[]): Array<Record<string, unknown>> {
  const out = execFileSync(process.execPath, [...flags, '--import', './scripts/register.mjs', 'test/fixtures/contract-determinism-child.ts'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  return JSON.parse(out.trim().split('\n').at(-1)!) as Array<Record<string, unknown>>;
}

describe('contracts: determinism across V8 tiers', () => {
  it('gives the same outcomes and gas under default tiering, --liftoff-only and --no-liftoff', () => {
    const base = outcomes([]);
    expect(base.map((o) => o.revert)).toEqual([null, null, 'CALL_DEPTH', null, 'OUT_OF_GAS', null, null]);
    expect(outcomes(['--liftoff-only'])).toEqual(base);
    expect(outcomes(['--no-liftoff'])).toEqual(base);
  }, 120_000);
});
