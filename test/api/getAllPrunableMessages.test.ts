// getAllPrunableMessages: every held prunable message, newest first, with the timestamp filter,
// pagination and the maxAPIRecords cap; messages gone once pruned (manual clock); bad input.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type ChainNode } from './chain-fixture.js';
import { alice, bob, carol, idsOf, SHORT_LIFETIMES, sendMessage, startMessagesNode } from './fixtures/messages.js';

const all = (node: ChainNode, params: Record<string, string> = {}) => node.get({ requestType: 'getAllPrunableMessages', ...params });

describe('getAllPrunableMessages', () => {
  let node: ChainNode;
  /** Oldest first, one second apart. */
  const sent: string[] = [];
  const timestamps: number[] = [];
  beforeAll(async () => {
    node = await startMessagesNode();
    const messages: Array<[typeof alice, Record<string, string>]> = [
      [alice, { recipient: bob.account, message: 'first', messageIsPrunable: 'true' }],
      [bob, { message: 'to nobody', messageIsPrunable: 'true' }],
      [carol, { recipient: alice.account, messageToEncrypt: 'secret', encryptedMessageIsPrunable: 'true', message: 'and plain', messageIsPrunable: 'true' }],
      [alice, { recipient: carol.account, message: '00ff', messageIsText: 'false', messageIsPrunable: 'true' }],
    ];
    for (const [from, params] of messages) {
      node.advance(1);
      timestamps.push(node.epochTime());
      sent.push(await sendMessage(node, params, from));
    }
    await sendMessage(node, { recipient: bob.account, message: 'not prunable' });
    await node.forge();
    await sendMessage(node, { message: 'unconfirmed', messageIsPrunable: 'true' });
  });
  afterAll(() => node.close());

  it('lists every held prunable message, newest first, as Prunable message objects', async () => {
    const r = await all(node);
    expect(r.status).toBe(200);
    expect(idsOf(r)).toEqual([...sent].reverse());
    const [binary, both, noRecipient, first] = r.json.prunableMessages;
    expect(binary).toMatchObject({ message: '00ff', messageIsText: false, messageIsPrunable: true, sender: alice.account, recipient: carol.account, timestamp: timestamps[3] });
    expect(both).toMatchObject({ message: 'and plain', messageIsText: true, encryptedMessage: { isText: true, isCompressed: true }, senderRS: carol.accountRS });
    expect(both.decryptedMessage).toBeUndefined();
    expect(JSON.stringify(both)).not.toContain('secret');
    expect(noRecipient.recipient).toBeUndefined();
    expect(first).toMatchObject({ message: 'first', height: expect.any(Number), blockTimestamp: expect.any(Number), transactionFullHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(first.timestamp).toBe(timestamps[0]);
  });

  it('filters by transaction timestamp (default 0: all)', async () => {
    expect(idsOf(await all(node, { timestamp: '0' }))).toEqual([...sent].reverse());
    expect(idsOf(await all(node, { timestamp: String(timestamps[2]) }))).toEqual([sent[3], sent[2]]);
    expect(idsOf(await all(node, { timestamp: String(timestamps[3]! + 1) }))).toEqual([]);
  });

  it('pages with firstIndex and lastIndex, capped by maxAPIRecords', async () => {
    expect(idsOf(await all(node, { firstIndex: '1', lastIndex: '2' }))).toEqual([sent[2], sent[1]]);
    expect(idsOf(await all(node, { firstIndex: '3' }))).toEqual([sent[0]]);
    expect(idsOf(await all(node, { firstIndex: '2', lastIndex: '1' }))).toEqual([]);
    expect(idsOf(await all(node, { timestamp: String(timestamps[1]), firstIndex: '1' }))).toEqual([sent[2], sent[1]]);
    const capped = await node.admin({ requestType: 'setConfiguration', maxAPIRecords: '2' });
    expect(capped.json.errorCode).toBeUndefined();
    try {
      expect(idsOf(await all(node))).toEqual([sent[3], sent[2]]);
    } finally {
      await node.admin({ requestType: 'setConfiguration', maxAPIRecords: '100' });
    }
  });

  it('refuses bad input naming the parameter', async () => {
    expect((await all(node, { timestamp: '-1' })).json).toMatchObject({ errorCode: 7, error: 'timestamp' });
    expect((await all(node, { timestamp: 'yesterday' })).json).toMatchObject({ errorCode: 7, error: 'timestamp' });
    expect((await all(node, { firstIndex: 'one' })).json).toMatchObject({ errorCode: 7, error: 'firstIndex' });
  });
});

describe('getAllPrunableMessages after pruning (manual clock)', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startMessagesNode({ prunable: SHORT_LIFETIMES });
  });
  afterAll(() => node.close());

  it('lists a message while held and drops it once past the maximum lifetime', async () => {
    const old = await sendMessage(node, { recipient: bob.account, message: 'old', messageIsPrunable: 'true' });
    await node.forge();
    node.advance(SHORT_LIFETIMES.maxLifetimeSeconds - 5);
    const fresh = await sendMessage(node, { messageToEncrypt: 'fresh', recipient: bob.account, encryptedMessageIsPrunable: 'true' });
    await node.forge();
    expect(idsOf(await all(node))).toEqual([fresh, old]);
    node.advance(10);
    await node.forge();
    expect(idsOf(await all(node))).toEqual([fresh]);
    node.advance(SHORT_LIFETIMES.maxLifetimeSeconds);
    await node.forge();
    expect(idsOf(await all(node))).toEqual([]);
  });
});
