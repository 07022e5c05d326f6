// getShufflers: an account's own shufflers with its secret phrase, any with admin rights; which
// accounts shuffle here, and to whom, is what shuffling hides, so nothing is listed without either.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { contract } from './fixtures/totem-reads.js';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';
import { get, post } from './loan-helpers.js';
import { createShuffling, settleShufflers } from './shuffler-helpers.js';

describe('getShufflers', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());
  const [A, B] = [devnet(4), devnet(5)];

  it('lists the account\'s shufflers with their state, submissions and participant state', async () => {
    const s = await createShuffling(node, A);
    const ra = testAccount('get-shufflers-ra');
    const rb = testAccount('get-shufflers-rb');
    await post(node, 'startShuffler', { secretPhrase: A.secretPhrase, shufflingFullHash: s.fullHash, recipientPublicKey: ra.publicKey });
    await post(node, 'startShuffler', { secretPhrase: B.secretPhrase, shufflingFullHash: s.fullHash, recipientSecretPhrase: 'get-shufflers-rb' });
    await settleShufflers(node);
    const own = contract.check('getShufflers', await post(node, 'getShufflers', { secretPhrase: B.secretPhrase, includeParticipantState: 'true' }));
    expect(own.shufflers).toEqual([
      expect.objectContaining({
        account: B.account, accountRS: B.accountRS, shuffling: s.id.toString(), shufflingFullHash: s.fullHash, recipient: rb.account, recipientRS: rb.accountRS, recipientPublicKey: rb.publicKey,
        state: 'waitingForTurn', stage: 'REGISTRATION', failedTransaction: null, failureCause: null, failure: null, outcome: null,
        submitted: [expect.objectContaining({ kind: 'register' })],
      }),
    ]);
    // The registration is pending, not yet confirmed: no participant state until it is.
    expect(own.shufflers[0]).not.toHaveProperty('participantState');
    await node.forge();
    const after = (await post(node, 'getShufflers', { secretPhrase: B.secretPhrase, includeParticipantState: 'true' })).json;
    expect(after.shufflers[0]).toMatchObject({ participantState: 'REGISTERED' });
    const all = (await post(node, 'getShufflers', { adminPassword: node.config.adminPassword, shufflingFullHash: s.fullHash })).json;
    expect(all.shufflers.map((x: { account: string }) => x.account).sort()).toEqual([A.account, B.account].sort());
    expect((await post(node, 'getShufflers', { adminPassword: node.config.adminPassword, account: A.account })).json.shufflers).toHaveLength(1);
    // The secret phrase is never echoed.
    expect(JSON.stringify(all)).not.toContain(B.secretPhrase);
  });

  it('needs a secret phrase or admin rights; malformed filters name their parameter', async () => {
    expect((await post(node, 'getShufflers', {})).json).toMatchObject({ error: 'adminPassword' });
    expect((await get(node, 'getShufflers', { adminPassword: node.config.adminPassword })).json).toMatchObject({ error: 'adminPassword' });
    expect((await post(node, 'getShufflers', { secretPhrase: A.secretPhrase, shufflingFullHash: 'abc' })).json).toMatchObject({ errorCode: 7, error: 'shufflingFullHash' });
    expect((await post(node, 'getShufflers', { secretPhrase: 'nobody-shuffles-here' })).json).toMatchObject({ shufflers: [] });
  });
});
