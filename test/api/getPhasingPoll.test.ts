// getPhasingPoll: the poll of phased transactions made through the API, field by field, for each
// voting model: open (with and without countVotes, the count at the tip as votes, balances and
// linked transactions change), finished early and approved, refused at its finish height; HASH
// polls of the three secret algorithms with their hashed secret computed by the `hash` operation;
// the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode, type TestAccount } from './chain-fixture.js';
import { issue } from './totem-helpers.js';
import { accountPoll, approve, contract, forgeTo, NO_SUCH_ID, ok, submitPhased, tip, type Phased } from './phasing-helpers.js';

describe('getPhasingPoll', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const get = (params: Record<string, string>) => node.get({ requestType: 'getPhasingPoll', ...params });
  const poll = async (p: Phased, label: string, countVotes = false) => contract.check('getPhasingPoll', await get({ transaction: p.transaction, ...(countVotes ? { countVotes: 'true' } : {}) }), label);
  const heightOf = async (p: Phased) => (await node.get({ requestType: 'getTransaction', transaction: p.transaction })).json.height as number;
  const signed = (a: TestAccount) => BigInt.asIntN(64, a.id);
  const whitelistOf = (voters: TestAccount[]) => [...voters].sort((a, b) => (signed(a) < signed(b) ? -1 : 1)).map((v) => ({ whitelisted: v.account, whitelistedRS: v.accountRS }));
  const balanceOf = async (a: TestAccount) => (await node.get({ requestType: 'getAccount', account: a.account })).json.balanceMTA as string;

  it('an open whitelisted ACCOUNT poll, every field; countVotes adds the votes so far; approved early, with its outcome', async () => {
    const voters = [devnet(1), devnet(2), devnet(3)];
    const finishHeight = (await tip(node)) + 20;
    const p = await submitPhased(node, devnet(0), accountPoll(finishHeight, voters, 2), { recipient: devnet(9).accountRS });
    await node.forge();
    const height = await heightOf(p);
    const open = await poll(p, 'open');
    expect(open).toEqual({
      transaction: p.transaction,
      transactionFullHash: p.fullHash,
      account: devnet(0).account,
      accountRS: devnet(0).accountRS,
      finishHeight,
      votingModel: 0,
      votingModelName: 'ACCOUNT',
      quorum: '2',
      minBalance: '0',
      minBalanceModel: 0,
      holding: '0',
      whitelist: whitelistOf(voters),
      linkedFullHashes: [],
      hashedSecret: '',
      algorithm: 0,
      height,
      finished: false,
      requestProcessingTime: expect.any(Number),
    });
    expect((await poll(p, 'open, counted', true)).result).toBe('0');
    await approve(node, devnet(2), [p]);
    await node.forge();
    const once = await poll(p, 'open, counted', true);
    expect(once).toMatchObject({ finished: false, result: '1' });
    expect(once.approved).toBeUndefined();
    expect(once.executionHeight).toBeUndefined();
    await approve(node, devnet(3), [p]);
    const decided = (await node.forge()).height as number;
    const done = await poll(p, 'finished');
    expect(done).toMatchObject({ finished: true, approved: true, result: '2', executionHeight: decided, finishHeight, height });
    // countVotes changes nothing on a finished poll: its result is the recorded one.
    expect(await poll(p, 'finished', true)).toEqual({ ...done, requestProcessingTime: expect.any(Number) });
  });

  it('a poll short of its quorum is refused at its finish height: approved false, the count it had', async () => {
    const finishHeight = (await tip(node)) + 3;
    const p = await submitPhased(node, devnet(4), accountPoll(finishHeight, [devnet(1), devnet(2)], 2), { recipient: devnet(9).accountRS });
    await node.forge();
    await approve(node, devnet(1), [p]);
    await node.forge();
    expect(await poll(p, 'open, counted', true)).toMatchObject({ finished: false, result: '1' });
    await forgeTo(node, finishHeight - 1);
    expect((await poll(p, 'open')).finished).toBe(false);
    await forgeTo(node, finishHeight);
    expect(await poll(p, 'finished')).toMatchObject({ finished: true, approved: false, result: '1', executionHeight: finishHeight });
  });

  it('COIN: minBalance and its model; countVotes weighs each voter by its coin balance at the tip', async () => {
    const finishHeight = (await tip(node)) + 10;
    const quorum = (10n ** 18n).toString();
    const p = await submitPhased(node, devnet(0), { phasingFinishHeight: String(finishHeight), phasingVotingModel: '1', phasingQuorum: quorum, phasingMinBalance: '100000000', phasingMinBalanceModel: '1' }, { recipient: devnet(9).accountRS });
    await node.forge();
    expect(await poll(p, 'open')).toMatchObject({ votingModel: 1, votingModelName: 'COIN', quorum, minBalance: '100000000', minBalanceModel: 1, holding: '0', whitelist: [] });
    await approve(node, devnet(5), [p]);
    await approve(node, devnet(6), [p]);
    await node.forge();
    const sum = BigInt(await balanceOf(devnet(5))) + BigInt(await balanceOf(devnet(6)));
    expect((await poll(p, 'open, counted', true)).result).toBe(sum.toString());
    // A payment moves the count: balances are read at the tip.
    await node.pay(devnet(5), devnet(7), 1_000_000_000n);
    await node.forge();
    const after = BigInt(await balanceOf(devnet(5))) + BigInt(await balanceOf(devnet(6)));
    expect(after).toBeLessThan(sum);
    expect((await poll(p, 'open, counted', true)).result).toBe(after.toString());
  });

  it('TOTEM: the holding, and the voters\' units counted at the tip', async () => {
    const totem = await issue(node, devnet(0), '1000');
    await ok(node, { requestType: 'transferTotem', secretPhrase: devnet(0).secretPhrase, recipient: devnet(1).accountRS, totem, quantityQNT: '250' });
    await node.forge();
    const finishHeight = (await tip(node)) + 10;
    const p = await submitPhased(node, devnet(0), { phasingFinishHeight: String(finishHeight), phasingVotingModel: '2', phasingQuorum: '600', phasingHolding: totem }, { recipient: devnet(9).accountRS });
    await node.forge();
    expect(await poll(p, 'open')).toMatchObject({ votingModel: 2, votingModelName: 'TOTEM', quorum: '600', holding: totem, minBalanceModel: 0 });
    await approve(node, devnet(1), [p]);
    await node.forge();
    expect((await poll(p, 'open, counted', true)).result).toBe('250');
  });

  it('TRANSACTION: the linked full hashes; countVotes counts the linked transactions confirmed', async () => {
    const unsent = await node.pay(devnet(7), devnet(8), 1n, { broadcast: 'false' });
    const linked = [unsent.json.fullHash as string, 'ab'.repeat(32)];
    const finishHeight = (await tip(node)) + 10;
    const p = await submitPhased(node, devnet(0), { phasingFinishHeight: String(finishHeight), phasingVotingModel: '4', phasingQuorum: '1', phasingLinkedFullHash: linked.join(',') }, { recipient: devnet(9).accountRS });
    await node.forge();
    const open = await poll(p, 'open, counted', true);
    expect(open).toMatchObject({ votingModel: 4, votingModelName: 'TRANSACTION', quorum: '1', linkedFullHashes: linked, result: '0', finished: false });
    await ok(node, { requestType: 'broadcastTransaction', transactionBytes: unsent.json.transactionBytes as string });
    const confirmed = await node.forge();
    // Confirmed: it counts; the poll finishes early at the end of the next block (the block
    // phase sees the chain up to the block before its own).
    expect(await poll(p, 'open, counted', true)).toMatchObject({ result: '1', finished: false });
    await node.forge();
    expect(await poll(p, 'finished')).toMatchObject({ finished: true, approved: true, result: '1', executionHeight: (confirmed.height as number) + 1 });
    expect((confirmed.height as number) + 1).toBeLessThan(finishHeight);
  });

  it('HASH: hashed secrets of the three algorithms, hashed by the hash operation; the secret revealed finishes it early', async () => {
    const secret = Buffer.from('correct horse battery staple').toString('hex');
    const polls: Array<{ algorithm: string; hash: string; p: Phased }> = [];
    const finishHeight = (await tip(node)) + 20;
    for (const algorithm of ['2', '6', '62']) {
      const hash = (await node.get({ requestType: 'hash', hashAlgorithm: algorithm, secret })).json.hash as string;
      expect(hash).toHaveLength(algorithm === '2' ? 64 : 40);
      const p = await submitPhased(node, devnet(0), { phasingFinishHeight: String(finishHeight), phasingVotingModel: '5', phasingQuorum: '1', phasingHashedSecret: hash, phasingHashedSecretAlgorithm: algorithm }, { recipient: devnet(9).accountRS, amountMTA: String(100 + polls.length) });
      polls.push({ algorithm, hash, p });
    }
    await node.forge();
    for (const { algorithm, hash, p } of polls) {
      expect(await poll(p, 'open, counted', true)).toMatchObject({ votingModel: 5, votingModelName: 'HASH', quorum: '1', hashedSecret: hash, algorithm: Number(algorithm), finished: false, result: '0' });
    }
    // One vote reveals the secret to all three (each checks it with its own algorithm).
    await approve(node, devnet(8), polls.map((x) => x.p), { revealedSecret: secret });
    const decided = (await node.forge()).height as number;
    for (const { p } of polls) expect(await poll(p, 'finished')).toMatchObject({ finished: true, approved: true, result: '1', executionHeight: decided });
  });

  it('NONE (a time lock): quorum 0, no votes, released at its finish height', async () => {
    const finishHeight = (await tip(node)) + 2;
    const p = await submitPhased(node, devnet(0), { phasingFinishHeight: String(finishHeight), phasingVotingModel: '-1' }, { recipient: devnet(9).accountRS });
    await node.forge();
    expect(await poll(p, 'open, counted', true)).toMatchObject({ votingModel: -1, votingModelName: 'NONE', quorum: '0', whitelist: [], finished: false, result: '0' });
    await forgeTo(node, finishHeight);
    expect(await poll(p, 'finished')).toMatchObject({ finished: true, approved: true, result: '0', executionHeight: finishHeight });
  });

  it('refuses what is not a confirmed phased transaction (errorCode 7 naming transaction) and bad parameters', async () => {
    const plain = await node.pay(devnet(0), devnet(9), 1n);
    const pending = await submitPhased(node, devnet(0), accountPoll((await tip(node)) + 10, [devnet(1)]), { recipient: devnet(9).accountRS });
    // Both still unconfirmed: neither has a poll.
    for (const transaction of [plain.json.transaction as string, pending.transaction, NO_SUCH_ID]) {
      const r = await get({ transaction });
      expect({ status: r.status, body: r.json }).toMatchObject({ status: 404, body: { errorCode: 7, error: 'transaction', errorDescription: 'Unknown phased transaction' } });
    }
    await node.forge();
    expect((await get({ transaction: plain.json.transaction as string })).json).toMatchObject({ errorCode: 7, error: 'transaction' });
    expect((await get({ transaction: pending.transaction })).json.finished).toBe(false);
    expect((await get({})).json).toMatchObject({ errorCode: 1, error: 'transaction' });
    expect((await get({ transaction: 'x' })).json).toMatchObject({ errorCode: 7, error: 'transaction' });
    expect((await get({ transaction: pending.transaction, countVotes: 'maybe' })).json).toMatchObject({ errorCode: 7, error: 'countVotes' });
  });
});
