// The recent events kept for resume: a circular buffer bounded both by count and by bytes (each
// event's weight: its JSON's bytes, or an upper bound of them while it is not rendered). Ids in
// it are consecutive (the hub numbers every event and keeps every one), so the events after an id
// are found by arithmetic, not by a search.
import type { LiveEvent } from './interface.js';

export class EventRing {
  private readonly slots: (LiveEvent | undefined)[];
  /** Slot of the oldest event. */
  private head = 0;
  private count = 0;
  private totalBytes = 0;

  constructor(
    private readonly maxEvents: number,
    private readonly maxBytes: number,
  ) {
    this.slots = new Array<LiveEvent | undefined>(maxEvents);
  }

  get size(): number {
    return this.count;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  /** Id of the oldest event kept; undefined while empty. */
  get oldestId(): number | undefined {
    return this.count === 0 ? undefined : this.slots[this.head]!.id;
  }

  /** Adds the newest event (its id must follow the newest kept); drops the oldest past a bound,
   * always keeping the newest. */
  push(event: LiveEvent): void {
    if (this.count > 0) {
      const newest = this.slots[(this.head + this.count - 1) % this.maxEvents]!;
      if (event.id !== newest.id + 1) throw new RangeError(`event ${event.id} does not follow ${newest.id}`);
    }
    if (this.count === this.maxEvents) this.dropOldest();
    this.slots[(this.head + this.count) % this.maxEvents] = event;
    this.count++;
    this.totalBytes += event.weight;
    while (this.totalBytes > this.maxBytes && this.count > 1) this.dropOldest();
  }

  /** The kept events with an id above `id`, oldest first (all of them when `id` is older). */
  after(id: number): LiveEvent[] {
    const oldest = this.oldestId;
    if (oldest === undefined) return [];
    const skip = Math.max(0, Math.min(this.count, id - oldest + 1));
    const out: LiveEvent[] = [];
    for (let i = skip; i < this.count; i++) out.push(this.slots[(this.head + i) % this.maxEvents]!);
    return out;
  }

  private dropOldest(): void {
    const oldest = this.slots[this.head]!;
    this.slots[this.head] = undefined;
    this.head = (this.head + 1) % this.maxEvents;
    this.count--;
    this.totalBytes -= oldest.weight;
  }
}
