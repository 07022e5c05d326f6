import { describe, it, expect } from '@jest/globals';
import { ClassicLevel } from 'classic-level';
describe('toolchain', () => {
  it('has Promise.withResolvers', () => { expect(typeof (Promise as any).withResolvers).toBe('function'); });
  it('imports libp2p', async () => { const m = await import('libp2p'); expect(typeof m.createLibp2p).toBe('function'); });
  it('classic-level', async () => { const db = new ClassicLevel('/tmp/smoke-db'); await db.put('a', 'b'); expect(await db.get('a')).toBe('b'); await db.close(); });
});
