// Bench (issue 10): the API throughput of the full node while /metrics is scraped every second,
// against the same load with no scraping, in the same run. The load is reads over keep-alive
// connections from a separate client process (getBalance of the devnet accounts through the read
// view, getBlockchainStatus through the blockchain actor's mailbox, half and half); the scraper is
// a third process, as Prometheus is. Jobs alternate in pairs (scraped first, then not, then the
// other way round), so drift in the machine's load hits both sides alike.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { accountIdFromPublicKey } from '../src/domain/account-id.js';
import { keyPairFromSecret } from '../src/domain/crypto.js';
import { devnetSecretPhrases } from '../src/domain/network-params.js';
import { encodeRS } from '../src/domain/reed-solomon.js';
import type { BenchRow } from './lib/report.js';
import { startApiNode } from './lib/api-node.js';
import type { LoadRequest, LoadResult } from './lib/http-load.js';
import { LoadClient } from './lib/load-client.js';
import type { ScrapeReport, ScraperCommand } from './lib/scraper.js';
import { collectGarbage, median, rate } from './lib/timer.js';
import { makeTempDir, removeTempDir } from './lib/tmp.js';

const CONCURRENCY = 50;
/** Requests per job: about two seconds at the rates seen here, so every scraped job holds two
 * or more scrapes (the first at its start: if anything, more than one per second). Many short
 * pairs rather than a few long ones: on this shared two-core machine other processes come and go
 * within seconds, and short adjacent jobs see the same conditions. */
const JOB_REQUESTS = 6_000;
const PAIRS = 24;
const SCRAPE_INTERVAL_MS = 1000;
/** The scrape's own cost is measured apart, on the idle node: scrapes this often for this long,
 * against the same window with no scrapes. */
const COST_INTERVAL_MS = 20;
const COST_WINDOW_MS = 3000;

const register = fileURLToPath(new URL('../scripts/register.mjs', import.meta.url));
const scraperScript = fileURLToPath(new URL('./lib/scraper.ts', import.meta.url));

