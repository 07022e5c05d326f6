import { describe, it, expect } from '@jest/globals';
import { closeDatabase, openDatabase } from '../../../src/storage/db.js';
import { PeerRepository } from '../../../src/storage/repositories/peers.js';

const text = new TextEncoder();

describe('PeerRepository', () => {
  it('stores opaque peer records by address', async () => {
    const db = await openDatabase();
    const peers = new PeerRepository(db);
    await peers.put('10.0.0.2:7874', text.encode('{"state":1}'));
    await peers.put('[::1]:7874', text.encode('{}'));
    expect(new TextDecoder().decode(await peers.get('10.0.0.2:7874'))).toBe('{"state":1}');
    expect((await peers.all()).map(([a]) => a)).toEqual(['10.0.0.2:7874', '[::1]:7874']);
    await peers.delete('10.0.0.2:7874');
    expect(await peers.get('10.0.0.2:7874')).toBeUndefined();
    await closeDatabase(db);
  });
});
