// A database whose writes can be made to fail on demand, as a full disk fails them: every put,
// delete and batch (chained or not) throws while `fail` is on; reads go on working. The error
// imitates classic-level's (a LEVEL_IO_ERROR wrapping the OS error).
import { openDatabase, type Db } from '../../src/storage/db.js';

export interface WriteSwitch {
  readonly db: Db;
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
  return {
    db,
    get writes() {
      return writes;
    },
    fail: () => void (failing = true),
    heal: () => void (failing = false),
  };
}
