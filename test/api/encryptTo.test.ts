// encryptTo: encrypts to a recipient's key from the chain or from recipientPublicKey; the answer
// is the scheme of docs/encryption.md (checked by decrypting it with the domain function).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { accountIdFromPublicKey } from '../../src/domain/account-id.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { decryptData, ENCRYPTION_TAG_LENGTH, MAX_DECRYPTED_LENGTH } from '../../src/domain/encryption.js';
import { fromHex, toHex } from '../../src/domain/hex.js';
import { encodeRS } from '../../src/domain/reed-solomon.js';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';

describe('encryptTo', () => {
  let node: ChainNode;
  const sender = devnet(0);
  const recipient = devnet(1);
  const keyless = testAccount('encryptTo recipient without a key 51c2');
  beforeAll(async () => {
    // A body limit above 2 MiB, so that the size check of the operation itself is reachable.
    node = await startChainNode({ config: { apiMaxBodyBytes: 4 * 1024 * 1024 } });
    await node.pay(devnet(2), keyless, 5n * ONE_COIN);
    await node.forge();
  });
  afterAll(() => node.close());

  const encrypt = (params: Record<string, string>) => node.post({ requestType: 'encryptTo', secretPhrase: sender.secretPhrase, recipient: recipient.accountRS, ...params });
  const decryptAs = (reader: typeof sender, other: typeof sender, enc: Record<string, any>, compressed: boolean) =>
    decryptData({ data: fromHex(enc.data), nonce: fromHex(enc.nonce) }, reader.keyPair.seed, other.keyPair.publicKey, { compressed });

  it('encrypts text, compressed by default, for the recipient and the sender alike', async () => {
    const r = await encrypt({ messageToEncrypt: 'meet at the usual place '.repeat(10) });
    expect(r.status).toBe(200);
    expect(Object.keys(r.json).sort()).toEqual(['data', 'nonce', 'requestProcessingTime']);
    expect(r.json.nonce).toMatch(/^[0-9a-f]{48}$/);
    expect(r.json.data).toMatch(/^[0-9a-f]+$/);
    expect(r.json.data.length / 2).toBeLessThan(240); // deflated: well under the 240 bytes of text
    const text = new TextDecoder().decode(decryptAs(recipient, sender, r.json, true));
    expect(text).toBe('meet at the usual place '.repeat(10));
    expect(decryptAs(sender, recipient, r.json, true)).toEqual(decryptAs(recipient, sender, r.json, true));
  });

  it('encrypts hex bytes uncompressed when told so, and each call draws a new nonce', async () => {
    const params = { messageToEncrypt: '00ff10ef', messageToEncryptIsText: 'false', compressMessageToEncrypt: 'false' };
    const a = (await encrypt(params)).json;
    const b = (await encrypt(params)).json;
    expect(a.data.length / 2).toBe(4 + ENCRYPTION_TAG_LENGTH);
    expect(toHex(decryptAs(recipient, sender, a, false))).toBe('00ff10ef');
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.data).not.toBe(b.data);
  });

  it('encrypts to an account with no key on the chain when recipientPublicKey is given', async () => {
    expect((await node.get({ requestType: 'getAccountPublicKey', account: keyless.account })).json.publicKey).toBeUndefined();
    const r = await encrypt({ recipient: keyless.account, recipientPublicKey: keyless.publicKey, messageToEncrypt: 'welcome' });
    expect(r.status).toBe(200);
    expect(new TextDecoder().decode(decryptAs(keyless, sender, r.json, true))).toBe('welcome');
  });

  it('no public key and no recipientPublicKey: errorCode 7 naming recipient (known and unknown accounts)', async () => {
    const known = await encrypt({ recipient: keyless.accountRS, messageToEncrypt: 'hello?' });
    expect(known.status).toBe(400);
    expect(known.json).toMatchObject({ errorCode: 7, error: 'recipient' });
    expect(known.json.errorDescription).toContain('recipientPublicKey');
    const unknown = await encrypt({ recipient: testAccount('encryptTo never seen 9d01').accountRS, messageToEncrypt: 'hello?' });
    expect(unknown.json).toMatchObject({ errorCode: 7, error: 'recipient' });
  });

  it('a recipientPublicKey that is not the recipient key, malformed or not a curve point: errorCode 7 naming it', async () => {
    const other = await encrypt({ recipient: keyless.account, recipientPublicKey: devnet(3).publicKey, messageToEncrypt: 'x' });
    expect(other.json).toMatchObject({ errorCode: 7, error: 'recipientPublicKey' });
    for (const bad of ['abcd', 'zz'.repeat(32), keyless.publicKey + '00']) {
      expect((await encrypt({ recipient: keyless.account, recipientPublicKey: bad, messageToEncrypt: 'x' })).json).toMatchObject({ errorCode: 7, error: 'recipientPublicKey' });
    }
    // 32 bytes that hash to an account id but decode to no Ed25519 point (y = 2).
    const notAPoint = new Uint8Array(32);
    notAPoint[0] = 2;
    const owner = encodeRS(accountIdFromPublicKey(notAPoint));
    const r = await encrypt({ recipient: owner, recipientPublicKey: toHex(notAPoint), messageToEncrypt: 'x' });
    expect(r.json).toMatchObject({ errorCode: 7, error: 'recipientPublicKey' });
  });

  it('refuses a message that is not hex when declared binary, naming messageToEncrypt', async () => {
    for (const messageToEncrypt of ['xyz1', 'abc', '0g']) {
      const r = await encrypt({ messageToEncrypt, messageToEncryptIsText: 'false' });
      expect(r.json).toMatchObject({ errorCode: 7, error: 'messageToEncrypt' });
    }
  });

  it(`refuses a message longer than ${MAX_DECRYPTED_LENGTH} bytes and takes one of exactly that`, async () => {
    const over = await encrypt({ messageToEncrypt: 'a'.repeat(MAX_DECRYPTED_LENGTH + 1) });
    expect(over.json).toMatchObject({ errorCode: 7, error: 'messageToEncrypt' });
    const overHex = await encrypt({ messageToEncrypt: '00'.repeat(MAX_DECRYPTED_LENGTH + 1), messageToEncryptIsText: 'false' });
    expect(overHex.json).toMatchObject({ errorCode: 7, error: 'messageToEncrypt' });
    const exact = await encrypt({ messageToEncrypt: 'a'.repeat(MAX_DECRYPTED_LENGTH) });
    expect(exact.status).toBe(200);
    expect(decryptAs(recipient, sender, exact.json, true)).toHaveLength(MAX_DECRYPTED_LENGTH);
  });

  it('needs recipient, messageToEncrypt and secretPhrase; refuses a bad recipient', async () => {
    expect((await node.post({ requestType: 'encryptTo', secretPhrase: sender.secretPhrase, messageToEncrypt: 'x' })).json).toMatchObject({ errorCode: 1, error: 'recipient' });
    expect((await encrypt({})).json).toMatchObject({ errorCode: 1, error: 'messageToEncrypt' });
    expect((await node.post({ requestType: 'encryptTo', recipient: recipient.account, messageToEncrypt: 'x' })).json).toMatchObject({ errorCode: 1, error: 'secretPhrase' });
    expect((await encrypt({ recipient: 'nobody', messageToEncrypt: 'x' })).json).toMatchObject({ errorCode: 7, error: 'recipient' });
  });

  it('is POST only', async () => {
    const r = await node.get({ requestType: 'encryptTo', secretPhrase: sender.secretPhrase, recipient: recipient.account, messageToEncrypt: 'x' });
    expect(r.status).toBe(405);
    expect(r.json.errorCode).toBe(1);
    expect(r.headers.get('allow')).toBe('POST');
  });

  it('never puts the secret phrase or the message in a response or a log line', async () => {
    const phrase = 'encryptTo: a phrase that must never leak c04e';
    const message = 'the plaintext stays private 77aa';
    const base = { requestType: 'encryptTo', secretPhrase: phrase, messageToEncrypt: message };
    const responses = [
      await node.post({ ...base, recipient: recipient.account }),
      await node.post({ ...base, recipient: keyless.account }),
      await node.post({ ...base, recipient: keyless.account, recipientPublicKey: devnet(3).publicKey }),
      await node.post({ ...base, recipient: recipient.account, messageToEncryptIsText: 'false' }),
      await node.get({ ...base, recipient: recipient.account }),
    ];
    expect(responses[0]!.status).toBe(200);
    for (const r of responses) {
      expect(JSON.stringify(r.json)).not.toContain(phrase);
      expect(JSON.stringify(r.json)).not.toContain(message);
    }
    expect(node.logs.join('\n')).not.toContain(phrase);
  });
});
