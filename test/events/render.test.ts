// The core topics' events are rendered only when read, and their `maxBytes` bounds what the ring
// counts for them: checked with the longest values each field can take (20-digit ids and
// amounts, the largest timestamps, event ids and times the hub can give).
import { describe, expect, it } from '@jest/globals';
import { EventHub } from '../../src/events/hub.js';
import { blockPushed, transactionAdded, transactionConfirmed, transactionRemoved } from '../../src/events/render.js';
import { isDeferred, type LiveEventDraft } from '../../src/events/interface.js';
import { resolveEventsOptions } from '../../src/events/options.js';
import type { Block } from '../../src/domain/block.js';
import type { Transaction } from '../../src/domain/transaction.js';

const MAX_U64 = 2n ** 64n - 1n;
const MAX_I64 = 2n ** 63n - 1n;

/** The fields the renderers read, at their longest. */
const tx = (n: bigint): Transaction => ({
  id: MAX_U64 - n, fullHash: new Uint8Array(32).fill(0xff), type: 255, subtype: 255,
  senderId: MAX_U64 - 1n, recipientId: MAX_U64 - 2n, amountMTA: MAX_I64, feeMTA: MAX_I64,
  timestamp: 2 ** 31 - 1, deadline: 32767,
}) as unknown as Transaction;

const block = (txs: readonly Transaction[]): Block => ({
  id: MAX_U64, height: 2 ** 31 - 1, timestamp: 2 ** 31 - 1, previousBlockId: MAX_U64 - 1n, generatorId: MAX_U64 - 3n,
  transactions: txs, totalAmountMTA: MAX_I64, totalFeeMTA: MAX_I64, cumulativeDifficulty: 2n ** 200n,
}) as unknown as Block;

describe('deferred core events', () => {
  // Ids near the hub's largest (wall clock in ms x 1000 until the year 2255) and a far time.
  const hub = new EventHub(resolveEventsOptions({ ringEvents: 100, ringBytes: 10_000_000 }), { now: () => 9_999_999_999_999, firstId: 2 ** 53 - 1000 });

  const drafts = (): Array<[string, LiveEventDraft]> => {
    const txs = Array.from({ length: 300 }, (_, i) => tx(BigInt(i)));
    const b = block(txs);
    return [
      ['transaction.added', transactionAdded(txs[0]!)],
      ['transaction.confirmed', transactionConfirmed(txs[0]!, b, 299)],
      ['transaction.removed', transactionRemoved(txs[0]!, 'invalid', 'not enough funds: "quoted" \u0001 ünïcode '.repeat(20))],
      ['block.pushed (300 transactions)', blockPushed(b)],
      ['block.pushed (empty)', blockPushed(block([]))],
    ];
  };

  it.each(drafts())('%s: its JSON fits its maxBytes', (_name, draft) => {
    expect(isDeferred(draft.fields)).toBe(true);
    const event = hub.publish(draft);
    expect(event.weight).toBe((draft.fields as { maxBytes: number }).maxBytes);
    expect(event.bytes).toBeLessThanOrEqual(event.weight);
    expect(JSON.parse(event.json)).toMatchObject({ id: event.id, topic: draft.topic });
  });

  it('renders only when read, once', () => {
    let renders = 0;
    const h = new EventHub(resolveEventsOptions({ ringEvents: 10, ringBytes: 100_000 }), { now: () => 1 });
    const event = h.publish({ topic: 'transaction.added', fields: { render: () => (renders++, { transaction: '1' }), maxBytes: 200 }, accounts: [] });
    expect(renders).toBe(0);
    expect(h.after(0)[0]).toBe(event);
    expect(JSON.parse(event.json)).toEqual({ id: event.id, topic: 'transaction.added', time: 1, transaction: '1' });
    void event.bytes;
    void event.json;
    expect(renders).toBe(1);
  });

  it('the ring counts a deferred event by its bound', () => {
    const h = new EventHub(resolveEventsOptions({ ringEvents: 10, ringBytes: 1000 }), { now: () => 1 });
    for (let i = 0; i < 3; i++) h.publish({ topic: 'transaction.added', fields: { render: () => ({ transaction: String(i) }), maxBytes: 400 }, accounts: [] });
    expect(h.stats()).toMatchObject({ ringEvents: 2, ringBytes: 800 });
  });
});
