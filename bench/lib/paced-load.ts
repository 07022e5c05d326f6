// A small, paced HTTP load (child process of the long-sync bench): GET requests at a fixed rate,
// round-robin over a few kinds of request, over keep-alive connections, with a cap on those in
// flight. Latency runs from sending to the end of the answer; requests the cap held back more
// than LATE_MS past their due time are counted (a stalled server shows there, not only in the
// latencies of the few requests in flight). The parent cuts windows ('cut' answers the window's
// figures and starts the next one); a response counts as an error unless HTTP 200 without
// errorCode.
import { Agent, request } from 'node:http';

const LATE_MS = 50;

export interface PacedKind {
  readonly name: string;
  readonly paths: readonly string[];
}

export type PacedCommand =
  | { readonly type: 'start'; readonly port: number; readonly kinds: readonly PacedKind[]; readonly ratePerSecond: number; readonly maxInFlight: number }
  | { readonly type: 'cut' };

export interface PacedKindStats {
  readonly name: string;
  readonly count: number;
  readonly errors: number;
  readonly meanMs: number;
  readonly p50Ms: number;
  readonly p90Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

export interface PacedWindow {
  readonly seconds: number;
  /** Requests that had come due in the window (issued or still held back by the cap). */
  readonly due: number;
  /** Requests sent more than LATE_MS after they were due (the cap held them back). */
  readonly late: number;
  /** Requests lost to a keep-alive connection the server closed as it was reused (not the
   * server's answer: counted apart from the errors). */
  readonly resets: number;
  readonly kinds: readonly PacedKindStats[];
  /** First failure bodies. */
  readonly failures: readonly string[];
}

function stats(name: string, latencies: number[], errors: number): PacedKindStats {
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) => (sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!);
  const mean = sorted.length === 0 ? Number.NaN : sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return { name, count: sorted.length, errors, meanMs: mean, p50Ms: at(0.5), p90Ms: at(0.9), p99Ms: at(0.99), maxMs: at(1) };
}

function start(cmd: Extract<PacedCommand, { type: 'start' }>): () => PacedWindow {
  // FIFO keeps every connection in use: with LIFO the spare ones sit idle until the server's
  // keep-alive timeout closes them, and one reused at that moment fails (ECONNRESET).
  const agent = new Agent({ keepAlive: true, maxSockets: cmd.maxInFlight, scheduling: 'fifo' });
  const t0 = performance.now();
  let windowStart = t0;
  let issued = 0;
  let dueAtCut = 0;
  let inFlight = 0;
  let latencies: number[][] = cmd.kinds.map(() => []);
  let errors: number[] = cmd.kinds.map(() => 0);
  let failures: string[] = [];
  let late = 0;
  let resets = 0;
  const counters = cmd.kinds.map(() => 0);

  const issue = (n: number) => {
    const dueAt = t0 + (n * 1000) / cmd.ratePerSecond;
    const k = n % cmd.kinds.length;
    const kind = cmd.kinds[k]!;
    const path = kind.paths[counters[k]++ % kind.paths.length]!;
    const sentAt = performance.now();
    if (sentAt - dueAt > LATE_MS && dueAt >= windowStart) late++;
    inFlight++;
    const done = (ok: boolean, text: string, reset = false) => {
      inFlight--;
      // Requests due before the current window belong to no window.
      if (dueAt >= windowStart) {
        if (reset) resets++;
        else if (ok) latencies[k]!.push(performance.now() - sentAt);
        else {
          errors[k]!++;
          if (failures.length < 3) failures.push(text.slice(0, 200));
        }
      }
      pump();
    };
    const req = request({ host: '127.0.0.1', port: cmd.port, method: 'GET', path, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        done(res.statusCode === 200 && !text.includes('"errorCode"'), `HTTP ${res.statusCode} ${text}`);
      });
    });
    req.on('error', (err: NodeJS.ErrnoException) => done(false, err.message, err.code === 'ECONNRESET' && req.reusedSocket));
    req.end();
  };
  const pump = () => {
    const due = Math.floor(((performance.now() - t0) * cmd.ratePerSecond) / 1000);
    while (issued < due && inFlight < cmd.maxInFlight) issue(issued++);
  };
  setInterval(pump, 5);

  return () => {
    const now = performance.now();
    const due = Math.floor(((now - t0) * cmd.ratePerSecond) / 1000);
    const window: PacedWindow = {
      seconds: (now - windowStart) / 1000,
      due: due - dueAtCut,
      late,
      resets,
      kinds: cmd.kinds.map((kind, k) => stats(kind.name, latencies[k]!, errors[k]!)),
      failures,
    };
    windowStart = now;
    dueAtCut = due;
    latencies = cmd.kinds.map(() => []);
    errors = cmd.kinds.map(() => 0);
    failures = [];
    late = 0;
    resets = 0;
    return window;
  };
}

let cut: (() => PacedWindow) | undefined;
process.on('message', (cmd: PacedCommand) => {
  if (cmd.type === 'start') cut = start(cmd);
  else if (cut !== undefined) process.send!(cut());
});
process.on('disconnect', () => process.exit(0));
