// `npm run bench -- tps`: sustained throughput of one real node process on the throughput profile
// (docs/performance.md). Pre-signed payments are fed through the API (broadcastTransactions, in
// batches, at a fixed offered rate) for TPS_SECONDS (default 180) while the node forges; the bench
// follows the chain through the API and reports confirmed transactions per second over the
// steady window, the pool size over time, confirmation latency (p50, p99) and the node's CPU. The
// raw baseline, in the same run: Ed25519 verification of the same transactions on every core
// (worker threads), the ceiling of a node that checks each signature once; and block application
// (bench/apply.ts, run after the load in the same process).
// TPS_LOAD=mixed feeds a mixed-capability load instead: 60% payments, 20% arbitrary messages with a
// text message, 20% transfers of a totem issued at the start.
//   TPS_SECONDS=180 TPS_RATE=3000 [TPS_LOAD=mixed] npm run bench -- tps
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';
import { toHex } from '../src/domain/hex.js';
import { startNode, stopAllNodes, type NodeProcess } from '../test/e2e/process-helper.js';
import { recipientIds, signedPayment } from './lib/fixtures.js';
import { benchIssuance, benchTransfer } from './lib/totem-txs.js';
import { BENCH_REGISTRY } from './lib/rules.js';
import { arbitraryMessage } from '../src/capabilities/messages/arbitrary-message.js';
import { ONE_COIN, TRANSACTION_VERSION } from '../src/domain/constants.js';
import { utf8Bytes } from '../src/domain/crypto.js';
import { Transaction } from '../src/domain/transaction.js';
import { benchKeys } from './lib/keys.js';
import type { BenchRow } from './lib/report.js';
import { run as runApply } from './apply.js';
import { quantile } from './lib/timer.js';

const SECONDS = Number(process.env['TPS_SECONDS'] ?? 180);
const RATE = Number(process.env['TPS_RATE'] ?? 3000);
const MIXED = process.env['TPS_LOAD'] === 'mixed';
const BATCH = 500;
const IN_FLIGHT = 4;
/** The first seconds are the ramp (the pool fills, the first blocks come): not in the figures. */
const WARMUP_SECONDS = 20;
const TARGET_TPS = 2000;

interface Sent {
  readonly at: number;
}

/** CPU seconds (user + system) of a process so far, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Ed25519 verifications per second on `threads` worker threads, over the given jobs. */
async function verifyRate(jobs: ReadonlyArray<{ s: Uint8Array; m: Uint8Array; k: Uint8Array }>, threads: number): Promise<number> {
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

function metric(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.split(' ')[1]);
}

