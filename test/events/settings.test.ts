// The event stream's two settings: node.eventStreamsMax bounds the streams open at once (SSE and
// WebSocket together), node.eventClientBacklogKiB the data held for one slow client (at least
// 128 KiB: below that a stream's write window would not fill a socket buffer).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../src/config/load.js';
import { startChainNode, type ChainNode } from '../api/chain-fixture.js';

describe('event stream settings', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode({ config: { eventStreamsMax: 1 } });
  });
  afterAll(() => node.close());

  it('node.eventStreamsMax: a stream over it gets the JSON 503, and a place frees when one closes', async () => {
    const first = new AbortController();
    const open = await fetch(`${node.base}/events`, { signal: first.signal });
    expect(open.status).toBe(200);
    const refused = await fetch(`${node.base}/events`);
    expect(refused.status).toBe(503);
    expect((await refused.json()) as object).toMatchObject({ errorCode: expect.any(Number) });
    first.abort();
    // The node learns of the close asynchronously: ask until the place is free.
    let again: Response | undefined;
    for (let i = 0; i < 50 && again?.status !== 200; i++) {
      const attempt = new AbortController();
      again = await fetch(`${node.base}/events`, { signal: attempt.signal });
      attempt.abort();
      if (again.status !== 200) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(again?.status).toBe(200);
  });

  it('node.eventClientBacklogKiB: read from the properties, at least 128', () => {
    expect(loadConfig({ text: 'node.eventClientBacklogKiB = 512\n' }).eventClientBacklogKiB).toBe(512);
    expect(() => loadConfig({ text: 'node.eventClientBacklogKiB = 64\n' })).toThrow(/eventClientBacklogKiB/);
    expect(loadConfig({}).eventStreamsMax).toBe(256);
  });
});
