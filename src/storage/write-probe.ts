// How the store health finds out that writes work again, and makes them safe to resume.
//
// LevelDB appends each batch to its log file. When an append fails (ENOSPC) the log writer has
// already advanced its position, so records appended after it no longer sit where the reader
// expects them: after space came back, writes succeed, but at the next open the log replay drops
// them (measured on a 3 MB tmpfs: 50 of 60 acknowledged writes after the recovery were gone after a
// SIGKILL and reopen). So after a failure nothing is written until the log is rolled over:
// compactRange flushes the memtable (every write that succeeded) into a table file and starts a
// fresh log; the damaged one is then deleted.
//
// Compaction itself must not fail: a failed background compaction is kept by LevelDB as an error
// every later write returns, until the database is reopened. So first a plain file as large as
// the memtable can grow is written, synced and removed next to the database; only when that
// works does the probe compact and then write a real record.
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from './db.js';

export interface WriteProbeOptions {
  /** The LevelDB directory; absent for an in-memory store (then only the record is written). */
  readonly path?: string;
  /** Bytes the file probe writes: at least what a memtable flush needs (the write buffer). */
  readonly spaceBytes: number;
  /** The key the probe writes and deletes (never left behind). */
  readonly key: Uint8Array;
}

/** The name of the file probe inside the database directory (LevelDB ignores names it does not
 * own). */
export const PROBE_FILE = 'WRITE-PROBE';

const CHUNK = 1024 * 1024;

export function writeProbe(db: Db, opts: WriteProbeOptions): () => Promise<void> {
  return async () => {
    const record = () => db.batch([{ type: 'put', key: opts.key, value: Uint8Array.of(1) }, { type: 'del', key: opts.key }]);
    if (opts.path === undefined) return record();
    await probeSpace(join(opts.path, PROBE_FILE), opts.spaceBytes);
    // RocksDB (node.storageEngine=rocksdb) has no compactRange and needs no roll-over: after a
    // failed write it refuses every write until reopened, so nothing written later can be lost.
    const compact = (db as unknown as { compactRange?(start: Uint8Array, end: Uint8Array): Promise<void> }).compactRange;
    try {
      if (compact !== undefined) await compact.call(db, opts.key, opts.key);
      await record();
    } catch (error) {
      throw new Error('space is available again but the store still refuses writes (LevelDB keeps a failed compaction\'s error, RocksDB a failed write\'s, until the database is reopened): restart the node', { cause: error });
    }
  };
}

async function probeSpace(file: string, bytes: number): Promise<void> {
  const handle = await open(file, 'w');
  try {
    const chunk = new Uint8Array(Math.min(CHUNK, bytes));
    for (let written = 0; written < bytes; written += chunk.length) await handle.write(chunk);
    await handle.sync();
  } finally {
    await handle.close();
    await rm(file, { force: true });
  }
}
