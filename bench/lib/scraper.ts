// A Prometheus stand-in, run as its own process (as Prometheus is): while told to, it GETs
// /metrics every `intervalMs`, the first at once (a tick that finds the previous scrape still
// running is skipped, as Prometheus never overlaps scrapes of one target), and on `stop` reports
// how many scrapes it made, their sizes and latencies. Every answer must be HTTP 200.
import { get } from 'node:http';

export type ScraperCommand = { readonly kind: 'start'; readonly port: number; readonly intervalMs: number } | { readonly kind: 'stop' };

export interface ScrapeReport {
  readonly scrapes: number;
  readonly bytes: number;
  readonly latenciesMs: number[];
  readonly failures: string[];
}

let timer: NodeJS.Timeout | undefined;
let report: { scrapes: number; bytes: number; latenciesMs: number[]; failures: string[] } = { scrapes: 0, bytes: 0, latenciesMs: [], failures: [] };
let inFlight: Promise<void> = Promise.resolve();
let busy = false;

function scrapeOnce(port: number): Promise<void> {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    get({ host: '127.0.0.1', port, path: '/metrics' }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => {
        report.latenciesMs.push(Number(process.hrtime.bigint() - started) / 1e6);
        if (res.statusCode === 200) {
          report.scrapes++;
          report.bytes = bytes;
        } else if (report.failures.length < 5) report.failures.push(`HTTP ${res.statusCode}`);
        resolve();
      });
    }).on('error', (err) => {
      if (report.failures.length < 5) report.failures.push(err.message);
      resolve();
    });
  });
}

process.on('message', (cmd: ScraperCommand) => {
  if (cmd.kind === 'start') {
    report = { scrapes: 0, bytes: 0, latenciesMs: [], failures: [] };
    const tick = () => {
      if (busy) return;
      busy = true;
      inFlight = scrapeOnce(cmd.port).then(() => {
        busy = false;
      });
    };
    tick();
    timer = setInterval(tick, cmd.intervalMs);
  } else {
    clearInterval(timer);
    void inFlight.then(() => process.send!(report satisfies ScrapeReport));
  }
});
