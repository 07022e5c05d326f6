import { afterAll, beforeAll, describe, it, expect } from '@jest/globals';
import { getTime } from '../../src/api/handlers/utils/getTime.js';
import { startTestServer, type TestServer } from './helpers.js';

describe('getTime', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ getTime });
  });
  afterAll(() => t.close());

  it("returns the context's epoch time", async () => {
    t.ctx.time = 98765;
    const r = await t.get({ requestType: 'getTime' });
    expect(r.status).toBe(200);
    expect(r.json.time).toBe(98765);
    expect(typeof r.json.requestProcessingTime).toBe('number');
  });

  it('works while the blockchain is not ready (no chain needed)', async () => {
    t.ctx.ready = false;
    try {
      expect((await t.get({ requestType: 'getTime' })).status).toBe(200);
    } finally {
      t.ctx.ready = true;
    }
  });
});
