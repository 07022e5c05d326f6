// readMessage: every message appendix alone and in combination, decrypted by the sender and by
// the recipient, refused for a third party and for an altered ciphertext; unconfirmed
// transactions; pruned prunable parts (manual clock); bad input; POST only; no secret echoed.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { testAccount, type ChainNode, type TestAccount } from './chain-fixture.js';
import { alice, bob, carol, SHORT_LIFETIMES, sendMessage, sendTampered, startMessagesNode } from './fixtures/messages.js';

const read = (node: ChainNode, transaction: string, reader?: TestAccount) =>
  node.post({ requestType: 'readMessage', transaction, ...(reader ? { secretPhrase: reader.secretPhrase } : {}) });

describe('readMessage', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startMessagesNode();
  });
  afterAll(() => node.close());

  it('reads a plain text message without a secret phrase, unconfirmed and confirmed', async () => {
    const id = await sendMessage(node, { recipient: bob.account, message: 'hello bob' });
    const pending = await read(node, id);
    expect(pending.status).toBe(200);
    const expected = {
      transaction: id, sender: alice.account, senderRS: alice.accountRS, recipient: bob.account, recipientRS: bob.accountRS,
      message: 'hello bob', messageIsText: true, messageIsPrunable: false, hasEncryptedMessage: false, hasEncryptToSelfMessage: false,
    };
    const { requestProcessingTime: _t, ...fields } = pending.json;
    expect(fields).toEqual(expected);
    await node.forge();
    const { requestProcessingTime: _t2, ...confirmed } = (await read(node, id)).json;
    expect(confirmed).toEqual(expected);
  });

  it('reads a binary message as hex, and a message with no recipient', async () => {
    const bin = await sendMessage(node, { message: '00ff10', messageIsText: 'false' });
    const r = (await read(node, bin)).json;
    expect(r).toMatchObject({ message: '00ff10', messageIsText: false, messageIsPrunable: false });
    expect(r.recipient).toBeUndefined();
    expect(r.recipientRS).toBeUndefined();
  });

  it('decrypts a message to the recipient for the recipient and for the sender, not without a secret', async () => {
    const id = await sendMessage(node, { recipient: bob.account, messageToEncrypt: 'for bob only ✓' });
    const plain = (await read(node, id)).json;
    expect(plain).toMatchObject({ hasEncryptedMessage: true, encryptedMessageIsPrunable: false, hasEncryptToSelfMessage: false });
    expect(plain.decryptedMessage).toBeUndefined();
    expect(plain.message).toBeUndefined();
    expect(JSON.stringify(plain)).not.toContain('for bob only');
    for (const reader of [bob, alice]) {
      const r = (await read(node, id, reader)).json;
      expect(r).toMatchObject({ decryptedMessage: 'for bob only ✓', decryptedMessageIsText: true, encryptedMessageIsPrunable: false });
      expect(r.decryptedMessageToSelf).toBeUndefined();
    }
  });

  it('answers a binary encrypted message as hex (decryptedMessageIsText false)', async () => {
    const id = await sendMessage(node, { recipient: bob.account, messageToEncrypt: 'cafe00', messageToEncryptIsText: 'false', compressMessageToEncrypt: 'false' });
    expect((await read(node, id, bob)).json).toMatchObject({ decryptedMessage: 'cafe00', decryptedMessageIsText: false });
  });

  it('decrypts a note to self for the sender only; the recipient still reads the rest', async () => {
    const id = await sendMessage(node, { recipient: bob.account, message: 'visible', messageToEncryptToSelf: 'my note', compressMessageToEncryptToSelf: 'false' });
    expect((await read(node, id)).json).toMatchObject({ message: 'visible', hasEncryptToSelfMessage: true, hasEncryptedMessage: false });
    expect((await read(node, id, alice)).json).toMatchObject({ message: 'visible', decryptedMessageToSelf: 'my note', decryptedMessageToSelfIsText: true });
    const byBob = (await read(node, id, bob)).json;
    expect(byBob.message).toBe('visible');
    expect(byBob.decryptedMessageToSelf).toBeUndefined();
    expect(byBob.errorCode).toBeUndefined();
  });

  it('reads a prunable plain message and decrypts a prunable encrypted one', async () => {
    const long = 'p'.repeat(3000);
    const id = await sendMessage(node, { recipient: bob.account, message: long, messageIsPrunable: 'true', messageToEncrypt: 'prunable secret', encryptedMessageIsPrunable: 'true' });
    await node.forge();
    expect((await read(node, id)).json).toMatchObject({
      message: long, messageIsText: true, messageIsPrunable: true, messagePruned: false,
      hasEncryptedMessage: true, encryptedMessageIsPrunable: true, encryptedMessagePruned: false,
    });
    expect((await read(node, id, bob)).json.decryptedMessage).toBe('prunable secret');
    expect((await read(node, id, alice)).json.decryptedMessage).toBe('prunable secret');
  });

  it('reads every kind at once, the recipient key taken from the announcement before it is on the chain', async () => {
    const dave = testAccount('readMessage dave 4e1a');
    await node.pay(alice, dave, ONE_COIN);
    await node.forge();
    const id = await sendMessage(node, { recipient: dave.account, recipientPublicKey: dave.publicKey, message: 'm', messageToEncrypt: 'e', messageToEncryptToSelf: 's' });
    // unconfirmed: dave's key is only in this transaction's announcement
    expect((await read(node, id, alice)).json).toMatchObject({ message: 'm', decryptedMessage: 'e', decryptedMessageToSelf: 's', hasEncryptedMessage: true, hasEncryptToSelfMessage: true });
    await node.forge();
    const byDave = (await read(node, id, dave)).json;
    expect(byDave).toMatchObject({ message: 'm', decryptedMessage: 'e' });
    expect(byDave.decryptedMessageToSelf).toBeUndefined();
  });

  it('refuses the secret phrase of a third party: errorCode 7 naming secretPhrase', async () => {
    const id = await sendMessage(node, { recipient: bob.account, messageToEncrypt: 'not for carol', messageToEncryptToSelf: 'nor this' });
    const r = await read(node, id, carol);
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ errorCode: 7, error: 'secretPhrase' });
    expect(JSON.stringify(r.json)).not.toContain('not for carol');
    const plainOnly = await sendMessage(node, { recipient: bob.account, message: 'plain' });
    expect((await read(node, plainOnly, carol)).json).toMatchObject({ errorCode: 7, error: 'secretPhrase' });
  });

  it('refuses an altered ciphertext (to the recipient, and to self): errorCode 7 naming transaction', async () => {
    const toBob = await sendTampered(node, 'encryptedMessage');
    const toSelf = await sendTampered(node, 'encryptToSelfMessage');
    await node.forge();
    for (const reader of [bob, alice]) expect((await read(node, toBob, reader)).json).toMatchObject({ errorCode: 7, error: 'transaction', errorDescription: expect.stringContaining('decryption failed') });
    expect((await read(node, toSelf, alice)).json).toMatchObject({ errorCode: 7, error: 'transaction' });
    // without a secret phrase nothing is decrypted, so the plain part reads fine
    expect((await read(node, toBob)).json).toMatchObject({ message: 'a plain part', hasEncryptedMessage: true });
    // the recipient cannot decrypt the note to self, so for bob the altered note is not an error
    expect((await read(node, toSelf, bob)).json).toMatchObject({ message: 'a plain part', hasEncryptToSelfMessage: true });
  });

  it('refuses bad input naming the parameter; an unknown transaction is errorCode 7, HTTP 404', async () => {
    expect((await node.post({ requestType: 'readMessage' })).json).toMatchObject({ errorCode: 1, error: 'transaction' });
    expect((await node.post({ requestType: 'readMessage', transaction: 'abc' })).json).toMatchObject({ errorCode: 7, error: 'transaction' });
    expect((await node.post({ requestType: 'readMessage', transaction: '-5' })).json).toMatchObject({ errorCode: 7, error: 'transaction' });
    const unknown = await node.post({ requestType: 'readMessage', transaction: '1234567890123' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ errorCode: 7, error: 'transaction' });
  });

  it('is POST only and never echoes or logs the secret phrase', async () => {
    const id = await sendMessage(node, { recipient: bob.account, messageToEncrypt: 'quiet' });
    const viaGet = await node.get({ requestType: 'readMessage', transaction: id, secretPhrase: bob.secretPhrase });
    expect(viaGet.status).toBe(405);
    expect(viaGet.json).toMatchObject({ errorCode: 1 });
    const ok = await read(node, id, bob);
    expect(ok.json.decryptedMessage).toBe('quiet');
    const refused = await read(node, id, carol);
    for (const r of [ok, refused, viaGet]) expect(JSON.stringify(r.json)).not.toContain('devnet-');
    const logs = node.logs.join('\n');
    for (const who of [alice, bob, carol]) expect(logs).not.toContain(who.secretPhrase);
  });
});

