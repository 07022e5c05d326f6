// A persistent FIFO queue (two cons lists, Okasaki's banker's queue) for the mailbox kept in a
// service actor's context. XState context must not be mutated, and copying an array on every
// enqueue would be O(n) per message (O(n^2) for a burst of thousands of queued transactions);
// here enqueue is O(1) and dequeue amortised O(1). Old versions are never reused, so the
// amortisation holds.

type List<T> = { readonly head: T; readonly tail: List<T> } | null;

export interface Queue<T> {
  readonly front: List<T>;
  /** Reversed: the newest element is at the head. */
  readonly back: List<T>;
  readonly size: number;
}

const EMPTY: Queue<never> = Object.freeze({ front: null, back: null, size: 0 });

export function emptyQueue<T>(): Queue<T> {
  return EMPTY;
}

export function enqueue<T>(queue: Queue<T>, value: T): Queue<T> {
  return { front: queue.front, back: { head: value, tail: queue.back }, size: queue.size + 1 };
}

function reverse<T>(list: List<T>): List<T> {
  let out: List<T> = null;
  for (let node: List<T> = list; node !== null; node = node.tail) out = { head: node.head, tail: out };
  return out;
}

/** The oldest element and the queue without it; undefined when empty. */
export function dequeue<T>(queue: Queue<T>): [T, Queue<T>] | undefined {
  if (queue.size === 0) return undefined;
  let front = queue.front;
  let back = queue.back;
  if (front === null) {
    front = reverse(back);
    back = null;
  }
  const node = front!;
  return [node.head, { front: node.tail, back, size: queue.size - 1 }];
}

/**
 * The oldest element whose request is still wanted (no `replyTo`, or a `replyTo` not yet
 * settled), the queue after it, and how many abandoned elements were passed over. Undefined
 * when no such element is queued.
 */
export function nextLive<T extends { readonly replyTo?: { readonly settled?: boolean } }>(
  queue: Queue<T>,
): [T, Queue<T>, number] | undefined {
  let rest = queue;
  let skipped = 0;
  for (;;) {
    const next = dequeue(rest);
    if (!next) return undefined;
    if (next[0].replyTo?.settled !== true) return [next[0], next[1], skipped];
    rest = next[1];
    skipped++;
  }
}

/** Up to `limit` elements, oldest first (for debug views). */
export function queueToArray<T>(queue: Queue<T>, limit = Infinity): T[] {
  const out: T[] = [];
  for (let node: List<T> = queue.front; node !== null && out.length < limit; node = node.tail) out.push(node.head);
  if (out.length < limit && queue.back !== null) {
    const rest: T[] = [];
    for (let node: List<T> = queue.back; node !== null; node = node.tail) rest.push(node.head);
    for (let i = rest.length - 1; i >= 0 && out.length < limit; i--) out.push(rest[i]!);
  }
  return out;
}
