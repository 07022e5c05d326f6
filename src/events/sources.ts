// What feeds the hub: the node's typed notifications, each turned into its topic's events as it
// happens (chain events run right after the store commit or pop; pool notifications as the pool
// changes; peer events as the network reports them), and the capabilities' own topics.
import type { ChainEvents } from '../chain/events.js';
import { INCLUDED_DETAIL, type TransactionRemovedListener, type TransactionsAddedListener } from '../chain/mempool.js';
import type { StateReader } from '../domain/state/state.js';
import type { Logger } from '../log/index.js';
import type { PeerObserver } from '../net/node-network.js';
import type { EventHub } from './hub.js';
import type { CapabilityLiveEvents, LiveEventDraft } from './interface.js';
import { IncludedOrder } from './included-order.js';
import { blockPopped, peerBlacklisted, peerConnected, pushedBlockEvents, transactionAdded, transactionRemoved } from './render.js';

/** What the sources need of a capability: its name and its live events (node.ts's capability
 * list fits; the capability list itself is read by node.ts only). */
export interface EventSourceCapability {
  readonly name: string;
  readonly liveEvents?: CapabilityLiveEvents;
}
type Publishing = EventSourceCapability & { readonly liveEvents: CapabilityLiveEvents };

/** What the sources need of a node (node.ts's Node fits). */
export interface EventSourceNode {
  readonly events: ChainEvents;
  readonly state: StateReader;
  readonly capabilities: readonly EventSourceCapability[];
  onTransactionsAdded(listener: TransactionsAddedListener): () => void;
  onTransactionRemoved(listener: TransactionRemovedListener): () => void;
}

export interface ConnectedSources {
  /** Hand it to the peer network (NodeNetworkComponents.peerObserver). */
  readonly peerObserver: PeerObserver;
  /** Unsubscribes from every source. */
  stop(): void;
}

const OBSERVER = { observer: true } as const;

export function connectSources(hub: EventHub, node: EventSourceNode, logger?: Logger): ConnectedSources {
  const report = (what: string, error: unknown) =>
    logger?.error('live event source failed', { source: what, error: error instanceof Error ? error.message : String(error) });
  const withCapabilities = node.capabilities.filter((c): c is Publishing => c.liveEvents !== undefined);
  for (const capability of withCapabilities) hub.addTopics(capability.name, capability.liveEvents.topics);
  /** A capability may publish only its own topics. */
  const publishAs = (capability: Publishing) => (draft: LiveEventDraft) => {
    if (!capability.liveEvents.topics.includes(draft.topic)) throw new Error(`capability ${capability.name} publishes ${draft.topic}, which is not one of its topics`);
    hub.publish(draft);
  };
  const publishers = new Map(withCapabilities.map((c) => [c.name, { capability: c, publish: publishAs(c) }]));
  const included = new IncludedOrder();

  const offs: Array<() => void> = [
    // As observers: before the pool reacts to the same event (and tells its own changes).
    node.events.on('blockPushed', ({ block, events }) => {
      for (const draft of pushedBlockEvents(block)) hub.publish(draft);
      for (const event of events) {
        const owner = publishers.get(event.capability);
        const fromBlockEvent = owner?.capability.liveEvents.fromBlockEvent;
        if (owner === undefined || fromBlockEvent === undefined) continue;
        try {
          const draft = fromBlockEvent.call(owner.capability.liveEvents, event, block);
          if (draft !== undefined) owner.publish(draft);
        } catch (error) {
          report(`${event.capability}.${event.name}`, error);
        }
      }
      for (const tx of included.blockPublished(block.transactions)) hub.publish(transactionRemoved(tx, 'included', INCLUDED_DETAIL));
    }, OBSERVER),
    node.events.on('blockPopped', (event) => hub.publish(blockPopped(event)), OBSERVER),
    node.onTransactionsAdded((txs) => {
      for (const tx of txs) hub.publish(transactionAdded(tx));
    }),
    node.onTransactionRemoved((tx, reason, detail) => {
      // `transaction.added` is told once the admission is stored: a transaction the store never
      // took was never announced, so its removal is not news to anyone.
      if (reason === 'notStored') return;
      if (reason !== 'included') hub.publish(transactionRemoved(tx, reason, detail));
      else for (const now of included.removed(tx)) hub.publish(transactionRemoved(now, 'included', INCLUDED_DETAIL));
    }),
  ];
  for (const { capability, publish } of publishers.values()) {
    const attach = capability.liveEvents.attach;
    if (attach !== undefined) offs.push(attach.call(capability.liveEvents, publish, { events: node.events, state: node.state }));
  }

  let stopped = false;
  const peerObserver: PeerObserver = {
    onPeerConnected: (peer) => {
      if (!stopped) hub.publish(peerConnected(peer));
    },
    onPeerBlacklisted: (peer) => {
      if (!stopped) hub.publish(peerBlacklisted(peer));
    },
  };
  return {
    peerObserver,
    stop() {
      stopped = true;
      for (const off of offs.splice(0)) off();
    },
  };
}
