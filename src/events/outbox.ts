// What a stream has yet to send its client, and the slow-client bound over it.
//
// Queued messages are references to the event JSON the hub made once (shared by every stream and
// the ring), not copies; only a small window of them is handed to the socket at a time (written
// frames are copies), and the next ones go when the socket drains. So a burst (a full block's 255
// confirmations, a cleared pool) costs each stream little more than references, and every stream's
// queue is a suffix of the same event sequence, so all of them together hold at most the newest
// maxBacklogBytes of events beyond the ring. The bound counts both: queued bytes plus the socket's
// unsent bytes. A message that would take them past it is not queued; the stream is dropped.

/** How a stream reaches its client. */
export interface StreamTransport {
  /** Bytes written and not yet taken by the kernel (the response's and the socket's buffers). */
  readonly backlogBytes: number;
  /** Writes one message: an event's JSON, with its id when it has one (SSE `id:` line). */
  send(json: string, id: number | undefined): void;
  /** Keeps the connection alive (SSE comment, WebSocket ping). */
  heartbeat(): void;
  /** Calls back once when the socket drained (or closed). */
  onDrain(callback: () => void): void;
  /** Ends the connection after what was written; it is destroyed after dropLingerMs if the
   * client does not take it. */
  end(reason: 'backlog' | 'shutdown' | 'replayFailed'): void;
}

interface Entry {
  readonly json: string;
  readonly id: number | undefined;
  readonly bytes: number;
  /** The resume point once this entry is written: its id, or a later one skipped by the filter. */
  through: number | undefined;
}

/** Bytes a message costs beyond its JSON (SSE field names and line ends, a WebSocket header). */
const FRAME_OVERHEAD = 32;

export class Outbox {
  readonly #transport: StreamTransport;
  readonly #maxBacklogBytes: number;
  /** Written to the socket while its backlog is below this; the rest waits for a drain. */
  readonly #window: number;
  #queue: Entry[] = [];
  #head = 0;
  #queuedBytes = 0;
  #flushScheduled = false;
  #waitingDrain = false;
  #waiters: Array<() => void> = [];
  #closed = false;
  /** Resume point: every matching event up to this id has been written. */
  sentThrough: number | undefined;
  /** Most bytes ever held for the client (queued plus the socket's), for tests and stats. */
  peakBacklogBytes = 0;

  constructor(transport: StreamTransport, maxBacklogBytes: number) {
    this.#transport = transport;
    this.#maxBacklogBytes = maxBacklogBytes;
    this.#window = Math.max(1, Math.min(64 * 1024, Math.floor(maxBacklogBytes / 4)));
  }

  /** Queued plus unsent in the socket. */
  get backlogBytes(): number {
    return this.#queuedBytes + this.#transport.backlogBytes;
  }

  /** Queues a message; false (nothing queued) when it would take the backlog past the bound. */
  push(json: string, id: number | undefined, bytes: number): boolean {
    const cost = bytes + FRAME_OVERHEAD;
    if (this.backlogBytes + cost > this.#maxBacklogBytes) return false;
    this.#queue.push({ json, id, bytes: cost, through: id });
    this.#queuedBytes += cost;
    this.#note();
    this.#schedule();
    return true;
  }

  /** An event the filter passed over: the resume point moves past it once the queue before it
   * is written. */
  skip(id: number): void {
    if (this.#head < this.#queue.length) this.#queue[this.#queue.length - 1]!.through = id;
    else this.sentThrough = id;
  }

  /** Resolves once the backlog is at most `bytes`, or nothing is queued (what the socket holds
   * then is at most one window and one message), or the outbox closed: catch-ups wait here.
   * While something is queued a flush is sure to come (it writes, or waits for the drain its
   * writes made due), and each flush wakes the waiters. */
  async room(bytes: number): Promise<void> {
    while (!this.#closed && this.#queuedBytes > 0 && this.backlogBytes > bytes) {
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
    }
  }

  /** A heartbeat when idle; otherwise the pending writes are the sign of life. */
  heartbeat(): void {
    if (this.#closed) return;
    if (this.#head >= this.#queue.length && this.#transport.backlogBytes < this.#window) this.#transport.heartbeat();
    else this.#flush();
  }

  /** Discards what is queued, writes the final message past the bound (it is small, and the
   * only way the client learns where to resume) and ends the connection. */
  finish(finalJson: string, reason: 'backlog' | 'shutdown' | 'replayFailed'): void {
    if (this.#closed) return;
    this.close();
    this.#transport.send(finalJson, undefined);
    this.#transport.end(reason);
  }

  /** Stops writing (the client left, or finish()); releases the waiting replay. */
  close(): void {
    this.#closed = true;
    this.#queue = [];
    this.#head = 0;
    this.#queuedBytes = 0;
    for (const resolve of this.#waiters.splice(0)) resolve();
  }

  /** Writes on the next turn of the event loop, after the burst being published is complete. */
  #schedule(): void {
    if (this.#flushScheduled || this.#waitingDrain) return;
    this.#flushScheduled = true;
    setImmediate(() => {
      this.#flushScheduled = false;
      this.#flush();
    });
  }

  #flush(): void {
    if (this.#closed) return;
    while (this.#head < this.#queue.length && this.#transport.backlogBytes < this.#window) {
      const entry = this.#queue[this.#head]!;
      this.#queue[this.#head++] = undefined as unknown as Entry;
      this.#queuedBytes -= entry.bytes;
      this.#transport.send(entry.json, entry.id);
      if (entry.through !== undefined) this.sentThrough = entry.through;
    }
    if (this.#head >= this.#queue.length) {
      this.#queue = [];
      this.#head = 0;
    } else if (!this.#waitingDrain) {
      this.#waitingDrain = true;
      this.#transport.onDrain(() => {
        this.#waitingDrain = false;
        this.#flush();
      });
    }
    this.#note();
    for (const resolve of this.#waiters.splice(0)) resolve();
  }

  #note(): void {
    const backlog = this.backlogBytes;
    if (backlog > this.peakBacklogBytes) this.peakBacklogBytes = backlog;
  }
}
