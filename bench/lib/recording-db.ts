// A database wrapper that records every chained batch written through it (copies of the keys
// and values), so the raw-LevelDB baseline can replay exactly the writes the node made: same
// keys, same value sizes, same number of batches. Recording costs one copy per key and value
// inside the node's timed section, which can only make the node's figure lower.
import type { Db } from '../../src/storage/db.js';

export type RecordedOp = { readonly type: 'put'; readonly key: Uint8Array; readonly value: Uint8Array } | { readonly type: 'del'; readonly key: Uint8Array };

export interface Recorder {
  readonly db: Db;
  readonly batches: RecordedOp[][];
  /** Off until set: the genesis batch and other set-up writes are not replayed. */
  recording: boolean;
}

interface ChainedBatchLike {
  put(key: Uint8Array, value: Uint8Array): unknown;
  del(key: Uint8Array): unknown;
  write(opts?: unknown): Promise<void>;
  close(): Promise<void>;
  readonly length: number;
}

export function recordingDb(inner: Db): Recorder {
  const recorder: Recorder = { db: undefined as unknown as Db, batches: [], recording: false };
  const wrapBatch = (batch: ChainedBatchLike): ChainedBatchLike => {
    const ops: RecordedOp[] = [];
    const wrapper: ChainedBatchLike = {
      put(key, value) {
        if (recorder.recording) ops.push({ type: 'put', key: key.slice(), value: value.slice() });
        batch.put(key, value);
        return wrapper;
      },
      del(key) {
        if (recorder.recording) ops.push({ type: 'del', key: key.slice() });
        batch.del(key);
        return wrapper;
      },
      async write(opts) {
        await batch.write(opts);
        if (recorder.recording) recorder.batches.push(ops);
      },
      close: () => batch.close(),
      get length() {
        return batch.length;
      },
    };
    return wrapper;
  };
  const proxy = new Proxy(inner as object, {
    get(target, prop) {
      if (prop === 'batch') {
        return (...args: unknown[]) =>
          args.length === 0 ? wrapBatch((target as { batch(): ChainedBatchLike }).batch()) : (target as { batch(...a: unknown[]): unknown }).batch(...args);
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  (recorder as { db: Db }).db = proxy as Db;
  return recorder;
}

/** Writes the recorded batches to `db` one after the other, each as one chained batch. */
export async function replay(db: Db, batches: readonly RecordedOp[][], sync = false): Promise<void> {
  for (const ops of batches) {
    const batch = db.batch();
    for (const op of ops) {
      if (op.type === 'put') batch.put(op.key, op.value);
      else batch.del(op.key);
    }
    await batch.write({ sync });
  }
}

export function recordedStats(batches: readonly RecordedOp[][]): { batches: number; puts: number; dels: number; keyBytes: number; valueBytes: number } {
  let puts = 0;
  let dels = 0;
  let keyBytes = 0;
  let valueBytes = 0;
  for (const ops of batches) {
    for (const op of ops) {
      keyBytes += op.key.length;
      if (op.type === 'put') {
        puts++;
        valueBytes += op.value.length;
      } else dels++;
    }
  }
  return { batches: batches.length, puts, dels, keyBytes, valueBytes };
}
