// stopShuffler: stops one account's shufflers with its secret phrase, or, with admin rights,
// one account's or all of them; a stopped shuffler sends nothing more.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { contract } from './fixtures/totem-reads.js';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';
import { post } from './loan-helpers.js';
import { createShuffling, forgeUntil, record } from './shuffler-helpers.js';

describe('stopShuffler', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());
  const [A, B, C] = [devnet(1), devnet(2), devnet(3)];
  const admin = () => ({ adminPassword: node.config.adminPassword });
  const start = (p: typeof A, fullHash: string, recipient: string) =>
    post(node, 'startShuffler', { secretPhrase: p.secretPhrase, shufflingFullHash: fullHash, recipientPublicKey: testAccount(recipient).publicKey });
  const list = async () => (await post(node, 'getShufflers', admin())).json.shufflers as Array<Record<string, unknown>>;

  it('stops the account\'s shuffler, which then submits nothing more', async () => {
    const s = await createShuffling(node, A);
    await start(A, s.fullHash, 'stop-r-a');
    const r = contract.check('stopShuffler', await post(node, 'stopShuffler', { secretPhrase: A.secretPhrase, shufflingFullHash: s.fullHash }));
    expect(r).toEqual(expect.objectContaining({ stoppedShufflers: 1 }));
    expect((await list()).find((x) => x.account === A.account && x.shuffling === s.id.toString())).toMatchObject({ state: 'stopped' });
    // Stopping again stops nothing.
    expect((await post(node, 'stopShuffler', { secretPhrase: A.secretPhrase })).json).toMatchObject({ stoppedShufflers: 0 });
    // B and C register by hand-run shufflers; A, stopped, never processes its turn.
    await start(B, s.fullHash, 'stop-r-b');
    await start(C, s.fullHash, 'stop-r-c');
    await forgeUntil(node, () => record(node, s.id)?.stage === 'PROCESSING');
    await forgeUntil(node, () => false, 3).catch(() => undefined);
    expect(record(node, s.id)).toMatchObject({ stage: 'PROCESSING', assignee: A.id });
    expect(record(node, s.id)!.participants[0]!.processed).toBe(false);
  });

  it('needs admin rights without a secret phrase; then stops one account\'s or every shuffler', async () => {
    const s = await createShuffling(node, B, { registrationPeriod: 30 });
    await start(B, s.fullHash, 'stop-r2-b');
    await start(C, s.fullHash, 'stop-r2-c');
    expect((await post(node, 'stopShuffler', {})).json).toMatchObject({ error: 'adminPassword' });
    expect((await post(node, 'stopShuffler', { ...admin(), account: C.accountRS, shufflingFullHash: s.fullHash })).json).toMatchObject({ stoppedShufflers: 1 });
    expect((await post(node, 'stopShuffler', { ...admin(), account: 'not-an-account' })).json).toMatchObject({ errorCode: 7, error: 'account' });
    // Every running one: B's here, and B's and C's from the first shuffling.
    expect((await post(node, 'stopShuffler', admin())).json).toMatchObject({ stoppedShufflers: 3 });
    expect((await list()).every((x) => x.state !== 'waitingForTurn' && x.state !== 'registering')).toBe(true);
  });
});
