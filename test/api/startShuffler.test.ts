// startShuffler: three accounts on one node hand their shuffling to the shuffler, which takes it
// from registration to DONE by itself (one block at a time); and the refusals, each naming its
// parameter.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { contract } from './fixtures/totem-reads.js';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';
import { get, post } from './loan-helpers.js';
import { createShuffling, forgeUntil, record, settleShufflers } from './shuffler-helpers.js';

describe('startShuffler', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());
  const [A, B, C] = [devnet(1), devnet(2), devnet(3)];
  const recipients = ['start-shuffler-r1', 'start-shuffler-r2', 'start-shuffler-r3'].map(testAccount);

  it('takes a coin shuffling from registration to DONE and funds the new recipients', async () => {
    const s = await createShuffling(node, A);
    const started = [];
    for (const [i, p] of [A, B, C].entries()) {
      const r = await post(node, 'startShuffler', { secretPhrase: p.secretPhrase, shufflingFullHash: s.fullHash, recipientPublicKey: recipients[i]!.publicKey });
      started.push(contract.check('startShuffler', r));
    }
    expect(started[0]).toMatchObject({ account: A.account, accountRS: A.accountRS, shuffling: s.id.toString(), shufflingFullHash: s.fullHash, recipient: recipients[0]!.account, state: 'waitingForTurn' });
    // The issuer is already a participant; the others register at once.
    expect(started[1]).toMatchObject({ state: expect.stringMatching(/registering|waitingForTurn/) });
    // The same shuffler again is the same shuffler.
    const again = await post(node, 'startShuffler', { secretPhrase: B.secretPhrase, shufflingFullHash: s.fullHash, recipientPublicKey: recipients[1]!.publicKey });
    expect(again.json).toMatchObject({ account: B.account, recipient: recipients[1]!.account });
    await forgeUntil(node, () => record(node, s.id)?.stage === 'DONE');
    for (const r of recipients) expect((await get(node, 'getBalance', { account: r.account })).json).toMatchObject({ balanceMTA: '1000000000' });
    const shufflers = (await post(node, 'getShufflers', { adminPassword: node.config.adminPassword })).json.shufflers as Array<Record<string, unknown>>;
    expect(shufflers.filter((x) => x.shuffling === s.id.toString()).map((x) => [x.state, x.outcome])).toEqual([['done', 'shuffled'], ['done', 'shuffled'], ['done', 'shuffled']]);
  });

  it('keeps a refused submission with its cause and retries it after the next block', async () => {
    const s = await createShuffling(node, A, { registrationPeriod: 25 });
    const poor = testAccount('start-shuffler-poor-participant');
    const r = await post(node, 'startShuffler', { secretPhrase: poor.secretPhrase, shufflingFullHash: s.fullHash, recipientSecretPhrase: 'start-shuffler-poor-recipient' });
    expect(r.json).toMatchObject({ account: poor.account });
    await settleShufflers(node);
    const own = async () => (await post(node, 'getShufflers', { secretPhrase: poor.secretPhrase })).json.shufflers[0];
    const failed = await own();
    expect(failed).toMatchObject({ state: 'registering', failedTransaction: { kind: 'register', attempts: 1 }, submitted: [] });
    expect(failed.failureCause).toEqual(expect.any(String));
    // Funded in the next block: the retry after it registers.
    await node.pay(A, poor, 50n * 100_000_000n);
    await node.forge();
    await settleShufflers(node);
    expect(await own()).toMatchObject({ state: 'waitingForTurn', failedTransaction: null, failureCause: null, submitted: [expect.objectContaining({ kind: 'register' })] });
    await node.forge();
    expect(record(node, s.id)!.participants.map((p) => p.account)).toContain(poor.id);
    await post(node, 'stopShuffler', { secretPhrase: poor.secretPhrase });
  });

  it('refuses with errors that name the parameter', async () => {
    const s = await createShuffling(node, A, { registrationPeriod: 20 });
    const start = (p: Record<string, string>) => post(node, 'startShuffler', { secretPhrase: B.secretPhrase, shufflingFullHash: s.fullHash, ...p });
    // The recipient must be a new account.
    expect((await start({ recipientPublicKey: C.publicKey })).json).toMatchObject({ errorCode: 7, error: 'recipientPublicKey' });
    expect((await start({ recipientPublicKey: 'zz' })).json).toMatchObject({ errorCode: 7, error: 'recipientPublicKey' });
    expect((await start({})).json).toMatchObject({ errorCode: 1, error: 'recipientPublicKey' });
    expect((await start({ recipientPublicKey: testAccount('x1').publicKey, recipientSecretPhrase: 'x1' })).json).toMatchObject({ error: 'recipientPublicKey' });
    expect((await start({ recipientPublicKey: testAccount('x1').publicKey, shufflingFullHash: '11'.repeat(32) })).json).toMatchObject({ errorCode: 7, error: 'shufflingFullHash' });
    expect((await post(node, 'startShuffler', { shufflingFullHash: s.fullHash, recipientPublicKey: testAccount('x1').publicKey })).json).toMatchObject({ error: 'secretPhrase' });
    // One shuffler per account and shuffling; one per recipient on this node.
    expect((await start({ recipientSecretPhrase: 'x2' })).json).toMatchObject({ account: B.account });
    expect((await start({ recipientSecretPhrase: 'x3' })).json).toMatchObject({ errorCode: 8, error: 'recipientPublicKey' });
    expect((await post(node, 'startShuffler', { secretPhrase: C.secretPhrase, shufflingFullHash: s.fullHash, recipientSecretPhrase: 'x2' })).json).toMatchObject({ errorCode: 8, error: 'recipientPublicKey' });
    await post(node, 'stopShuffler', { adminPassword: node.config.adminPassword });
  });
});
