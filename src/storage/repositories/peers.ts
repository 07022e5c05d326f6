// Known peers: address -> opaque bytes (the peer manager owns the format, e.g. JSON; peers are
// written rarely, so the format is not a hot-path concern).

import { Bucket } from '../buckets.js';
import { copyOf } from '../../domain/state/record-bytes.js';
import type { Db } from '../db.js';
import { bucketRange, peerKey, textFromKey } from '../keys.js';

export class PeerRepository {
  constructor(private readonly db: Db) {}

  async get(address: string): Promise<Uint8Array | undefined> {
    const value = await this.db.get(peerKey(address));
    return value === undefined ? undefined : copyOf(value);
  }

  async put(address: string, record: Uint8Array): Promise<void> {
    await this.db.put(peerKey(address), record);
  }

  async delete(address: string): Promise<void> {
    await this.db.del(peerKey(address));
  }

  /** Every stored peer, in address order. */
  async all(): Promise<Array<[string, Uint8Array]>> {
    const entries = await this.db.iterator(bucketRange(Bucket.PEERS)).all();
    return entries.map(([key, value]) => [textFromKey(key), copyOf(value)]);
  }
}
