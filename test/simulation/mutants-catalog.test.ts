// The mutation check's catalogue stays in step with the sources: every mutant's text occurs
// exactly once in its file (so applying it changes the node, never nothing), the catalogue covers
// the areas the check promises, and applying a mutant to a copy changes exactly that text.
import { describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MUTANTS } from '../../scripts/mutants/catalog.js';
import { applyMutant, firstViolation, occurrences } from '../../scripts/mutants/runner.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('the mutation catalogue', () => {
  it('has at least eight mutants covering every promised area, with distinct names', () => {
    expect(MUTANTS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(MUTANTS.map((m) => m.name)).size).toBe(MUTANTS.length);
    expect(new Set(MUTANTS.map((m) => m.area))).toEqual(new Set(['validation', 'signatures', 'fork choice', 'undo/pop-off', 'gossip', 'mempool reservation', 'scheduled work', 'capability rules']));
  });

  it.each(MUTANTS.map((m) => [m.name, m] as const))('%s: each change finds its text exactly once in the sources', async (_name, mutant) => {
    for (const change of mutant.changes) {
      const text = await readFile(join(ROOT, change.file), 'utf8');
      expect(occurrences(text, change.find)).toBe(1);
      expect(change.replace).not.toBe(change.find);
    }
  });

  it('applies a mutant to a copy, and refuses one whose text is not there', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'totem-mutant-'));
    try {
      const mutant = MUTANTS[0]!;
      for (const change of mutant.changes) {
        await mkdir(dirname(join(dir, change.file)), { recursive: true });
        await writeFile(join(dir, change.file), await readFile(join(ROOT, change.file), 'utf8'));
      }
      await applyMutant(dir, mutant);
      for (const change of mutant.changes) {
        const text = await readFile(join(dir, change.file), 'utf8');
        expect(occurrences(text, change.find)).toBe(0);
        expect(text).toContain(change.replace);
      }
      await expect(applyMutant(dir, mutant)).rejects.toThrow(/0 times, not once/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reads the first violation of a campaign\'s output', () => {
    const out = 'minute 1/10: calm\nsummary: seed 1, ...\n  supply: n3 holds 1 MTA more than genesis\n  digest: at block 5\nreplay: npm run sim -- --seed 1\n';
    expect(firstViolation(out)).toEqual({ invariant: 'supply', detail: 'n3 holds 1 MTA more than genesis' });
    expect(firstViolation('FAILED: seed 1: convergence after the heal did not happen\n')).toEqual({ invariant: 'crash', detail: 'seed 1: convergence after the heal did not happen' });
    expect(firstViolation('summary: seed 1; violations 0\n')).toBeNull();
  });
});
