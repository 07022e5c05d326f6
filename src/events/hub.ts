// The event hub: numbers every event, serialises it once, keeps the recent ones for resume and
// hands each to every open stream (which applies its own filter). Sources call publish()
// synchronously from the node's own notifications, so events leave in the order the node made
// them: a block's block.pushed before its transaction.confirmed, a pool admission before the
// block that confirms it.
//
// Event ids start at the wall clock of the hub's creation in ms x 1000 and grow by one per event.
// A restarted node therefore numbers its events above any id of an earlier run (unless that run
// made more than 1000 events per ms of its life), so a Last-Event-ID kept by a client across a
// restart is seen as older than the ring and answered with a `reset`, never silently matched to
// unrelated events of the new run. The ids stay below 2^53 (exact in JSON) until the year 2255.
import type { Logger } from '../log/index.js';
import { CONTROL_TOPICS, CORE_TOPICS, draftFields, isDeferred, type DeferredFields, type EventFields, type LiveEvent, type LiveEventDraft, type PoppedBlocks } from './interface.js';
import type { EventsOptions } from './options.js';
import { EventRing } from './ring.js';

export type EventSubscriber = (event: LiveEvent) => void;

export interface EventHubModules {
  /** Unix ms (event `time`, and the first id). */
  readonly now?: () => number;
  /** The first id (default: now() x 1000). */
  readonly firstId?: number;
  readonly logger?: Logger;
}

export interface EventHubStats {
  readonly published: number;
  readonly subscribers: number;
  readonly ringEvents: number;
  readonly ringBytes: number;
}

/** A capability's topic: `<capability name>.<name>`, letters and digits. */
const CAPABILITY_TOPIC = /^([a-z][a-zA-Z0-9]*)\.([a-z][a-zA-Z0-9]*)$/;
const RESERVED_FIELDS = new Set(['id', 'topic', 'time']);

export class EventHub {
  readonly #topics = new Set<string>(CORE_TOPICS);
  readonly #ring: EventRing;
  readonly #subscribers = new Set<EventSubscriber>();
  readonly #now: () => number;
  readonly #logger: Logger | undefined;
  readonly #firstId: number;
  #nextId: number;

  constructor(opts: Pick<EventsOptions, 'ringEvents' | 'ringBytes'>, modules: EventHubModules = {}) {
    this.#ring = new EventRing(opts.ringEvents, opts.ringBytes);
    this.#now = modules.now ?? Date.now;
    this.#logger = modules.logger;
    this.#firstId = modules.firstId ?? this.#now() * 1000;
    if (!Number.isSafeInteger(this.#firstId) || this.#firstId < 1) throw new RangeError(`first event id must be a positive safe integer, got ${this.#firstId}`);
    this.#nextId = this.#firstId;
  }

  /** Every topic a stream may subscribe to: the core ones and those capabilities added. */
  get topics(): ReadonlySet<string> {
    return this.#topics;
  }

  /** Adds a capability's topics; each must be `<owner>.<name>` and new. */
  addTopics(owner: string, topics: readonly string[]): void {
    for (const topic of topics) {
      const match = CAPABILITY_TOPIC.exec(topic);
      if (match === null || match[1] !== owner) throw new Error(`capability ${owner}: live-event topic ${JSON.stringify(topic)} must be "${owner}.<name>" (letters and digits)`);
      if (this.#topics.has(topic) || (CONTROL_TOPICS as readonly string[]).includes(topic)) throw new Error(`capability ${owner}: live-event topic ${topic} is taken`);
    }
    for (const topic of topics) this.#topics.add(topic);
  }

  /** The id the next event gets. */
  get nextId(): number {
    return this.#nextId;
  }

  /** Id of the oldest event a resume can still give (nextId when none is kept). */
  get oldestId(): number {
    return this.#ring.oldestId ?? this.#nextId;
  }

  /** Numbers, keeps and fans out one event. Throws for an unregistered topic or a field the hub
   * sets itself (a source's bug, not a client's). */
  publish(draft: LiveEventDraft): LiveEvent {
    if (!this.#topics.has(draft.topic)) throw new Error(`unregistered live-event topic ${draft.topic}`);
    if (!isDeferred(draft.fields)) {
      for (const key of Object.keys(draft.fields)) {
        if (RESERVED_FIELDS.has(key)) throw new Error(`live event ${draft.topic}: field ${key} is set by the hub`);
      }
    }
    const event = new PublishedEvent(this.#nextId++, draft, this.#now());
    this.#ring.push(event);
    for (const subscriber of this.#subscribers) {
      try {
        subscriber(event);
      } catch (error) {
        this.#logger?.error('event subscriber failed', { topic: event.topic, error: error instanceof Error ? error.message : String(error) });
      }
    }
    return event;
  }

  /** Every event from now on; returns the unsubscribe function. Called in the same synchronous
   * step as after(), a stream gets each event exactly once. */
  subscribe(subscriber: EventSubscriber): () => void {
    this.#subscribers.add(subscriber);
    return () => this.#subscribers.delete(subscriber);
  }

  /** The kept events after `id`, oldest first. */
  after(id: number): LiveEvent[] {
    return this.#ring.after(id);
  }

  stats(): EventHubStats {
    return { published: this.#nextId - this.#firstId, subscribers: this.#subscribers.size, ringEvents: this.#ring.size, ringBytes: this.#ring.bytes };
  }
}

/** A numbered event whose JSON is made on first read (by a stream, a resume) and then kept. */
class PublishedEvent implements LiveEvent {
  readonly topic: string;
  readonly accounts: readonly bigint[];
  readonly height: number | undefined;
  readonly block?: bigint;
  readonly popped?: PoppedBlocks;
  readonly weight: number;
  #fields: EventFields | DeferredFields | undefined;
  #json: string | undefined;
  #bytes = 0;

  constructor(
    readonly id: number,
    draft: LiveEventDraft,
    readonly time: number,
  ) {
    this.topic = draft.topic;
    this.accounts = draft.accounts;
    this.height = draft.height;
    if (draft.block !== undefined) this.block = draft.block;
    if (draft.popped !== undefined) this.popped = draft.popped;
    this.#fields = draft.fields;
    // Rendered fields are serialised at once (the draft's objects are not kept); deferred ones
    // count their bound until something reads them.
    this.weight = isDeferred(draft.fields) ? draft.fields.maxBytes : this.bytes;
  }

  get json(): string {
    if (this.#json === undefined) {
      const fields = draftFields(this.#fields!);
      for (const key of Object.keys(fields)) {
        if (RESERVED_FIELDS.has(key)) throw new Error(`live event ${this.topic}: field ${key} is set by the hub`);
      }
      this.#json = JSON.stringify({ id: this.id, topic: this.topic, time: this.time, ...fields });
      this.#bytes = Buffer.byteLength(this.#json);
      this.#fields = undefined;
    }
    return this.#json;
  }

  get bytes(): number {
    if (this.#json === undefined) void this.json;
    return this.#bytes;
  }
}
