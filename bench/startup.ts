// Bench (issue 29): how long the node takes to start. Each run spawns a process and times it from
// the spawn to the first HTTP 200 of GET /api?requestType=getBlockchainStatus, the bound port read
// from the node's "node started" log line (apiPort, or apiUrl): the compiled node (`node
// dist/main.js`, what `npm start` and the systemd unit run) on a fresh devnet data dir and on a
// data dir that already holds a chain (a restart), the same node from its sources through the
// ts-loader (`npm run start:dev`, what `npm start` ran before dist/), and, as the raw baseline, a
// bare node:http server script spawned and measured the same way. The runs take turns (bare,
// compiled, sources; then the restarts, each beside a bare run) so load from other processes hits
// them alike; the figure is the median of STARTUP_RUNS runs (default 5), min and max in the notes.
// dist/ is rebuilt first when it is missing or older than a file of src/.
import { spawn, spawnSync, type ChildProcessByStdio } from 'node:child_process';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { BenchRow } from './lib/report.js';
import { median } from './lib/timer.js';
import { makeTempDir, removeTempDir } from './lib/tmp.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DIST_MAIN = join(ROOT, 'dist', 'main.js');
const RUNS = Math.max(1, Number(process.env['STARTUP_RUNS'] ?? 5));
/** Issue 29: the compiled node answers within 1.5 s of its start. */
const TARGET_MS = 1_500;
/** Blocks forged on the chain the restarts open. */
const CHAIN_BLOCKS = Number(process.env['STARTUP_CHAIN_BLOCKS'] ?? 200);
const START_DEADLINE_MS = 60_000;
const STOP_DEADLINE_MS = 30_000;

const BARE_SERVER = `// The raw baseline of bench/startup.ts: a bare node:http server, nothing imported but node:http.
import { createServer } from 'node:http';
const server = createServer((req, res) => {
  const body = JSON.stringify({ numberOfBlocks: 1, requestProcessingTime: 0 });
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ level: 'INFO', msg: 'node started', apiHost: '127.0.0.1', apiPort: server.address().port }));
});
process.on('SIGTERM', () => process.exit(0));
`;

interface Sample {
  /** Spawn to the first 200, ms. */
  readonly readyMs: number;
  /** Spawn to the "node started" line, ms. */
  readonly lineMs: number;
}

/** The newest modification time of the files under dir. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function ensureBuilt(): string {
  let builtAt = 0;
  try {
    builtAt = statSync(DIST_MAIN).mtimeMs;
  } catch {
    // missing: built below
  }
  if (builtAt > 0 && builtAt >= newestMtime(join(ROOT, 'src'))) return 'dist/ up to date';
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`npm run build failed:\n${r.stdout}${r.stderr}`);
  console.error(`startup: dist/ was ${builtAt > 0 ? 'older than src/' : 'missing'}: ${r.stdout.trim()}`);
  return `dist/ rebuilt first (${builtAt > 0 ? 'older than src/' : 'missing'})`;
}

/** The environment of a spawned node: the bench's, minus TOTEM_* settings, plus these. */
function nodeEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('TOTEM_')) env[k] = v;
  return {
    ...env,
    TOTEM_NETWORK: 'devnet',
    TOTEM_DATA_DIR: dataDir,
    TOTEM_API_SERVER_HOST: '127.0.0.1',
    TOTEM_API_SERVER_PORT: '0',
    TOTEM_PEER_SERVER_HOST: '127.0.0.1',
    TOTEM_PEER_SERVER_PORT: '0',
    TOTEM_LOG_FORMAT: 'json',
  };
}

/** The API port of a "node started" record: apiPort, or the port of its API URL (apiUrl, api). */
function portOf(record: Record<string, unknown>): number | undefined {
  if (typeof record['apiPort'] === 'number' && record['apiPort'] > 0) return record['apiPort'];
  for (const key of ['apiUrl', 'api']) {
    const url = record[key];
    if (typeof url !== 'string' || !URL.canParse(url)) continue;
    const port = Number(new URL(url).port);
    if (port > 0) return port;
  }
  return undefined;
}

/** One GET on a fresh connection (no keep-alive: the stop that follows waits for nobody). */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false, timeout: 10_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('GET timed out')));
    req.on('error', reject);
    req.end();
  });
}