describe('readMessage after pruning (manual clock)', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startMessagesNode({ prunable: SHORT_LIFETIMES });
  });
  afterAll(() => node.close());

  it('shows a pruned prunable part as pruned and still reads the non-prunable parts', async () => {
    const a = await sendMessage(node, { recipient: bob.account, message: 'kept forever', messageToEncrypt: 'pruned soon', encryptedMessageIsPrunable: 'true', messageToEncryptToSelf: 'note' });
    const b = await sendMessage(node, { recipient: bob.account, message: 'pruned plain', messageIsPrunable: 'true', messageToEncrypt: 'kept secret' });
    await node.forge();
    expect((await read(node, a, bob)).json).toMatchObject({ message: 'kept forever', decryptedMessage: 'pruned soon', encryptedMessagePruned: false });
    expect((await read(node, b)).json).toMatchObject({ message: 'pruned plain', messagePruned: false });
    node.advance(SHORT_LIFETIMES.maxLifetimeSeconds + 5);
    await node.forge();

    const afterA = (await read(node, a, bob)).json;
    expect(afterA).toMatchObject({ message: 'kept forever', messageIsPrunable: false, hasEncryptedMessage: true, encryptedMessageIsPrunable: true, encryptedMessagePruned: true });
    expect(afterA.decryptedMessage).toBeUndefined();
    expect((await read(node, a, alice)).json.decryptedMessageToSelf).toBe('note');

    const afterB = (await read(node, b, bob)).json;
    expect(afterB).toMatchObject({ messageIsText: true, messageIsPrunable: true, messagePruned: true, decryptedMessage: 'kept secret', encryptedMessageIsPrunable: false });
    expect(afterB.message).toBeUndefined();
  });
});
