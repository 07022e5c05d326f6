// HTTP upgrades at the API server: with the WebSocket's 'upgrade' listener attached, Node hands
// every request carrying `Connection: Upgrade` to it. Only a WebSocket handshake to an upgrade
// route is taken over; an h2c upgrade (curl --http2, Java's HttpClient) is answered as the plain
// request it is, with the same admission; an upgrade with a body, which can no longer be read,
// gets a JSON 400; a WebSocket handshake to another path is told where the WebSocket is. Also:
// /api requests refused before dispatch reach the API observer (metrics).
import { afterEach, describe, expect, it } from '@jest/globals';
import net from 'node:net';
import { defaultConfig } from '../../src/config/load.js';
import type { NodeConfig } from '../../src/config/options.js';
import { createLogger } from '../../src/log/logger.js';
import { createApiServer, type ApiServer } from '../../src/api/server.js';
import type { ApiRequestRecord, UpgradeRoute } from '../../src/api/routes.js';
import { fakeTable } from './fake-table.js';
import { createTestContext } from './helpers.js';

let server: ApiServer | undefined;
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await server?.stop({ graceMs: 100 });
  server = undefined;
});

async function start(config: Partial<NodeConfig> = {}, table = fakeTable({})): Promise<{ port: number; records: ApiRequestRecord[]; upgraded: string[] }> {
  const logger = createLogger({ level: 'OFF' });
  const records: ApiRequestRecord[] = [];
  const upgraded: string[] = [];
  const ws: UpgradeRoute = {
    path: '/ws',
    handle: (req, socket) => {
      upgraded.push(req.url ?? '');
      socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    },
  };
  server = createApiServer(
    { config: { ...defaultConfig(), apiServerPort: 0, ...config }, table, ctx: createTestContext(logger), logger },
    { upgrades: [ws], observer: { onApiRequest: (r) => records.push(r) } },
  );
  const address = await server.start();
  return { port: address.port!, records, upgraded };
}

/** Sends raw request text; resolves with everything received until the server closes. */
function exchange(port: number, text: string): Promise<string> {
  const socket = net.connect({ host: '127.0.0.1', port });
  sockets.push(socket);
  let got = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (got += chunk));
  socket.on('error', () => undefined);
  socket.once('connect', () => socket.write(text));
  return new Promise((resolve) => socket.once('close', () => resolve(got)));
}

const bodyOf = (answer: string): Record<string, unknown> => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
const H2C = 'Connection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQCAAAAAAIAAAAA\r\n';

