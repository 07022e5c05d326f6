import { afterAll, beforeAll, describe, it, expect } from '@jest/globals';
import { rsConvert } from '../../src/api/handlers/utils/rsConvert.js';
import { startTestServer, type TestServer } from './helpers.js';

describe('rsConvert', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ rsConvert });
  });
  afterAll(() => t.close());

  it('converts a numeric id to the RS address (reference vectors)', async () => {
    const r = await t.get({ requestType: 'rsConvert', account: '1' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ account: '1', accountRS: 'TOTEM-2223-2222-KB8Y-22222', accountLongId: '1' });
    const v = await t.get({ requestType: 'rsConvert', account: '8264278205416377583' });
    expect(v.json.accountRS).toBe('TOTEM-K59H-9RMF-64CY-9X6E7');
  });

  it('converts an RS address (any case, prefix optional) back to the id', async () => {
    for (const account of ['TOTEM-K59H-9RMF-64CY-9X6E7', 'totem-k59h-9rmf-64cy-9x6e7', 'K59H-9RMF-64CY-9X6E7']) {
      const r = await t.get({ requestType: 'rsConvert', account });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ account: '8264278205416377583', accountRS: 'TOTEM-K59H-9RMF-64CY-9X6E7' });
    }
  });

  it('gives the signed long form of ids above 2^63, and accepts that form as input', async () => {
    const r = await t.get({ requestType: 'rsConvert', account: '18446744073709551615' });
    expect(r.json.accountLongId).toBe('-1');
    const back = await t.get({ requestType: 'rsConvert', account: '-1' });
    expect(back.json.account).toBe('18446744073709551615');
    expect(back.json.accountRS).toBe(r.json.accountRS);
  });

  it('refuses a one-character typo in the address, naming the parameter', async () => {
    const r = await t.get({ requestType: 'rsConvert', account: 'TOTEM-K59H-9RMF-64CY-9X6E8' });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ errorCode: 7, error: 'account' });
  });

  it('refuses a missing, zero or overflowing account', async () => {
    const missing = await t.get({ requestType: 'rsConvert' });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ errorCode: 1, error: 'account', errorDescription: 'Incorrect request: account is required' });
    for (const account of ['0', '18446744073709551616', '12abc']) {
      const r = await t.get({ requestType: 'rsConvert', account });
      expect(r.json).toMatchObject({ errorCode: 7, error: 'account' });
    }
  });
});
