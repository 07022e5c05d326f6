// The pool's entries: by id, in a worst-first heap (eviction), and in pool order on demand. Order:
// fee per share of a block, higher first, then arrival; the share is the larger of the
// transaction's bytes over the block's payload and, for a type that runs contract code, its gas
// over the block's gas (so it is fee per byte for every other transaction). When the pool is full
// a newcomer evicts the lowest-priority entry if it ranks above it, and is refused otherwise.
import type { Transaction } from '../../domain/transaction.js';
import { ChainError, ChainErrorReason } from '../errors.js';
import { comparePriority, WorstFirstHeap, type PoolEntry } from './pool-heap.js';

/** The share of a block `tx` takes, as numerator and denominator: max(size / maxPayloadLength,
 * gas / blockGasLimit). Local policy (pool order), never consensus. */
export function blockShare(tx: Transaction, size: number, maxPayloadLength: number): { readonly num: bigint; readonly den: bigint } {
  const bytes = { num: BigInt(size), den: BigInt(maxPayloadLength) };
  const gas = tx.txType.blockGasOf?.(tx);
  if (gas === undefined || gas.gas <= 0n || gas.blockLimit <= 0n) return bytes;
  // gas / limit > size / payload  <=>  gas * payload > size * limit
  return gas.gas * bytes.den > bytes.num * gas.blockLimit ? { num: gas.gas, den: gas.blockLimit } : bytes;
}

/** A pool entry; `maxPayloadLength` is the block payload its share is measured against. */
export function poolEntry(tx: Transaction, seq: number, maxPayloadLength: number): PoolEntry {
  const size = tx.size;
  const feeMTA = tx.feeMTA;
  const share = blockShare(tx, size, maxPayloadLength);
  const rate = (Number(feeMTA) * Number(share.den)) / Number(share.num);
  return { tx, id: tx.id, senderId: tx.senderId, costMTA: tx.amountMTA + feeMTA, feeMTA, size, weightNum: share.num, weightDen: share.den, rate, seq, heapIndex: -1 };
}

export class PoolEntries {
  private readonly byId = new Map<bigint, PoolEntry>();
  private readonly heap = new WorstFirstHeap();
  /** Pool order, rebuilt on demand after a change. */
  private orderCache: PoolEntry[] | undefined;
  /** Sum of the entries' signed sizes, kept as they come and go so reading it costs nothing. */
  private totalBytes = 0;

  constructor(readonly maxSize: number) {}

  get size(): number {
    return this.byId.size;
  }

  /** Bytes of the pooled transactions (signed form). */
  get bytes(): number {
    return this.totalBytes;
  }

  get(id: bigint): PoolEntry | undefined {
    return this.byId.get(id);
  }

  has(id: bigint): boolean {
    return this.byId.has(id);
  }

  values(): IterableIterator<PoolEntry> {
    return this.byId.values();
  }


  /** The entry a newcomer must evict when the pool is full (undefined: room left). Throws
   * MEMPOOL_FULL when the newcomer does not rank above the worst entry. */
  evictionFor(entry: PoolEntry): PoolEntry | undefined {
    if (this.byId.size < this.maxSize) return undefined;
    const worst = this.heap.peekWorst()!;
    if (comparePriority(entry, worst) >= 0) {
      throw new ChainError(ChainErrorReason.MEMPOOL_FULL, `the pool holds ${this.maxSize} transactions paying at least as much per share of a block (per byte, unless it runs contract code)`, { param: 'feeMTA' });
    }
    return worst;
  }

  insert(entry: PoolEntry): void {
    this.byId.set(entry.id, entry);
    this.heap.push(entry);
    this.totalBytes += entry.size;
    this.orderCache = undefined;
  }

  /** Takes the entry out; false when it was not (or no longer) in the pool. */
  remove(entry: PoolEntry): boolean {
    if (this.byId.get(entry.id) !== entry) return false;
    this.byId.delete(entry.id);
    this.heap.remove(entry);
    this.totalBytes -= entry.size;
    this.orderCache = undefined;
    return true;
  }

  clear(): void {
    this.byId.clear();
    this.heap.clear();
    this.totalBytes = 0;
    this.orderCache = undefined;
  }

  /** Entries in pool order (shared array: do not modify). */
  ordered(): PoolEntry[] {
    if (this.orderCache === undefined) this.orderCache = [...this.byId.values()].sort(comparePriority);
    return this.orderCache;
  }

  /** Transactions in pool order, optionally of one account (sender or recipient), from
   * position firstIndex to lastIndex (inclusive). */
  page(opts: { account?: bigint; firstIndex?: number; lastIndex?: number }): Transaction[] {
    const first = Math.max(0, opts.firstIndex ?? 0);
    const last = opts.lastIndex ?? Number.MAX_SAFE_INTEGER;
    const out: Transaction[] = [];
    let position = 0;
    for (const entry of this.ordered()) {
      if (opts.account !== undefined && entry.senderId !== opts.account && entry.tx.recipientId !== opts.account) continue;
      if (position > last) break;
      if (position >= first) out.push(entry.tx);
      position++;
    }
    return out;
  }
}
