// The fuzz soak: seeded hostile requests against a real node process over raw HTTP, counting what
// must never happen: an answer that is not JSON, a 5xx other than the documented 502 and 503, a request
// that hangs, the process dying; and the RSS growth. Kinds of request, drawn from the seed:
//   op        every requestType with random and boundary values of its parameters, GET or POST
//   huge      a parameter of 64 KiB .. 2 MiB (the body limit answers 413)
//   utf8      invalid UTF-8 in the query string and in a form body
//   method    PUT, DELETE, PATCH, OPTIONS on /api
//   multipart multipart bodies with a wrong boundary, truncated parts, a part without a name
//   slow      headers and part of a body, then silence (the request timeout must answer or close)
//   burst     50 requests at once
// Used by `npm run soak -- fuzz` (10,000 requests) and its short variant in the test suite.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { readFileSync } from 'node:fs';
import { nodeHandlerTable } from '../../../src/node.js';
import type { ParamSpec } from '../../../src/api/types.js';
import { Rng } from '../../../src/sim/rng.js';
import { E2E_ADMIN_PASSWORD, type NodeProcess } from '../process-helper.js';

export interface FuzzReport {
  requests: number;
  byKind: Record<string, number>;
  nonJson: number;
  serverErrors: number;
  unavailable: number;
  hangs: number;
  crashed: boolean;
  rssStartKb: number;
  rssEndKb: number;
  rssMaxKb: number;
  /** Up to 10 examples of what went wrong. */
  problems: string[];
  /** Up to 5 of the 502/503 answers (documented: an unreachable peer, the node cannot do it now). */
  unavailableExamples: string[];
}

const HOSTILE = [
  '', ' ', '0', '-1', '1', '2147483648', '-9223372036854775809', '18446744073709551616', '9'.repeat(60), '1e308', 'NaN',
  '0x10', '1.5', 'true', 'null', '[]', '{"a":', 'abc', 'zz'.repeat(33), 'ab'.repeat(64), 'TOTEM-XXXX-XXXX-XXXX-XXXXX',
  '%00', '\u0000', '\ud800', '☃'.repeat(10), '<script>', 'x'.repeat(5000), '127.0.0.1:0', 'DEBUG', 'devnet-3',
];

/** Boundary values of one parameter, from its spec. */
function boundaries(p: ParamSpec): string[] {
  switch (p.type) {
    case 'int':
    case 'long': {
      const min = BigInt(p.min ?? 0);
      const max = BigInt(p.max ?? 2 ** 53);
      return [String(min - 1n), String(min), String(max), String(max + 1n), '1'.repeat(25)];
    }
    case 'hex':
      return [p.bytes !== undefined ? 'ab'.repeat(p.bytes) : 'ab', p.bytes !== undefined ? 'ab'.repeat(p.bytes + 1) : 'a', 'g0'];
    case 'enum':
      return [...p.values, p.values[0]!.toUpperCase(), 'no-such-value'];
    default:
      return [];
  }
}

const TABLE = nodeHandlerTable();
const OPS = Object.keys(TABLE).filter((name) => name !== 'shutdown').sort();

function rssKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return line === undefined ? 0 : Number(line.split(/\s+/)[1]);
}

interface RawRequest {
  readonly method: string;
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: Buffer;
}

interface Answer {
  status: number;
  body: string;
}

function send(port: number, r: RawRequest, timeoutMs: number): Promise<Answer | 'hang' | 'closed'> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, method: r.method, path: r.path, headers: { ...r.headers, ...(r.body ? { 'content-length': String(r.body.length) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', () => resolve('closed'));
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve('hang');
    }, timeoutMs);
    req.on('error', () => {
      clearTimeout(timer);
      resolve('closed');
    });
    if (r.body) req.write(r.body);
    req.end();
  });
}

/** Headers and part of a body, then nothing: the server must answer (408) or close in time. */
function slow(port: number, timeoutMs: number): Promise<'answered' | 'closed' | 'hang'> {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1', () => {
      s.write('POST /api HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nrequestType=getTime&x=');
    });
    let got = '';
    const timer = setTimeout(() => {
      s.destroy();
      resolve('hang');
    }, timeoutMs);
    s.on('data', (d) => (got += d.toString()));
    s.on('close', () => {
      clearTimeout(timer);
      resolve(got.startsWith('HTTP/1.1') ? 'answered' : 'closed');
    });
    s.on('error', () => undefined);
  });
}

