import { describe, it, expect } from '@jest/globals';
import type { Account } from '../../src/domain/types.js';
import { StorageErrorCode } from '../../src/storage/errors.js';
import { LedgerOverlay, type AccountSource } from '../../src/storage/ledger-overlay.js';

const acc = (id: bigint, balance: bigint): Account => ({ id, publicKey: null, balanceMTA: balance, forgedBalanceMTA: 0n, creationHeight: 1, balanceHistory: [[1, balance]] });

class MapSource implements AccountSource {
  reads = 0;
  constructor(readonly map: Map<bigint, Account>) {}
  readAccount(id: bigint): Account | undefined {
    this.reads++;
    return this.map.get(id);
  }
}

function setup(): { source: MapSource; overlay: LedgerOverlay; original: Account } {
  const original = acc(1n, 100n);
  const source = new MapSource(new Map([[1n, original]]));
  return { source, original, overlay: new LedgerOverlay({ height: 5, blockTimestamp: 300 }, { source }) };
}

describe('LedgerOverlay', () => {
  it('reads through to the source and stages writes without touching it', () => {
    const { source, overlay, original } = setup();
    const a = overlay.getAccount(1n)!;
    overlay.putAccount({ ...a, balanceMTA: 40n, balanceHistory: [...a.balanceHistory, [5, 40n]] });
    expect(overlay.getAccount(1n)!.balanceMTA).toBe(40n);
    expect(original.balanceMTA).toBe(100n);
    expect(original.balanceHistory).toEqual([[1, 100n]]);
    expect(source.map.get(1n)).toBe(original);
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
    expect([...overlay.changes()]).toEqual([{ id: 2n, prior: undefined, next: created }]);
    expect(overlay.getOrCreateAccount(1n).balanceMTA).toBe(100n);
  });

  it('reports each changed account once with its value before the overlay', () => {
    const { overlay, original } = setup();
    for (const delta of [10n, 20n]) {
      const a = overlay.getAccount(1n)!;
      overlay.putAccount({ ...a, balanceMTA: a.balanceMTA - delta });
    }
    const b = overlay.getOrCreateAccount(9n);
    overlay.putAccount({ ...b, balanceMTA: 30n });
    overlay.getAccount(3n); // a read alone is no change
    const changes = [...overlay.changes()];
    expect(changes.map((c) => [c.id, c.prior?.balanceMTA, c.next.balanceMTA])).toEqual([
      [1n, 100n, 70n],
      [9n, undefined, 30n],
    ]);
    expect(changes[0]!.prior).toBe(original);
  });

  it('reads each account from the source once', () => {
    const { source, overlay } = setup();
    overlay.getAccount(1n);
    overlay.getAccount(1n);
    overlay.putAccount(overlay.getAccount(1n)!);
    overlay.getAccount(4n);
    overlay.getAccount(4n);
    expect(source.reads).toBe(2);
  });

  it('forks: a child sees the parent, merges its writes on success, is dropped on failure', () => {
    const { overlay } = setup();
    const ok = overlay.fork();
    ok.putAccount({ ...ok.getAccount(1n)!, balanceMTA: 1n });
    expect(overlay.getAccount(1n)!.balanceMTA).toBe(100n);
    overlay.merge(ok);
    expect(overlay.getAccount(1n)!.balanceMTA).toBe(1n);

    const failed = overlay.fork();
    failed.getOrCreateAccount(5n);
    expect(overlay.getAccount(5n)).toBeUndefined();

    const changes = [...overlay.changes()];
    expect(changes).toHaveLength(1);
    expect(changes[0]!.prior?.balanceMTA).toBe(100n);
  });

  it('refuses to merge an overlay that is not its fork', () => {
    const { overlay, source } = setup();
    const stranger = new LedgerOverlay({ height: 5, blockTimestamp: 300 }, { source });
    expect(() => overlay.merge(stranger)).toThrow(expect.objectContaining({ code: StorageErrorCode.FOREIGN_OVERLAY }));
  });
});
