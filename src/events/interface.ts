// The live event stream's types (docs/events.md): what a source publishes, what the hub keeps
// and fans out, what a subscriber asks for, and the hook a capability uses to add its topics.
import type { Block } from '../domain/block.js';
import type { BlockEvent, StateReader } from '../domain/state/state.js';
import type { ChainEvents } from '../chain/events.js';

/** The node's own topics. Other subsystems (console pages, client) use these exact names. */
export const CORE_TOPICS = [
  'block.pushed',
  'block.popped',
  'transaction.added',
  'transaction.removed',
  'transaction.confirmed',
  'peer.connected',
  'peer.blacklisted',
] as const;
export type CoreTopic = (typeof CORE_TOPICS)[number];

/** Messages a stream gets whatever its topics (they cannot be subscribed to): `reset` when a
 * resume cannot be exact, `dropped` before a slow client is closed. */
export const CONTROL_TOPICS = ['reset', 'dropped'] as const;

export type EventFieldValue = string | number | boolean | null | readonly EventFieldValue[] | { readonly [key: string]: EventFieldValue };
/** A topic's fields, JSON-ready: ids and amounts as decimal strings, accounts as id and RS. */
export type EventFields = { readonly [key: string]: EventFieldValue };

/** Fields rendered only when something reads the event (a stream sends it, a resume replays
 * it). The node publishes about three events per transaction (added, removed, confirmed); with
 * nobody listening, rendering them at once (addresses, decimal strings, JSON) cost ~15% of the
 * main thread of a node taking thousands of transactions per second. `maxBytes` bounds the
 * event's JSON (the hub's id, topic and time included), so the ring of recent events can count an
 * event against its byte bound without rendering it. The render must be a pure function of
 * immutable inputs (a transaction, a block), so it gives the same JSON whenever it runs. */
export interface DeferredFields {
  readonly render: () => EventFields;
  readonly maxBytes: number;
}

/** The fields of a draft, rendering deferred ones. */
export function draftFields(fields: EventFields | DeferredFields): EventFields {
  return isDeferred(fields) ? fields.render() : fields;
}

export function isDeferred(fields: EventFields | DeferredFields): fields is DeferredFields {
  return typeof (fields as { render?: unknown }).render === 'function';
}

/** An event as a source hands it to the hub, before it is numbered. */
export interface LiveEventDraft {
  readonly topic: string;
  /** Must not use the names the hub sets: id, topic, time. Capabilities give them rendered; the
   * core topics defer theirs (DeferredFields). */
  readonly fields: EventFields | DeferredFields;
  /** The accounts the event concerns: what an account filter matches. */
  readonly accounts: readonly bigint[];
  /** Height and id of the block a block.pushed or transaction.confirmed is about: a stream that
   * replayed from the chain skips the live ones it gave already (replay-view.ts), by id, since a
   * height alone does not tell a replayed block from another fork's. */
  readonly height?: number;
  readonly block?: bigint;
  /** What a block.popped removed: a replay's release needs it to keep its client's view whole. */
  readonly popped?: PoppedBlocks;
}

/** The blocks one popOff removed and the height of the new tip. */
export interface PoppedBlocks {
  readonly tip: number;
  readonly blocks: ReadonlyArray<{ readonly height: number; readonly id: bigint }>;
}

/** A published event: numbered, timed and serialised once for every subscriber. */
export interface LiveEvent {
  /** Increasing by one per event; see EventHub for why they start where they do. */
  readonly id: number;
  readonly topic: string;
  /** Unix milliseconds when the hub took it. */
  readonly time: number;
  readonly accounts: readonly bigint[];
  readonly height: number | undefined;
  readonly block?: bigint;
  readonly popped?: PoppedBlocks;
  /** The event's JSON: `{"id":..,"topic":..,"time":.., ...fields}` (rendered on first read). */
  readonly json: string;
  /** UTF-8 bytes of `json`. */
  readonly bytes: number;
  /** What the ring of recent events counts for it, fixed at publish: `bytes` when it was
   * rendered then, else its draft's `maxBytes` (an upper bound). */
  readonly weight: number;
}

/** Which events a stream wants. */
export interface EventFilter {
  /** undefined: every topic. */
  readonly topics: ReadonlySet<string> | undefined;
  /** undefined: every event; else events concerning at least one of these accounts. */
  readonly accounts: ReadonlySet<bigint> | undefined;
}

/** Where a new stream starts. */
export type StreamStart =
  | { readonly kind: 'live' }
  /** After this event id (Last-Event-ID): the missed events from the ring. */
  | { readonly kind: 'afterId'; readonly id: number }
  /** Block events from this height, read from the chain, then live. */
  | { readonly kind: 'fromHeight'; readonly height: number };

export interface StreamRequest {
  readonly filter: EventFilter;
  readonly start: StreamStart;
}

/** What a capability's live-event sources may use. */
export interface CapabilityEventEnv {
  readonly events: ChainEvents;
  readonly state: StateReader;
}

/**
 * A capability's own topics (Capability.liveEvents). Each topic is `<capability name>.<name>`
 * (e.g. `phasing.result`), so no two capabilities and no core topic can clash.
 *   - `fromBlockEvent` turns the capability's block events (BlockEvent, emitted while its
 *     transactions and block-phase work apply) into live events: contract events, phasing results;
 *     it is called for each of its BlockEvents of every pushed block, after that block's
 *     block.pushed and transaction.confirmed events.
 *   - `attach` is for what does not come from block application (an actor's progress, such as
 *     shuffling stages): it subscribes with `publish` and returns the unsubscribe function.
 */
export interface CapabilityLiveEvents {
  readonly topics: readonly string[];
  fromBlockEvent?(event: BlockEvent, block: Block): LiveEventDraft | undefined;
  attach?(publish: (draft: LiveEventDraft) => void, env: CapabilityEventEnv): () => void;
}
