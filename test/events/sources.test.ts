// What feeds the hub, on an in-memory chain (blockchain, mempool and forger of test/chain): the
// core topics in causal order, a capability's own topics through Capability.liveEvents (from its
// block events and from attach), and the peer observer.
import { describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import type { Capability } from '../../src/capabilities/capability.js';
import { EventHub } from '../../src/events/hub.js';
import type { CapabilityLiveEvents, LiveEvent, LiveEventDraft } from '../../src/events/interface.js';
import { resolveEventsOptions } from '../../src/events/options.js';
import { connectSources } from '../../src/events/sources.js';
import { idOf, type ChainFixture } from '../chain/helpers.js';
import { chainSourcesPerTest } from './chain-sources.js';

const held = chainSourcesPerTest();

/** The payments capability seen with live events: its `transfer` block events as
 * payments.transfer, and a topic it publishes from outside block application. */
function paymentsWithEvents(attached: { publish?: (draft: LiveEventDraft) => void; stopped: boolean }): Capability {
  const liveEvents: CapabilityLiveEvents = {
    topics: ['payments.transfer', 'payments.note'],
    fromBlockEvent: (event, block) =>
      event.name !== 'transfer'
        ? undefined
        : {
            topic: 'payments.transfer',
            fields: { transaction: String(event.transactionId), height: block.height, amountMTA: String(event.attributes['amountMTA']) },
            accounts: [event.attributes['sender'] as bigint, event.attributes['recipient'] as bigint],
          },
    attach: (publish) => {
      attached.publish = publish;
      return () => {
        attached.stopped = true;
      };
    },
  };
  return { name: 'payments', liveEvents } as unknown as Capability;
}

async function setUp(capabilities: Capability[] = []): Promise<{ f: ChainFixture; hub: EventHub; events: LiveEvent[] }> {
  const f = await held.chain();
  const hub = new EventHub(resolveEventsOptions(), { firstId: 1 });
  const events: LiveEvent[] = [];
  hub.subscribe((e) => events.push(e));
  held.connect(hub, capabilities);
  return { f, hub, events };
}

const parsed = (events: LiveEvent[]) => events.map((e) => JSON.parse(e.json) as Record<string, any>);

describe('connectSources', () => {
  it('tells a payment\'s life in causal order, even though the pool reacts to the block first in its listener order', async () => {
    const { f, events } = await setUp();
    const tx = f.pay('devnet-0', 'bob', ONE_COIN);
    await f.mempool.submit(tx);
    const block = await f.forger.generateBlock();
    await f.blockchain.popOff({ numBlocks: 1, keepTransactions: true });
    expect(parsed(events).map((e) => [e.topic, e.transaction ?? e.block ?? null])).toEqual([
      ['transaction.added', String(tx.id)],
      ['block.pushed', String(block.id)],
      ['transaction.confirmed', String(tx.id)],
      ['transaction.removed', String(tx.id)],
      ['block.popped', null],
      ['transaction.added', String(tx.id)],
    ]);
    expect(events[3]!.accounts).toEqual([idOf('devnet-0'), idOf('bob')]);
    expect(events[1]!.accounts).toEqual(expect.arrayContaining([block.generatorId, idOf('devnet-0'), idOf('bob')]));
  });

  it('publishes a capability\'s topics from its block events, after the block\'s own events, and from attach', async () => {
    const attached: { publish?: (draft: LiveEventDraft) => void; stopped: boolean } = { stopped: false };
    const { f, hub, events } = await setUp([paymentsWithEvents(attached)]);
    expect(hub.topics.has('payments.transfer')).toBe(true);
    const tx = f.pay('devnet-1', 'bob', 3n * ONE_COIN);
    await f.mempool.submit(tx);
    const block = await f.forger.generateBlock();
    const topics = parsed(events).map((e) => e.topic);
    expect(topics.slice(0, 4)).toEqual(['transaction.added', 'block.pushed', 'transaction.confirmed', 'payments.transfer']);
    expect(parsed(events)[3]).toMatchObject({ transaction: String(tx.id), height: block.height, amountMTA: String(3n * ONE_COIN) });
    expect(events[3]!.accounts).toEqual([idOf('devnet-1'), idOf('bob')]);

    attached.publish!({ topic: 'payments.note', fields: { text: 'hello' }, accounts: [] });
    expect(parsed(events).at(-1)).toMatchObject({ topic: 'payments.note', text: 'hello' });
    // Only its own topics.
    expect(() => attached.publish!({ topic: 'block.pushed', fields: {}, accounts: [] })).toThrow(/not one of its topics/);
    held.sources!.stop();
    expect(attached.stopped).toBe(true);
  });

  it('a capability whose mapping throws loses its event, never the block\'s others', async () => {
    const broken = { name: 'payments', liveEvents: { topics: ['payments.transfer'], fromBlockEvent: () => { throw new Error('bug'); } } } as unknown as Capability;
    const { f, events } = await setUp([broken]);
    await f.mempool.submit(f.pay('devnet-2', 'bob', ONE_COIN));
    await f.forger.generateBlock();
    expect(parsed(events).map((e) => e.topic)).toEqual(['transaction.added', 'block.pushed', 'transaction.confirmed', 'transaction.removed']);
  });

  it('refuses a capability topic not named after it', async () => {
    const bad = { name: 'payments', liveEvents: { topics: ['contracts.event'] } } as unknown as Capability;
    await expect(setUp([bad])).rejects.toThrow(/must be "payments.<name>"/);
  });

  it('a transaction the store never took (notStored) was never announced: its removal is not published either', async () => {
    const { f } = await setUp();
    const hub = new EventHub(resolveEventsOptions(), { firstId: 1 });
    const events: LiveEvent[] = [];
    hub.subscribe((e) => events.push(e));
    let removed: ((tx: ReturnType<ChainFixture['pay']>, reason: 'notStored' | 'evicted', detail: string) => void) | undefined;
    const own = connectSources(hub, {
      events: f.blockchain.events,
      state: f.store,
      capabilities: [],
      onTransactionsAdded: () => () => undefined,
      onTransactionRemoved: (listener) => {
        removed = listener;
        return () => undefined;
      },
    });
    const lost = f.pay('devnet-0', 'bob', ONE_COIN);
    const evicted = f.pay('devnet-1', 'bob', ONE_COIN);
    removed!(lost, 'notStored', 'the store could not write it');
    removed!(evicted, 'evicted', 'the pool was full');
    own.stop();
    expect(events.map((e) => JSON.parse(e.json) as Record<string, unknown>).map((e) => [e['topic'], e['transaction'], e['reason'], e['detail']])).toEqual([
      ['transaction.removed', String(evicted.id), 'evicted', 'the pool was full'],
    ]);
  });

  it('publishes peers connecting and blacklisted through the peer observer', async () => {
    const { events } = await setUp();
    held.sources!.peerObserver.onPeerConnected!({
      peerId: '12D3KooWpeer',
      address: '10.0.0.2:7876',
      inbound: true,
      info: { application: 'totem-node', version: '0.1.0', services: ['BLOCKS'] } as never,
    });
    held.sources!.peerObserver.onPeerBlacklisted!({ peerId: '12D3KooWpeer', address: '10.0.0.2:7876', reason: 'bad block' });
    expect(parsed(events)).toEqual([
      expect.objectContaining({ topic: 'peer.connected', peerId: '12D3KooWpeer', address: '10.0.0.2:7876', inbound: true, application: 'totem-node', services: ['BLOCKS'] }),
      expect.objectContaining({ topic: 'peer.blacklisted', peerId: '12D3KooWpeer', reason: 'bad block' }),
    ]);
  });
});
