// A database whose writes can be made to fail on demand, as a full disk fails them: every put,
// delete and batch (chained or not) throws while `fail` is on; reads go on working. The error
// imitates classic-level's (a LEVEL_IO_ERROR wrapping the OS error).
import * as fs from 'node:fs';
import { openDatabase, type Db } from '../../src/storage/db.js';
import type { JournalFs } from '../../src/storage/pool-journal.js';

export interface WriteSwitch {
  readonly db: Db;
  /** File operations for a pool journal that fail with the database (ENOSPC, as node:fs does). */
  readonly fs: JournalFs;
  /** Writes attempted so far (failed ones included). */
  readonly writes: number;
  fail(): void;
  heal(): void;
}

export function diskFullError(): Error {
  const os = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  return Object.assign(new Error('IO error: /data/chain/000123.log: No space left on device', { cause: os }), { code: 'LEVEL_IO_ERROR' });
}

export async function failingDatabase(): Promise<WriteSwitch> {
  const db = await openDatabase();
  let failing = false;
  let writes = 0;
  // abstract-level routes put, del, batch() and chained batches to these three.
  const inner = db as unknown as Record<'_put' | '_del' | '_batch', (...args: unknown[]) => Promise<unknown>>;
  for (const method of ['_put', '_del', '_batch'] as const) {
    const original = inner[method]!.bind(db);
    inner[method] = async (...args: unknown[]) => {
      writes++;
      if (failing) throw diskFullError();
      return original(...args);
    };
  }
  const journalFs: JournalFs = {
    ...fs,
    writeSync: ((...args: Parameters<typeof fs.writeSync>) => {
      writes++;
      if (failing) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
      return (fs.writeSync as (...a: unknown[]) => number)(...args);
    }) as typeof fs.writeSync,
  };
  return {
    db,
    fs: journalFs,
    get writes() {
      return writes;
    },
    fail: () => void (failing = true),
    heal: () => void (failing = false),
  };
}
