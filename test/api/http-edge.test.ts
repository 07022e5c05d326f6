// The HTTP edge against a started API server, over real sockets: timeouts, the early 413, JSON
// answers to what Node's parser refuses, CONNECT and Expect, and the connection caps. Every
// test waits on socket events; the limits are set to fractions of a second (the loader takes
// whole seconds; the server takes any number).
import { afterEach, describe, it, expect } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';
import type { NodeConfig } from '../../src/config/options.js';
import { fakeTable, type Calls } from './fake-table.js';
import { startTestServer, type TestServer } from './helpers.js';

let t: TestServer | undefined;
let calls: Calls = {};
const open: net.Socket[] = [];

async function start(config: Partial<NodeConfig> = {}): Promise<{ s: TestServer; port: number }> {
  calls = {};
  t = await startTestServer(fakeTable(calls), config);
  const address = t.server.address()!;
  return { s: t, port: (address.port ?? address.sslPort)! };
}

afterEach(async () => {
  for (const socket of open.splice(0)) socket.destroy();
  await t?.close();
  t = undefined;
});

interface Exchange {
  /** Everything received until the connection closed. */
  readonly text: string;
  /** Milliseconds from connecting to the close. */
  readonly ms: number;
}

/** Connects, lets `talk` write, and resolves with what was received once the socket closes. */
function exchange(socket: net.Socket, talk: (socket: net.Socket) => void = () => undefined): Promise<Exchange> {
  open.push(socket);
  const started = performance.now();
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  // A reset is one way of being closed: 'close' follows.
  socket.on('error', () => undefined);
  // A TLS socket emits 'connect' too, before its handshake.
  socket.once(socket instanceof tls.TLSSocket ? 'secureConnect' : 'connect', () => talk(socket));
  return new Promise((resolve) => socket.once('close', () => resolve({ text, ms: performance.now() - started })));
}

const tcp = (port: number, localAddress?: string) => net.connect({ host: '127.0.0.1', port, ...(localAddress ? { localAddress } : {}) });

/** Resolves once the socket is connected. */
const connected = (socket: net.Socket): Promise<net.Socket> =>
  new Promise((resolve, reject) => {
    open.push(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });

/** The last HTTP response in `text`: status, headers (lower-case names) and JSON body. */
function lastResponse(text: string): { status: number; headers: Record<string, string>; json: Record<string, any> } {
  const at = text.lastIndexOf('HTTP/1.1 ');
  expect(at).toBeGreaterThanOrEqual(0);
  const [head, body] = text.slice(at).split('\r\n\r\n') as [string, string];
  const [statusLine, ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine!.split(' ')[1]), headers, json: JSON.parse(body) };
}

