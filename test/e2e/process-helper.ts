// Real node processes for the end-to-end tests: each is `node --import ./scripts/register.mjs
// src/main.ts -c <file>` (what `npm start -- -c file` runs) with a fresh temp data dir and port 0
// for the API and the peer listener; the bound ports are read from the "node started" log line.
// Tests reach the node over HTTP only, and wait on its log lines (JSON, one per line) or on its
// exit, each wait with a deadline, never on a fixed sleep.
//
// Every process and temp dir is registered here; `stopAllNodes()` (call it in afterEach or
// afterAll) stops the processes that are still running (SIGTERM, then SIGKILL on a deadline)
// and removes the temp dirs, so a failing test leaves nothing behind.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { NODE_FLAGS } from '../../src/node-flags.js';

/** The project root: the node runs there, as `npm start` does. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Admin password of the e2e nodes (never logged; checked by the tests). */
export const E2E_ADMIN_PASSWORD = 'e2e-admin-Pa55word';

/** How long a node may take from spawn to "node started" (compiling the TS on the fly included). */
export const START_TIMEOUT_MS = 20_000;
/** How long a graceful stop may take before SIGKILL. */
export const STOP_TIMEOUT_MS = 10_000;

export interface LogRecord {
  readonly time?: string;
  readonly level?: string;
  readonly component?: string;
  readonly msg?: string;
  readonly [field: string]: unknown;
}

export interface ApiResponse {
  readonly status: number;
  readonly headers: Headers;
  /** The body as received. */
  readonly text: string;
  readonly json: Record<string, any>;
}

