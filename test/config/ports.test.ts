// probeListeners: every configured port that cannot be opened, found before the node writes
// anything, naming the setting to change. Uses real sockets: a port another server holds.
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { createServer, type Server, type AddressInfo } from 'node:net';
import { defaultConfig } from '../../src/config/load.js';
import { ConfigErrorCode } from '../../src/config/errors.js';
import { listenError, listenersOf, probeListeners } from '../../src/config/ports.js';
import type { NodeConfig } from '../../src/config/options.js';

let busy: Server;
let busyPort: number;
beforeAll(async () => {
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  busyPort = (busy.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

/** A free port now (bound, read, released). */
async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

const config = (over: Partial<NodeConfig>): NodeConfig => ({ ...defaultConfig(), apiServerPort: 0, peerServerPort: 0, ...over });

describe('probeListeners', () => {
  it('finds nothing when every port is free, and leaves them free', async () => {
    const [api, peer] = [await freePort(), await freePort()];
    expect(await probeListeners(config({ apiServerPort: api, peerServerPort: peer }))).toEqual([]);
    // Released: the node can bind them next.
    expect(await probeListeners(config({ apiServerPort: api, peerServerPort: peer }))).toEqual([]);
  });

  it('reports a port in use, naming the setting, and suggests 0', async () => {
    const errors = await probeListeners(config({ apiServerPort: busyPort }));
    expect(errors.map((e) => [e.code, e.key])).toEqual([[ConfigErrorCode.UNUSABLE, 'node.apiServerPort']]);
    expect(errors[0]!.message).toBe(`node.apiServerPort: port ${busyPort} on 127.0.0.1 is in use by another process; choose another node.apiServerPort (or 0 for any free port)`);
  });

  it('reports every busy listener at once, the HTTPS one only with apiSSL', async () => {
    const all = { apiServerPort: busyPort, peerServerPort: busyPort, apiServerSSLPort: busyPort, apiSSL: true };
    // HTTPS-only mode (the SSL port is the HTTP port) is one listener.
    expect((await probeListeners(config(all))).map((e) => e.key)).toEqual(['node.apiServerPort', 'node.peerServerPort']);
    expect((await probeListeners(config({ ...all, apiServerPort: 0 }))).map((e) => e.key)).toEqual(['node.peerServerPort', 'node.apiServerSSLPort']);
    expect((await probeListeners(config({ ...all, apiServerPort: 0, apiSSL: false }))).map((e) => e.key)).toEqual(['node.peerServerPort']);
  });

  it('does not probe port 0, and sees a wildcard listener clash with the busy loopback port', async () => {
    expect(await probeListeners(config({}))).toEqual([]);
    // Every interface includes the loopback one the busy server holds.
    const errors = await probeListeners(config({ peerServerHost: '0.0.0.0', peerServerPort: busyPort }));
    expect(errors.map((e) => e.message)).toEqual([`node.peerServerPort: port ${busyPort} on 0.0.0.0 is in use by another process; choose another node.peerServerPort (or 0 for any free port)`]);
  });

  it('names the host setting when the host is not an address of this machine, once', async () => {
    // 192.0.2.1 is TEST-NET-1: documentation only, never a local address.
    const errors = await probeListeners(config({ apiServerHost: '192.0.2.1', apiServerPort: 7000, apiSSL: true, apiServerSSLPort: 7001 }));
    expect(errors.map((e) => e.message)).toEqual(['node.apiServerHost: 192.0.2.1 is not an address of this machine (EADDRNOTAVAIL); use one of its addresses, or 0.0.0.0 for all of them']);
  });

  it('takes well under a second', async () => {
    const start = performance.now();
    await probeListeners(config({ apiServerPort: await freePort(), peerServerPort: busyPort }));
    expect(performance.now() - start).toBeLessThan(500);
  });
});

describe('listenError', () => {
  const [api] = listenersOf(config({ apiServerPort: 80, apiServerHost: '0.0.0.0' }));
  const errno = (code: string) => Object.assign(new Error(`listen ${code}`), { code });

  it('explains a privileged port (EACCES below 1024)', () => {
    expect(listenError(api!, errno('EACCES')).message).toBe('node.apiServerPort: port 80 on 0.0.0.0 is a privileged port (below 1024) this user may not open (EACCES); choose a port from 1024 up, or give the node the capability CAP_NET_BIND_SERVICE');
    expect(listenError({ ...api!, port: 8080 }, errno('EACCES')).reason).toBe('port 8080 on 0.0.0.0 may not be opened by this user (EACCES)');
  });

  it('names the host setting for a name that does not resolve, and passes other errors on', () => {
    expect(listenError({ ...api!, host: 'nowhere.invalid' }, errno('ENOTFOUND')).message).toBe('node.apiServerHost: the host name nowhere.invalid does not resolve (ENOTFOUND)');
    expect(listenError(api!, errno('EMFILE')).message).toBe('node.apiServerPort: cannot listen on port 80 of 0.0.0.0: listen EMFILE');
  });
});
