import { describe, it, expect } from '@jest/globals';
import { closeDatabase, openDatabase } from '../../../src/storage/db.js';
import { KeyValueRepository } from '../../../src/storage/repositories/key-value.js';

const text = new TextEncoder();

describe('KeyValueRepository', () => {
  it('stores named node values', async () => {
    const db = await openDatabase();
    const kv = new KeyValueRepository(db);
    await kv.put('libp2p-private-key', Uint8Array.of(1, 2, 3));
    expect(await kv.get('libp2p-private-key')).toEqual(Uint8Array.of(1, 2, 3));
    expect(await kv.names()).toEqual(['libp2p-private-key']);
    await kv.delete('libp2p-private-key');
    expect(await kv.get('libp2p-private-key')).toBeUndefined();
    await closeDatabase(db);
  });
});
