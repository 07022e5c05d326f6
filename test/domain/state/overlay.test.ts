import { describe, it, expect } from '@jest/globals';
import type { Account } from '../../../src/domain/types.js';
import { StateOverlay } from '../../../src/domain/state/overlay.js';
import { ACCOUNTS } from '../../../src/domain/state/accounts.js';
import { StateErrorCode } from '../../../src/domain/state/errors.js';
import { ByteReader, ByteWriter } from '../../../src/domain/state/record-bytes.js';
import type { BlockEvent } from '../../../src/domain/state/state.js';
import { defineTable, u64Key, type Table } from '../../../src/domain/state/table.js';
import { MemoryStore } from '../fakes.js';

const acc = (id: bigint, balance: bigint): Account => ({ id, publicKey: null, balanceMTA: balance, forgedBalanceMTA: 0n, creationHeight: 1, balanceHistory: [[1, balance]] });

function setup(): { source: MemoryStore; overlay: StateOverlay; original: Account } {
  const original = acc(1n, 100n);
  const source = new MemoryStore();
  const seed = source.beginBlock(0, 0);
  seed.putAccount(original);
  source.commit(seed);
  source.reads = 0;
  return { source, original, overlay: new StateOverlay({ height: 5, blockTimestamp: 300 }, { source }) };
}

const event = (name: string, transactionId?: bigint): BlockEvent => ({ capability: 'test', name, ...(transactionId !== undefined ? { transactionId } : {}), attributes: { n: name } });

