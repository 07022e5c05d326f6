import { describe, expect, it } from '@jest/globals';
import { startChainNode } from './chain-fixture.js';

describe('shutdown', () => {
  it('answers first, then the node stops', async () => {
    const node = await startChainNode();
    try {
      expect((await node.get({ requestType: 'shutdown' })).status).toBe(405);
      expect((await node.post({ requestType: 'shutdown' })).status).toBe(401);
      const r = await node.admin({ requestType: 'shutdown' });
      expect(r.status).toBe(200);
      expect(r.json.shutdown).toBe(true);
      await node.stopped;
      await expect(fetch(`${node.base}/api?requestType=getTime`)).rejects.toThrow();
    } finally {
      await node.close();
    }
  });
});