function post(port: number, form: Record<string, string>): Promise<{ status: number; body: string }> {
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/api', method: 'POST', agent: false, timeout: 120_000, headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('POST timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

interface Started {
  readonly sample: Sample;
  readonly port: number;
  stop(): Promise<void>;
}

/** Spawns `node ...args`, waits for its "node started" line and the first 200 of
 * getBlockchainStatus; the caller stops it. */
async function start(label: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<Started> {
  const t0 = performance.now();
  const proc: ChildProcessByStdio<null, Readable, Readable> = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let stderr = '';
  const exited = new Promise<string>((resolve) => proc.on('close', (code, signal) => resolve(`exited with ${signal ?? `code ${code}`}`)));
  proc.stderr.setEncoding('utf8');
  proc.stderr.on('data', (c: string) => (stderr += c));
  const line = new Promise<{ port: number; at: number }>((resolve, reject) => {
    let buffered = '';
    proc.stdout.setEncoding('utf8');
    proc.stdout.on('data', (chunk: string) => {
      output += chunk;
      buffered += chunk;
      const parts = buffered.split('\n');
      buffered = parts.pop()!;
      for (const text of parts) {
        if (!text.includes('node started')) continue;
        let record: Record<string, unknown>;
        try {
          record = JSON.parse(text) as Record<string, unknown>;
        } catch {
          continue;
        }
        const port = record['msg'] === 'node started' ? portOf(record) : undefined;
        if (port !== undefined) resolve({ port, at: performance.now() });
      }
    });
    void exited.then((how) => reject(new Error(`${label} ${how} before "node started"`)));
  });
  const stop = async (): Promise<void> => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), STOP_DEADLINE_MS);
    await exited;
    clearTimeout(timer);
  };
  let deadline: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      deadline = setTimeout(() => reject(new Error(`${label}: not answering within ${START_DEADLINE_MS} ms`)), START_DEADLINE_MS);
    });
    const { port, at } = await Promise.race([line, timeout]);
    for (;;) {
      const r = await Promise.race([get(port, '/api?requestType=getBlockchainStatus').catch((e: Error) => ({ status: 0, body: e.message })), timeout]);
      if (r.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const sample = { readyMs: performance.now() - t0, lineMs: at - t0 };
    return { sample, port, stop };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- stdout ---\n${output.slice(-3000)}\n--- stderr ---\n${stderr.slice(-3000)}`);
  } finally {
    clearTimeout(deadline);
  }
}

async function measure(label: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<Sample> {
  const s = await start(label, args, env);
  await s.stop();
  return s.sample;
}

function describe(samples: readonly Sample[]): string {
  const ready = samples.map((s) => s.readyMs);
  const lines = samples.map((s) => s.lineMs);
  const f = (x: number) => Math.round(x).toLocaleString('en-US');
  return `${samples.length} runs: min ${f(Math.min(...ready))}, max ${f(Math.max(...ready))} ms (runs: ${ready.map(f).join(', ')}); spawn to "node started" line median ${f(median(lines))} ms`;
}

const fig = (label: string, samples: readonly Sample[]) => ({ label, value: median(samples.map((s) => s.readyMs)), unit: 'ms' });

export async function run(): Promise<BenchRow[]> {
  const built = ensureBuilt();
  const dir = await makeTempDir('startup');
  try {
    const bareScript = join(dir, 'bare-server.mjs');
    writeFileSync(bareScript, BARE_SERVER);
    const bare: Sample[] = [];
    const compiled: Sample[] = [];
    const sources: Sample[] = [];
    const bareEnv = nodeEnv(join(dir, 'unused'));
    for (let i = 0; i < RUNS; i++) {
      bare.push(await measure('bare server', [bareScript], bareEnv));
      compiled.push(await measure('compiled node', [DIST_MAIN], nodeEnv(join(dir, `fresh-${i}`))));
      sources.push(await measure('node from sources', ['--import', './scripts/register.mjs', 'src/main.ts'], nodeEnv(join(dir, `sources-${i}`))));
      console.error(`startup: run ${i + 1}/${RUNS}: bare ${Math.round(bare.at(-1)!.readyMs)} ms, compiled ${Math.round(compiled.at(-1)!.readyMs)} ms, sources ${Math.round(sources.at(-1)!.readyMs)} ms`);
    }

    // A data dir holding a chain: forged once by the compiled node, then opened RUNS times.
    const chainDir = join(dir, 'chain');
    const first = await start('compiled node (forging the chain)', [DIST_MAIN], nodeEnv(chainDir));
    const forged = await post(first.port, { requestType: 'generateBlock', numBlocks: String(CHAIN_BLOCKS) });
    if (forged.status !== 200 || forged.body.includes('errorCode')) throw new Error(`generateBlock: HTTP ${forged.status} ${forged.body.slice(0, 500)}`);
    await first.stop();
    const bareRestart: Sample[] = [];
    const restart: Sample[] = [];
    let height = -1;
    for (let i = 0; i < RUNS; i++) {
      bareRestart.push(await measure('bare server', [bareScript], bareEnv));
      const s = await start('compiled node (restart)', [DIST_MAIN], nodeEnv(chainDir));
      const status = await get(s.port, '/api?requestType=getBlockchainStatus');
      height = Number((JSON.parse(status.body) as { numberOfBlocks?: number }).numberOfBlocks ?? 0) - 1;
      await s.stop();
      restart.push(s.sample);
      console.error(`startup: restart ${i + 1}/${RUNS}: bare ${Math.round(bareRestart.at(-1)!.readyMs)} ms, compiled ${Math.round(s.sample.readyMs)} ms (height ${height})`);
    }

    const target = { kind: 'below', value: TARGET_MS, unit: 'ms' } as const;
    const bareFigure = (samples: readonly Sample[]) => fig('bare node:http server script (temp file), spawned and timed the same way: spawn to first 200, median', samples);
    return [
      {
        bench: 'startup',
        name: 'compiled node, fresh devnet data dir: spawn to first 200',
        subject: fig('`node dist/main.js` (npm start; devnet, fresh temp data dir, API and peer port 0): spawn to the first 200 of GET /api?requestType=getBlockchainStatus, median', compiled),
        baseline: bareFigure(bare),
        target,
        notes: [`node: ${describe(compiled)}`, `bare: ${describe(bare)}`, built],
      },
      {
        bench: 'startup',
        name: `compiled node, restart on a chain of ${CHAIN_BLOCKS} blocks: spawn to first 200`,
        subject: fig(`\`node dist/main.js\` on a data dir holding a devnet chain (height ${height} at the last run), median`, restart),
        baseline: bareFigure(bareRestart),
        target,
        notes: [`node: ${describe(restart)}`, `bare: ${describe(bareRestart)}`],
      },
      {
        bench: 'startup',
        name: 'node from sources (ts-loader), fresh dir: spawn to first 200',
        subject: fig('`node --import ./scripts/register.mjs src/main.ts` (npm run start:dev; what npm start ran before dist/), fresh devnet data dir, median', sources),
        baseline: bareFigure(bare),
        notes: [`node: ${describe(sources)}`, 'no target: for comparison with the compiled node (the same bare runs as the first row)'],
      },
    ];
  } finally {
    await removeTempDir(dir);
  }
}
