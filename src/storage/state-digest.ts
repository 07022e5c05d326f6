// The state digest: SHA-256 over every table's committed records at one tip, so nodes (and a
// node before and after pop/push or a restart) can be compared with one value. Tables are taken
// in bucket order and records in key order (LevelDB's order), each framed so that no two
// different states hash alike:
//   per table: u8 bucket, u32 name length, name, then per record u32 key length, key bytes
//   (after the bucket byte), u32 value length, value bytes; then u32 0xffffffff ending the table.
// Chain indexes (blocks, transactions, undo records) are not state and are not hashed.
import { createHash } from 'node:crypto';
import type { AbstractSnapshot } from 'abstract-level';
import type { AnyTable } from '../domain/state/table.js';
import type { Db } from './db.js';
import type { ChainTip } from './interface.js';
import { bucketRange } from './keys.js';

export interface StateDigest {
  /** Hex SHA-256. */
  readonly digest: string;
  readonly height: number;
  readonly blockId: bigint;
  /** Records hashed (all tables). */
  readonly records: number;
}

function u32(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out;
}

export async function computeStateDigest(db: Db, snapshot: AbstractSnapshot, tables: readonly AnyTable[], tip: ChainTip): Promise<StateDigest> {
  const hash = createHash('sha256');
  let records = 0;
  for (const table of [...tables].sort((a, b) => a.bucket - b.bucket)) {
    const name = new TextEncoder().encode(table.name);
    hash.update(Uint8Array.of(table.bucket));
    hash.update(u32(name.length));
    hash.update(name);
    for await (const [key, value] of db.iterator({ ...bucketRange(table.bucket), snapshot })) {
      hash.update(u32(key.length - 1));
      hash.update(key.subarray(1));
      hash.update(u32(value.length));
      hash.update(value);
      records++;
    }
    hash.update(u32(0xffffffff));
  }
  return { digest: hash.digest('hex'), height: tip.height, blockId: tip.blockId, records };
}

/** Digests of a store's state: one per state (commit and pop bump the generation), and the ones
 * being computed, which the store's close waits for (they read through an iterator). */
export class StateDigests {
  private readonly running = new Set<Promise<StateDigest>>();
  private last: { readonly generation: number; readonly digest: StateDigest } | undefined;

  constructor(
    private readonly db: Db,
    private readonly tables: () => readonly AnyTable[],
  ) {}

  /** The digest of the state at `tip`, whose generation is `generation` (read synchronously
   * together with the tip, while no write is in flight). */
  async of(tip: ChainTip, generation: number): Promise<StateDigest> {
    const last = this.last;
    if (last !== undefined && last.generation === generation) return last.digest;
    const snapshot = this.db.snapshot();
    const run = computeStateDigest(this.db, snapshot, this.tables(), tip).finally(() => snapshot.close().catch(() => undefined));
    this.running.add(run);
    try {
      const digest = await run;
      this.last = { generation, digest };
      return digest;
    } finally {
      this.running.delete(run);
    }
  }

  /** Resolves once no digest is being computed. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }
}
