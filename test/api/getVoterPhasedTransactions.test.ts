// getVoterPhasedTransactions: the open phased transactions whose whitelist names the account
// (voted already or not), newest first (height, then position in the block); not those without
// a whitelist, nor finished ones; an account the chain never saw may be whitelisted; pages.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';
import { accountPoll, approve, contract, forgeTo, idsOf, newestFirst, submitPhased, tip, type Phased } from './phasing-helpers.js';

describe('getVoterPhasedTransactions', () => {
  let node: ChainNode;
  const voter = devnet(6);
  const stranger = testAccount('whitelisted before it ever appears 77c3');
  let listed: Phased[] = [];
  let expected: string[] = [];
  let forStranger: Phased;
  beforeAll(async () => {
    node = await startChainNode();
    const h = await tip(node);
    const to = (amountMTA: number) => ({ recipient: devnet(9).accountRS, amountMTA: String(amountMTA) });
    const p1 = await submitPhased(node, devnet(0), accountPoll(h + 40, [voter]), to(1));
    // Refused at its finish height: not listed then.
    await submitPhased(node, devnet(0), accountPoll(h + 4, [voter, devnet(7)], 2), to(2));
    // Approved early by another voter: not listed.
    const early = await submitPhased(node, devnet(1), accountPoll(h + 40, [voter, devnet(7)], 1), to(3));
    // Not whitelisting it, and without a whitelist at all: not listed.
    await submitPhased(node, devnet(1), accountPoll(h + 40, [devnet(7)]), to(4));
    await submitPhased(node, devnet(1), { phasingFinishHeight: String(h + 40), phasingVotingModel: '1', phasingQuorum: '1' }, to(5));
    await node.forge();
    // Two in one block, from two senders; one it votes on (quorum 2: it stays open).
    const p2 = await submitPhased(node, devnet(2), accountPoll(h + 40, [voter, devnet(8)], 2), to(6));
    const p3 = await submitPhased(node, devnet(3), accountPoll(h + 40, [devnet(8), voter]), to(7));
    forStranger = await submitPhased(node, devnet(3), accountPoll(h + 40, [stranger]), to(8));
    await approve(node, devnet(7), [early]);
    await node.forge();
    await approve(node, voter, [p2]);
    await node.forge();
    const p4 = await submitPhased(node, devnet(4), accountPoll(h + 40, [voter]), to(9));
    await node.forge();
    await forgeTo(node, h + 4);
    listed = [p1, p2, p3, p4];
    expected = await newestFirst(node, listed);
  });
  afterAll(() => node.close());

  const get = (params: Record<string, string>) => node.get({ requestType: 'getVoterPhasedTransactions', ...params });

  it('lists the open polls that whitelist it, voted on or not, newest first, as getTransaction shows them', async () => {
    const r = contract.check('getVoterPhasedTransactions', await get({ account: voter.accountRS }));
    expect(idsOf(r)).toEqual(expected);
    for (const t of r.transactions) {
      const { requestProcessingTime: _, ...shown } = (await node.get({ requestType: 'getTransaction', transaction: t.transaction })).json;
      expect(t).toEqual(shown);
      expect(t.attachment.phasingWhitelist).toContain(voter.account);
    }
  });

  it('pages the list', async () => {
    for (const [firstIndex, lastIndex] of [[0, 0], [1, 2], [2, 2], [3, 9], [4, 9]] as const) {
      const r = contract.check('getVoterPhasedTransactions', await get({ account: voter.account, firstIndex: String(firstIndex), lastIndex: String(lastIndex) }), 'page');
      expect(idsOf(r)).toEqual(expected.slice(firstIndex, lastIndex + 1));
    }
  });

  it('an account the chain never saw, whitelisted; an account no poll names', async () => {
    expect(idsOf(contract.check('getVoterPhasedTransactions', await get({ account: stranger.account }), 'stranger'))).toEqual([forStranger.transaction]);
    expect(idsOf(contract.check('getVoterPhasedTransactions', await get({ account: devnet(5).account }), 'none'))).toEqual([]);
  });

  it('a poll leaves the list once finished', async () => {
    await approve(node, voter, [listed[3]!]);
    await node.forge();
    expect(idsOf(contract.check('getVoterPhasedTransactions', await get({ account: voter.account }), 'after'))).toEqual(expected.filter((id) => id !== listed[3]!.transaction));
  });

  it('refuses a missing or malformed account', async () => {
    expect((await get({})).json).toMatchObject({ errorCode: 1, error: 'account' });
    expect((await get({ account: 'TOTEM-XXXX' })).json).toMatchObject({ errorCode: 7, error: 'account' });
  });
});
