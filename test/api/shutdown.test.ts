import { describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, startFailingStoreNode } from './chain-fixture.js';

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

describe('shutdown while the store cannot write', () => {
  it('still stops, and says what it could not write', async () => {
    const node = await startFailingStoreNode();
    try {
      await node.pay(devnet(0), devnet(1), 1n);
      node.disk.fail();
      // A block write fails (the store is failing from here on); confirming would remove the
      // payment from the pool, and that removal is what the stop cannot write.
      expect((await node.admin({ requestType: 'generateBlock' })).json.errorCode).toBeDefined();
      expect(node.store.health.failing).toBe(true);
      await node.admin({ requestType: 'clearUnconfirmedTransactions' });
      const r = await node.admin({ requestType: 'shutdown' });
      expect(r.status).toBe(200);
      await node.stopped;
      expect(node.logs.some((l) => l.includes('pool removals not written at stop'))).toBe(true);
    } finally {
      await node.close();
    }
  });
});
