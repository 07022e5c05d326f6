// Bench 4 (issue 3): getAccount requests per second over HTTP against the real API server (the
// full node the CLI runs, createFullNode) vs a bare node:http JSON server answering the
// very same JSON bodies, in the same run, same client; and pre-signed payments accepted per
// second through broadcastTransaction over HTTP vs raw verifications of the same signatures.
// The client is a separate process (bench/lib/http-load.ts) with keep-alive connections.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verify } from '../src/domain/crypto.js';
import { toHex } from '../src/domain/hex.js';
import { devnetParams } from '../src/domain/network-params.js';
import { buildGenesisBlock } from '../src/domain/genesis.js';
import { CACHE_CONTROL } from '../src/api/server.js';
import type { BenchRow } from './lib/report.js';
import { epochNow, recipientIds } from './lib/fixtures.js';
import { benchKeys } from './lib/keys.js';
import { buildFundedStore, payments } from './lib/funded-store.js';
import { CHAIN_SUBDIR, startApiNode } from './lib/api-node.js';
import { join } from 'node:path';
import type { LoadRequest, LoadResult } from './lib/http-load.js';
import { LoadClient } from './lib/load-client.js';
import { collectGarbage, median, rate, timed } from './lib/timer.js';
import { makeTempDir, removeTempDir } from './lib/tmp.js';
import { ONE_COIN } from '../src/domain/constants.js';

const SENDERS = 2_000;
const RECIPIENTS = 8_000;
const QUERIED_ACCOUNTS = 1_000;
const GET_REQUESTS = 48_000;
/** Requests per load job: the node and the bare server take turns job by job, so load from
 * other processes on the machine hits both alike. */
const GET_SLICE = 8_000;
const BROADCASTS = 10_000;
/** Broadcasts per slice, each followed (or preceded, in turn) by raw verification of the same. */
const BROADCAST_SLICE = 1_000;
const CONCURRENCY = 50;

