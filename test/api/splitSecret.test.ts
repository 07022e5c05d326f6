// splitSecret: POST only; pieces of one size; parameter ranges; nothing logged.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { splitSecret } from '../../src/api/handlers/utils/splitSecret.js';
import { combineSecret } from '../../src/domain/shamir.js';
import { testAccount } from './chain-fixture.js';
import { startTestServer, type TestServer } from './helpers.js';
import { ResponseContract } from './response-contract.js';

const PHRASE = 'splitSecret api test phrase';

describe('splitSecret', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ splitSecret });
  });
  afterAll(() => t.close());

  it('answers totalPieces pieces of which minimumPieces restore the phrase, and the account', async () => {
    const r = await t.post({ requestType: 'splitSecret', secretPhrase: PHRASE, totalPieces: '5', minimumPieces: '3' });
    expect(r.status).toBe(200);
    const account = testAccount(PHRASE);
    expect(r.json).toMatchObject({ totalPieces: 5, minimumPieces: 3, account: account.account, accountRS: account.accountRS });
    expect(r.json.pieces).toHaveLength(5);
    for (const p of r.json.pieces) expect(p).toMatch(/^0103[0-9a-f]{330}$/);
    const bytes = (r.json.pieces as string[]).map((h) => Uint8Array.from(Buffer.from(h, 'hex')));
    expect(await combineSecret(bytes.slice(2))).toBe(PHRASE);
    expect(JSON.stringify(r.json)).not.toContain(PHRASE);
    new ResponseContract({ splitSecret }).check('splitSecret', r);
  });

  it('accepts 2..16 pieces and a minimum of 2..totalPieces', async () => {
    const ok = await t.post({ requestType: 'splitSecret', secretPhrase: PHRASE, totalPieces: '16', minimumPieces: '16' });
    expect(ok.json.pieces).toHaveLength(16);
    const cases: Array<[string, string, string]> = [
      ['1', '2', 'totalPieces'],
      ['17', '2', 'totalPieces'],
      ['5', '1', 'minimumPieces'],
      ['5', '6', 'minimumPieces'],
    ];
    for (const [totalPieces, minimumPieces, param] of cases) {
      const r = await t.post({ requestType: 'splitSecret', secretPhrase: PHRASE, totalPieces, minimumPieces });
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ errorCode: 7, error: param });
    }
    const missing = await t.post({ requestType: 'splitSecret', totalPieces: '3', minimumPieces: '2' });
    expect(missing.json).toMatchObject({ errorCode: 1, error: 'secretPhrase' });
    const long = await t.post({ requestType: 'splitSecret', secretPhrase: 'x'.repeat(156), totalPieces: '3', minimumPieces: '2' });
    expect(long.json).toMatchObject({ errorCode: 7, error: 'secretPhrase' });
    expect(long.json.errorDescription).not.toContain('xxxx');
  });

  it('is POST only', async () => {
    const r = await t.get({ requestType: 'splitSecret', secretPhrase: PHRASE, totalPieces: '3', minimumPieces: '2' });
    expect(r.status).toBe(405);
  });

  it('logs neither the phrase nor the pieces', async () => {
    const r = await t.post({ requestType: 'splitSecret', secretPhrase: PHRASE, totalPieces: '3', minimumPieces: '2' });
    const all = t.logs.join('\n');
    expect(all).not.toContain(PHRASE);
    for (const p of r.json.pieces as string[]) expect(all).not.toContain(p);
  });
});
