// sharedPiece + sharedPieceAccount on every operation that signs or decrypts outside the
// CREATE_TRANSACTION path (sharedPiece.test.ts covers that path): each answers for the pieces'
// account as it does for its secretPhrase, refuses pieces of another account naming sharedPiece,
// and a rule that refuses the sender names sharedPieceAccount. The node holds one piece of SIGNER's
// split, so every call here also mixes a client piece with the node's.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { pieceToText, splitSecret } from '../../src/domain/shamir.js';
import { nodeHandlerTable } from '../../src/node.js';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';
import { createShuffling, record, settleShufflers } from './shuffler-helpers.js';

const SIGNER = testAccount('sharedPiece operations signer 5d1c');
const OUTSIDER = testAccount('sharedPiece operations outsider 0b7e');
const PEER = devnet(4);

describe('sharedPiece on the signing operations', () => {
  let node: ChainNode;
  let signerPieces: string[];
  let outsiderPieces: string[];
  /** SIGNER's pieces as a client gives them: one of its own plus the node's held piece. */
  const signer = () => ({ sharedPiece: signerPieces[2]!, sharedPieceAccount: SIGNER.accountRS });
  const outsider = () => ({ sharedPiece: outsiderPieces.slice(0, 2).join(','), sharedPieceAccount: SIGNER.accountRS });
  const post = (requestType: string, params: Record<string, string>) => node.post({ requestType, ...params });

  beforeAll(async () => {
    signerPieces = (await splitSecret(SIGNER.secretPhrase, 3, 2)).map(pieceToText);
    outsiderPieces = (await splitSecret(OUTSIDER.secretPhrase, 3, 2)).map(pieceToText);
    node = await startChainNode({ config: { sharedPieces: [`${SIGNER.accountRS}:${signerPieces[0]}`] } });
    await node.pay(devnet(0), SIGNER, 200n * ONE_COIN);
    await node.forge();
    // SIGNER's key on the chain (decryptFrom by its peers needs it), signed with its pieces.
    expect((await post('sendMoney', { recipient: PEER.accountRS, amountMTA: '1', ...signer() })).status).toBe(200);
    await node.forge();
  });
  afterAll(() => node.close());

  it('every operation that takes secretPhrase to sign or decrypt also takes sharedPiece and sharedPieceAccount', () => {
    // splitSecret takes the phrase to split it, not to sign.
    const signing = Object.values(nodeHandlerTable()).filter((h) => h.params.some((p) => p.name === 'secretPhrase') && h.requestType !== 'splitSecret');
    expect(signing.length).toBeGreaterThan(60);
    for (const h of signing) {
      const names = h.params.map((p) => p.name);
      expect([h.requestType, names.includes('sharedPiece'), names.includes('sharedPieceAccount')]).toEqual([h.requestType, true, true]);
    }
  });

  it('getAccountId answers the pieces\' account', async () => {
    const r = await post('getAccountId', signer());
    expect(r.json).toMatchObject({ account: SIGNER.account, accountRS: SIGNER.accountRS, publicKey: SIGNER.publicKey });
    expect((await post('getAccountId', outsider())).json).toMatchObject({ errorCode: 7, error: 'sharedPiece' });
  });

  it('signTransaction signs with the pieces, and refuses another account\'s', async () => {
    const u = await post('sendMoney', { publicKey: SIGNER.publicKey, recipient: PEER.accountRS, amountMTA: '1000' });
    const s = await post('signTransaction', { unsignedTransactionBytes: u.json.unsignedTransactionBytes, ...signer() });
    expect(s.json).toMatchObject({ verify: true, transactionJSON: { sender: SIGNER.account } });
    const other = (await splitSecret(PEER.secretPhrase, 2, 2)).map(pieceToText);
    const wrong = await post('signTransaction', { unsignedTransactionBytes: u.json.unsignedTransactionBytes, sharedPiece: other.join(','), sharedPieceAccount: PEER.accountRS });
    expect(wrong.json).toMatchObject({ errorCode: 7, error: 'sharedPiece' });
  });

  it('encryptTo and decryptFrom work with the pieces on either side', async () => {
    const e = await post('encryptTo', { recipient: PEER.accountRS, messageToEncrypt: 'to the peer', ...signer() });
    expect(e.status).toBe(200);
    const byPeer = await post('decryptFrom', { account: SIGNER.accountRS, data: e.json.data, nonce: e.json.nonce, secretPhrase: PEER.secretPhrase });
    expect(byPeer.json).toMatchObject({ decryptedMessage: 'to the peer' });
    const bySigner = await post('decryptFrom', { account: PEER.accountRS, data: e.json.data, nonce: e.json.nonce, ...signer() });
    expect(bySigner.json).toMatchObject({ decryptedMessage: 'to the peer' });
  });

  it('readMessage and getPrunableMessage decrypt for the pieces\' account; an outsider\'s pieces are refused', async () => {
    const sent = await post('sendMoney', {
      recipient: PEER.accountRS, amountMTA: '1000', messageToEncrypt: 'prunable secret', encryptedMessageIsPrunable: 'true', ...signer(),
    });
    expect(sent.status).toBe(200);
    await node.forge();
    const read = await post('readMessage', { transaction: sent.json.transaction, ...signer() });
    expect(read.json).toMatchObject({ decryptedMessage: 'prunable secret' });
    const prunable = await post('getPrunableMessage', { transaction: sent.json.transaction, ...signer() });
    expect(prunable.json).toMatchObject({ decryptedMessage: 'prunable secret' });
    const outsiderOwn = { sharedPiece: outsiderPieces.slice(1).join(','), sharedPieceAccount: OUTSIDER.accountRS };
    expect((await post('readMessage', { transaction: sent.json.transaction, ...outsiderOwn })).json).toMatchObject({ errorCode: 7, error: 'sharedPiece' });
  });

  it('generateToken vouches for the pieces\' account', async () => {
    const r = await post('generateToken', { website: 'example.org', ...signer() });
    expect(r.json).toMatchObject({ account: SIGNER.account, valid: true });
    const decoded = await node.get({ requestType: 'decodeToken', website: 'example.org', token: r.json.token });
    expect(decoded.json).toMatchObject({ account: SIGNER.account, valid: true });
  });

  it('startForging, getForging and stopForging act on the pieces\' account', async () => {
    expect((await post('startForging', signer())).json).toMatchObject({ account: SIGNER.account });
    const forging = await post('getForging', signer());
    expect(forging.json.generators.map((g: { account: string }) => g.account)).toEqual([SIGNER.account]);
    expect((await post('stopForging', signer())).json).toMatchObject({ foundAndStopped: true });
    expect((await post('stopForging', signer())).json).toMatchObject({ foundAndStopped: false });
  });

  it('issueCertificate and attestAgent sign the canonical content with the pieces\' key', async () => {
    const issued = await post('issueCertificate', { recipient: PEER.accountRS, name: 'Pieces', feeMTA: String(ONE_COIN), ...signer() });
    expect(issued.json.transactionJSON).toMatchObject({ sender: SIGNER.account, recipient: PEER.account });
    const attested = await post('attestAgent', {
      account: PEER.account, agentName: 'piece-bot', operator: SIGNER.accountRS, permissions: 'vote', feeMTA: String(ONE_COIN + 1n), ...signer(),
    });
    expect(attested.json.transactionJSON).toMatchObject({ sender: SIGNER.account });
    await node.forge();
    const v = await node.get({ requestType: 'verifyCertificate', certificate: issued.json.transaction });
    expect(v.json).toMatchObject({ signatureValid: true, known: true });
  });

  it('startShuffler, getShufflers, stopShuffler and shufflingRegister take the pieces', async () => {
    const s = await createShuffling(node, devnet(1), { registrationPeriod: 20 });
    const started = await post('startShuffler', { shufflingFullHash: s.fullHash, recipientSecretPhrase: 'sharedPiece shuffler recipient', ...signer() });
    expect(started.json).toMatchObject({ account: SIGNER.account, shuffling: s.id.toString() });
    await settleShufflers(node);
    const mine = await post('getShufflers', signer());
    expect(mine.json.shufflers.map((x: { account: string }) => x.account)).toEqual([SIGNER.account]);
    expect((await post('stopShuffler', signer())).json).toMatchObject({ stoppedShufflers: 1 });

    const t = await createShuffling(node, devnet(1), { registrationPeriod: 21 });
    const registered = await post('shufflingRegister', { shufflingFullHash: t.fullHash, ...signer() });
    expect(registered.json.transactionJSON).toMatchObject({ sender: SIGNER.account });
    await node.forge();
    expect(record(node, t.id)!.participants.map((p) => p.account)).toContain(SIGNER.id);
  });

  it('a rule that refuses the sender names sharedPieceAccount when the sender gave pieces', async () => {
    const byPhrase = await post('deregisterMerchant', { secretPhrase: SIGNER.secretPhrase });
    expect(byPhrase.json).toMatchObject({ errorCode: 7, error: 'secretPhrase', errorName: 'NOT_REGISTERED_MERCHANT' });
    const byPieces = await post('deregisterMerchant', signer());
    expect(byPieces.json).toMatchObject({ errorCode: 7, error: 'sharedPieceAccount', errorName: 'NOT_REGISTERED_MERCHANT' });
  });

  it('no piece or phrase reaches a log line or an answer', async () => {
    const logs = node.logs.join('\n');
    expect(logs).toContain('startForging');
    for (const p of [...signerPieces, ...outsiderPieces]) expect(logs).not.toContain(p.slice(12, 60));
    for (const a of [SIGNER, OUTSIDER]) expect(logs).not.toContain(a.secretPhrase);
  });
});
