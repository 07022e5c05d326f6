// A peer listener that cannot be opened fails start() with one line (where, and the OS's reason),
// not libp2p's multi-line message with stack traces.
import { afterAll, describe, expect, it } from '@jest/globals';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { NetworkError, NetworkErrorCode, listenError } from '../../src/net/errors.js';
import { makeNode } from './helpers.js';

const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

describe('listen failures', () => {
  it('a port in use: LISTEN_FAILED naming the address and EADDRINUSE', async () => {
    const server = createServer();
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const { net } = makeNode('busy', { init: { listenHost: '127.0.0.1', listenPort: port } });
    try {
      const err = await net.start().then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(NetworkError);
      expect((err as NetworkError).code).toBe(NetworkErrorCode.LISTEN_FAILED);
      expect((err as Error).message).toBe(`peer network cannot listen on 127.0.0.1:${port}: listen EADDRINUSE: address already in use 127.0.0.1:${port}`);
    } finally {
      await net.stop();
    }
  });

  it('leaves other start failures as they are', () => {
    const other = new Error('something else');
    expect(listenError('127.0.0.1:1', other)).toBe(other);
  });
});
