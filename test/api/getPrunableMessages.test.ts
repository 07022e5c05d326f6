// getPrunableMessages: an account's held prunable messages (sent and received), newest first,
// with the otherAccount and timestamp filters and pagination (also across the otherAccount scan's
// chunks); messages gone once pruned (manual clock); bad input naming the parameter.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, testAccount, type ChainNode } from './chain-fixture.js';
import { alice, bob, carol, idsOf, SHORT_LIFETIMES, sendMessage, startMessagesNode } from './fixtures/messages.js';

const list = (node: ChainNode, params: Record<string, string>) => node.get({ requestType: 'getPrunableMessages', ...params });

describe('getPrunableMessages', () => {
  let node: ChainNode;
  /** Oldest first, one second apart: alice->bob, bob->alice, alice->carol, carol->bob, alice->bob (encrypted). */
  const sent: string[] = [];
  let thirdTimestamp = 0;
  beforeAll(async () => {
    node = await startMessagesNode();
    const messages: Array<[typeof alice, Record<string, string>]> = [
      [alice, { recipient: bob.account, message: 'a->b 1', messageIsPrunable: 'true' }],
      [bob, { recipient: alice.account, message: 'b->a', messageIsPrunable: 'true' }],
      [alice, { recipient: carol.account, message: 'a->c', messageIsPrunable: 'true' }],
      [carol, { recipient: bob.account, message: 'c->b', messageIsPrunable: 'true' }],
      [alice, { recipient: bob.account, messageToEncrypt: 'a->b 2', encryptedMessageIsPrunable: 'true' }],
    ];
    for (const [from, params] of messages) {
      node.advance(1);
      if (sent.length === 2) thirdTimestamp = node.epochTime();
      sent.push(await sendMessage(node, params, from));
    }
    // not listed: a non-prunable message, and a prunable one still unconfirmed after the block
    await sendMessage(node, { recipient: bob.account, message: 'plain, not prunable' });
    await node.forge();
    await sendMessage(node, { recipient: bob.account, message: 'waiting', messageIsPrunable: 'true' });
  });
  afterAll(() => node.close());

  it("lists the account's held prunable messages, sent and received, newest first", async () => {
    const r = await list(node, { account: alice.accountRS });
    expect(r.status).toBe(200);
    expect(idsOf(r)).toEqual([sent[4], sent[2], sent[1], sent[0]]);
    expect(idsOf(await list(node, { account: bob.account }))).toEqual([sent[4], sent[3], sent[1], sent[0]]);
    const [newest, , , oldest] = r.json.prunableMessages;
    expect(newest).toMatchObject({ sender: alice.account, recipientRS: bob.accountRS, encryptedMessage: { isText: true } });
    expect(newest.message).toBeUndefined();
    expect(newest.decryptedMessage).toBeUndefined();
    expect(oldest).toMatchObject({ message: 'a->b 1', messageIsText: true, messageIsPrunable: true, transactionFullHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('keeps only the messages between account and otherAccount, either direction', async () => {
    expect(idsOf(await list(node, { account: alice.account, otherAccount: bob.accountRS }))).toEqual([sent[4], sent[1], sent[0]]);
    expect(idsOf(await list(node, { account: bob.account, otherAccount: alice.account }))).toEqual([sent[4], sent[1], sent[0]]);
    expect(idsOf(await list(node, { account: carol.account, otherAccount: bob.account }))).toEqual([sent[3]]);
    expect(idsOf(await list(node, { account: carol.account, otherAccount: devnet(8).account }))).toEqual([]);
  });

  it('filters by transaction timestamp (at or after)', async () => {
    expect(idsOf(await list(node, { account: alice.account, timestamp: String(thirdTimestamp) }))).toEqual([sent[4], sent[2]]);
    expect(idsOf(await list(node, { account: alice.account, otherAccount: bob.account, timestamp: String(thirdTimestamp) }))).toEqual([sent[4]]);
    expect(idsOf(await list(node, { account: alice.account, timestamp: String(node.epochTime() + 100) }))).toEqual([]);
  });

  it('pages with firstIndex and lastIndex, with and without otherAccount', async () => {
    expect(idsOf(await list(node, { account: alice.account, firstIndex: '1', lastIndex: '2' }))).toEqual([sent[2], sent[1]]);
    expect(idsOf(await list(node, { account: alice.account, otherAccount: bob.account, firstIndex: '1', lastIndex: '1' }))).toEqual([sent[1]]);
    expect(idsOf(await list(node, { account: alice.account, otherAccount: bob.account, firstIndex: '2' }))).toEqual([sent[0]]);
    expect(idsOf(await list(node, { account: alice.account, firstIndex: '3', lastIndex: '1' }))).toEqual([]);
    expect(idsOf(await list(node, { account: alice.account, firstIndex: '10' }))).toEqual([]);
  });

  it('finds the otherAccount matches beyond the first chunk of the account scan', async () => {
    const dave = testAccount('getPrunableMessages dave 8a2f');
    const erin = testAccount('getPrunableMessages erin 8a2f');
    await node.pay(alice, dave, ONE_COIN);
    await node.pay(alice, erin, ONE_COIN);
    await node.forge();
    node.advance(1);
    const toErin = [await sendMessage(node, { recipient: erin.account, message: 'erin 1', messageIsPrunable: 'true' }, devnet(9))];
    node.advance(1);
    toErin.unshift(await sendMessage(node, { recipient: erin.account, message: 'erin 2', messageIsPrunable: 'true' }, devnet(9)));
    node.advance(1);
    // 101 newer messages of devnet-9 to dave push the two to erin past the first 100 entries
    for (let i = 0; i < 101; i++) await sendMessage(node, { recipient: dave.account, message: `dave ${i}`, messageIsPrunable: 'true' }, devnet(9));
    await node.forge();
    expect(idsOf(await list(node, { account: devnet(9).account, otherAccount: erin.account }))).toEqual(toErin);
    expect(idsOf(await list(node, { account: devnet(9).account, otherAccount: erin.account, firstIndex: '1' }))).toEqual([toErin[1]]);
    expect((await list(node, { account: devnet(9).account, otherAccount: dave.account })).json.prunableMessages).toHaveLength(100);
  });

  it('refuses bad input naming the parameter: unknown accounts errorCode 3, malformed values 7', async () => {
    const nobody = testAccount('getPrunableMessages nobody');
    expect((await list(node, {})).json).toMatchObject({ errorCode: 1, error: 'account' });
    expect((await list(node, { account: nobody.account })).json).toMatchObject({ errorCode: 3, error: 'account' });
    expect((await list(node, { account: alice.account, otherAccount: nobody.accountRS })).json).toMatchObject({ errorCode: 3, error: 'otherAccount' });
    expect((await list(node, { account: 'TOTEM-XXXX' })).json).toMatchObject({ errorCode: 7, error: 'account' });
    expect((await list(node, { account: alice.account, otherAccount: 'x' })).json).toMatchObject({ errorCode: 7, error: 'otherAccount' });
    expect((await list(node, { account: alice.account, timestamp: '-1' })).json).toMatchObject({ errorCode: 7, error: 'timestamp' });
    expect((await list(node, { account: alice.account, timestamp: 'soon' })).json).toMatchObject({ errorCode: 7, error: 'timestamp' });
  });
});

describe('getPrunableMessages after pruning (manual clock)', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startMessagesNode({ prunable: SHORT_LIFETIMES });
  });
  afterAll(() => node.close());

  it('lists a message while held and drops it once pruned', async () => {
    const old = await sendMessage(node, { recipient: bob.account, message: 'old', messageIsPrunable: 'true' });
    await node.forge();
    node.advance(SHORT_LIFETIMES.maxLifetimeSeconds - 5);
    const fresh = await sendMessage(node, { recipient: bob.account, message: 'fresh', messageIsPrunable: 'true' });
    await node.forge();
    expect(idsOf(await list(node, { account: bob.account }))).toEqual([fresh, old]);
    node.advance(10);
    await node.forge();
    expect(idsOf(await list(node, { account: bob.account }))).toEqual([fresh]);
    expect(idsOf(await list(node, { account: bob.account, otherAccount: alice.account }))).toEqual([fresh]);
  });
});
