// getPrunableMessage: the Prunable message object of one transaction (plain, encrypted, both),
// decrypted for either party, refused for a third party and for an altered ciphertext; the
// refusals of transactions without held prunable data (none, unconfirmed, pruned with the manual
// clock); bad input; POST only; no secret echoed.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type ChainNode, type TestAccount } from './chain-fixture.js';
import { alice, bob, carol, flipByte, SHORT_LIFETIMES, sendMessage, startMessagesNode } from './fixtures/messages.js';

const get = (node: ChainNode, transaction: string, reader?: TestAccount) =>
  node.post({ requestType: 'getPrunableMessage', transaction, ...(reader ? { secretPhrase: reader.secretPhrase } : {}) });

describe('getPrunableMessage', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startMessagesNode();
  });
  afterAll(() => node.close());

  it('answers the Prunable message object of a prunable plain message', async () => {
    const id = await sendMessage(node, { recipient: bob.account, message: 'prunable hello', messageIsPrunable: 'true' });
    const block = await node.forge();
    const tx = (await node.get({ requestType: 'getTransaction', transaction: id })).json;
    const r = await get(node, id);
    expect(r.status).toBe(200);
    const { requestProcessingTime: _t, ...fields } = r.json;
    expect(fields).toEqual({
      transaction: id, transactionFullHash: tx.fullHash, sender: alice.account, senderRS: alice.accountRS, recipient: bob.account, recipientRS: bob.accountRS,
      timestamp: tx.timestamp, blockTimestamp: block.timestamp, height: block.height,
      message: 'prunable hello', messageIsText: true, messageIsPrunable: true,
    });
  });

  it('shows a binary prunable message as hex, with no recipient', async () => {
    const id = await sendMessage(node, { message: 'deadbeef', messageIsText: 'false', messageIsPrunable: 'true' });
    await node.forge();
    const r = (await get(node, id)).json;
    expect(r).toMatchObject({ message: 'deadbeef', messageIsText: false, messageIsPrunable: true });
    expect(r.recipient).toBeUndefined();
  });

  it('shows a prunable encrypted message (no plain message fields) and decrypts it for either party', async () => {
    const id = await sendMessage(node, { recipient: bob.account, messageToEncrypt: 'prunable secret', encryptedMessageIsPrunable: 'true' });
    await node.forge();
    const plain = (await get(node, id)).json;
    expect(plain.encryptedMessage).toEqual({ data: expect.stringMatching(/^[0-9a-f]+$/), nonce: expect.stringMatching(/^[0-9a-f]{48}$/), isText: true, isCompressed: true });
    for (const field of ['message', 'messageIsText', 'messageIsPrunable', 'decryptedMessage']) expect(plain[field]).toBeUndefined();
    for (const reader of [bob, alice]) expect((await get(node, id, reader)).json).toMatchObject({ decryptedMessage: 'prunable secret', decryptedMessageIsText: true, encryptedMessage: plain.encryptedMessage });
  });

  it('shows both prunable parts together, and only the prunable ones', async () => {
    const id = await sendMessage(node, { recipient: bob.account, message: 'both', messageIsPrunable: 'true', messageToEncrypt: '00aa', messageToEncryptIsText: 'false', encryptedMessageIsPrunable: 'true', messageToEncryptToSelf: 'self' });
    await node.forge();
    const r = (await get(node, id, alice)).json;
    expect(r).toMatchObject({ message: 'both', messageIsPrunable: true, encryptedMessage: { isText: false }, decryptedMessage: '00aa', decryptedMessageIsText: false });
    expect(JSON.stringify(r)).not.toContain('self');
  });

  it('refuses a third party (naming secretPhrase) and an altered prunable ciphertext (naming transaction)', async () => {
    const id = await sendMessage(node, { recipient: bob.account, messageToEncrypt: 'x', encryptedMessageIsPrunable: 'true' });
    const enc = (await node.post({ requestType: 'encryptTo', secretPhrase: alice.secretPhrase, recipient: bob.account, messageToEncrypt: 'altered' })).json;
    const unsigned = (await node.post({ requestType: 'sendMessage', publicKey: alice.publicKey, recipient: bob.account, encryptedMessageData: flipByte(enc.data, 0), encryptedMessageNonce: enc.nonce, encryptedMessageIsPrunable: 'true' })).json;
    expect(unsigned.errorCode).toBeUndefined();
    const signed = (await node.post({ requestType: 'signTransaction', unsignedTransactionBytes: unsigned.unsignedTransactionBytes, secretPhrase: alice.secretPhrase })).json;
    const tampered = (await node.post({ requestType: 'broadcastTransaction', transactionBytes: signed.transactionBytes })).json.transaction as string;
    await node.forge();
    expect((await get(node, id, carol)).json).toMatchObject({ errorCode: 7, error: 'secretPhrase' });
    expect((await get(node, tampered, bob)).json).toMatchObject({ errorCode: 7, error: 'transaction', errorDescription: expect.stringContaining('decryption failed') });
    expect((await get(node, tampered)).json.encryptedMessage).toBeDefined();
  });

  it('refuses a transaction without prunable data, an unconfirmed one, and bad input, naming the parameter', async () => {
    const plainOnly = await sendMessage(node, { recipient: bob.account, message: 'not prunable' });
    await node.forge();
    expect((await get(node, plainOnly)).json).toMatchObject({ errorCode: 7, error: 'transaction', errorDescription: expect.stringContaining('no prunable message') });
    const pending = await sendMessage(node, { message: 'waiting', messageIsPrunable: 'true' });
    expect((await get(node, pending)).json).toMatchObject({ errorCode: 7, error: 'transaction', errorDescription: expect.stringContaining('not confirmed') });
    expect((await node.post({ requestType: 'getPrunableMessage' })).json).toMatchObject({ errorCode: 1, error: 'transaction' });
    expect((await node.post({ requestType: 'getPrunableMessage', transaction: 'x1' })).json).toMatchObject({ errorCode: 7, error: 'transaction' });
    const unknown = await node.post({ requestType: 'getPrunableMessage', transaction: '98765432123' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ errorCode: 7, error: 'transaction' });
  });

  it('is POST only and never echoes or logs the secret phrase', async () => {
    const id = await sendMessage(node, { recipient: bob.account, messageToEncrypt: 'hush', encryptedMessageIsPrunable: 'true' });
    await node.forge();
    const viaGet = await node.get({ requestType: 'getPrunableMessage', transaction: id, secretPhrase: bob.secretPhrase });
    expect(viaGet.status).toBe(405);
    const ok = await get(node, id, bob);
    expect(ok.json.decryptedMessage).toBe('hush');
    for (const r of [ok, viaGet, await get(node, id, carol)]) expect(JSON.stringify(r.json)).not.toContain('devnet-');
    expect(node.logs.join('\n')).not.toContain(bob.secretPhrase);
  });
});

describe('getPrunableMessage after pruning (manual clock)', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startMessagesNode({ prunable: SHORT_LIFETIMES });
  });
  afterAll(() => node.close());

  it('answers while held, then says the data was pruned once past the maximum lifetime', async () => {
    const id = await sendMessage(node, { recipient: bob.account, message: 'short-lived', messageIsPrunable: 'true', messageToEncrypt: 'also', encryptedMessageIsPrunable: 'true' });
    await node.forge();
    node.advance(SHORT_LIFETIMES.minLifetimeSeconds + 1);
    await node.forge();
    expect((await get(node, id, bob)).json).toMatchObject({ message: 'short-lived', decryptedMessage: 'also' });
    node.advance(SHORT_LIFETIMES.maxLifetimeSeconds);
    await node.forge();
    for (const reader of [undefined, bob]) {
      expect((await get(node, id, reader)).json).toMatchObject({ errorCode: 7, error: 'transaction', errorDescription: expect.stringContaining('pruned') });
    }
  });
});
