import { describe, expect, it } from '@jest/globals';
import { createActor, setup } from 'xstate';
import { toJsonSafe } from '../../src/actors/json-safe.js';

describe('toJsonSafe', () => {
  it('renders bigints as strings, bytes as hex, dates as ISO, and drops functions', () => {
    const out = toJsonSafe({
      amount: 10n ** 20n,
      key: new Uint8Array([0, 255, 16]),
      when: new Date(0),
      fn: () => 1,
      nan: Number.NaN,
      map: new Map<unknown, unknown>([[1n, 'a'], ['k', new Set([1, 2])]]),
    });
    expect(out).toEqual({
      amount: '100000000000000000000',
      key: '00ff10',
      when: '1970-01-01T00:00:00.000Z',
      nan: 'NaN',
      map: { '1': 'a', k: [1, 2] },
    });
    expect(() => JSON.stringify(out)).not.toThrow();
  });

  it('bounds cycles, depth and width', () => {
    const cyclic: Record<string, unknown> = { name: 'c' };
    cyclic['self'] = cyclic;
    expect(toJsonSafe(cyclic)).toEqual({ name: 'c', self: '[circular]' });
    expect(toJsonSafe({ a: { b: { c: 1 } } }, { maxDepth: 2 })).toEqual({ a: { b: '[depth limit]' } });
    expect(toJsonSafe([1, 2, 3, 4], { maxItems: 2 })).toEqual([1, 2, '[2 more]']);
    const shared = { v: 1 };
    expect(toJsonSafe([shared, shared])).toEqual([{ v: 1 }, { v: 1 }]); // repeated is not circular
  });

  it('shows actor refs and errors by what identifies them', () => {
    const ref = createActor(setup({}).createMachine({}), { id: 'peer-7' });
    const error = Object.assign(new Error('bad'), { code: 12n });
    expect(toJsonSafe({ ref, error })).toEqual({
      ref: { actor: 'peer-7' },
      error: { name: 'Error', message: 'bad', code: '12' },
    });
  });
});