/** A bare node:http server that answers getAccount with a stored JSON body per account. */
async function bareServer(bodies: ReadonlyMap<string, Record<string, unknown>>): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    const started = performance.now();
    const url = req.url ?? '';
    const query = new URLSearchParams(url.slice(url.indexOf('?') + 1));
    const found = query.get('requestType') === 'getAccount' ? bodies.get(query.get('account') ?? '') : undefined;
    const body = JSON.stringify(found ? { ...found, requestProcessingTime: Math.round(performance.now() - started) } : { errorCode: 3, errorDescription: 'Unknown account' });
    res.writeHead(found ? 200 : 404, { 'content-type': 'application/json; charset=utf-8', 'cache-control': CACHE_CONTROL, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function check(what: string, r: LoadResult, expected: number): LoadResult {
  if (r.accepted !== expected) throw new Error(`${what}: ${r.accepted} of ${expected} accepted; failures: ${r.failures.join(' | ')}`);
  return r;
}

export async function run(): Promise<BenchRow[]> {
  const dir = await makeTempDir('http');
  const client = new LoadClient(CONCURRENCY);
  try {
    const senders = benchKeys('bench-sender', SENDERS);
    const recipients = recipientIds(RECIPIENTS);
    console.error(`http: building a devnet store funding ${(SENDERS + RECIPIENTS).toLocaleString('en-US')} accounts`);
    await buildFundedStore(join(dir, CHAIN_SUBDIR), [...senders.map((s) => s.accountId), ...recipients], 1_000n * ONE_COIN);

    const params = devnetParams();
    const genesisId = buildGenesisBlock(params).id;
    const total = BROADCASTS + 500;
    console.error(`http: signing ${total.toLocaleString('en-US')} payments`);
    const txs = payments({ senders, recipients, count: total, timestamp: epochNow(params) - 5, ecBlockHeight: 0, ecBlockId: genesisId });

    const api = await startApiNode(dir, { mempoolMaxSize: total, writeRequestsPerSecond: 1_000_000_000 });
    try {
      // The accounts queried: half keyed senders, half receive-only accounts.
      const queried = [...senders.slice(0, QUERIED_ACCOUNTS / 2).map((s) => s.accountId), ...recipients.slice(0, QUERIED_ACCOUNTS / 2)].map(String);
      const bodies = new Map<string, Record<string, unknown>>();
      for (const account of queried) {
        const res = await fetch(`http://127.0.0.1:${api.port}/api?requestType=getAccount&account=${account}`);
        const json = (await res.json()) as Record<string, unknown>;
        if (res.status !== 200 || json['errorCode'] !== undefined) throw new Error(`getAccount ${account}: ${JSON.stringify(json)}`);
        delete json['requestProcessingTime'];
        bodies.set(account, json);
      }
      const bare = await bareServer(bodies);
      const gets: LoadRequest[] = Array.from({ length: GET_REQUESTS }, (_, i) => ({ method: 'GET', path: `/api?requestType=getAccount&account=${queried[(i * 7) % queried.length]}` }));
      check('warm-up bare', await client.run(bare.port, gets.slice(0, 2000)), 2000);
      check('warm-up node', await client.run(api.port, gets.slice(0, 2000)), 2000);
      const bareRuns: LoadResult[] = [];
      const nodeRuns: LoadResult[] = [];
      // CPU time of this process (both servers live here) per job: when the load generator, not
      // the server, sets the pace, the request rates converge while the CPU spent per request
      // still shows what each server costs.
      const cpuMicros = { node: 0, bare: 0 };
      const cpuRun = async (which: 'node' | 'bare', port: number, slice: readonly LoadRequest[]) => {
        const before = process.cpuUsage();
        const r = check(`${which} getAccount`, await client.run(port, slice), slice.length);
        const used = process.cpuUsage(before);
        cpuMicros[which] += used.user + used.system;
        return r;
      };
      collectGarbage();
      for (let i = 0, k = 0; i < GET_REQUESTS; i += GET_SLICE, k++) {
        const slice = gets.slice(i, i + GET_SLICE);
        for (const which of k % 2 === 0 ? (['bare', 'node'] as const) : (['node', 'bare'] as const)) {
          if (which === 'bare') bareRuns.push(await cpuRun('bare', bare.port, slice));
          else nodeRuns.push(await cpuRun('node', api.port, slice));
        }
      }
      const cpuPerRequest = { node: cpuMicros.node / GET_REQUESTS, bare: cpuMicros.bare / GET_REQUESTS };
      await new Promise<void>((resolve) => bare.server.close(() => resolve()));

      // broadcastTransaction: a warm-up set, then slices of distinct transactions, each slice's
      // signatures also verified raw on this thread (in turn before or after the slice).
      const post = (list: typeof txs): LoadRequest[] => list.map((tx) => ({ method: 'POST', path: '/api', body: `requestType=broadcastTransaction&transactionBytes=${toHex(tx.bytes())}` }));
      check('warm-up broadcast', await client.run(api.port, post(txs.slice(0, 500))), 500);
      const broadcastRuns: LoadResult[] = [];
      let rawSeconds = 0;
      const measured = txs.slice(500);
      collectGarbage();
      for (let i = 0, k = 0; i < measured.length; i += BROADCAST_SLICE, k++) {
        const slice = measured.slice(i, i + BROADCAST_SLICE);
        const jobs = slice.map((tx) => ({ s: tx.signature!, m: tx.unsignedBytes(), k: tx.senderPublicKey }));
        const rawVerify = async () => {
          const t = await timed(() => {
            for (const x of jobs) if (!verify(x.s, x.m, x.k)) throw new Error('signature did not verify');
          });
          rawSeconds += t.seconds;
        };
        if (k % 2 === 1) await rawVerify();
        broadcastRuns.push(check('broadcastTransaction', await client.run(api.port, post(slice)), slice.length));
        if (k % 2 === 0) await rawVerify();
      }
      const pooled = await api.full.node.mempool.size();
      if (pooled !== total) throw new Error(`mempool holds ${pooled} transactions, expected ${total}`);
      const rawRate = rate(measured.length, rawSeconds);

      const seconds = (rs: LoadResult[]) => rs.reduce((a, r) => a + r.seconds, 0);
      const p = (rs: LoadResult[]) => `slice medians: p50 ${median(rs.map((r) => r.latencyMs.p50)).toFixed(1)} ms, p99 ${median(rs.map((r) => r.latencyMs.p99)).toFixed(1)} ms`;
      const fmt = (rs: LoadResult[], n: number) => rs.map((r) => Math.round(rate(n, r.seconds))).join(', ');
      console.error(
        `http: getAccount per slice: node ${fmt(nodeRuns, GET_SLICE)} /s; bare ${fmt(bareRuns, GET_SLICE)} /s; broadcast ${fmt(broadcastRuns, BROADCAST_SLICE)} /s; raw verify ${Math.round(rawRate)} /s`,
      );
      const clientDesc = `${CONCURRENCY} requests in flight over keep-alive connections from a separate client process`;
      return [
        {
          bench: 'http',
          name: 'getAccount over HTTP, real API server',
          subject: {
            label: `${GET_REQUESTS.toLocaleString('en-US')} GET /api?requestType=getAccount over ${QUERIED_ACCOUNTS} distinct accounts of a ${(SENDERS + RECIPIENTS + 10).toLocaleString('en-US')}-account devnet store on disk, ${clientDesc}; the full node's Express API server and actors (${p(nodeRuns)}); in jobs of ${GET_SLICE.toLocaleString('en-US')} alternating with the bare server`,
            value: rate(GET_REQUESTS, seconds(nodeRuns)),
            unit: 'req/s',
          },
          baseline: {
            label: `bare node:http server in the same process answering the same URLs with the very same JSON bodies (stored, stringified per request), same client (${p(bareRuns)})`,
            value: rate(GET_REQUESTS, seconds(bareRuns)),
            unit: 'req/s',
          },
          target: { kind: 'ratio-at-least', value: 0.9 },
          notes: [
            `server CPU per request (user + system time of the server process over the timed jobs): node ${cpuPerRequest.node.toFixed(1)} µs, bare ${cpuPerRequest.bare.toFixed(1)} µs (ratio ${(cpuPerRequest.bare / cpuPerRequest.node).toFixed(2)}); when both rates are close, the load generator on the other core sets the pace and this is the better measure of the server's cost`,
            'getAccount reads the committed account and its reservations through the read view (no mailbox round trip) whenever the pool is in step with the tip (docs/decisions.md, "Read view")',
            'plain GET /api is answered by node:http before Express (same admission, parsing and dispatch); below target, the API layer (parameter parsing, RS encoding, JSON) is the likely cause (profile in docs/performance.md)',
            'the node is createFullNode (what `npm start` runs: disk store, actors, peer network listening with no peers, API server), logging off',
          ],
        },
        {
          bench: 'http',
          name: 'broadcastTransaction over HTTP (pre-signed sendMoney)',
          subject: {
            label: `${BROADCASTS.toLocaleString('en-US')} distinct pre-signed payments from ${SENDERS.toLocaleString('en-US')} funded senders, POST form-encoded transactionBytes, ${clientDesc}, every one accepted into the pool (${p(broadcastRuns)}); in slices of ${BROADCAST_SLICE.toLocaleString('en-US')} taking turns with the raw verification`,
            value: rate(BROADCASTS, seconds(broadcastRuns)),
            unit: 'tx/s',
          },
          baseline: { label: `domain verify() on one thread of the server process over the same ${BROADCASTS.toLocaleString('en-US')} signatures, slice by slice`, value: rawRate, unit: 'verify/s' },
          notes: [
            'the write limit (node.writeRequestsPerSecond, default 10 per second per client address) was set to 1,000,000,000 for this benchmark: all requests come from 127.0.0.1',
            `node.mempoolMaxSize raised to ${total.toLocaleString('en-US')} so every transaction fits (default 2000)`,
            'single submissions are verified inline on the node\'s main thread (the worker pool takes submitMany batches only)',
            'no target in the issue; the ratio shows what HTTP, parsing and the actor mailbox cost on top of the signature check',
          ],
        },
      ];
    } finally {
      await api.close();
    }
  } finally {
    client.close();
    await removeTempDir(dir);
  }
}