describe('StateOverlay', () => {
  it('reads through to the source and stages writes without touching it', () => {
    const { source, overlay, original } = setup();
    const a = overlay.getAccount(1n)!;
    overlay.putAccount({ ...a, balanceMTA: 40n, balanceHistory: [...a.balanceHistory, [5, 40n]] });
    expect(overlay.getAccount(1n)!.balanceMTA).toBe(40n);
    expect(overlay.get(ACCOUNTS, 1n)!.balanceMTA).toBe(40n);
    expect(original.balanceMTA).toBe(100n);
    expect(original.balanceHistory).toEqual([[1, 100n]]);
    expect(source.get(ACCOUNTS, 1n)).toBe(original);
    expect(overlay.height).toBe(5);
    expect(overlay.blockTimestamp).toBe(300);
  });

  it('shares objects instead of copying them: reads give the source or the staged object', () => {
    const { overlay, original } = setup();
    expect(overlay.getAccount(1n)).toBe(original);
    const next = { ...original, balanceMTA: 7n };
    overlay.putAccount(next);
    expect(overlay.getAccount(1n)).toBe(next);
    expect(original.balanceMTA).toBe(100n);
    expect(overlay.changeCount).toBe(1);
  });

  it('creates missing accounts at its height, and creation counts as a write', () => {
    const { overlay } = setup();
    const created = overlay.getOrCreateAccount(2n);
    expect(created).toEqual({ id: 2n, publicKey: null, balanceMTA: 0n, forgedBalanceMTA: 0n, creationHeight: 5, balanceHistory: [] });
    expect(overlay.getAccount(2n)).toEqual(created);
    expect([...overlay.changes()]).toEqual([{ table: ACCOUNTS, key: 2n, prior: undefined, next: created }]);
    expect(overlay.getOrCreateAccount(1n).balanceMTA).toBe(100n);
  });

  it('reports each changed record once with its value before the overlay', () => {
    const { overlay, original } = setup();
    for (const delta of [10n, 20n]) {
      const a = overlay.getAccount(1n)!;
      overlay.putAccount({ ...a, balanceMTA: a.balanceMTA - delta });
    }
    const b = overlay.getOrCreateAccount(9n);
    overlay.putAccount({ ...b, balanceMTA: 30n });
    overlay.getAccount(3n); // a read alone is no change
    const changes = [...overlay.changes()];
    expect(changes.map((c) => [c.table.name, c.key, (c.prior as Account | undefined)?.balanceMTA, (c.next as Account).balanceMTA])).toEqual([
      ['accounts', 1n, 100n, 70n],
      ['accounts', 9n, undefined, 30n],
    ]);
    expect(changes[0]!.prior).toBe(original);
    expect([...overlay.changedKeys(ACCOUNTS)]).toEqual([1n, 9n]);
  });

  it('reads records it has not staged from the source, staged ones never', () => {
    const { source, overlay } = setup();
    overlay.getAccount(1n);
    overlay.getAccount(1n);
    expect(source.reads).toBe(2); // no read cache: the source (the store) has its own
    overlay.putAccount(overlay.getAccount(1n)!); // one read for the value, one for its prior
    expect(source.reads).toBe(4);
    overlay.getAccount(1n);
    overlay.getAccount(1n);
    expect(source.reads).toBe(4);
    overlay.getAccount(4n);
    overlay.getAccount(4n);
    expect(source.reads).toBe(6);
  });

  it('deletes: the record is gone from the overlay only, and the change keeps its prior', () => {
    const { source, overlay, original } = setup();
    overlay.delete(ACCOUNTS, 1n);
    expect(overlay.getAccount(1n)).toBeUndefined();
    expect(source.get(ACCOUNTS, 1n)).toBe(original);
    expect([...overlay.changes()]).toEqual([{ table: ACCOUNTS, key: 1n, prior: original, next: undefined }]);
    // Created afresh after the delete: a new record, the prior is still the source's.
    const created = overlay.getOrCreateAccount(1n);
    expect(created.balanceMTA).toBe(0n);
    expect(created.creationHeight).toBe(5);
    expect([...overlay.changes()]).toEqual([{ table: ACCOUNTS, key: 1n, prior: original, next: created }]);
    // Created and deleted in the same overlay: a change from nothing to nothing.
    overlay.getOrCreateAccount(7n);
    overlay.delete(ACCOUNTS, 7n);
    expect(overlay.getAccount(7n)).toBeUndefined();
    expect([...overlay.changes()].at(-1)).toEqual({ table: ACCOUNTS, key: 7n, prior: undefined, next: undefined });
    expect(overlay.changeCount).toBe(2);
    // Committed, the delete removes the record.
    overlay.delete(ACCOUNTS, 1n);
    source.commit(overlay);
    expect(source.get(ACCOUNTS, 1n)).toBeUndefined();
    expect(source.get(ACCOUNTS, 7n)).toBeUndefined();
  });

  it('forks: a child sees the parent, merges its writes on success, is dropped on failure', () => {
    const { overlay } = setup();
    const ok = overlay.fork();
    expect(ok.height).toBe(5);
    expect(ok.blockTimestamp).toBe(300);
    ok.putAccount({ ...ok.getAccount(1n)!, balanceMTA: 1n });
    expect(overlay.getAccount(1n)!.balanceMTA).toBe(100n);
    overlay.merge(ok);
    expect(overlay.getAccount(1n)!.balanceMTA).toBe(1n);

    const failed = overlay.fork();
    failed.getOrCreateAccount(5n);
    failed.delete(ACCOUNTS, 1n);
    expect(overlay.getAccount(5n)).toBeUndefined();
    expect(overlay.getAccount(1n)!.balanceMTA).toBe(1n);

    const changes = [...overlay.changes()];
    expect(changes).toHaveLength(1);
    expect((changes[0]!.prior as Account).balanceMTA).toBe(100n);
  });

  it("a merged fork's first writes keep the source's value as their prior", () => {
    const { overlay, original } = setup();
    overlay.getOrCreateAccount(2n);
    const child = overlay.fork();
    child.putAccount({ ...child.getAccount(1n)!, balanceMTA: 3n });
    child.putAccount({ ...child.getAccount(2n)!, balanceMTA: 4n });
    child.delete(ACCOUNTS, 2n);
    overlay.merge(child);
    // Keys in first-write order: 2 was written here before the fork wrote 1.
    expect([...overlay.changes()].map((c) => [c.key, c.prior, (c.next as Account | undefined)?.balanceMTA])).toEqual([
      [2n, undefined, undefined],
      [1n, original, 3n],
    ]);
    expect([...overlay.changedKeys(ACCOUNTS)]).toEqual([2n, 1n]);
  });

  it('keeps events in order; a fork adds its events on merge and drops them with itself', () => {
    const { overlay } = setup();
    overlay.emit(event('a'));
    const ok = overlay.fork();
    ok.emit(event('b', 11n));
    expect(ok.events).toEqual([event('b', 11n)]); // a fork starts with no events of its own
    expect(overlay.events).toEqual([event('a')]);
    overlay.merge(ok);
    expect(overlay.events).toEqual([event('a'), event('b', 11n)]);
    const failed = overlay.fork();
    failed.emit(event('c'));
    overlay.emit(event('d'));
    expect(overlay.events.map((e) => e.name)).toEqual(['a', 'b', 'd']);
  });

  it('refuses to merge an overlay that is not its fork', () => {
    const { overlay, source } = setup();
    const stranger = new StateOverlay({ height: 5, blockTimestamp: 300 }, { source });
    expect(() => overlay.merge(stranger)).toThrow(expect.objectContaining({ code: StateErrorCode.FOREIGN_OVERLAY }));
    const grandchild = overlay.fork().fork();
    expect(() => overlay.merge(grandchild)).toThrow(expect.objectContaining({ code: StateErrorCode.FOREIGN_OVERLAY }));
  });

  it('refuses to merge a fork whose parent was written after the fork (STALE_FORK)', () => {
    const { overlay } = setup();
    const child = overlay.fork();
    child.putAccount({ ...child.getAccount(1n)!, balanceMTA: 5n });
    overlay.putAccount({ ...overlay.getAccount(1n)!, balanceMTA: 6n });
    expect(() => overlay.merge(child)).toThrow(expect.objectContaining({ code: StateErrorCode.STALE_FORK }));
    expect(overlay.getAccount(1n)!.balanceMTA).toBe(6n);

    // Siblings: once one is merged the other is out of date.
    const first = overlay.fork();
    const second = overlay.fork();
    first.getOrCreateAccount(20n);
    second.getOrCreateAccount(21n);
    overlay.merge(first);
    expect(() => overlay.merge(second)).toThrow(expect.objectContaining({ code: StateErrorCode.STALE_FORK }));
    expect(overlay.getAccount(21n)).toBeUndefined();

    // A delete and an event count as writes (the child's events would land out of order); a
    // read does not.
    const afterDelete = overlay.fork();
    overlay.delete(ACCOUNTS, 20n);
    expect(() => overlay.merge(afterDelete)).toThrow(expect.objectContaining({ code: StateErrorCode.STALE_FORK }));
    const afterEvent = overlay.fork();
    overlay.emit(event('parent'));
    expect(() => overlay.merge(afterEvent)).toThrow(expect.objectContaining({ code: StateErrorCode.STALE_FORK }));
    const afterRead = overlay.fork();
    afterRead.getOrCreateAccount(22n);
    overlay.getAccount(1n);
    expect(() => overlay.merge(afterRead)).not.toThrow();
    expect(overlay.getAccount(22n)).toBeDefined();
  });
});

