// `kill -TERM <pid of npm start>` stops the node (issue 29). npm runs a script as `sh -c
// <script>` and forwards SIGTERM and SIGINT to that child; the shell here (dash) does not exec
// the last command of -c itself, so with `node dist/main.js` as the script the shell took the
// signal and died, and the node went on running, orphaned. The script is `exec node dist/main.js`:
// the node is npm's child and gets the signal. This test does what an operator does: starts
// `npm start` (the compiled node, devnet, fresh temp data dir, ports 0), waits for its "node
// started" line, sends SIGTERM to the npm process only, and checks that the node process (found
// under npm's pid through /proc) logs "node stopped" and exits. Skipped when dist/ is not built.
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BUILT = existsSync(join(ROOT, 'dist', 'main.js'));
const LINUX = process.platform === 'linux';
const START_DEADLINE_MS = 60_000;
const STOP_DEADLINE_MS = 30_000;
const SKIP_REASON = !BUILT ? 'dist/main.js is missing: run `npm run build` (npm install does it)' : !LINUX ? 'needs /proc (Linux) to find the node under npm' : '';
if (SKIP_REASON) console.warn(`test/build/npm-start-sigterm.test.ts skipped: ${SKIP_REASON}`);

/** Every descendant of pid (children first), read from /proc/<pid>/stat. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = parentOf(Number(entry));
    if (ppid === undefined) continue; // exited meanwhile
    const list = children.get(ppid) ?? [];
    list.push(Number(entry));
    children.set(ppid, list);
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const c of children.get(p) ?? []) {
      out.push(c);
      walk(c);
    }
  };
  walk(pid);
  return out;
}

/** The parent pid, from /proc/<pid>/stat: `pid (comm) state ppid ...`, where comm may hold spaces
 * and parentheses, so the fields are split after the last ')'. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A zombie (exited, not yet reaped by its parent) no longer runs.
  try {
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

interface LogRecord {
  readonly msg?: string;
  readonly [field: string]: unknown;
}

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

function waitFor<T>(what: string, deadlineMs: number, check: () => T | undefined, context: () => string): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      const value = check();
      if (value !== undefined) return resolve(value);
      if (Date.now() - started > deadlineMs) return reject(new Error(`no ${what} within ${deadlineMs} ms\n${context()}`));
      setTimeout(poll, 50);
    };
    poll();
  });
}

describe('npm start and SIGTERM', () => {
  (SKIP_REASON ? it.skip : it)(`kill -TERM <npm pid> stops the compiled node gracefully${SKIP_REASON ? ` (skipped: ${SKIP_REASON})` : ''}`, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'totem-npm-start-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env: NodeJS.ProcessEnv = {};
    for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('TOTEM_')) env[k] = v;
    Object.assign(env, {
      TOTEM_NETWORK: 'devnet',
      TOTEM_DATA_DIR: dataDir,
      TOTEM_API_SERVER_HOST: '127.0.0.1',
      TOTEM_API_SERVER_PORT: '0',
      TOTEM_PEER_SERVER_HOST: '127.0.0.1',
      TOTEM_PEER_SERVER_PORT: '0',
      TOTEM_LOG_FORMAT: 'json',
    });
    const npm: ChildProcessByStdio<null, Readable, Readable> = spawn('npm', ['start'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const records: LogRecord[] = [];
    const lines: string[] = [];
    let stderr = '';
    let npmExit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    let closed = false;
    npm.on('exit', (code, signal) => (npmExit = { code, signal }));
    // After npm's exit and the close of its stdout and stderr, which the node shares: every line
    // is read, and no process writing to them is left.
    npm.on('close', () => (closed = true));
    npm.stderr.setEncoding('utf8');
    npm.stderr.on('data', (c: string) => (stderr += c));
    let buffered = '';
    npm.stdout.setEncoding('utf8');
    npm.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const parts = buffered.split('\n');
      buffered = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        try {
          const r = JSON.parse(line) as unknown;
          if (r !== null && typeof r === 'object' && !Array.isArray(r)) records.push(r as LogRecord);
        } catch {
          // npm's own lines ("> totem-node@0.1.0 start")
        }
      }
    });
    let nodePid: number | undefined;
    cleanups.push(() => {
      // Whatever happened, nothing is left running.
      for (const pid of [nodePid, npm.pid]) if (pid !== undefined && alive(pid)) process.kill(pid, 'SIGKILL');
    });
    const context = () => {
      const node = nodePid === undefined ? 'not found yet' : alive(nodePid) ? `${nodePid} still running, parent ${parentOf(nodePid)} (npm ${npm.pid} ${npmExit ? `exited: ${JSON.stringify(npmExit)}` : 'running'})` : `${nodePid} exited`;
      return `--- stdout ---\n${lines.slice(-20).join('\n')}\n--- stderr ---\n${stderr.slice(-2000)}\n--- node process: ${node}\n--- processes under npm (${npm.pid}) ---\n${descendants(npm.pid!).map((p) => `${p} ${commandLine(p)}`).join('\n')}`;
    };

    const started = await waitFor(
      '"node started" line with the API port',
      START_DEADLINE_MS,
      () => records.find((r) => r.msg === 'node started' && (typeof r['apiPort'] === 'number' || typeof r['apiUrl'] === 'string')) ?? (npmExit ? null : undefined),
      context,
    );
    if (started === null) throw new Error(`npm start exited (${JSON.stringify(npmExit)}) before "node started"\n${context()}`);
    nodePid = descendants(npm.pid!).find((p) => commandLine(p).includes('dist/main.js') && !commandLine(p).startsWith('sh '));
    expect(nodePid).toBeDefined();

    // The operator's command: SIGTERM to npm's pid, nothing else.
    process.kill(npm.pid!, 'SIGTERM');
    await waitFor('exit of the node process', STOP_DEADLINE_MS, () => (alive(nodePid!) ? undefined : true), context);
    await waitFor('exit of npm and the close of its output', STOP_DEADLINE_MS, () => (closed ? true : undefined), context);
    const msgs = records.map((r) => r.msg);
    expect(records.some((r) => r.msg === 'signal received: shutting down' && r['signal'] === 'SIGTERM')).toBe(true);
    expect(msgs.at(-1)).toBe('node stopped');
    // One signal reached the node: not the "second signal: exiting now" path.
    expect(msgs.some((m) => String(m).startsWith('second signal'))).toBe(false);
    expect(npmExit).toEqual({ code: 0, signal: null });
  }, START_DEADLINE_MS + 3 * STOP_DEADLINE_MS + 10_000);
});
