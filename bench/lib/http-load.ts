// HTTP load generator, run as its own process so the server under test keeps a core to itself
// (the machine has two). It keeps `concurrency` requests in flight over keep-alive connections
// (one http.Agent, maxSockets = concurrency) until every request of the list got its answer.
// A response counts as accepted when it is HTTP 200 and its JSON has no errorCode.
import { Agent, request } from 'node:http';

export interface LoadRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** Form-encoded body (POST). */
  readonly body?: string;
}

export interface LoadJob {
  readonly id: number;
  readonly port: number;
  readonly concurrency: number;
  readonly requests: readonly LoadRequest[];
}

export interface LoadResult {
  readonly id: number;
  readonly seconds: number;
  readonly accepted: number;
  readonly failed: number;
  /** First few failure bodies (status and text), for the report. */
  readonly failures: string[];
  readonly latencyMs: { readonly p50: number; readonly p99: number };
}

function runJob(job: LoadJob): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: job.concurrency });
  const latencies = new Float64Array(job.requests.length);
  let next = 0;
  let done = 0;
  let accepted = 0;
  let failed = 0;
  const failures: string[] = [];
  const t0 = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const finish = () => {
      const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
      agent.destroy();
      const sorted = Array.from(latencies).sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
      resolve({ id: job.id, seconds, accepted, failed, failures, latencyMs: { p50: at(0.5), p99: at(0.99) } });
    };
    const issue = () => {
      const i = next++;
      if (i >= job.requests.length) return;
      const r = job.requests[i]!;
      const started = process.hrtime.bigint();
      const headers: Record<string, string | number> = r.body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(r.body) } : {};
      const req = request({ host: '127.0.0.1', port: job.port, method: r.method, path: r.path, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          latencies[i] = Number(process.hrtime.bigint() - started) / 1e6;
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode === 200 && !text.includes('"errorCode"')) accepted++;
          else {
            failed++;
            if (failures.length < 3) failures.push(`HTTP ${res.statusCode} ${text.slice(0, 200)}`);
          }
          if (++done === job.requests.length) finish();
          else issue();
        });
      });
      req.on('error', reject);
      if (r.body !== undefined) req.end(r.body);
      else req.end();
    };
    if (job.requests.length === 0) finish();
    for (let k = 0; k < Math.min(job.concurrency, job.requests.length); k++) issue();
  });
}

process.on('message', (job: LoadJob) => {
  runJob(job).then(
    (result) => process.send!(result),
    (error: unknown) => {
      console.error('http-load:', error);
      process.exit(1);
    },
  );
});
process.on('disconnect', () => process.exit(0));