export async function run(): Promise<BenchRow[]> {
  const node: NodeProcess = await startNode({
    name: 'tps',
    settings: {
      'node.profile': 'throughput',
      'node.devnetForging': 'true',
      'node.writeRequestsPerSecond': '100000',
      'node.apiMaxBodyBytes': String(4 * 1024 * 1024),
    },
    startTimeoutMs: 60_000,
  });
  try {
    const status = await node.ok('GET', { requestType: 'getBlockchainStatus' });
    const time = await node.ok('GET', { requestType: 'getTime' });
    const genesis = BigInt(status['genesisBlockId'] as string);
    const total = Math.ceil(RATE * SECONDS * 1.05);
    console.error(`tps: signing ${total.toLocaleString("en-US")} ${MIXED ? "transactions (mixed)" : "payments"} (10 devnet senders, 20,000 new recipients)`);
    const senders = benchKeys('devnet', 10);
    const recipients = recipientIds(20_000, 'tps-recipient');
    const stamp = { timestamp: Number(time['time']), ecBlockId: genesis };
    // The mixed load transfers one totem, issued and confirmed first.
    let totem = 0n;
    if (MIXED) {
      const issue = benchIssuance(senders[0]!, 'tpsload', 10n ** 12n, stamp);
      await node.ok('POST', { requestType: 'broadcastTransaction', transactionBytes: toHex(issue.bytes()) });
      for (let t = 0; t < 120 && totem === 0n; t++) {
        const r = await node.get({ requestType: 'getTransaction', transaction: issue.id.toString() });
        if (typeof r.json['height'] === 'number') totem = issue.id;
        else await new Promise((res) => setTimeout(res, 500));
      }
      if (totem === 0n) throw new Error('the totem issue was not confirmed');
    }
    const txs: Array<{ hex: string; hash: string }> = [];
    const sample: Array<{ s: Uint8Array; m: Uint8Array; k: Uint8Array }> = [];
    /** An arbitrary message (1/0) with a short text message, 1 coin. */
    const message = (i: number): Transaction => {
      const sender = senders[i % 10]!;
      const unsigned = new Transaction({
        type: arbitraryMessage.type, subtype: arbitraryMessage.subtype, version: TRANSACTION_VERSION, timestamp: stamp.timestamp, deadline: 1440,
        senderPublicKey: sender.publicKey, recipientId: recipients[i % recipients.length]!, amountMTA: 0n, feeMTA: ONE_COIN,
        referencedTransactionFullHash: null, ecBlockHeight: 0, ecBlockId: genesis, attachment: { version: 0 },
        appendices: { message: { data: utf8Bytes(`tps message ${i}`), isText: true } }, signature: null,
      }, BENCH_REGISTRY);
      return unsigned.withSignature(sender.sign(unsigned.unsignedBytes()));
    };
    for (let i = 0; i < total; i++) {
      const slot = i % 10;
      const tx = MIXED && slot >= 8
        // The quantity makes each transfer unique (same sender, stamp and recipients repeat).
        ? benchTransfer(senders[0]!, recipients[(i * 7919) % recipients.length]!, totem, 1n + BigInt(i), stamp)
        : MIXED && slot >= 6
          ? message(i)
          : signedPayment({
            sender: senders[i % 10]!, recipientId: recipients[(i * 7919) % recipients.length]!, amountMTA: 100_000_000n + BigInt(i),
            timestamp: stamp.timestamp, ecBlockHeight: 0, ecBlockId: genesis,
          });
      txs.push({ hex: toHex(tx.bytes()), hash: toHex(tx.fullHash) });
      if (i < 40_000) sample.push({ s: tx.signature!, m: tx.unsignedBytes(), k: tx.senderPublicKey });
    }

    const threads = cpus().length;
    const rawVerify = await verifyRate(sample, threads);
    console.error(`tps: raw verification ${Math.round(rawVerify).toLocaleString('en-US')}/s on ${threads} threads; feeding ${RATE}/s for ${SECONDS} s`);

    const sent = new Map<string, Sent>();
    const latencies: number[] = [];
    const pool: Array<[number, number]> = [];
    const confirmedAt: Array<[number, number]> = [];
    let accepted = 0;
    let refused = 0;
    /** Why transactions were refused, by description (numbers folded). */
    const reasons = new Map<string, number>();
    let next = 0;
    let inFlight = 0;
    const t0 = Date.now();
    const pid = node.pid!;
    let cpuAtWarmup = 0;
    const end = t0 + SECONDS * 1000;
    let height = Number(status['numberOfBlocks']) - 1;
    let blockTxs = 0;
    let blocks = 0;

    // The feeder: a batch whenever the offered schedule says so, at most IN_FLIGHT in flight.
    const feed = async () => {
      while (Date.now() < end && next < txs.length) {
        const due = Math.floor(((Date.now() - t0) / 1000) * RATE);
        if (next >= due || inFlight >= IN_FLIGHT) {
          await new Promise((r) => setTimeout(r, 5));
          continue;
        }
        const batch = txs.slice(next, next + BATCH);
        next += batch.length;
        inFlight++;
        const at = Date.now();
        for (const t of batch) sent.set(t.hash, { at });
        void node.post({ requestType: 'broadcastTransactions', transactionBytes: batch.map((t) => t.hex).join(',') }).then((r) => {
          inFlight--;
          accepted += Number(r.json['accepted'] ?? 0);
          refused += Number(r.json['refused'] ?? batch.length);
          for (const v of (r.json['transactions'] as Array<Record<string, unknown>> | undefined) ?? []) {
            if (v['accepted'] === true) continue;
            const why = String(v['errorDescription'] ?? '?').replace(/[0-9]+/g, 'N').slice(0, 80);
            reasons.set(why, (reasons.get(why) ?? 0) + 1);
          }
        }, () => {
          inFlight--;
          refused += batch.length;
        });
      }
    };
    // The follower: new blocks, their transactions' latencies, and the pool size.
    let died: string | undefined;
    void node.exited.then((x) => {
      died = `the node process exited (${JSON.stringify(x)}): ${node.tail(10)}`;
    });
    let pollErrors = 0;
    const follow = async () => {
      while (Date.now() < end + 5_000) {
        if (died !== undefined) throw new Error(died);
        try {
          await followOnce();
        } catch (err) {
          // A keep-alive connection the server closed as we reused it (ECONNRESET): poll again.
          if (died !== undefined) throw new Error(died);
          pollErrors++;
          if (pollErrors > 20) throw err;
        }
        await new Promise((r) => setTimeout(r, 250));
      }
    };
    const followOnce = async () => {
      {
        const s = await node.ok('GET', { requestType: 'getBlockchainStatus' });
        const tip = Number(s['numberOfBlocks']) - 1;
        for (let h = height + 1; h <= tip; h++) {
          const b = await node.ok('GET', { requestType: 'getBlock', height: String(h) });
          const now = Date.now();
          const hashes = b['transactions'] as string[];
          for (const hash of hashes) {
            const x = sent.get(hash);
            if (x !== undefined && x.at - t0 >= WARMUP_SECONDS * 1000 && now <= end) latencies.push(now - x.at);
          }
          if (now - t0 >= WARMUP_SECONDS * 1000 && now <= end) {
            confirmedAt.push([now, hashes.length]);
            blockTxs = Math.max(blockTxs, hashes.length);
            blocks++;
          }
          // Counted once, even if a later poll of this round fails and the round is repeated.
          height = h;
        }
        const m = await fetch(`${node.base}/metrics`).then((r) => r.text());
        const size = metric(m, 'totem_mempool_transactions') ?? metric(m, 'mempool_transactions');
        if (size !== undefined) pool.push([Date.now() - t0, size]);
        if (cpuAtWarmup === 0 && Date.now() - t0 >= WARMUP_SECONDS * 1000) cpuAtWarmup = cpuSeconds(pid);
      }
    };
    await Promise.all([feed(), follow()]);
    const window = SECONDS - WARMUP_SECONDS;
    const cpu = cpuSeconds(pid) - cpuAtWarmup;
    const confirmed = confirmedAt.reduce((n, [, c]) => n + c, 0);
    const tps = confirmed / window;
    const steadyPool = pool.filter(([t]) => t >= WARMUP_SECONDS * 1000 && t <= SECONDS * 1000).map(([, s]) => s);
    const poolMax = Math.max(0, ...steadyPool);
    const poolLast = steadyPool[steadyPool.length - 1] ?? 0;
    const series = pool.filter((_, i) => i % 40 === 0).map(([t, s]) => `${Math.round(t / 1000)}s:${s}`).join(' ');
    const p50 = latencies.length > 0 ? quantile(latencies, 0.5) : NaN;
    const p99 = latencies.length > 0 ? quantile(latencies, 0.99) : NaN;
    const offered = next / SECONDS;
    console.error(`tps: ${confirmed.toLocaleString('en-US')} confirmed in ${window} s (${Math.round(tps)}/s) over ${blocks} blocks (largest ${blockTxs}); offered ${Math.round(offered)}/s, accepted ${accepted}, refused ${refused}; pool ${series}; latency p50 ${p50} ms p99 ${p99} ms; node CPU ${(cpu / window * 100).toFixed(0)}%`);
    const bound = tps >= TARGET_TPS ? 'target met' : cpu / window > 0.9 * cpus().length
      ? `the node's CPU is saturated (${(cpu / window * 100).toFixed(0)}% of ${cpus().length * 100}%): verification and application bound it`
      : poolMax > 0.9 * 65_536 ? 'the pool is full: forging and block application bound it' : `intake: the API admitted ${Math.round(accepted / SECONDS)}/s against ${Math.round(offered)}/s offered`;
    await stopAllNodes();
    // The second raw baseline, in the same run once the node is gone: block application on this
    // machine (bench/apply.ts: payments in blocks on disk, pushBlock, every signature verified or
    // verified earlier by the pool).
    const apply = await runApply();
    const applyFull = apply[0]?.subject.value ?? NaN;
    const applyPre = apply[1]?.subject.value ?? NaN;
    console.error(`tps: block application baseline ${Math.round(applyFull)} tx/s (every signature), ${Math.round(applyPre)} tx/s (pre-verified)`);
    return [{
      bench: 'tps',
      name: `confirmed ${MIXED ? 'mixed-capability transactions' : 'payments'} per second, sustained, through the API (throughput profile)`,
      subject: {
        label: `one node process (devnet, throughput profile: 2 s blocks of up to 8,192 transactions), forging with the devnet accounts, fed pre-signed ${MIXED ? 'transactions (60% payments, 20% arbitrary messages with a text message, 20% transfers of one totem)' : 'payments'} by broadcastTransactions in batches of ${BATCH} (${IN_FLIGHT} in flight) at ${RATE}/s offered for ${SECONDS} s; confirmed = transactions in blocks over the ${window} s after a ${WARMUP_SECONDS} s ramp`,
        value: tps,
        unit: 'tx/s',
      },
      baseline: { label: `Ed25519 verification of the same transactions' signatures (node:crypto) on ${threads} worker threads, in this run`, value: rawVerify, unit: 'verify/s' },
      target: { kind: 'at-least', value: TARGET_TPS, unit: 'tx/s' },
      notes: [
        `pool size (bounded by node.mempoolMaxSize 65,536): max ${poolMax.toLocaleString('en-US')}, at the end ${poolLast.toLocaleString('en-US')}; over time ${series}`,
        `confirmation latency (submission to the block seen by the client, polled every 250 ms): p50 ${Math.round(p50)} ms, p99 ${Math.round(p99)} ms, over ${latencies.length.toLocaleString('en-US')} transactions`,
        `node CPU ${(cpu / window * 100).toFixed(0)}% of one core over the window (${cpus().length} cores); offered ${Math.round(offered)}/s, admitted ${accepted.toLocaleString('en-US')}, refused ${refused.toLocaleString('en-US')}; ${blocks} blocks, largest ${blockTxs}`,
        `block application on this machine, same run (bench/apply.ts, payments in blocks on disk): ${Math.round(applyFull).toLocaleString('en-US')} tx/s verifying every signature, ${Math.round(applyPre).toLocaleString('en-US')} tx/s with signatures verified by the pool as here; confirmed/pre-verified application ${(tps / applyPre).toFixed(2)}`,
        `what bounds it: ${bound}`,
        ...(pollErrors > 0 ? [`the follower's polls failed ${pollErrors} time(s) (connection reset on a reused keep-alive connection) and were repeated`] : []),
        ...(reasons.size > 0 ? [`refused because: ${[...reasons].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([why, n]) => `${why} (${n.toLocaleString('en-US')})`).join('; ')}`] : []),
      ],
    }];
  } finally {
    await stopAllNodes();
  }
}
