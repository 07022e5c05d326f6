// Blocks forged by an account: [generator, height] -> block id.

import { decodeId, encodeId } from '../codecs.js';
import type { Db } from '../db.js';
import type { StoredBlock } from '../interface.js';
import { accountBlockKey, accountBlockRange } from '../keys.js';
import type { UndoableBatch } from '../undoable-batch.js';

export interface GeneratorQuery {
  readonly fromHeight?: number;
  readonly firstIndex?: number;
  readonly lastIndex?: number;
}

export class BlocksByGeneratorRepository {
  constructor(private readonly db: Db) {}

  /** Ids of the blocks the account forged, newest first, paged by the inclusive
   * firstIndex..lastIndex (lastIndex omitted: to the end). */
  async idsByGenerator(generatorId: bigint, query: GeneratorQuery = {}): Promise<bigint[]> {
    const first = query.firstIndex ?? 0;
    const last = query.lastIndex ?? Number.MAX_SAFE_INTEGER;
    if (last < first) return [];
    const range = accountBlockRange(generatorId, query.fromHeight ?? 0);
    const limit = query.lastIndex === undefined ? -1 : last + 1;
    const values = await this.db.values({ ...range, reverse: true, limit }).all();
    return values.slice(first).map(decodeId);
  }

  async countByGenerator(generatorId: bigint): Promise<number> {
    let n = 0;
    for await (const _ of this.db.keys(accountBlockRange(generatorId))) n++;
    return n;
  }

  /** Stages the generator index entry of a new block (new key: it carries the new height). */
  stageNew(batch: UndoableBatch, block: StoredBlock): void {
    batch.create(accountBlockKey(block.generatorId, block.height), encodeId(block.id));
  }
}
