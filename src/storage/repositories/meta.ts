// Singletons: the chain tip and the schema version.

import { MetaKind } from '../buckets.js';
import { decodeTip, decodeU32, encodeTip, encodeU32 } from '../codecs.js';
import type { Db } from '../db.js';
import type { ChainTip } from '../interface.js';
import { metaKey } from '../keys.js';
import type { UndoableBatch } from '../undoable-batch.js';

const TIP_KEY = metaKey(MetaKind.TIP);
const SCHEMA_KEY = metaKey(MetaKind.SCHEMA_VERSION);

export class MetaRepository {
  constructor(private readonly db: Db) {}

  async getTip(): Promise<ChainTip | undefined> {
    const value = await this.db.get(TIP_KEY);
    return value === undefined ? undefined : decodeTip(value);
  }

  /** Stages the new tip; `prior` is the tip it replaces (undefined on an empty store). */
  stageTip(batch: UndoableBatch, tip: ChainTip, prior: ChainTip | undefined): void {
    batch.replace(TIP_KEY, encodeTip(tip), prior === undefined ? undefined : encodeTip(prior));
  }

  async getSchemaVersion(): Promise<number | undefined> {
    const value = await this.db.get(SCHEMA_KEY);
    return value === undefined ? undefined : decodeU32(value);
  }

  async putSchemaVersion(version: number): Promise<void> {
    await this.db.put(SCHEMA_KEY, encodeU32(version));
  }

  /** True for the key of the tip record (undo replay uses it to restore the tip in memory). */
  static isTipKey(key: Uint8Array): boolean {
    return key.length === TIP_KEY.length && key[0] === TIP_KEY[0] && key[1] === TIP_KEY[1];
  }
}
