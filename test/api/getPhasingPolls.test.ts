// getPhasingPolls: several polls at once, in the order asked (an open one, one approved early,
// one refused at its finish height), countVotes on the open ones only; the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { readResponse } from './helpers.js';
import { accountPoll, approve, contract, forgeTo, NO_SUCH_ID, submitPhased, tip, type Phased } from './phasing-helpers.js';

describe('getPhasingPolls', () => {
  let node: ChainNode;
  let open: Phased;
  let approved: Phased;
  let refused: Phased;
  let approvedAt = 0;
  let refusedAt = 0;
  beforeAll(async () => {
    node = await startChainNode();
    const h = await tip(node);
    refusedAt = h + 3;
    const to = { recipient: devnet(9).accountRS };
    open = await submitPhased(node, devnet(0), accountPoll(h + 30, [devnet(1), devnet(2)], 2), to);
    approved = await submitPhased(node, devnet(0), accountPoll(h + 30, [devnet(3)], 1), { ...to, amountMTA: '2' });
    refused = await submitPhased(node, devnet(4), accountPoll(refusedAt, [devnet(5)], 1), to);
    await node.forge();
    await approve(node, devnet(1), [open]);
    await approve(node, devnet(3), [approved]);
    approvedAt = (await node.forge()).height as number;
    await forgeTo(node, refusedAt);
  });
  afterAll(() => node.close());

  const get = (params: Record<string, string>) => node.get({ requestType: 'getPhasingPolls', ...params });
  const single = async (p: Phased, countVotes: boolean) => {
    const { requestProcessingTime: _, ...poll } = (await node.get({ requestType: 'getPhasingPoll', transaction: p.transaction, countVotes: String(countVotes) })).json;
    return poll;
  };

  it('answers the polls in the order given, each as getPhasingPoll answers it', async () => {
    const r = contract.check('getPhasingPolls', await get({ transaction: [refused, open, approved].map((p) => p.transaction).join(',') }), 'mixed');
    expect(r.polls).toEqual([await single(refused, false), await single(open, false), await single(approved, false)]);
    expect(r.polls.map((p: { transaction: string }) => p.transaction)).toEqual([refused.transaction, open.transaction, approved.transaction]);
    expect(r.polls[0]).toMatchObject({ finished: true, approved: false, result: '0', executionHeight: refusedAt });
    expect(r.polls[1]).toMatchObject({ finished: false });
    expect(r.polls[1].result).toBeUndefined();
    expect(r.polls[2]).toMatchObject({ finished: true, approved: true, result: '1', executionHeight: approvedAt });
  });

  it('countVotes counts the open polls; a repeated parameter and a repeated id are both answered', async () => {
    const params = new URLSearchParams([['requestType', 'getPhasingPolls'], ['transaction', open.transaction], ['transaction', `${approved.transaction},${open.transaction}`], ['countVotes', 'true']]);
    const r = contract.check('getPhasingPolls', await readResponse(await fetch(`${node.base}/api?${params}`)), 'counted');
    expect(r.polls).toEqual([await single(open, true), await single(approved, true), await single(open, true)]);
    expect(r.polls[0]).toMatchObject({ finished: false, result: '1' });
    expect(r.polls[1]).toMatchObject({ finished: true, result: '1', approved: true });
  });

  it('refuses an id that is not a phased transaction, too many ids, none, a malformed one', async () => {
    const unknown = await get({ transaction: `${open.transaction},${NO_SUCH_ID}` });
    expect({ status: unknown.status, body: unknown.json }).toMatchObject({ status: 404, body: { errorCode: 7, error: 'transaction', errorDescription: 'Unknown phased transaction' } });
    expect(unknown.json.polls).toBeUndefined();
    const many = Array.from({ length: 101 }, () => open.transaction).join(',');
    expect((await get({ transaction: many })).json).toMatchObject({ errorCode: 7, error: 'transaction' });
    expect(contract.check('getPhasingPolls', await get({ transaction: Array.from({ length: 100 }, () => open.transaction).join(',') }), 'hundred').polls).toHaveLength(100);
    expect((await get({})).json).toMatchObject({ errorCode: 1, error: 'transaction' });
    expect((await get({ transaction: `${open.transaction},0` })).json).toMatchObject({ errorCode: 7, error: 'transaction' });
  });
});
