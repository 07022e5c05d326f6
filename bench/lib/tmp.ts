// Temporary directories under os.tmpdir(), removed when the work is done (and, as a last
// resort, when the process exits).
import { mkdtemp, rm } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const live = new Set<string>();
process.on('exit', () => {
  for (const dir of live) rmSync(dir, { recursive: true, force: true });
});

export async function makeTempDir(label: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `totem-bench-${label}-`));
  live.add(dir);
  return dir;
}

export async function removeTempDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  live.delete(dir);
}

export async function withTempDir<T>(label: string, fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await makeTempDir(label);
  try {
    return await fn(dir);
  } finally {
    await removeTempDir(dir);
  }
}
