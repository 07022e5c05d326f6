// The blockchain's events: how the mempool learns about new and popped blocks, and how the
// network layer learns what to gossip. Listeners run synchronously right after the store commit
// (or pop); a listener that throws is reported to `onListenerError` and never undoes the block.
import type { Block } from '../domain/block.js';
import type { BlockEvent } from '../domain/state/state.js';

/** A block was committed on top of the chain. */
export interface BlockPushedEvent {
  readonly block: Block;
  /** What the block changed, as the capabilities reported it, in order (payments' transfers,
   * deferred effects applied or refused, ...). */
  readonly events: readonly BlockEvent[];
}

/** One popOff call finished: `blocks` were removed, newest first, and `tip` is the new tip. */
export interface BlockPoppedEvent {
  readonly blocks: readonly Block[];
  readonly tip: Block;
  /** The caller asked for the popped transactions to go back to the mempool. */
  readonly keepTransactions: boolean;
}

export interface ChainEventMap {
  blockPushed: BlockPushedEvent;
  blockPopped: BlockPoppedEvent;
}

export type ChainEventName = keyof ChainEventMap;
export type ChainListener<K extends ChainEventName> = (event: ChainEventMap[K]) => void;

export interface ChainListenerOptions {
  /** Run before the other listeners. For a listener that only records what happened (the live
   * event stream): a reacting listener (the pool) may synchronously cause further notifications
   * (a popped block's transactions re-admitted), and a recorder must see the cause first. */
  readonly observer?: boolean;
}

/** Subscribing side of the chain events (what node.ts exposes as `events`). */
export interface ChainEvents {
  /** Adds a listener; returns a function that removes it. */
  on<K extends ChainEventName>(type: K, listener: ChainListener<K>, opts?: ChainListenerOptions): () => void;
  off<K extends ChainEventName>(type: K, listener: ChainListener<K>): void;
}

export class ChainEventEmitter implements ChainEvents {
  private readonly listeners: { [K in ChainEventName]: Set<ChainListener<K>> } = {
    blockPushed: new Set(),
    blockPopped: new Set(),
  };
  /** Listeners added with `observer`, told first. */
  private readonly observers: { [K in ChainEventName]: Set<ChainListener<K>> } = {
    blockPushed: new Set(),
    blockPopped: new Set(),
  };

  constructor(private readonly onListenerError: (type: ChainEventName, error: unknown) => void = () => undefined) {}

  on<K extends ChainEventName>(type: K, listener: ChainListener<K>, opts: ChainListenerOptions = {}): () => void {
    ((opts.observer === true ? this.observers : this.listeners)[type] as Set<ChainListener<K>>).add(listener);
    return () => this.off(type, listener);
  }

  off<K extends ChainEventName>(type: K, listener: ChainListener<K>): void {
    (this.listeners[type] as Set<ChainListener<K>>).delete(listener);
    (this.observers[type] as Set<ChainListener<K>>).delete(listener);
  }

  emit<K extends ChainEventName>(type: K, event: ChainEventMap[K]): void {
    for (const listener of [...(this.observers[type] as Set<ChainListener<K>>), ...(this.listeners[type] as Set<ChainListener<K>>)]) {
      try {
        listener(event);
      } catch (error) {
        this.onListenerError(type, error);
      }
    }
  }

  listenerCount(type: ChainEventName): number {
    return this.listeners[type].size + this.observers[type].size;
  }
}
