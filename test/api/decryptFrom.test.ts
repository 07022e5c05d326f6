// decryptFrom: the other half of encryptTo, for either party; anything altered, or read with
// the wrong key, nonce or compression flag, is refused naming data.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { encryptData } from '../../src/domain/encryption.js';
import { toHex } from '../../src/domain/hex.js';
import { devnet, startChainNode, testAccount, type ChainNode, type TestAccount } from './chain-fixture.js';

describe('decryptFrom', () => {
  let node: ChainNode;
  const sender = devnet(3);
  const recipient = devnet(4);
  const keyless = testAccount('decryptFrom account without a key 3b7d');
  beforeAll(async () => {
    node = await startChainNode();
    await node.pay(devnet(2), keyless, 5n * ONE_COIN);
    await node.forge();
  });
  afterAll(() => node.close());

  async function encrypt(message: string, extra: Record<string, string> = {}): Promise<{ data: string; nonce: string }> {
    const r = await node.post({ requestType: 'encryptTo', secretPhrase: sender.secretPhrase, recipient: recipient.account, messageToEncrypt: message, ...extra });
    expect(r.status).toBe(200);
    return r.json as { data: string; nonce: string };
  }
  const decrypt = (reader: TestAccount, other: TestAccount, enc: { data: string; nonce: string }, extra: Record<string, string> = {}) =>
    node.post({ requestType: 'decryptFrom', secretPhrase: reader.secretPhrase, account: other.accountRS, ...enc, ...extra });

  /** `hex` with one bit of byte `i` flipped. */
  const flip = (hex: string, i: number): string => hex.slice(0, 2 * i) + (parseInt(hex.slice(2 * i, 2 * i + 2), 16) ^ 1).toString(16).padStart(2, '0') + hex.slice(2 * i + 2);

  it('round-trips through the API: the recipient reads it from the sender, the sender from the recipient', async () => {
    const enc = await encrypt('Hello from devnet-3 ✓');
    const byRecipient = await decrypt(recipient, sender, enc);
    expect(byRecipient.status).toBe(200);
    expect(Object.keys(byRecipient.json).sort()).toEqual(['decryptedMessage', 'requestProcessingTime']);
    expect(byRecipient.json.decryptedMessage).toBe('Hello from devnet-3 ✓');
    expect((await decrypt(sender, recipient, enc)).json.decryptedMessage).toBe('Hello from devnet-3 ✓');
  });

  it('answers hex when decryptedMessageIsText=false; uncompressed messages need uncompressDecryptedMessage=false', async () => {
    const enc = await encrypt('cafe00babe', { messageToEncryptIsText: 'false', compressMessageToEncrypt: 'false' });
    const r = await decrypt(recipient, sender, enc, { decryptedMessageIsText: 'false', uncompressDecryptedMessage: 'false' });
    expect(r.json.decryptedMessage).toBe('cafe00babe');
    const wrongFlag = await decrypt(recipient, sender, enc, { decryptedMessageIsText: 'false' });
    expect(wrongFlag.json).toMatchObject({ errorCode: 7, error: 'data' });
    const compressed = await encrypt('text');
    expect((await decrypt(recipient, sender, compressed, { uncompressDecryptedMessage: 'false' })).json).toMatchObject({ errorCode: 7, error: 'data' });
  });

  it('refuses tampered data and a tampered nonce: errorCode 7 naming data', async () => {
    const enc = await encrypt('do not touch');
    const bytes = enc.data.length / 2;
    for (const i of [0, Math.floor(bytes / 2), bytes - 1]) {
      const r = await decrypt(recipient, sender, { data: flip(enc.data, i), nonce: enc.nonce });
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ errorCode: 7, error: 'data' });
    }
    expect((await decrypt(recipient, sender, { data: enc.data, nonce: flip(enc.nonce, 5) })).json).toMatchObject({ errorCode: 7, error: 'data' });
    expect((await decrypt(recipient, sender, { data: enc.data.slice(0, -2), nonce: enc.nonce })).json).toMatchObject({ errorCode: 7, error: 'data' });
    expect((await decrypt(recipient, sender, { data: enc.data + '00', nonce: enc.nonce })).json).toMatchObject({ errorCode: 7, error: 'data' });
  });

  it('a third party, or the right reader naming the wrong account, gets errorCode 7 naming data', async () => {
    const enc = await encrypt('between us');
    expect((await decrypt(devnet(5), sender, enc)).json).toMatchObject({ errorCode: 7, error: 'data' });
    expect((await decrypt(recipient, devnet(5), enc)).json).toMatchObject({ errorCode: 7, error: 'data' });
  });

  it('refuses binary that is not UTF-8 asked for as text, naming decryptedMessageIsText; answers it as hex', async () => {
    const enc = await encrypt('ff80c3', { messageToEncryptIsText: 'false' });
    const asText = await decrypt(recipient, sender, enc);
    expect(asText.json).toMatchObject({ errorCode: 7, error: 'decryptedMessageIsText' });
    expect((await decrypt(recipient, sender, enc, { decryptedMessageIsText: 'false' })).json.decryptedMessage).toBe('ff80c3');
  });

  it('refuses malformed data and nonce: bad hex, a nonce that is not 24 bytes', async () => {
    const enc = await encrypt('shape');
    expect((await decrypt(recipient, sender, { data: 'xyz', nonce: enc.nonce })).json).toMatchObject({ errorCode: 7, error: 'data' });
    for (const nonce of [enc.nonce.slice(0, -2), enc.nonce + '00', '00'.repeat(32), 'zz'.repeat(24)]) {
      expect((await decrypt(recipient, sender, { data: enc.data, nonce })).json).toMatchObject({ errorCode: 7, error: 'nonce' });
    }
    // Shorter than the 16-byte tag: refused before any key work.
    expect((await decrypt(recipient, sender, { data: '00'.repeat(15), nonce: enc.nonce })).json).toMatchObject({ errorCode: 7, error: 'data' });
  });

  it('an account with no key on the chain, or unknown: errorCode 7 naming account', async () => {
    // keyless encrypts to the recipient off the chain (its key is not on the chain yet).
    const enc = encryptData(new TextEncoder().encode('from a new account'), keyless.keyPair.seed, recipient.keyPair.publicKey, { compress: true });
    const hex = { data: toHex(enc.data), nonce: toHex(enc.nonce) };
    expect((await decrypt(recipient, keyless, hex)).json).toMatchObject({ errorCode: 7, error: 'account' });
    expect((await decrypt(recipient, testAccount('decryptFrom never seen 0a1f'), hex)).json).toMatchObject({ errorCode: 7, error: 'account' });
    // Once keyless has signed a transaction its key is on the chain and the same data decrypts.
    await node.pay(keyless, devnet(2), 1n);
    await node.forge();
    expect((await decrypt(recipient, keyless, hex)).json.decryptedMessage).toBe('from a new account');
  });

  it('needs account, data, nonce and secretPhrase', async () => {
    const enc = await encrypt('needs');
    const full = { requestType: 'decryptFrom', secretPhrase: recipient.secretPhrase, account: sender.account, ...enc };
    for (const missing of ['account', 'data', 'nonce', 'secretPhrase']) {
      const params: Record<string, string> = { ...full };
      delete params[missing];
      expect([missing, (await node.post(params)).json]).toEqual([missing, expect.objectContaining({ errorCode: 1, error: missing })]);
    }
  });

  it('is POST only', async () => {
    const enc = await encrypt('post');
    const r = await node.get({ requestType: 'decryptFrom', secretPhrase: recipient.secretPhrase, account: sender.account, ...enc });
    expect(r.status).toBe(405);
    expect(r.json.errorCode).toBe(1);
    expect(r.headers.get('allow')).toBe('POST');
  });

  it('never puts the secret phrase in a response or a log line', async () => {
    const phrase = 'decryptFrom: a phrase that must never leak 5e9c';
    const enc = await encrypt('secret-free');
    const base = { requestType: 'decryptFrom', secretPhrase: phrase, account: sender.account };
    const responses = [
      await node.post({ ...base, ...enc }),
      await node.post({ ...base, data: flip(enc.data, 0), nonce: enc.nonce }),
      await node.post({ ...base, data: enc.data, nonce: 'abcd' }),
      await node.get({ ...base, ...enc }),
    ];
    for (const r of responses) {
      expect(r.json.errorCode).toBeDefined(); // not a party: nothing decrypts
      expect(JSON.stringify(r.json)).not.toContain(phrase);
    }
    expect(node.logs.join('\n')).not.toContain(phrase);
  });
});
