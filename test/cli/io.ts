// A CommandIO that records what a command prints, in a fresh temporary working directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RecordingIO {
  readonly cwd: string;
  readonly out: string[];
  readonly err: string[];
  stdout(s: string): void;
  stderr(s: string): void;
  now?: () => number;
  /** Everything printed, stdout then stderr. */
  all(): string;
  path(name: string): string;
  remove(): void;
}

export function recordingIO(now?: number): RecordingIO {
  const cwd = mkdtempSync(join(tmpdir(), 'totem-cli-'));
  const out: string[] = [];
  const err: string[] = [];
  return {
    cwd,
    out,
    err,
    stdout: (s) => void out.push(s),
    stderr: (s) => void err.push(s),
    ...(now !== undefined ? { now: () => now } : {}),
    all: () => [...out, ...err].join('\n'),
    path: (name) => join(cwd, name),
    remove: () => rmSync(cwd, { recursive: true, force: true }),
  };
}
