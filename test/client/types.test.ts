// The client's types reject wrong calls: type-checks.ts compiles as it is (each expect-error
// directive meets its error), and with its directives removed tsc reports an error on exactly
// the lines they guarded. Runs the project's tsc on those files alone.
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CHECKS = join(ROOT, 'test/client/type-checks.ts');
const dir = mkdtempSync(join(tmpdir(), 'totem-client-types-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** tsc --noEmit over one file with the project's options; the diagnostics lines. */
function typecheck(file: string): { status: number | null; lines: string[] } {
  const config = join(dir, `tsconfig-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(config, JSON.stringify({
    extends: join(ROOT, 'tsconfig.json'),
    compilerOptions: { typeRoots: [join(ROOT, 'node_modules/@types')] },
    include: [],
    files: [file],
  }));
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '--pretty', 'false', '-p', config], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, lines: `${run.stdout}${run.stderr}`.split('\n').filter((l) => /error TS\d+/.test(l)) };
}

describe('the typed client at compile time', () => {
  it('accepts right calls and meets every expected error', () => {
    const { status, lines } = typecheck(CHECKS);
    expect(lines).toEqual([]);
    expect(status).toBe(0);
  }, 60_000);

  it('reports an error on each line a @ts-expect-error guarded, once the directives are gone', () => {
    const source = readFileSync(CHECKS, 'utf8').split('\n');
    const guarded = source.flatMap((line, i) => (line.includes('// @ts-expect-error') ? [i + 2] : []));
    expect(guarded.length).toBeGreaterThanOrEqual(10);
    // Same folder, so the package self-reference and relative paths resolve alike.
    const bare = join(ROOT, 'test/client', `.type-checks-bare-${process.pid}.ts`);
    writeFileSync(bare, source.map((line) => line.replace('// @ts-expect-error', '// was expected:')).join('\n'));
    try {
      const { lines } = typecheck(bare);
      const errorLines = [...new Set(lines.map((l) => Number(/\((\d+),\d+\)/.exec(l)?.[1])))].sort((a, b) => a - b);
      expect(errorLines).toEqual(guarded);
    } finally {
      rmSync(bare, { force: true });
    }
  }, 60_000);
});
