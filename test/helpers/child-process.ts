// Crash tests: run a TypeScript child script (through scripts/register.mjs, from the project
// root) that reports its progress one line at a time, and SIGKILL it at a chosen moment.
// Children report each committed block as `height <n>`; they may print other progress lines too.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface RunAndKillOptions {
  /** Path of the child script (a `.ts` file). */
  readonly script: string;
  /** Its arguments. */
  readonly args: readonly string[];
  /** SIGKILL the child once it has printed this many progress lines. */
  readonly lines: number;
  /** Which lines count as progress (default: the `height <n>` lines only). */
  readonly progress?: RegExp;
}

/** Runs the child until it has printed `lines` progress lines, then SIGKILLs it; resolves with
 * the last committed height it reported (-1 if none). Rejects if the child exits on its own. */
export function runAndKill({ script, args, lines, progress = /^height \d+$/ }: RunAndKillOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', './scripts/register.mjs', script, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let seen = 0;
    let last = -1;
    let stderr = '';
    let buffered = '';
    proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    proc.stdout.on('data', (d: Buffer) => {
      buffered += d.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop()!;
      for (const line of parts) {
        const height = /^height (\d+)$/.exec(line);
        if (height !== null) last = Number(height[1]);
        if (progress.test(line) && ++seen === lines) proc.kill('SIGKILL');
      }
    });
    proc.on('error', reject);
    proc.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(last);
      else reject(new Error(`child exited with ${code}: ${stderr}`));
    });
  });
}