// An indexed test table: orders by owner then price, and a partial index of cheap ones.
interface Order {
  readonly owner: bigint;
  readonly price: number;
}

const ORDERS: Table<bigint, Order> = defineTable<bigint, Order>({
  name: 'testOrders',
  bucket: 200,
  key: u64Key,
  value: {
    encode: (o: Order) => new ByteWriter(16).u64(o.owner).u32(o.price).finish(),
    decode: (bytes: Uint8Array): Order => {
      const r = new ByteReader(bytes);
      const o = { owner: r.u64(), price: r.u32() };
      r.end();
      return o;
    },
  },
  cache: 'all',
  indexes: [
    { name: 'byOwner', entry: (o: Order) => [o.owner, o.price] },
    { name: 'cheap', entry: (o: Order) => (o.price < 10 ? [o.price] : undefined) },
  ],
});

describe('StateOverlay: indexed tables', () => {
  function indexed(): { source: MemoryStore; overlay: StateOverlay } {
    const source = new MemoryStore();
    const seed = source.beginBlock(0, 0);
    seed.put(ORDERS, 1n, { owner: 7n, price: 30 });
    seed.put(ORDERS, 2n, { owner: 7n, price: 5 });
    seed.put(ORDERS, 3n, { owner: 8n, price: 5 });
    source.commit(seed);
    return { source, overlay: source.beginBlock(1, 10) };
  }
  const keys = (rows: ReadonlyArray<readonly [bigint, Order]>) => rows.map(([k]) => k);

  it("scans the source's index, then its own writes, without touching the source's", () => {
    const { source, overlay } = indexed();
    expect(keys(overlay.scan(ORDERS, 'byOwner'))).toEqual([2n, 1n, 3n]);
    expect(keys(overlay.scan(ORDERS, 'byOwner', { prefix: [7n] }))).toEqual([2n, 1n]);
    expect(keys(overlay.scan(ORDERS, 'byOwner', { prefix: [7n], limit: 1 }))).toEqual([2n]);
    expect(keys(overlay.scan(ORDERS, 'cheap'))).toEqual([2n, 3n]); // equal sort keys: by primary key

    overlay.put(ORDERS, 4n, { owner: 7n, price: 1 });
    overlay.put(ORDERS, 2n, { owner: 8n, price: 50 }); // moves between owners, leaves 'cheap'
    overlay.delete(ORDERS, 3n);
    expect(overlay.scan(ORDERS, 'byOwner', { prefix: [7n] })).toEqual([
      [4n, { owner: 7n, price: 1 }],
      [1n, { owner: 7n, price: 30 }],
    ]);
    expect(keys(overlay.scan(ORDERS, 'byOwner', { prefix: [8n] }))).toEqual([2n]);
    expect(keys(overlay.scan(ORDERS, 'cheap'))).toEqual([4n]);
    expect(keys(overlay.scan(ORDERS, 'byOwner', { prefix: [9n] }))).toEqual([]);

    expect(keys(source.scan(ORDERS, 'byOwner'))).toEqual([2n, 1n, 3n]);
    expect(keys(source.scan(ORDERS, 'cheap'))).toEqual([2n, 3n]);

    source.commit(overlay);
    expect(keys(source.scan(ORDERS, 'byOwner'))).toEqual([4n, 1n, 2n]);
    expect(keys(source.scan(ORDERS, 'cheap'))).toEqual([4n]);
  });

  it('a fork scans its parent and its own writes; merge adopts its index, a drop leaves none', () => {
    const { overlay } = indexed();
    overlay.put(ORDERS, 4n, { owner: 7n, price: 1 });
    const child = overlay.fork();
    expect(keys(child.scan(ORDERS, 'byOwner', { prefix: [7n] }))).toEqual([4n, 2n, 1n]);
    child.put(ORDERS, 5n, { owner: 7n, price: 2 });
    child.delete(ORDERS, 4n);
    expect(keys(child.scan(ORDERS, 'byOwner', { prefix: [7n] }))).toEqual([5n, 2n, 1n]);
    expect(keys(overlay.scan(ORDERS, 'byOwner', { prefix: [7n] }))).toEqual([4n, 2n, 1n]);
    overlay.merge(child);
    expect(keys(overlay.scan(ORDERS, 'byOwner', { prefix: [7n] }))).toEqual([5n, 2n, 1n]);
    expect(keys(overlay.scan(ORDERS, 'cheap'))).toEqual([5n, 2n, 3n]);

    const dropped = overlay.fork();
    dropped.put(ORDERS, 6n, { owner: 7n, price: 0 });
    dropped.delete(ORDERS, 2n);
    expect(keys(dropped.scan(ORDERS, 'byOwner', { prefix: [7n] }))).toEqual([6n, 5n, 1n]);
    expect(keys(overlay.scan(ORDERS, 'byOwner', { prefix: [7n] }))).toEqual([5n, 2n, 1n]);
    expect(keys(overlay.scan(ORDERS, 'cheap'))).toEqual([5n, 2n, 3n]);
  });

  it('a fork of an overlay that never wrote the table scans the source', () => {
    const { source, overlay } = indexed();
    const child = overlay.fork();
    child.put(ORDERS, 9n, { owner: 8n, price: 3 });
    expect(keys(child.scan(ORDERS, 'byOwner', { prefix: [8n] }))).toEqual([9n, 3n]);
    expect(overlay.indexTreesOf(ORDERS)).toBeUndefined();
    overlay.merge(child);
    expect(keys(overlay.scan(ORDERS, 'byOwner', { prefix: [8n] }))).toEqual([9n, 3n]);
    expect(keys(source.scan(ORDERS, 'byOwner', { prefix: [8n] }))).toEqual([3n]);
    expect(() => overlay.scan(ORDERS, 'nope')).toThrow();
  });
});
