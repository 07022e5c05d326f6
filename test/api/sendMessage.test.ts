// sendMessage: every message appendix on its own and together, the recipient rules, limits, and
// what the confirmed transaction carries.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { decryptData } from '../../src/domain/encryption.js';
import { fromHex, toHex } from '../../src/domain/hex.js';
import { signTransaction, Transaction } from '../../src/domain/transaction.js';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';

const text = new TextDecoder();

describe('sendMessage', () => {
  let node: ChainNode;
  const alice = devnet(0);
  const bob = devnet(1);
  beforeAll(async () => {
    node = await startChainNode({ startEpochSeconds: 1000 });
    // bob signs once, so the chain knows his public key
    await node.pay(bob, alice, 1n);
    await node.forge();
  });
  afterAll(() => node.close());

  const send = (params: Record<string, string>, from = alice) => node.post({ requestType: 'sendMessage', secretPhrase: from.secretPhrase, ...params });
  const confirmed = async (r: { json: Record<string, any> }) => {
    expect(r.json.errorCode).toBeUndefined();
    await node.forge();
    return (await node.get({ requestType: 'getTransaction', transaction: r.json.transaction })).json;
  };

  it('sends a plain text message with no amount, to a recipient or to nobody', async () => {
    const tx = await confirmed(await send({ recipient: bob.accountRS, message: 'hello bob' }));
    expect(tx).toMatchObject({ type: 1, subtype: 0, amountMTA: '0', recipient: bob.account, confirmations: 0 });
    expect(tx.attachment).toMatchObject({ 'version.ArbitraryMessage': 0, 'version.Message': 1, message: 'hello bob', messageIsText: true });
    const open = await confirmed(await send({ message: 'to the world' }));
    expect(open).not.toHaveProperty('recipient');
    expect(open.attachment.message).toBe('to the world');
  });

  it('sends a binary message (hex)', async () => {
    const tx = await confirmed(await send({ message: '00ff10', messageIsText: 'false' }));
    expect(tx.attachment).toMatchObject({ message: '00ff10', messageIsText: false });
  });

  it('encrypts to the recipient; only the two parties decrypt it', async () => {
    const tx = await confirmed(await send({ recipient: bob.account, messageToEncrypt: 'for bob only' }));
    const e = tx.attachment.encryptedMessage;
    expect(tx.attachment['version.EncryptedMessage']).toBe(1);
    expect(e).toMatchObject({ isText: true, isCompressed: true });
    expect(JSON.stringify(tx)).not.toContain('for bob only');
    const enc = { data: fromHex(e.data), nonce: fromHex(e.nonce) };
    expect(text.decode(decryptData(enc, bob.keyPair.seed, alice.keyPair.publicKey, { compressed: true }))).toBe('for bob only');
    expect(text.decode(decryptData(enc, alice.keyPair.seed, bob.keyPair.publicKey, { compressed: true }))).toBe('for bob only');
    expect(() => decryptData(enc, devnet(2).keyPair.seed, alice.keyPair.publicKey, { compressed: true })).toThrow();
  });

  it('encrypts a note to self, uncompressed on request', async () => {
    const tx = await confirmed(await send({ messageToEncryptToSelf: 'my note', compressMessageToEncryptToSelf: 'false' }));
    const e = tx.attachment.encryptToSelfMessage;
    expect(tx.attachment['version.EncryptToSelfMessage']).toBe(1);
    expect(e.isCompressed).toBe(false);
    expect(text.decode(decryptData({ data: fromHex(e.data), nonce: fromHex(e.nonce) }, alice.keyPair.seed, alice.keyPair.publicKey, { compressed: false }))).toBe('my note');
  });

  it('sends prunable plain and prunable encrypted messages: only their hashes are signed', async () => {
    const long = 'x'.repeat(5000);
    const r = await send({ recipient: bob.account, message: long, messageIsPrunable: 'true', messageToEncrypt: 'secret', encryptedMessageIsPrunable: 'true' });
    const tx = await confirmed(r);
    expect(tx.attachment).toMatchObject({ 'version.PrunablePlainMessage': 1, 'version.PrunableEncryptedMessage': 1, message: long });
    expect(tx.attachment.messageHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tx.attachment.encryptedMessageHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tx.attachment.encryptedMessage.isText).toBe(true);
    // the fee counts the started KiB of prunable data: 1 coin + 5 x 0.1 + 1 x 0.1
    expect(BigInt(tx.feeMTA)).toBe(ONE_COIN + (6n * ONE_COIN) / 10n);
  });

  it('carries every kind at once (plain, encrypted, to self, key announcement)', async () => {
    const carol = testAccount('sendMessage carol');
    await node.pay(alice, carol, ONE_COIN);
    const tx = await confirmed(await send({ recipient: carol.account, recipientPublicKey: carol.publicKey, message: 'm', messageToEncrypt: 'e', messageToEncryptToSelf: 's' }));
    expect(Object.keys(tx.attachment)).toEqual(expect.arrayContaining(['version.Message', 'version.EncryptedMessage', 'version.EncryptToSelfMessage', 'version.PublicKeyAnnouncement']));
    expect((await node.get({ requestType: 'getAccountPublicKey', account: carol.account })).json.publicKey).toBe(carol.publicKey);
  });

  it('refuses an encrypted message to an account with no public key unless recipientPublicKey is given', async () => {
    const dave = testAccount('sendMessage dave');
    await node.pay(alice, dave, ONE_COIN);
    await node.forge();
    const r = await send({ recipient: dave.account, messageToEncrypt: 'hi' });
    expect(r.json).toMatchObject({ errorCode: 7, error: 'recipient' });
    const wrongKey = await send({ recipient: dave.account, messageToEncrypt: 'hi', recipientPublicKey: bob.publicKey });
    expect(wrongKey.json).toMatchObject({ errorCode: 7, error: 'recipientPublicKey' });
    const ok = await send({ recipient: dave.account, messageToEncrypt: 'hi', recipientPublicKey: dave.publicKey });
    expect(ok.json.errorCode).toBeUndefined();
  });

  it('refuses bad input with errorCode 7 naming the parameter', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'message'],
      [{ message: 'x'.repeat(1001) }, 'message'],
      [{ message: 'x'.repeat(42 * 1024 + 1), messageIsPrunable: 'true' }, 'message'],
      [{ recipient: bob.account, messageToEncrypt: 'y'.repeat(2000), compressMessageToEncrypt: 'false' }, 'messageToEncrypt'],
      [{ message: 'zz', messageIsText: 'false' }, 'message'],
      [{ messageToEncrypt: 'no recipient' }, 'recipient'],
      [{ recipient: bob.account, encryptedMessageData: '00' }, 'encryptedMessageNonce'],
    ];
    for (const [params, error] of cases) {
      const r = await send(params);
      expect({ params, json: r.json }).toMatchObject({ json: { errorCode: expect.any(Number), error } });
    }
  });

  it('refuses invalid UTF-8 declared as text (a signed transaction built elsewhere)', async () => {
    const unsigned = await node.post({ requestType: 'sendMessage', publicKey: alice.publicKey, message: 'abcd', messageIsText: 'false' });
    const bytes = fromHex(unsigned.json.unsignedTransactionBytes);
    // the message ends the bytes: u32 LE length word, then its 2 bytes. Set the word's text bit
    // and make the first byte 0xff, which is never UTF-8.
    bytes[bytes.length - 3] = bytes[bytes.length - 3]! | 0x80;
    bytes[bytes.length - 2] = 0xff;
    const viaNode = await node.post({ requestType: 'signTransaction', unsignedTransactionBytes: toHex(bytes), secretPhrase: alice.secretPhrase });
    expect(viaNode.json).toMatchObject({ errorCode: 7, error: 'message', errorDescription: expect.stringContaining('UTF-8') });
    const signed = signTransaction(Transaction.fromBytes(bytes, node.node.registry), alice.keyPair, node.node.registry);
    const r = await node.post({ requestType: 'broadcastTransaction', transactionBytes: toHex(signed.bytes()) });
    expect(r.json).toMatchObject({ errorCode: 7, error: 'message', errorDescription: expect.stringContaining('UTF-8') });
  });

  it('is POST only and never echoes the secret phrase', async () => {
    const r = await node.get({ requestType: 'sendMessage', secretPhrase: alice.secretPhrase, message: 'x' });
    expect(r.status).toBe(405);
    const ok = await send({ message: 'quiet' });
    expect(JSON.stringify(ok.json)).not.toContain(alice.secretPhrase);
    expect(node.logs.join('\n')).not.toContain(alice.secretPhrase);
  });
});