describe('HTTP upgrades', () => {
  it('an h2c upgrade is answered as the plain request it is, then closed', async () => {
    const { port, records } = await start();
    for (const path of ['/api?requestType=getThing', '/api/getThing']) {
      const answer = await exchange(port, `GET ${path} HTTP/1.1\r\nHost: x\r\n${H2C}\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(bodyOf(answer)).toMatchObject({ requestProcessingTime: expect.any(Number) });
    }
    expect(records.map((r) => [r.requestType, r.status])).toEqual([['getThing', 200], ['getThing', 200]]);
    // An unknown path stays a JSON 404.
    expect(await exchange(port, `GET /nothing HTTP/1.1\r\nHost: x\r\n${H2C}\r\n`)).toMatch(/^HTTP\/1\.1 404 [^]*"errorCode":50/);
  });

  it('the same admission: a client outside node.allowedBotHosts gets the JSON 403', async () => {
    const { port } = await start({ allowedBotHosts: ['10.0.0.0/8'] });
    const answer = await exchange(port, `GET /api?requestType=getThing HTTP/1.1\r\nHost: x\r\n${H2C}\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    expect(bodyOf(answer)).toMatchObject({ errorCode: 40 });
    // Also when the request declares a body (which is refused for an upgrade otherwise).
    const body = 'requestType=getThing';
    const posted = await exchange(port, `POST /api HTTP/1.1\r\nHost: x\r\n${H2C}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
    expect(posted).toMatch(/^HTTP\/1\.1 403 /);
  });

  it('an upgrade request with a body gets a JSON 400 (its body can no longer be read)', async () => {
    const { port } = await start();
    const body = 'requestType=getThing';
    const answer = await exchange(port, `POST /api HTTP/1.1\r\nHost: x\r\n${H2C}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(String(bodyOf(answer)['errorDescription'])).toContain('without the Upgrade header');
  });

  it('a WebSocket handshake reaches only the upgrade route; elsewhere it is told where the WebSocket is', async () => {
    const { port, upgraded } = await start();
    const ws = 'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';
    expect(await exchange(port, `GET /ws?topics=block.pushed HTTP/1.1\r\nHost: x\r\n${ws}\r\n`)).toMatch(/^HTTP\/1\.1 101 /);
    expect(upgraded).toEqual(['/ws?topics=block.pushed']);
    const elsewhere = await exchange(port, `GET /api HTTP/1.1\r\nHost: x\r\n${ws}\r\n`);
    expect(elsewhere).toMatch(/^HTTP\/1\.1 404 /);
    expect(String(bodyOf(elsewhere)['errorDescription'])).toContain('WebSockets are served at /ws');
    expect(upgraded).toHaveLength(1);
  });

  it('/api requests refused before dispatch are observed with their status and errorCode', async () => {
    const { port, records } = await start();
    const base = `http://127.0.0.1:${port}`;
    await fetch(`${base}/api?requestType=getThing&adminPassword=x`);
    await fetch(`${base}/api/getThing?requestType=doThing`);
    await fetch(`${base}/api`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"requestType":' });
    expect(records.map((r) => [r.method, r.status, typeof r.errorCode])).toEqual([
      ['GET', 400, 'number'],
      ['GET', 400, 'number'],
      ['POST', 400, 'number'],
    ]);
    expect(records[1]!.requestType).toBe('doThing');
  });

  it('an answered h2c request leaves the in-flight count: stop() does not wait out its grace period', async () => {
    const { port } = await start();
    expect(await exchange(port, `GET /api?requestType=getThing HTTP/1.1\r\nHost: x\r\n${H2C}\r\n`)).toMatch(/^HTTP\/1\.1 200 /);
    const t0 = performance.now();
    await server!.stop({ graceMs: 5000 });
    expect(performance.now() - t0).toBeLessThan(2000);
  });

  it('a client keeping its side open after the answer does not hold a connection place (nor stop) for good', async () => {
    const { port } = await start({ apiMaxConnections: 1 });
    const halfOpen = net.connect({ host: '127.0.0.1', port, allowHalfOpen: true });
    sockets.push(halfOpen);
    halfOpen.on('error', () => undefined);
    let got = '';
    halfOpen.setEncoding('utf8');
    halfOpen.on('data', (chunk: string) => (got += chunk));
    halfOpen.once('connect', () => halfOpen.write(`GET /api?requestType=getThing HTTP/1.1\r\nHost: x\r\n${H2C}\r\n`));
    await new Promise((resolve) => halfOpen.once('end', resolve));
    // The node lets go of it once the client has had its time (a second) to read the answer.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(got).toMatch(/^HTTP\/1\.1 200 /);
    expect(await exchange(port, `GET /api?requestType=getThing HTTP/1.1\r\nHost: x\r\n${H2C}\r\n`)).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('a client resetting an upgrade connection cannot crash the node (Node took its socket error listener off)', async () => {
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { port } = await start({}, fakeTable({}, { entered, release: released }));
    const socket = net.connect({ host: '127.0.0.1', port });
    sockets.push(socket);
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`GET /api?requestType=slow HTTP/1.1\r\nHost: x\r\n${H2C}\r\n`);
    await inside;
    socket.resetAndDestroy(); // an unhandled ECONNRESET on the server's socket fails the suite
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await exchange(port, `GET /api?requestType=getThing HTTP/1.1\r\nHost: x\r\n${H2C}\r\n`)).toMatch(/^HTTP\/1\.1 200 /);
  });
});
