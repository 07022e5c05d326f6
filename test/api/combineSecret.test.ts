// combineSecret: restores the phrase from repeated or comma-separated sharedPiece; refusals
// name sharedPiece; nothing logged.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { combineSecret } from '../../src/api/handlers/utils/combineSecret.js';
import { splitSecret } from '../../src/api/handlers/utils/splitSecret.js';
import { testAccount } from './chain-fixture.js';
import { readResponse, startTestServer, type TestServer } from './helpers.js';
import { ResponseContract } from './response-contract.js';

const PHRASE = 'combineSecret api test phrase';

describe('combineSecret', () => {
  let t: TestServer;
  let pieces: string[];
  const combine = async (given: string[]) => {
    const body = new URLSearchParams({ requestType: 'combineSecret' });
    for (const p of given) body.append('sharedPiece', p);
    return readResponse(await fetch(`${t.base}/api`, { method: 'POST', body }));
  };
  beforeAll(async () => {
    t = await startTestServer({ splitSecret, combineSecret });
    pieces = (await t.post({ requestType: 'splitSecret', secretPhrase: PHRASE, totalPieces: '5', minimumPieces: '3' })).json.pieces;
  });
  afterAll(() => t.close());

  it('restores the phrase and its account from repeated sharedPiece fields', async () => {
    const r = await combine([pieces[4]!, pieces[1]!, pieces[2]!]);
    expect(r.status).toBe(200);
    const account = testAccount(PHRASE);
    expect(r.json).toMatchObject({ secretPhrase: PHRASE, account: account.account, accountRS: account.accountRS });
    new ResponseContract({ combineSecret }).check('combineSecret', r);
  });

  it('accepts comma-separated pieces too', async () => {
    const r = await combine([`${pieces[0]},${pieces[3]}`, pieces[2]!]);
    expect(r.json.secretPhrase).toBe(PHRASE);
  });

  it('refuses too few pieces, pieces of different secrets and bad pieces, naming sharedPiece', async () => {
    const other = (await t.post({ requestType: 'splitSecret', secretPhrase: 'other', totalPieces: '3', minimumPieces: '2' })).json.pieces as string[];
    const bad: string[][] = [
      [pieces[0]!, pieces[1]!],
      [pieces[0]!, pieces[0]!, pieces[1]!],
      [pieces[0]!, pieces[1]!, other[0]!],
      [pieces[0]!.slice(2), pieces[1]!, pieces[2]!],
      ['zz' + pieces[0]!.slice(2), pieces[1]!, pieces[2]!],
    ];
    for (const given of bad) {
      const r = await combine(given);
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ errorCode: 7, error: 'sharedPiece' });
      expect(JSON.stringify(r.json)).not.toContain(PHRASE);
    }
    const none = await combine([]);
    expect(none.json).toMatchObject({ errorCode: 1, error: 'sharedPiece' });
  });

  it('is POST only', async () => {
    const r = await t.get({ requestType: 'combineSecret', sharedPiece: pieces[0]! });
    expect(r.status).toBe(405);
  });

  it('logs neither the phrase nor the pieces', async () => {
    await combine(pieces.slice(0, 3));
    const all = t.logs.join('\n');
    expect(all).not.toContain(PHRASE);
    for (const p of pieces) expect(all).not.toContain(p);
  });
});
