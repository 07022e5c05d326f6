import { afterAll, beforeAll, describe, it, expect } from '@jest/globals';
import { longConvert } from '../../src/api/handlers/utils/longConvert.js';
import { startTestServer, type TestServer } from './helpers.js';

describe('longConvert', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ longConvert });
  });
  afterAll(() => t.close());

  it('converts unsigned ids to the signed long form', async () => {
    expect((await t.get({ requestType: 'longConvert', id: '42' })).json).toMatchObject({ stringId: '42', longId: '42' });
    expect((await t.get({ requestType: 'longConvert', id: '9223372036854775807' })).json)
      .toMatchObject({ stringId: '9223372036854775807', longId: '9223372036854775807' });
    expect((await t.get({ requestType: 'longConvert', id: '9223372036854775808' })).json)
      .toMatchObject({ stringId: '9223372036854775808', longId: '-9223372036854775808' });
    expect((await t.get({ requestType: 'longConvert', id: '18446744073709551615' })).json)
      .toMatchObject({ stringId: '18446744073709551615', longId: '-1' });
  });

  it('converts signed longs back to unsigned ids', async () => {
    expect((await t.get({ requestType: 'longConvert', id: '-1' })).json).toMatchObject({ stringId: '18446744073709551615', longId: '-1' });
    expect((await t.get({ requestType: 'longConvert', id: '-9223372036854775808' })).json)
      .toMatchObject({ stringId: '9223372036854775808' });
  });

  it('refuses out-of-range, zero and non-numeric ids', async () => {
    for (const id of ['18446744073709551616', '-9223372036854775809', '0', 'x1', '1.5']) {
      const r = await t.get({ requestType: 'longConvert', id });
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ errorCode: 7, error: 'id' });
    }
    expect((await t.get({ requestType: 'longConvert' })).json).toMatchObject({ errorCode: 1, error: 'id' });
  });
});