export async function fuzzSoak(node: NodeProcess, opts: { requests: number; seed: number; log?: (line: string) => void }): Promise<FuzzReport> {
  const rng = new Rng(opts.seed).stream('fuzz');
  const port = Number(new URL(node.base).port);
  const pid = node.pid!;
  const report: FuzzReport = { requests: 0, byKind: {}, nonJson: 0, serverErrors: 0, unavailable: 0, hangs: 0, crashed: false, rssStartKb: rssKb(pid), rssEndKb: 0, rssMaxKb: 0, problems: [], unavailableExamples: [] };
  const problem = (what: string) => {
    if (report.problems.length < 10) report.problems.push(what);
  };
  const check = (kind: string, a: Answer | 'hang' | 'closed', expectJson = true) => {
    report.requests++;
    if (a === 'hang') {
      report.hangs++;
      problem(`${kind}: no answer in time`);
      return;
    }
    if (a === 'closed') return; // the server may close a connection it refuses (oversized upload)
    // 502 (a peer that addPeer could not reach) and 503 (the node cannot do it now) are documented
    // answers (docs/api-errors.md); any other 5xx is a failure of the node.
    if (a.status === 502 || a.status === 503) {
      report.unavailable++;
      if (report.unavailableExamples.length < 5) report.unavailableExamples.push(`${kind}: ${a.body.slice(0, 160)}`);
    }
    else if (a.status >= 500) {
      report.serverErrors++;
      problem(`${kind}: HTTP ${a.status} ${a.body.slice(0, 200)}`);
    }
    if (!expectJson) return;
    try {
      JSON.parse(a.body);
    } catch {
      report.nonJson++;
      problem(`${kind}: not JSON (HTTP ${a.status}): ${a.body.slice(0, 120)}`);
    }
  };
  const form = (params: Record<string, string>) => Buffer.from(new URLSearchParams(params).toString());
  const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

  const one = async (): Promise<void> => {
    const roll = rng.int(0, 99);
    const kind = roll < 70 ? 'op' : roll < 76 ? 'huge' : roll < 84 ? 'utf8' : roll < 90 ? 'method' : roll < 97 ? 'multipart' : roll < 98 ? 'slow' : 'burst';
    report.byKind[kind] = (report.byKind[kind] ?? 0) + 1;
    switch (kind) {
      case 'op': {
        const name = rng.pick(OPS);
        const spec = TABLE[name]!;
        const params: Record<string, string> = { requestType: name };
        for (const p of [...spec.params, { name: 'firstIndex', type: 'int' } as ParamSpec, { name: 'lastIndex', type: 'int' } as ParamSpec]) {
          if (!rng.chance(0.6)) continue;
          const pool = [...HOSTILE, ...boundaries(p)];
          params[p.name] = rng.pick(pool);
        }
        if (rng.chance(0.3)) params['adminPassword'] = rng.chance(0.7) ? E2E_ADMIN_PASSWORD : rng.pick(HOSTILE);
        const a = rng.chance(0.5)
          ? await send(port, { method: 'GET', path: `/api?${new URLSearchParams(params).toString()}` }, 15_000)
          : await send(port, { method: 'POST', path: '/api', headers: FORM, body: form(params) }, 15_000);
        return check(`op ${name}`, a);
      }
      case 'huge': {
        const size = rng.int(64 * 1024, 2 * 1024 * 1024);
        const a = rng.chance(0.5)
          ? await send(port, { method: 'POST', path: '/api', headers: FORM, body: form({ requestType: 'getAccount', account: 'x'.repeat(size) }) }, 15_000)
          : await send(port, { method: 'GET', path: `/api?requestType=getAccount&account=${'1'.repeat(Math.min(size, 100_000))}` }, 15_000);
        return check('huge', a);
      }
      case 'utf8': {
        const bad = Buffer.from([0x72, 0x65, 0x71, 0x75, 0x65, 0x73, 0x74, 0x54, 0x79, 0x70, 0x65, 0x3d, 0xc3, 0x28, 0xff, 0xfe, 0x26, 0x61, 0x3d, 0xed, 0xa0, 0x80]);
        const a = rng.chance(0.5)
          ? await send(port, { method: 'POST', path: '/api', headers: FORM, body: bad }, 15_000)
          : await send(port, { method: 'GET', path: '/api?requestType=%C3%28&account=%FF%FE%ED%A0%80' }, 15_000);
        return check('utf8', a);
      }
      case 'method': {
        const a = await send(port, { method: rng.pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS']), path: `/api?requestType=${rng.pick(OPS)}` }, 15_000);
        return check('method', a);
      }
      case 'multipart': {
        const boundary = 'b' + rng.int(0, 1e9);
        const bodies = [
          `--${boundary}\r\nContent-Disposition: form-data; name="requestType"\r\n\r\ngetTime\r\n--${boundary}`,
          `--wrong\r\nContent-Disposition: form-data; name="requestType"\r\n\r\ngetTime\r\n--wrong--\r\n`,
          `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${boundary}--\r\n`,
          `--${boundary}\r\nContent-Disposition: form-data; name="contract"; filename="x.wasm"\r\n\r\n${'\u0000'.repeat(rng.int(0, 5000))}`,
          'garbage without any boundary',
        ];
        const ct = rng.chance(0.8) ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data';
        const a = await send(port, { method: 'POST', path: '/api', headers: { 'content-type': ct }, body: Buffer.from(rng.pick(bodies)) }, 15_000);
        return check('multipart', a);
      }
      case 'slow': {
        report.requests++;
        const outcome = await slow(port, 30_000);
        if (outcome === 'hang') {
          report.hangs++;
          problem('slow: neither answered nor closed within 30 s');
        }
        return;
      }
      case 'burst': {
        const answers = await Promise.all(Array.from({ length: 50 }, () => send(port, { method: 'GET', path: `/api?requestType=${rng.pick(['getTime', 'getBlockchainStatus', 'getState', 'getPeers'])}` }, 15_000)));
        for (const a of answers) check('burst', a);
        return;
      }
    }
  };

  // Four clients at once, drawing from one seeded stream, until `requests` HTTP requests were made.
  let nextLog = 1000;
  const worker = async () => {
    while (report.requests < opts.requests && !report.crashed) {
      await one();
      if (report.requests >= nextLog) {
        nextLog += 1000;
        const rss = rssKb(pid);
        report.rssMaxKb = Math.max(report.rssMaxKb, rss);
        opts.log?.(`${report.requests} requests: ${report.nonJson} non-JSON, ${report.serverErrors} 5xx, ${report.hangs} hangs, RSS ${(rss / 1024).toFixed(0)} MiB`);
      }
    }
  };
  const exited = node.exited.then(() => {
    report.crashed = true;
  });
  await Promise.race([Promise.all([worker(), worker(), worker(), worker()]), exited]);
  if (!report.crashed) {
    report.rssEndKb = rssKb(pid);
    report.rssMaxKb = Math.max(report.rssMaxKb, report.rssEndKb);
  }
  return report;
}
