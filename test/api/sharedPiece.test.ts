// Signing with a split secret: sharedPiece (repeated) + sharedPieceAccount instead of
// secretPhrase, on sendMoney (every CREATE_TRANSACTION operation shares the path), with and
// without the node's configured pieces (node.sharedPieces); no secret or piece in any log line.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { pieceToText, splitSecret } from '../../src/domain/shamir.js';
import { devnet, startChainNode, testAccount, type ChainNode, type TestAccount } from './chain-fixture.js';
import { readResponse } from './helpers.js';

// Three funded accounts: one signs with client pieces only, one with the node's pieces, and one
// whose pieces the node (wrongly) holds in full.
const OWNER = testAccount('sharedPiece owner phrase 1f3a');
const HELD = testAccount('sharedPiece held-by-node phrase 9c2e');
const OVERHELD = testAccount('sharedPiece over-held phrase 77b0');
const RECIPIENT = testAccount('sharedPiece recipient');

describe('sharedPiece', () => {
  let node: ChainNode;
  let ownerPieces: string[];
  let heldPieces: string[];
  let overheldPieces: string[];

  const send = async (from: TestAccount | string, pieces: string[], extra: Record<string, string> = {}) => {
    const body = new URLSearchParams({
      requestType: 'sendMoney',
      recipient: RECIPIENT.accountRS,
      amountMTA: ONE_COIN.toString(),
      sharedPieceAccount: typeof from === 'string' ? from : from.accountRS,
      ...extra,
    });
    for (const p of pieces) body.append('sharedPiece', p);
    return readResponse(await fetch(`${node.base}/api`, { method: 'POST', body }));
  };

  beforeAll(async () => {
    const texts = async (phrase: string, total: number, min: number) => (await splitSecret(phrase, total, min)).map(pieceToText);
    ownerPieces = await texts(OWNER.secretPhrase, 5, 3);
    heldPieces = await texts(HELD.secretPhrase, 5, 3);
    overheldPieces = await texts(OVERHELD.secretPhrase, 4, 2);
    node = await startChainNode({
      config: {
        sharedPieces: [
          `${HELD.accountRS}:${heldPieces[0]}`,
          `${HELD.account}:${heldPieces[1]}`,
          `${OVERHELD.accountRS}:${overheldPieces[0]}`,
          `${OVERHELD.accountRS}:${overheldPieces[1]}`,
        ],
      },
    });
    for (const a of [OWNER, HELD, OVERHELD]) await node.pay(devnet(0), a, 100n * ONE_COIN);
    await node.forge();
  });
  afterAll(() => node.close());

  it('signs sendMoney with enough pieces (repeated fields) instead of secretPhrase', async () => {
    const r = await send(OWNER, [ownerPieces[4]!, ownerPieces[0]!, ownerPieces[2]!]);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ broadcasted: true });
    expect(r.json.transactionJSON).toMatchObject({ sender: OWNER.account, senderPublicKey: OWNER.publicKey, recipient: RECIPIENT.account });
    expect(r.json.signatureHash).toMatch(/^[0-9a-f]{64}$/);
    const block = await node.forge();
    expect(block.transactions.map((t: { transaction: string }) => t.transaction)).toContain(r.json.transaction);
  });

  it('takes comma-separated pieces, an account given by id, and a matching publicKey', async () => {
    const r = await send(OWNER.account, [`${ownerPieces[1]},${ownerPieces[3]}`, ownerPieces[0]!], { publicKey: OWNER.publicKey, broadcast: 'false' });
    expect(r.status).toBe(200);
    expect(r.json.transactionJSON.sender).toBe(OWNER.account);
  });

  it('refuses pieces that do not restore sharedPieceAccount, naming sharedPiece', async () => {
    const r = await send(HELD, ownerPieces.slice(0, 3));
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ errorCode: 7, error: 'sharedPiece' });
  });

  it('refuses too few pieces, and pieces of different secrets, naming sharedPiece', async () => {
    for (const pieces of [ownerPieces.slice(0, 2), [ownerPieces[0]!, ownerPieces[1]!, heldPieces[2]!], [ownerPieces[0]!, ownerPieces[0]!, ownerPieces[1]!]]) {
      const r = await send(OWNER, pieces);
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ errorCode: 7, error: 'sharedPiece' });
    }
  });

  it('needs sharedPieceAccount with sharedPiece, and not both secretPhrase and sharedPiece', async () => {
    const body = new URLSearchParams({ requestType: 'sendMoney', recipient: RECIPIENT.accountRS, amountMTA: '1' });
    for (const p of ownerPieces.slice(0, 3)) body.append('sharedPiece', p);
    const noAccount = await readResponse(await fetch(`${node.base}/api`, { method: 'POST', body }));
    expect(noAccount.json).toMatchObject({ errorCode: 1, error: 'sharedPieceAccount' });
    const both = await send(OWNER, ownerPieces.slice(0, 3), { secretPhrase: OWNER.secretPhrase });
    expect(both.json).toMatchObject({ errorCode: 7, error: 'sharedPiece' });
  });

  it('adds the node\'s configured pieces of sharedPieceAccount to the client\'s', async () => {
    const r = await send(HELD, [heldPieces[3]!]);
    expect(r.status).toBe(200);
    expect(r.json.transactionJSON).toMatchObject({ sender: HELD.account, senderPublicKey: HELD.publicKey });
    // A held piece given again by the client counts once.
    const again = await send(HELD, [heldPieces[0]!, heldPieces[4]!], { broadcast: 'false' });
    expect(again.status).toBe(200);
  });

  it('does not lend the node\'s pieces to another account, nor sign with the node\'s pieces alone', async () => {
    // OWNER's pieces plus HELD's node pieces: different splits, never mixed.
    const other = await send(OWNER, [ownerPieces[0]!]);
    expect(other.json).toMatchObject({ errorCode: 7, error: 'sharedPiece' });
    // Only pieces the node already holds.
    const onlyHeld = await send(HELD, [heldPieces[0]!]);
    expect(onlyHeld.json).toMatchObject({ errorCode: 7, error: 'sharedPiece' });
    // The node holds a whole secret: refused rather than sign for anyone with one piece.
    const overheld = await send(OVERHELD, [overheldPieces[2]!]);
    expect(overheld.json).toMatchObject({ errorCode: 7, error: 'sharedPiece' });
  });

  it('combineSecret uses only the client\'s pieces, never the node\'s', async () => {
    const body = new URLSearchParams({ requestType: 'combineSecret' });
    body.append('sharedPiece', heldPieces[3]!);
    const r = await readResponse(await fetch(`${node.base}/api`, { method: 'POST', body }));
    expect(r.json).toMatchObject({ errorCode: 7, error: 'sharedPiece' });
    expect(JSON.stringify(r.json)).not.toContain(HELD.secretPhrase);
  });

  it('never logs a secret phrase or a piece, nor answers the configured pieces', async () => {
    // Also through splitSecret on this node, and a failing request.
    const split = await node.post({ requestType: 'splitSecret', secretPhrase: OWNER.secretPhrase, totalPieces: '4', minimumPieces: '2' });
    expect(split.status).toBe(200);
    await send(OWNER, ['00' + ownerPieces[0]!.slice(2)]);
    const logs = node.logs.join('\n');
    expect(node.logs.length).toBeGreaterThan(0);
    expect(logs).toContain('sendMoney');
    for (const a of [OWNER, HELD, OVERHELD]) expect(logs).not.toContain(a.secretPhrase);
    for (const p of [...ownerPieces, ...heldPieces, ...overheldPieces, ...(split.json.pieces as string[])]) {
      expect(logs).not.toContain(p);
      expect(logs).not.toContain(p.slice(12, 60));
    }
  });
});
