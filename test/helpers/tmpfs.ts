// Small tmpfs mounts for tests of a read-only or a full file system. Mounting needs root and a
// system that allows it; `mountTmpfs` answers why not instead of failing, so a test can fall back
// to synthetic errors and say so. Every mount is recorded: `unmountAll()` (call it in afterAll)
// unmounts them, lazily when still busy, and an exit hook does the same if afterAll never ran, so
// a failing test leaves no mount behind.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const mounted = new Set<string>();

function run(cmd: string, args: readonly string[]): void {
  execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 10_000 });
}

function unmount(dir: string): void {
  try {
    run('umount', [dir]);
  } catch {
    // Busy (a process of a failed test still has a file open): detach it now, freed on close.
    try {
      run('umount', ['-l', dir]);
    } catch {
      // not mounted any more
    }
  }
  mounted.delete(dir);
}

process.once('exit', () => {
  for (const dir of [...mounted]) unmount(dir);
});

/** Mounts a tmpfs on `dir` (an existing empty directory) with these mount options (`size=64k`,
 * `ro,size=64k`). Returns null when mounted, or why it could not be. */
export function mountTmpfs(dir: string, options: string): string | null {
  if (process.getuid?.() !== 0) return 'not running as root: mount is not permitted';
  try {
    run('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir]);
  } catch (err) {
    const stderr = (err as { stderr?: Buffer }).stderr?.toString().trim();
    return `mount -t tmpfs failed: ${stderr !== undefined && stderr !== '' ? stderr : (err as Error).message}`;
  }
  mounted.add(dir);
  return null;
}

/** Makes a mounted tmpfs read-only, keeping what it holds. */
export function remountReadOnly(dir: string): void {
  run('mount', ['-o', 'remount,ro', dir]);
}

/** Fills the file system under `dir` until it has no space left (a `filler` file, written in
 * chunks until ENOSPC); returns its path, so a test can give the space back by removing it. */
export function fillUp(dir: string, chunkBytes = 64 * 1024): string {
  const filler = join(dir, 'filler');
  const fd = openSync(filler, 'w');
  const chunk = new Uint8Array(chunkBytes);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (err) {
    if ((err as { code?: string }).code !== 'ENOSPC') throw err;
  } finally {
    closeSync(fd);
  }
  return filler;
}

/** Unmounts every tmpfs this process mounted. */
export function unmountAll(): void {
  for (const dir of [...mounted]) unmount(dir);
}

let support: string | null | undefined;
/** Why this process cannot mount a tmpfs (a trial mount, once), or null when it can. Tests that
 * need a mount use `whyNoTmpfs() === null ? it : it.skip`, so without root they show as skipped
 * rather than passing without checking anything. */
export function whyNoTmpfs(): string | null {
  if (support !== undefined) return support;
  const dir = mkdtempSync(join(tmpdir(), 'totem-mount-trial-'));
  support = mountTmpfs(dir, 'size=4k');
  if (support === null) unmount(dir);
  rmSync(dir, { recursive: true, force: true });
  if (support !== null) console.warn(`tmpfs tests skipped: ${support}`);
  return support;
}