export interface ExitInfo {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export interface StartOptions {
  /** Settings written to the properties file, by full name (`node.blockTime`: '2'). They come on
   * top of the e2e defaults: API and peer port 0, the temp data dir, the admin password, no write
   * rate limit worth mentioning. */
  readonly settings?: Readonly<Record<string, string>>;
  /** Extra environment (TOTEM_* overrides). Inherited TOTEM_* variables are removed. */
  readonly env?: Readonly<Record<string, string>>;
  /** Reuse this data dir (a restart); default: a fresh temp dir. */
  readonly dataDir?: string;
  /** A name for error messages ("node1"). */
  readonly name?: string;
  readonly startTimeoutMs?: number;
  /** Extra node flags before the script (benches: `--cpu-prof`, `--max-old-space-size`). */
  readonly nodeArgs?: readonly string[];
  /** Run the built node (dist/main.js, what `npm start` runs; build it first) instead of the
   * sources through the TypeScript loader (the default: tests see the sources as they are). */
  readonly compiled?: boolean;
}

const live = new Set<NodeProcess>();
const tempDirs = new Set<string>();

/** A fresh temp dir, removed by stopAllNodes(). */
export async function makeTempDir(prefix = 'totem-e2e-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

/** Stops every process still running (in parallel), then removes every temp dir. */
export async function stopAllNodes(): Promise<void> {
  const running = [...live];
  live.clear();
  const results = await Promise.allSettled(running.map((p) => p.stop()));
  const dirs = [...tempDirs];
  tempDirs.clear();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
}

function childEnv(extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('TOTEM_')) env[k] = v;
  return { ...env, ...extra };
}

/** Writes a properties file with these settings (`key = value` lines). */
export async function writeProperties(path: string, settings: Readonly<Record<string, string>>): Promise<void> {
  const lines = Object.entries(settings).map(([k, v]) => `${k} = ${v}`);
  await writeFile(path, `# written by test/e2e/process-helper.ts\n${lines.join('\n')}\n`);
}

/** The command line the tests run: `node <NODE_FLAGS> --import ./scripts/register.mjs src/main.ts
 * ...args` (or `node <NODE_FLAGS> dist/main.js ...args`, compiled), the flags `npm start` passes
 * (a later flag in `nodeArgs` overrides one of them). */
function spawnNode(args: readonly string[], env: NodeJS.ProcessEnv, nodeArgs: readonly string[] = [], compiled = false): ChildProcessByStdio<null, Readable, Readable> {
  const entry = compiled ? ['dist/main.js'] : ['--import', './scripts/register.mjs', 'src/main.ts'];
  return spawn(process.execPath, [...NODE_FLAGS, ...nodeArgs, ...entry, ...args], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

interface LogWaiter {
  readonly predicate: (r: LogRecord) => boolean;
  readonly resolve: (r: LogRecord) => void;
}

/** One running (or exited) node process. */
export class NodeProcess {
  /** Every stdout line, as printed. */
  readonly lines: string[] = [];
  /** The stdout lines that parsed as JSON objects (the node's log records). */
  readonly records: LogRecord[] = [];
  /** Every response body this helper received from the node. */
  readonly responses: string[] = [];
  stderr = '';
  readonly exited: Promise<ExitInfo>;
  exitInfo: ExitInfo | undefined;
  apiPort = 0;
  /** libp2p listen multiaddrs, from the "node started" line. */
  peerAddresses: string[] = [];
  private waiters = new Set<LogWaiter>();
  private stopping: Promise<ExitInfo> | undefined;

  constructor(
    readonly name: string,
    readonly dataDir: string,
    readonly configFile: string,
    private readonly proc: ChildProcessByStdio<null, Readable, Readable>,
  ) {
    let buffered = '';
    proc.stdout.setEncoding('utf8');
    proc.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const parts = buffered.split('\n');
      buffered = parts.pop()!;
      for (const line of parts) this.onLine(line);
    });
    proc.stderr.setEncoding('utf8');
    proc.stderr.on('data', (chunk: string) => (this.stderr += chunk));
    this.exited = new Promise<ExitInfo>((resolve) => {
      // 'close' comes after the stdio streams are drained, so every line has been seen.
      proc.on('close', (code, signal) => {
        if (buffered !== '') this.onLine(buffered);
        buffered = '';
        this.exitInfo = { code, signal };
        live.delete(this);
        resolve(this.exitInfo);
      });
      proc.on('error', (err) => {
        this.stderr += `spawn error: ${err.message}\n`;
      });
    });
  }

  /** The node process's id (CPU accounting in benchmarks). */
  get pid(): number | undefined {
    return this.proc.pid;
  }

  get base(): string {
    return `http://127.0.0.1:${this.apiPort}`;
  }

  /** The peer address others put in node.peers (host:port of the libp2p TCP listener). */
  get peerHostPort(): string {
    const m = /^\/ip4\/([^/]+)\/tcp\/(\d+)/.exec(this.peerAddresses[0] ?? '');
    if (m === null) throw new Error(`${this.name}: no peer listen address in ${JSON.stringify(this.peerAddresses)}`);
    return `${m[1]}:${m[2]}`;
  }

  private onLine(line: string): void {
    this.lines.push(line);
    let record: LogRecord;
    try {
      const parsed: unknown = JSON.parse(line);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return;
      record = parsed as LogRecord;
    } catch {
      return;
    }
    this.records.push(record);
    for (const w of [...this.waiters]) {
      if (w.predicate(record)) {
        this.waiters.delete(w);
        w.resolve(record);
      }
    }
  }

  /** The first log record (from `fromIndex` of `records` on, including future ones) matching the
   * predicate. Rejects when the deadline passes or the process exits first. */
  waitForLog(predicate: (r: LogRecord) => boolean, what: string, timeoutMs: number, fromIndex = 0): Promise<LogRecord> {
    const seen = this.records.slice(fromIndex).find(predicate);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise<LogRecord>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const waiter: LogWaiter = {
        predicate,
        resolve: (r) => {
          clearTimeout(timer);
          resolve(r);
        },
      };
      this.waiters.add(waiter);
      timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`${this.name}: no log line "${what}" within ${timeoutMs} ms\n${this.tail()}`));
      }, timeoutMs);
      void this.exited.then((info) => {
        if (!this.waiters.has(waiter)) return;
        this.waiters.delete(waiter);
        clearTimeout(timer);
        reject(new Error(`${this.name}: exited (code ${info.code}, signal ${info.signal}) before log line "${what}"\n${this.tail()}`));
      });
    });
  }

  /** The last log lines and stderr, for failure messages. */
  tail(n = 15): string {
    return `--- last stdout lines ---\n${this.lines.slice(-n).join('\n')}\n--- stderr ---\n${this.stderr.slice(-2000)}`;
  }

  // ---- HTTP --------------------------------------------------------------------------------

  private async read(res: Response): Promise<ApiResponse> {
    const text = await res.text();
    this.responses.push(text);
    let json: Record<string, any>;
    try {
      json = JSON.parse(text) as Record<string, any>;
    } catch {
      throw new Error(`${this.name}: response is not JSON (HTTP ${res.status}): ${text.slice(0, 200)}`);
    }
    if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new Error(`${this.name}: response is not a JSON object: ${text.slice(0, 200)}`);
    return { status: res.status, headers: res.headers, text, json };
  }

  /** GET /api?params. */
  async get(params: Record<string, string>): Promise<ApiResponse> {
    return this.read(await fetch(`${this.base}/api?${new URLSearchParams(params)}`, { signal: AbortSignal.timeout(15_000) }));
  }

  /** POST /api with a form-encoded body (or the raw body given). */
  async post(params: Record<string, string> | string, headers: Record<string, string> = {}): Promise<ApiResponse> {
    const body = typeof params === 'string' ? params : new URLSearchParams(params);
    return this.read(await fetch(`${this.base}/api`, { method: 'POST', body, headers, signal: AbortSignal.timeout(15_000) }));
  }

  /** POST with the admin password. */
  admin(params: Record<string, string>): Promise<ApiResponse> {
    return this.post({ ...params, adminPassword: E2E_ADMIN_PASSWORD });
  }

  /** Like get/post, but throws unless HTTP 200 without errorCode; returns the JSON. */
  async ok(method: 'GET' | 'POST', params: Record<string, string>): Promise<Record<string, any>> {
    const r = method === 'GET' ? await this.get(params) : await this.post(params);
    if (r.status !== 200 || r.json.errorCode !== undefined) {
      throw new Error(`${this.name}: ${params.requestType} failed: HTTP ${r.status} ${r.text}`);
    }
    return r.json;
  }

  // ---- lifecycle ---------------------------------------------------------------------------

  /** SIGTERM (or SIGINT), then waits for the exit; SIGKILL if it has not exited within the
   * deadline (the result then shows signal SIGKILL, which a test asserting a graceful stop will
   * see). */
  stop(signal: 'SIGTERM' | 'SIGINT' = 'SIGTERM', timeoutMs = STOP_TIMEOUT_MS): Promise<ExitInfo> {
    if (this.exitInfo !== undefined) return Promise.resolve(this.exitInfo);
    this.stopping ??= (async () => {
      this.proc.kill(signal);
      const first = await this.exitWithin(timeoutMs);
      if (first === 'deadline') {
        this.proc.kill('SIGKILL');
        return this.exited;
      }
      return first;
    })();
    return this.stopping;
  }

  /** SIGKILL now (a crash: nothing runs on the way out), and waits for the exit. */
  kill(): Promise<ExitInfo> {
    if (this.exitInfo !== undefined) return Promise.resolve(this.exitInfo);
    this.proc.kill('SIGKILL');
    return this.exited;
  }

  /** Waits for the process to exit by itself (shutdown operation, bad config); SIGKILL and a
   * rejection on the deadline. */
  async waitForExit(timeoutMs: number): Promise<ExitInfo> {
    const first = await this.exitWithin(timeoutMs);
    if (first === 'deadline') {
      this.proc.kill('SIGKILL');
      await this.exited;
      throw new Error(`${this.name}: did not exit within ${timeoutMs} ms (killed)\n${this.tail()}`);
    }
    return first;
  }

  /** The exit, or 'deadline' if the process is still running after `timeoutMs` (it is not killed). */
  private async exitWithin(timeoutMs: number): Promise<ExitInfo | 'deadline'> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'deadline'>((resolve) => {
      timer = setTimeout(() => resolve('deadline'), timeoutMs);
    });
    try {
      return await Promise.race([this.exited, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The e2e defaults under every node: free ports, the data dir, a known admin password, a write
 * limit high enough that the tests' own requests never hit it. */
function baseSettings(dataDir: string): Record<string, string> {
  return {
    'node.apiServerHost': '127.0.0.1',
    'node.apiServerPort': '0',
    'node.peerServerHost': '127.0.0.1',
    'node.peerServerPort': '0',
    'node.dataDir': dataDir,
    'node.network': 'devnet',
    'node.adminPassword': E2E_ADMIN_PASSWORD,
    'node.writeRequestsPerSecond': '1000',
  };
}

/** Spawns a node without waiting for anything (for start-up failures); the process is registered
 * for stopAllNodes(). */
export async function spawnNodeProcess(opts: StartOptions = {}): Promise<NodeProcess> {
  const dataDir = opts.dataDir ?? join(await makeTempDir(), 'data');
  const configDir = await makeTempDir('totem-e2e-conf-');
  const configFile = join(configDir, 'node.properties');
  const base = baseSettings(dataDir);
  // A genesis file defines the network: naming one as well is a configuration error.
  if (opts.settings?.['node.genesisFile'] !== undefined) delete base['node.network'];
  await writeProperties(configFile, { ...base, ...opts.settings });
  const proc = spawnNode(['-c', configFile], childEnv(opts.env), opts.nodeArgs, opts.compiled);
  const node = new NodeProcess(opts.name ?? 'node', dataDir, configFile, proc);
  live.add(node);
  return node;
}

/** Spawns a node and waits for its "node started" line (the one with the API port), then checks
 * the API answers. Rejects, with the process's output, if it exits first or misses the deadline
 * (the process is stopped by stopAllNodes() either way). */
export async function startNode(opts: StartOptions = {}): Promise<NodeProcess> {
  const node = await spawnNodeProcess(opts);
  const started = await node.waitForLog(
    (r) => r.msg === 'node started' && typeof r.apiPort === 'number',
    'node started (with apiPort)',
    opts.startTimeoutMs ?? START_TIMEOUT_MS,
  );
  node.apiPort = started.apiPort as number;
  node.peerAddresses = Array.isArray(started.peerAddresses) ? (started.peerAddresses as string[]) : [];
  return node;
}

/** Runs the CLI with these arguments to its exit (for start-up errors); the deadline kills it. */
export async function runCli(args: readonly string[], timeoutMs = START_TIMEOUT_MS, env: Readonly<Record<string, string>> = {}): Promise<ExitInfo & { stdout: string; stderr: string }> {
  const proc = spawnNode(args, childEnv(env));
  const node = new NodeProcess('cli', '', '', proc);
  live.add(node);
  const info = await node.waitForExit(timeoutMs);
  return { ...info, stdout: node.lines.join('\n'), stderr: node.stderr };
}
