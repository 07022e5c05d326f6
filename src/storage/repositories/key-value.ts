// Node-local named values: the node's identity keys (libp2p private key and the like).
// Values are stored as given; callers must not put secret phrases here.

import { Bucket } from '../buckets.js';
import { copyOf } from '../../domain/state/record-bytes.js';
import type { Db } from '../db.js';
import { bucketRange, nodeKeyKey, textFromKey } from '../keys.js';

export class KeyValueRepository {
  constructor(private readonly db: Db) {}

  async get(name: string): Promise<Uint8Array | undefined> {
    const value = await this.db.get(nodeKeyKey(name));
    return value === undefined ? undefined : copyOf(value);
  }

  async put(name: string, value: Uint8Array): Promise<void> {
    await this.db.put(nodeKeyKey(name), value);
  }

  async delete(name: string): Promise<void> {
    await this.db.del(nodeKeyKey(name));
  }

  async names(): Promise<string[]> {
    const keys = await this.db.keys(bucketRange(Bucket.NODE_KEYS)).all();
    return keys.map(textFromKey);
  }
}
