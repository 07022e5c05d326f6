import { afterAll, beforeAll, describe, it, expect } from '@jest/globals';
import { fullHashToId } from '../../src/api/handlers/utils/fullHashToId.js';
import { startTestServer, type TestServer } from './helpers.js';

describe('fullHashToId', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ fullHashToId });
  });
  afterAll(() => t.close());

  it('takes the first 8 bytes little-endian as the id', async () => {
    const fullHash = '0100000000000000' + 'ab'.repeat(24);
    expect((await t.get({ requestType: 'fullHashToId', fullHash })).json).toMatchObject({ stringId: '1', longId: '1' });
    const high = 'ffffffffffffffff' + '00'.repeat(24);
    expect((await t.get({ requestType: 'fullHashToId', fullHash: high })).json)
      .toMatchObject({ stringId: '18446744073709551615', longId: '-1' });
    const mixed = '0102030405060708' + '00'.repeat(24);
    expect((await t.get({ requestType: 'fullHashToId', fullHash: mixed.toUpperCase() })).json.stringId)
      .toBe(BigInt('0x0807060504030201').toString());
  });

  it('refuses hashes of the wrong length or with non-hex characters', async () => {
    for (const fullHash of ['00'.repeat(31), '00'.repeat(33), 'zz'.repeat(32), '0'.repeat(63)]) {
      const r = await t.get({ requestType: 'fullHashToId', fullHash });
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ errorCode: 7, error: 'fullHash' });
    }
    expect((await t.get({ requestType: 'fullHashToId' })).json).toMatchObject({ errorCode: 1, error: 'fullHash' });
  });
});