class Scraper {
  private readonly child: ChildProcess;
  constructor() {
    this.child = fork(scraperScript, [], { execArgv: ['--import', register, '--no-warnings'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  }
  start(port: number, intervalMs = SCRAPE_INTERVAL_MS): void {
    this.child.send({ kind: 'start', port, intervalMs } satisfies ScraperCommand);
  }
  stop(): Promise<ScrapeReport> {
    return new Promise((resolve) => {
      this.child.once('message', (r: ScrapeReport) => resolve(r));
      this.child.send({ kind: 'stop' } satisfies ScraperCommand);
    });
  }
  close(): void {
    this.child.disconnect();
  }
}

function check(what: string, r: LoadResult, expected: number): LoadResult {
  if (r.accepted !== expected) throw new Error(`${what}: ${r.accepted} of ${expected} accepted; failures: ${r.failures.join(' | ')}`);
  return r;
}

export async function run(): Promise<BenchRow[]> {
  const dir = await makeTempDir('metrics');
  const client = new LoadClient(CONCURRENCY);
  const scraper = new Scraper();
  try {
    const api = await startApiNode(dir);
    try {
      const accounts = devnetSecretPhrases().map((p) => encodeRS(accountIdFromPublicKey(keyPairFromSecret(p).publicKey)));
      const requests: LoadRequest[] = Array.from({ length: JOB_REQUESTS }, (_, i) => ({
        method: 'GET',
        path: i % 2 === 0 ? `/api?requestType=getBalance&account=${accounts[(i >> 1) % accounts.length]}` : '/api?requestType=getBlockchainStatus',
      }));
      // Warm-up: both paths, and a few scrapes so the metrics' own code is compiled too.
      scraper.start(api.port);
      check('warm-up', await client.run(api.port, requests), JOB_REQUESTS);
      const warm = await scraper.stop();
      if (warm.scrapes === 0) throw new Error(`no scrape answered during the warm-up: ${warm.failures.join(' | ')}`);

      const plain: LoadResult[] = [];
      const scraped: LoadResult[] = [];
      const scrapes: ScrapeReport[] = [];
      // CPU time of this process (the node lives here; the client and the scraper do not) per
      // job: less sensitive than the request rate to other processes competing for the cores.
      const cpuMicros = { scraped: 0, plain: 0 };
      const job = async (withScrapes: boolean) => {
        collectGarbage();
        if (withScrapes) scraper.start(api.port);
        const before = process.cpuUsage();
        const r = check(withScrapes ? 'scraped job' : 'plain job', await client.run(api.port, requests), JOB_REQUESTS);
        const used = process.cpuUsage(before);
        cpuMicros[withScrapes ? 'scraped' : 'plain'] += used.user + used.system;
        if (withScrapes) {
          const report = await scraper.stop();
          if (report.failures.length > 0) throw new Error(`scrapes failed: ${report.failures.join(' | ')}`);
          scrapes.push(report);
          scraped.push(r);
        } else {
          plain.push(r);
        }
      };
      for (let k = 0; k < PAIRS; k++) {
        for (const withScrapes of k % 2 === 0 ? [true, false] : [false, true]) await job(withScrapes);
      }

      // The scrape's own cost on the idle node: CPU of a window of rapid scrapes minus that of an
      // idle window of the same length.
      const windowCpu = async (scrapeEveryMs: number | undefined) => {
        collectGarbage();
        if (scrapeEveryMs !== undefined) scraper.start(api.port, scrapeEveryMs);
        const before = process.cpuUsage();
        await new Promise((resolve) => setTimeout(resolve, COST_WINDOW_MS));
        const used = process.cpuUsage(before);
        const report = scrapeEveryMs !== undefined ? await scraper.stop() : undefined;
        return { micros: used.user + used.system, scrapes: report?.scrapes ?? 0 };
      };
      const idle = await windowCpu(undefined);
      const busy = await windowCpu(COST_INTERVAL_MS);
      const cpuPerScrapeMs = (busy.micros - idle.micros) / busy.scrapes / 1000;

      const seconds = (rs: LoadResult[]) => rs.reduce((a, r) => a + r.seconds, 0);
      const total = JOB_REQUESTS * PAIRS;
      const pairRatios = scraped.map((r, i) => plain[i]!.seconds / r.seconds);
      const scrapeCount = scrapes.reduce((a, s) => a + s.scrapes, 0);
      const scrapeLatencies = scrapes.flatMap((s) => s.latenciesMs);
      const bytes = scrapes[scrapes.length - 1]!.bytes;
      const p = (rs: LoadResult[]) => `job medians: p50 ${median(rs.map((r) => r.latencyMs.p50)).toFixed(1)} ms, p99 ${median(rs.map((r) => r.latencyMs.p99)).toFixed(1)} ms`;
      const fmt = (rs: LoadResult[]) => rs.map((r) => Math.round(rate(JOB_REQUESTS, r.seconds))).join(', ');
      console.error(`metrics: per job, scraped ${fmt(scraped)} req/s; plain ${fmt(plain)} req/s; ${scrapeCount} scrapes of ${bytes} bytes`);
      const load = `${JOB_REQUESTS.toLocaleString('en-US')} GET /api per job (getBalance of the 10 devnet accounts and getBlockchainStatus, half and half), ${CONCURRENCY} in flight over keep-alive connections from a separate client process, ${PAIRS} jobs each way in alternating pairs`;
      return [
        {
          bench: 'metrics',
          name: 'API throughput with /metrics scraped every second',
          subject: {
            label: `${load}; a scraper process GETs /metrics every ${SCRAPE_INTERVAL_MS} ms during each job (${scrapeCount} scrapes, ${(bytes / 1024).toFixed(1)} KiB each, scrape latency median ${median(scrapeLatencies).toFixed(1)} ms, max ${Math.max(...scrapeLatencies).toFixed(1)} ms; ${p(scraped)})`,
            value: rate(total, seconds(scraped)),
            unit: 'req/s',
          },
          baseline: { label: `the same jobs with no scraping, same node, same client (${p(plain)})`, value: rate(total, seconds(plain)), unit: 'req/s' },
          target: { kind: 'ratio-at-least', value: 0.95 },
          notes: [
            `per-pair ratios (scraped / plain): median ${median(pairRatios).toFixed(3)}, min ${Math.min(...pairRatios).toFixed(3)}, max ${Math.max(...pairRatios).toFixed(3)}; a wide spread means other processes competed for the two cores, and the CPU figures below are the steadier measure`,
            `node CPU per request (user + system time of the node's process over the jobs): scraped ${(cpuMicros.scraped / total).toFixed(1)} µs, plain ${(cpuMicros.plain / total).toFixed(1)} µs (ratio plain / scraped ${(cpuMicros.plain / cpuMicros.scraped).toFixed(3)})`,
            `one scrape costs the idle node ${cpuPerScrapeMs.toFixed(2)} ms of CPU (${busy.scrapes} scrapes ${COST_INTERVAL_MS} ms apart against an idle ${COST_WINDOW_MS} ms window): at one scrape per second, ${(cpuPerScrapeMs / 10).toFixed(2)} % of one core`,
            'both sides pay the API observer (one histogram observation per request); the difference is the scrapes: one read of the node\'s figures, the actors\' snapshots and the peer machines, and the rendering of the text (process metrics included)',
            'the node is createFullNode (what `npm start` runs: disk store, actors, peer network listening with no peers, API server), devnet, logging off',
          ],
        },
      ];
    } finally {
      await api.close();
    }
  } finally {
    client.close();
    scraper.close();
    await removeTempDir(dir);
  }
}
