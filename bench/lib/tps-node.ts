// What the throughput bench reads about the node and the machine: CPU and RSS of a process from
// /proc, the pool's size and bound from /metrics, the API through plain fetch (the e2e helper's
// get/post keep every response body, which a load of hours must not), the raw Ed25519
// verification baseline on every core, and the totem the mixed load transfers.
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { toHex } from '../../src/domain/hex.js';
import type { NodeProcess } from '../../test/e2e/process-helper.js';
import type { VerifyJob } from './tps-fixtures.js';
import { loadKeys, type LoadKind, type LoadSpec } from './tps-load.js';
import { benchIssuance } from './totem-txs.js';

/** CPU seconds (user + system, every thread) of a process so far. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident set size of a process, bytes (0 when it is gone). */
export function rssBytes(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m === null ? 0 : Number(m[1]) * 1024;
  } catch {
    return 0;
  }
}

/** Jiffies of every core so far, busy and in all, from /proc/stat: the machine's load, others'
 * processes included (the machine is shared; a starved node is not a saturated one). */
export function machineJiffies(): { readonly busy: number; readonly total: number } {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = f.slice(0, 8).reduce((a, b) => a + b, 0);
  // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
  return { busy: total - f[3]! - f[4]!, total };
}

export const mib = (bytes: number): string => `${Math.round(bytes / 2 ** 20)} MiB`;

/** GET /api?params as JSON; throws on an errorCode or a non-200 answer. */
export async function apiGet(base: string, params: Record<string, string>): Promise<Record<string, any>> {
  const res = await fetch(`${base}/api?${new URLSearchParams(params)}`, { signal: AbortSignal.timeout(30_000) });
  const json = (await res.json()) as Record<string, any>;
  if (res.status !== 200 || json['errorCode'] !== undefined) throw new Error(`${params['requestType']}: HTTP ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

function metric(text: string, name: string): number | undefined {
  for (const prefix of ['totem_', '']) {
    const at = text.indexOf(`\n${prefix}${name} `);
    if (at >= 0) return Number(text.slice(at + prefix.length + name.length + 2, text.indexOf('\n', at + 1)));
  }
  return undefined;
}

export interface PoolReading {
  readonly size: number;
  readonly max: number;
}

/** The pool's size and bound, from /metrics. */
export async function readPool(base: string): Promise<PoolReading> {
  const text = await fetch(`${base}/metrics`, { signal: AbortSignal.timeout(30_000) }).then((r) => r.text());
  const size = metric(text, 'mempool_transactions');
  if (size === undefined) throw new Error('no mempool_transactions in /metrics');
  return { size, max: metric(text, 'mempool_max_transactions') ?? Number.NaN };
}

/** Waits until the pool holds at most `atMost` transactions; false if `timeoutMs` passed first. */
export async function waitForPool(base: string, atMost: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await readPool(base)).size <= atMost) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Ed25519 verifications per second on `threads` worker threads, over the given jobs (node:crypto,
 * each key parsed once): the ceiling of a node that checks each signature once. */
export async function verifyRate(jobs: readonly VerifyJob[], threads: number): Promise<number> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const { createPublicKey, verify } = require('node:crypto');
    const prefix = Buffer.from('302a300506032b6570032100', 'hex');
    const keys = new Map();
    const t0 = process.hrtime.bigint();
    let ok = 0;
    for (const j of workerData) {
      const hex = Buffer.from(j.k).toString('hex');
      let key = keys.get(hex);
      if (!key) { key = createPublicKey({ key: Buffer.concat([prefix, Buffer.from(j.k)]), format: 'der', type: 'spki' }); keys.set(hex, key); }
      if (verify(null, j.m, key, j.s)) ok++;
    }
    parentPort.postMessage({ ok, seconds: Number(process.hrtime.bigint() - t0) / 1e9 });`;
  const share = Math.ceil(jobs.length / threads);
  const results = await Promise.all(Array.from({ length: threads }, (_, t) => new Promise<{ ok: number; seconds: number }>((resolve, reject) => {
    const w = new Worker(code, { eval: true, workerData: jobs.slice(t * share, (t + 1) * share) });
    w.once('message', resolve);
    w.once('error', reject);
  })));
  if (results.reduce((n, r) => n + r.ok, 0) !== jobs.length) throw new Error('a fixture signature did not verify');
  return results.reduce((n, r) => n + r.ok / r.seconds, 0);
}

/** The load's shared fields on this node: genesis block, the node's time and, for the mixed
 * load, a totem issued (by devnet-0) and confirmed first. */
export async function prepareLoad(node: NodeProcess, kind: LoadKind): Promise<LoadSpec> {
  const status = await apiGet(node.base, { requestType: 'getBlockchainStatus' });
  const ecBlockId = String(status['genesisBlockId']);
  const timestamp = Number(status['time']);
  if (kind === 'payments') return { kind, timestamp, ecBlockId, totem: '0' };
  const issuer = loadKeys().senders[0]!;
  const issue = benchIssuance(issuer, 'tpsload', 10n ** 12n, { timestamp, ecBlockId: BigInt(ecBlockId) });
  await node.ok('POST', { requestType: 'broadcastTransaction', transactionBytes: toHex(issue.bytes()) });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const r = await node.get({ requestType: 'getTransaction', transaction: issue.id.toString() });
    if (typeof r.json['height'] === 'number') return { kind, timestamp, ecBlockId, totem: issue.id.toString() };
    await new Promise((res) => setTimeout(res, 500));
  }
  throw new Error('the totem issue was not confirmed within 60 s');
}

/** The node's time now (epoch seconds): each phase's fixtures are stamped with it. */
export async function nodeTime(base: string): Promise<number> {
  return Number((await apiGet(base, { requestType: 'getTime' }))['time']);
}
