// decodeToken: account, time and validity of a token for a website, read against the chain's
// announced key of the token's account.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { decodeToken } from '../../src/api/handlers/tokens/decodeToken.js';
import type { NodeApiContext } from '../../src/api/context.js';
import type { RequestInfo } from '../../src/api/types.js';
import type { Account } from '../../src/domain/types.js';
import { createToken, encodeToken, parseToken } from '../../src/capabilities/tokens/token.js';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';

const SITE = 'https://decode.example';

/** The token text with the character at `i` replaced by another base-32 digit. */
function flipChar(text: string, i: number): string {
  return text.slice(0, i) + (text[i] === '0' ? '1' : '0') + text.slice(i + 1);
}

describe('decodeToken', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode({ startEpochSeconds: 2000 });
  });
  afterAll(() => node.close());

  const decode = (params: Record<string, string>) => node.get({ requestType: 'decodeToken', ...params });
  const generate = async (secretPhrase: string, website = SITE) =>
    (await node.post({ requestType: 'generateToken', website, secretPhrase })).json.token as string;

  it("is valid for its website when the account announced the token's key", async () => {
    const a = devnet(3);
    await node.pay(a, devnet(4), 1n);
    await node.forge();
    expect((await node.get({ requestType: 'getAccountPublicKey', account: a.account })).json.publicKey).toBe(a.publicKey);
    const token = await generate(a.secretPhrase);
    node.advance(600); // decoding later changes nothing: the time is the token's
    const r = await decode({ website: SITE, token });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ account: a.account, accountRS: a.accountRS, timestamp: 2000, valid: true });
    expect(Object.keys(r.json).sort()).toEqual(['account', 'accountRS', 'requestProcessingTime', 'timestamp', 'valid']);
    expect((await node.post({ requestType: 'decodeToken', website: SITE, token })).json.valid).toBe(true);
  });

  it('is not valid for another website (an answer, not an error)', async () => {
    const a = devnet(5);
    const token = await generate(a.secretPhrase);
    for (const website of ['https://decode.example/', 'https://evil.example', 'HTTPS://DECODE.EXAMPLE']) {
      expect((await decode({ website, token })).json).toMatchObject({ account: a.account, timestamp: node.epochTime(), valid: false });
    }
  });

  it('is not valid when any part was changed, or when signed by another key than the one it carries', async () => {
    const a = devnet(6);
    const token = await generate(a.secretPhrase);
    for (const i of [0, 40, 57, 100, 159]) {
      expect((await decode({ website: SITE, token: flipChar(token, i) })).json).toMatchObject({ valid: false });
    }
    // devnet(7) signs a token that carries devnet(6)'s key: it names devnet(6) and is not valid
    const parsed = parseToken(token);
    const forged = encodeToken({ ...parsed, signature: createToken(SITE, devnet(7).keyPair, parsed.timestamp).signature });
    expect((await decode({ website: SITE, token: forged })).json).toMatchObject({ account: a.account, valid: false });
  });

  it('is valid for an account with no announced key, and stays valid once it announces that key', async () => {
    const fresh = testAccount('decodeToken fresh account 0c4f');
    const token = await generate(fresh.secretPhrase);
    expect((await decode({ website: SITE, token })).json).toMatchObject({ account: fresh.account, valid: true });
    await node.pay(devnet(8), fresh, 10n ** 9n);
    await node.forge();
    expect((await node.get({ requestType: 'getAccountPublicKey', account: fresh.account })).json.publicKey).toBeUndefined();
    expect((await decode({ website: SITE, token })).json.valid).toBe(true);
    await node.pay(fresh, devnet(8), 1n);
    await node.forge();
    expect((await node.get({ requestType: 'getAccountPublicKey', account: fresh.account })).json.publicKey).toBe(fresh.publicKey);
    expect((await decode({ website: SITE, token })).json.valid).toBe(true);
  });

  it('reports any 32-bit time a token carries; judging its age is the relying party\'s', async () => {
    const a = testAccount('decodeToken far future 1b7d');
    const token = encodeToken(createToken(SITE, a.keyPair, 0xffffffff));
    expect((await decode({ website: SITE, token })).json).toMatchObject({ timestamp: 4294967295, valid: true });
  });

  it('refuses a malformed token with errorCode 7 naming token', async () => {
    const token = await generate(devnet(0).secretPhrase);
    for (const bad of [token.slice(1), token + '0', token.slice(0, 20) + 'w' + token.slice(21), 'z'.repeat(160), 'hello']) {
      expect({ bad, json: (await decode({ website: SITE, token: bad })).json }).toMatchObject({ bad, json: { errorCode: 7, error: 'token' } });
    }
    expect((await decode({ website: SITE, token: ` ${token.toUpperCase()}\n` })).json.valid).toBe(true);
  });

  it('refuses a missing token or website, a blank or oversized website', async () => {
    const token = await generate(devnet(0).secretPhrase);
    expect((await decode({ website: SITE })).json).toMatchObject({ errorCode: 1, error: 'token' });
    expect((await decode({ token })).json).toMatchObject({ errorCode: 1, error: 'website' });
    expect((await decode({ website: '   ', token })).json).toMatchObject({ errorCode: 7, error: 'website' });
    expect((await decode({ website: 'x'.repeat(2049), token })).json).toMatchObject({ errorCode: 7, error: 'website' });
  });
});

describe('decodeToken against an announced key that differs from the token key', () => {
  // The account id is derived from the token's key, so on a real chain this needs two keys with
  // the same 64-bit id: it cannot be crafted. The handler is run over a chain double whose
  // account record holds another key, as such a collision would.
  const a = testAccount('decodeToken collision a');
  const other = testAccount('decodeToken collision b');
  const token = encodeToken(createToken(SITE, a.keyPair, 3000));
  const req = {} as RequestInfo;
  const chainHolding = (publicKey: Uint8Array | null | undefined): NodeApiContext => {
    const getAccount = async (id: bigint) => (publicKey === undefined ? undefined : ({ id, publicKey } as unknown as Account));
    return { blockchain: { getAccount } } as unknown as NodeApiContext;
  };

  it('is not valid when the chain holds another key for that account id', async () => {
    const answer = await decodeToken.handler({ website: SITE, token }, chainHolding(other.keyPair.publicKey), req);
    expect(answer).toEqual({ account: a.account, accountRS: a.accountRS, timestamp: 3000, valid: false });
  });

  it('is valid when the chain holds the same key, no key, or no account', async () => {
    for (const held of [a.keyPair.publicKey, null, undefined]) {
      expect(await decodeToken.handler({ website: SITE, token }, chainHolding(held), req)).toMatchObject({ valid: true });
    }
  });
});
