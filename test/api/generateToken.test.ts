// generateToken: a POST-only operation that signs website, key and the node's time now.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { verifyNoble } from '../../src/domain/crypto.js';
import { parseToken, tokenMessage } from '../../src/capabilities/tokens/token.js';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';

const SITE = 'https://tokens.example';

describe('generateToken', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode({ startEpochSeconds: 4321 });
  });
  afterAll(() => node.close());

  const generate = (params: Record<string, string>) => node.post({ requestType: 'generateToken', ...params });

  it("answers the token, the signer's account, the node's time now and valid", async () => {
    const a = devnet(0);
    const r = await generate({ website: SITE, secretPhrase: a.secretPhrase });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ account: a.account, accountRS: a.accountRS, timestamp: 4321, valid: true });
    expect(r.json.token).toMatch(/^[0-9a-v]{160}$/);
    // the token carries the signer's key and the same time, signed over website || key || time
    const token = parseToken(r.json.token);
    expect(Buffer.from(token.publicKey).toString('hex')).toBe(a.publicKey);
    expect(token.timestamp).toBe(4321);
    expect(verifyNoble(token.signature, tokenMessage(SITE, token.publicKey, 4321), token.publicKey)).toBe(true);
  });

  it('stamps the time of the node clock; tokens made later differ', async () => {
    const a = devnet(1);
    const first = await generate({ website: SITE, secretPhrase: a.secretPhrase });
    node.advance(90);
    const later = await generate({ website: SITE, secretPhrase: a.secretPhrase });
    expect(later.json.timestamp).toBe(first.json.timestamp + 90);
    expect(later.json.timestamp).toBe(node.epochTime());
    expect(later.json.token).not.toBe(first.json.token);
  });

  it('signs the trimmed website: decodeToken accepts it with or without the white space', async () => {
    const r = await generate({ website: `  ${SITE}  `, secretPhrase: devnet(2).secretPhrase });
    for (const website of [SITE, ` ${SITE}\n`]) {
      expect((await node.get({ requestType: 'decodeToken', website, token: r.json.token })).json.valid).toBe(true);
    }
  });

  it('works for an account the chain has never seen (no announced key)', async () => {
    const fresh = testAccount('generateToken fresh account 91d2');
    expect((await node.get({ requestType: 'getAccount', account: fresh.account })).json.errorCode).toBe(3);
    const r = await generate({ website: SITE, secretPhrase: fresh.secretPhrase });
    expect(r.json).toMatchObject({ account: fresh.account, accountRS: fresh.accountRS, valid: true });
  });

  it('never echoes or logs the secret phrase', async () => {
    const a = testAccount('generateToken secret never shown 5e8a');
    const r = await generate({ website: SITE, secretPhrase: a.secretPhrase });
    expect(r.json.valid).toBe(true);
    const bad = await generate({ website: ' ', secretPhrase: a.secretPhrase });
    expect(bad.json.errorCode).toBe(7);
    for (const text of [JSON.stringify(r.json), JSON.stringify(bad.json), node.logs.join('\n')]) expect(text).not.toContain(a.secretPhrase);
  });

  it('is POST-only: GET is refused with 405', async () => {
    const r = await node.get({ requestType: 'generateToken', website: SITE, secretPhrase: devnet(0).secretPhrase });
    expect(r.status).toBe(405);
    expect(r.json).toMatchObject({ errorCode: 1 });
    expect(r.json.token).toBeUndefined();
  });

  it('refuses a missing, empty, blank or oversized website and a missing secret phrase', async () => {
    const secretPhrase = devnet(0).secretPhrase;
    expect((await generate({ secretPhrase })).json).toMatchObject({ errorCode: 1, error: 'website' });
    expect((await generate({ website: '', secretPhrase })).json).toMatchObject({ errorCode: 1, error: 'website' });
    expect((await generate({ website: ' \t\n ', secretPhrase })).json).toMatchObject({ errorCode: 7, error: 'website' });
    expect((await generate({ website: 'x'.repeat(2049), secretPhrase })).json).toMatchObject({ errorCode: 7, error: 'website' });
    expect((await generate({ website: 'x'.repeat(2048), secretPhrase })).json.valid).toBe(true);
    expect((await generate({ website: SITE })).json).toMatchObject({ errorCode: 1, error: 'secretPhrase' });
  });
});