describe('timeouts', () => {
  it('closes a connection that sends nothing after node.apiIdleTimeoutSeconds', async () => {
    const { port } = await start({ apiIdleTimeoutSeconds: 0.2, apiRequestTimeoutSeconds: 30 });
    const r = await exchange(tcp(port));
    expect(r.text).toBe('');
    expect(r.ms).toBeGreaterThanOrEqual(150);
    expect(r.ms).toBeLessThan(3000);
  });

  it('does not cut off an answer the node takes longer than node.apiIdleTimeoutSeconds to compute', async () => {
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = { entered, release: new Promise<void>((resolve) => (release = resolve)) };
    calls = {};
    t = await startTestServer(fakeTable(calls, gate), { apiIdleTimeoutSeconds: 0.2, apiRequestTimeoutSeconds: 30 });
    const port = t.server.address()!.port!;
    const answered = exchange(tcp(port), (socket) => socket.write('GET /api?requestType=slow HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
    await inside;
    // Silent for three idle periods while the handler works.
    await new Promise((resolve) => setTimeout(resolve, 600));
    release();
    const r = await answered;
    expect(lastResponse(r.text)).toMatchObject({ status: 200, json: { slow: true } });
  });

  it('cuts off a body trickling in slower than node.apiRequestTimeoutSeconds with a JSON 408', async () => {
    const { port } = await start({ apiRequestTimeoutSeconds: 0.3, apiIdleTimeoutSeconds: 30 });
    let timer: NodeJS.Timeout | undefined;
    const r = await exchange(tcp(port), (socket) => {
      socket.write('POST /api HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n');
      // A byte every 50 ms: never idle, never done.
      timer = setInterval(() => socket.writable && socket.write('a'), 50);
    });
    clearInterval(timer);
    const res = lastResponse(r.text);
    expect(res.status).toBe(408);
    expect(res.headers['connection']).toBe('close');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json).toMatchObject({ errorCode: 50, errorDescription: 'Bad request: the request was not received in full within 0.3 seconds' });
    expect(r.ms).toBeLessThan(3000);
  });

  it('answers JSON 408 to headers that never end', async () => {
    const { port } = await start({ apiRequestTimeoutSeconds: 0.3, apiIdleTimeoutSeconds: 30 });
    const r = await exchange(tcp(port), (socket) => socket.write('GET /api?requestType=getThing HTTP/1.1\r\nHost: x\r\n'));
    expect(lastResponse(r.text)).toMatchObject({ status: 408, json: { errorCode: 50 } });
  });

  it('closes an idle keep-alive connection after node.apiKeepAliveTimeoutSeconds (plus Node\'s second of grace)', async () => {
    const { port } = await start({ apiKeepAliveTimeoutSeconds: 0.2, apiIdleTimeoutSeconds: 30 });
    const r = await exchange(tcp(port), (socket) => socket.write('GET /api?requestType=get-hyphenated HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(lastResponse(r.text)).toMatchObject({ status: 200, json: { ok: true } });
    expect(r.ms).toBeLessThan(3000);
  });
});

describe('bodies over node.apiMaxBodyBytes', () => {
  it('are refused with a JSON 413 on their Content-Length alone, before any of the body is sent', async () => {
    const { port } = await start({ apiMaxBodyBytes: 1024 });
    const r = await exchange(tcp(port), (socket) =>
      socket.write('POST /api HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000000\r\n\r\n'));
    const res = lastResponse(r.text);
    expect(res.status).toBe(413);
    expect(res.headers['connection']).toBe('close');
    expect(res.json).toMatchObject({ errorCode: 50, errorDescription: 'Bad request: body larger than 1024 bytes' });
    expect(Object.keys(calls)).toEqual([]);
  });

  it('with Expect: 100-continue get the 413 instead of "100 Continue"; a body within the limit is continued', async () => {
    const { port } = await start({ apiMaxBodyBytes: 1024 });
    const big = await exchange(tcp(port), (socket) =>
      socket.write('POST /api HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 2000\r\n\r\n'));
    expect(big.text).not.toContain('100 Continue');
    expect(lastResponse(big.text).status).toBe(413);

    const body = 'requestType=get-hyphenated';
    const small = await exchange(tcp(port), (socket) => {
      socket.write(`POST /api HTTP/1.1\r\nHost: x\r\nConnection: close\r\nExpect: 100-continue\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`);
      socket.once('data', () => socket.write(body));
    });
    expect(small.text.startsWith('HTTP/1.1 100 Continue\r\n')).toBe(true);
    expect(lastResponse(small.text)).toMatchObject({ status: 200, json: { ok: true } });
  });
});

describe('requests the HTTP parser refuses', () => {
  it('get JSON: a malformed request line is 400 with errorCode 50', async () => {
    const { port } = await start();
    const r = await exchange(tcp(port), (socket) => socket.write('HELLO THERE\r\n\r\n'));
    const res = lastResponse(r.text);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json).toMatchObject({ errorCode: 50, errorDescription: 'Bad request: malformed HTTP request (HPE_INVALID_METHOD)', requestProcessingTime: 0 });
  });

  it('get JSON: oversized headers are 431', async () => {
    const { port } = await start();
    const r = await exchange(tcp(port), (socket) => socket.write(`GET /api HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(lastResponse(r.text)).toMatchObject({ status: 431, json: { errorCode: 50, errorDescription: 'Bad request: request headers too large' } });
  });

  it('get JSON: a conflicting Content-Length is 400', async () => {
    const { port } = await start();
    const r = await exchange(tcp(port), (socket) => socket.write('POST /api HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n'));
    expect(lastResponse(r.text)).toMatchObject({ status: 400, json: { errorCode: 50 } });
  });
});

describe('methods and expectations Node handles itself', () => {
  it('CONNECT gets a JSON 405 with Allow, and the connection is closed', async () => {
    const { port } = await start();
    const r = await exchange(tcp(port), (socket) => socket.write('CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n'));
    const res = lastResponse(r.text);
    expect(res.status).toBe(405);
    expect(res.headers['allow']).toBe('GET, HEAD, POST');
    expect(res.json).toMatchObject({ errorCode: 50, errorDescription: 'Bad request: method CONNECT not allowed; use GET or POST' });
  });

  it('an Expect other than 100-continue gets a JSON 417', async () => {
    const { port } = await start();
    const r = await exchange(tcp(port), (socket) =>
      socket.write('POST /api HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nContent-Length: 3\r\n\r\n'));
    const res = lastResponse(r.text);
    expect(res.status).toBe(417);
    expect(res.json).toMatchObject({ errorCode: 50, errorDescription: 'Bad request: unsupported Expect: teapot; only 100-continue is supported' });
  });
});

describe('connection caps', () => {
  /** Resolves with true when a new connection from `localAddress` is served, false when it is
   * refused. */
  async function served(port: number, localAddress?: string): Promise<boolean> {
    const r = await exchange(tcp(port, localAddress), (socket) =>
      socket.write('GET /api?requestType=get-hyphenated HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
    return r.text.startsWith('HTTP/1.1 200');
  }

  it('answers a connection over node.apiMaxConnectionsPerAddress with a JSON 503 and closes it; other addresses are not affected', async () => {
    const { s, port } = await start({ apiMaxConnectionsPerAddress: 2, apiMaxConnections: 100 });
    const held = [await connected(tcp(port)), await connected(tcp(port))];
    const refused = await exchange(tcp(port), (socket) => socket.write('GET /api?requestType=get-hyphenated HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(lastResponse(refused.text)).toMatchObject({ status: 503, json: { errorCode: 1 } });
    expect(lastResponse(refused.text).json.errorDescription).toMatch(/at most 2 from one address/);
    // Its request was never read: the handler did not run.
    expect(calls['get-hyphenated'] ?? 0).toBe(0);
    expect(await served(port)).toBe(false);
    // Loopback is 127.0.0.0/8: a second address on the same machine.
    expect(await served(port, '127.0.0.2')).toBe(true);
    // One WARN for the episode, not one per refused connection.
    expect(s.logs.filter((l) => l.includes('node.apiMaxConnectionsPerAddress reached'))).toHaveLength(1);
    // A held connection closes: the address is served again (once the server has seen the close).
    held[0]!.destroy();
    let ok = false;
    for (let attempt = 0; attempt < 50 && !ok; attempt++) ok = await served(port);
    expect(ok).toBe(true);
  });

  it('answers a connection over node.apiMaxConnections with a JSON 503, whatever its address', async () => {
    const { s, port } = await start({ apiMaxConnections: 2, apiMaxConnectionsPerAddress: 100 });
    await connected(tcp(port));
    await connected(tcp(port, '127.0.0.2'));
    const refused = await exchange(tcp(port, '127.0.0.3'));
    expect(lastResponse(refused.text)).toMatchObject({ status: 503, json: { errorCode: 1 } });
    expect(s.logs.some((l) => l.includes('node.apiMaxConnections reached'))).toBe(true);
  });
});

describe('HTTPS', () => {
  let dir: string | undefined;

  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  function keystore(): { path: string; cert: Buffer } {
    dir = mkdtempSync(join(tmpdir(), 'edge-tls-'));
    const key = join(dir, 'key.pem');
    const crt = join(dir, 'cert.pem');
    const p12 = join(dir, 'keystore.p12');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', key, '-out', crt, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
    execFileSync('openssl', ['pkcs12', '-export', '-out', p12, '-inkey', key, '-in', crt, '-passout', 'pass:pw'], { stdio: 'ignore' });
    return { path: p12, cert: readFileSync(crt) };
  }

  it('has the same protections: JSON answers to parser errors, the request timeout, the per-address cap', async () => {
    const ks = keystore();
    const { port } = await start({
      apiSSL: true, keyStorePath: ks.path, keyStorePassword: 'pw', apiRequestTimeoutSeconds: 0.3, apiMaxConnectionsPerAddress: 2,
    });
    const secure = () => tls.connect({ host: '127.0.0.1', port, ca: ks.cert });
    const bad = await exchange(secure(), (socket) => socket.write('HELLO THERE\r\n\r\n'));
    expect(lastResponse(bad.text)).toMatchObject({ status: 400, json: { errorCode: 50 } });
    const slow = await exchange(secure(), (socket) => socket.write('GET /api HTTP/1.1\r\nHost: x\r\n'));
    expect(lastResponse(slow.text)).toMatchObject({ status: 408, json: { errorCode: 50 } });
    await connected(tcp(port));
    await connected(tcp(port));
    const refused = await exchange(secure());
    expect(refused.text).toBe('');
  });

  it('closes a connection that never completes its TLS handshake within node.apiRequestTimeoutSeconds', async () => {
    const ks = keystore();
    const { port } = await start({ apiSSL: true, keyStorePath: ks.path, keyStorePassword: 'pw', apiRequestTimeoutSeconds: 0.3 });
    const r = await exchange(tcp(port));
    expect(r.text).toBe('');
    expect(r.ms).toBeGreaterThanOrEqual(250);
    expect(r.ms).toBeLessThan(1000);
  });
});
