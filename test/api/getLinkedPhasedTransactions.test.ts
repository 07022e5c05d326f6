// getLinkedPhasedTransactions: the phased transactions whose TRANSACTION poll links a full hash,
// open or finished, newest first (height, then position in the block); a hash that shares only
// its id (first 8 bytes) is another transaction; pages; the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { contract, forgeTo, idsOf, newestFirst, ok, submitPhased, tip, type Phased } from './phasing-helpers.js';

describe('getLinkedPhasedTransactions', () => {
  let node: ChainNode;
  let linked = '';
  let linkedBytes = '';
  let lookalike = '';
  let other = '';
  let first: Phased;
  let finishFirst = 0;
  let expected: string[] = [];
  let onLookalike: Phased;
  beforeAll(async () => {
    node = await startChainNode();
    const unsent = await node.pay(devnet(7), devnet(8), 1n, { broadcast: 'false' });
    linked = unsent.json.fullHash as string;
    linkedBytes = unsent.json.transactionBytes as string;
    lookalike = linked.slice(0, 16) + (linked.slice(16, 18) === '00' ? '11' : '00') + linked.slice(18);
    other = 'cd'.repeat(32);
    const h = await tip(node);
    finishFirst = h + 4;
    const links = (finishHeight: number, hashes: string[], quorum = 1) => ({ phasingFinishHeight: String(finishHeight), phasingVotingModel: '4', phasingQuorum: String(quorum), phasingLinkedFullHash: hashes.join(',') });
    const to = (amountMTA: number) => ({ recipient: devnet(9).accountRS, amountMTA: String(amountMTA) });
    first = await submitPhased(node, devnet(0), links(finishFirst, [linked]), to(1));
    await submitPhased(node, devnet(0), links(h + 30, [other]), to(2));
    await node.forge();
    const second = await submitPhased(node, devnet(1), links(h + 30, [other, linked], 2), to(3));
    const third = await submitPhased(node, devnet(2), links(h + 30, [linked]), to(4));
    onLookalike = await submitPhased(node, devnet(2), links(h + 30, [lookalike]), to(5));
    await node.forge();
    expected = await newestFirst(node, [first, second, third]);
  });
  afterAll(() => node.close());

  const get = (params: Record<string, string>) => node.get({ requestType: 'getLinkedPhasedTransactions', ...params });

  it('lists the phased transactions linking the hash, newest first, as getTransaction shows them', async () => {
    const r = contract.check('getLinkedPhasedTransactions', await get({ linkedFullHash: linked }));
    expect(idsOf(r)).toEqual(expected);
    for (const t of r.transactions) {
      const { requestProcessingTime: _, ...shown } = (await node.get({ requestType: 'getTransaction', transaction: t.transaction })).json;
      expect(t).toEqual(shown);
      expect(t.attachment.phasingLinkedFullHashes).toContain(linked);
    }
  });

  it('tells apart a hash that shares the id (first 8 bytes) but not the rest', async () => {
    expect(idsOf(contract.check('getLinkedPhasedTransactions', await get({ linkedFullHash: lookalike }), 'same id'))).toEqual([onLookalike.transaction]);
    expect(idsOf(contract.check('getLinkedPhasedTransactions', await get({ linkedFullHash: 'ef'.repeat(32) }), 'nothing'))).toEqual([]);
    expect(idsOf(await (await get({ linkedFullHash: linked.toUpperCase() })).json)).toEqual(expected);
  });

  it('pages the list', async () => {
    for (const [firstIndex, lastIndex] of [[0, 0], [1, 1], [1, 2], [2, 5], [3, 5]] as const) {
      const r = contract.check('getLinkedPhasedTransactions', await get({ linkedFullHash: linked, firstIndex: String(firstIndex), lastIndex: String(lastIndex) }), 'page');
      expect(idsOf(r)).toEqual(expected.slice(firstIndex, lastIndex + 1));
    }
  });

  it('keeps a finished poll listed', async () => {
    await ok(node, { requestType: 'broadcastTransaction', transactionBytes: linkedBytes });
    await node.forge();
    await forgeTo(node, finishFirst);
    expect((await node.get({ requestType: 'getPhasingPoll', transaction: first.transaction })).json).toMatchObject({ finished: true, approved: true, result: '1' });
    expect(idsOf(contract.check('getLinkedPhasedTransactions', await get({ linkedFullHash: linked }), 'finished'))).toEqual(expected);
  });

  it('refuses a missing hash or one that is not 32 bytes of hex', async () => {
    expect((await get({})).json).toMatchObject({ errorCode: 1, error: 'linkedFullHash' });
    for (const linkedFullHash of ['abcd', linked + '00', 'zz'.repeat(32)]) expect((await get({ linkedFullHash })).json).toMatchObject({ errorCode: 7, error: 'linkedFullHash' });
  });
});
