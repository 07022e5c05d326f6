// Lanes of blocks pushed on disk, shared by the capability benchmarks that compare their blocks
// with payment blocks: blocks serialised once by the fixture builder (so the timed lanes parse
// their own copies), a Blockchain on a ChainStore in classic-level per lane, signatures known as
// verified (the mempool's case), and per-block timings whose median is the figure.
import { performance } from 'node:perf_hooks';
import { Block } from '../../src/domain/block.js';
import { bytesEqual } from '../../src/domain/hex.js';
import type { NetworkParams } from '../../src/domain/network-params.js';
import type { Transaction } from '../../src/domain/transaction.js';
import { Blockchain, type VerifiedTransactions } from '../../src/chain/blockchain.js';
import { SystemTimeSource } from '../../src/chain/time.js';
import { ChainStore } from '../../src/storage/chain-store.js';
import { timed } from './timer.js';
import { BENCH_REGISTRY, BENCH_RULES } from './rules.js';

export type SerialBlock = { bytes: Uint8Array; height: number; cumulativeDifficulty: bigint };

export function serial(blocks: readonly Block[]): SerialBlock[] {
  return blocks.map((b) => ({ bytes: b.fullBytes(), height: b.height, cumulativeDifficulty: b.cumulativeDifficulty }));
}

export function parse(blocks: readonly SerialBlock[]): Block[] {
  return blocks.map((b) => Block.fromFullBytes(b.bytes, b.height, b.cumulativeDifficulty, BENCH_REGISTRY));
}

/** Stands in for the mempool that admitted (and verified) every one of these transactions. */
export function verifiedSet(blocks: readonly Block[]): VerifiedTransactions {
  const hashes = new Map<bigint, Uint8Array>();
  for (const block of blocks) for (const tx of block.transactions) hashes.set(tx.id, tx.fullHash);
  return { isVerified: (tx: Transaction) => bytesEqual(hashes.get(tx.id) ?? new Uint8Array(0), tx.fullHash) };
}

export interface Lane {
  readonly chain: Blockchain;
  readonly store: ChainStore;
  seconds: number;
  /** Each timed push's seconds: the figures are the median block of each lane, which a pause
   * from outside (a neighbour's load, a LevelDB compaction flushing) moves far less than a sum. */
  readonly blockSeconds: number[];
  /** performance.now() spans of its timed pushes, to tell which GC pauses fell inside them. */
  readonly spans: Array<readonly [number, number]>;
}

/** Milliseconds of GC pauses that began inside the lane's spans. */
export function gcInside(lane: Lane, pauses: ReadonlyArray<readonly [number, number]>): number {
  let ms = 0;
  for (const [start, duration] of pauses) if (lane.spans.some(([a, b]) => start >= a && start < b)) ms += duration;
  return ms;
}

export async function openLane(params: NetworkParams, dir: string, blocks: readonly Block[]): Promise<Lane> {
  const store = await ChainStore.open({ path: dir }, { tables: BENCH_RULES.tables });
  const chain = await Blockchain.open({ params, rules: BENCH_RULES }, { store, timeSource: new SystemTimeSource(params), verified: verifiedSet(blocks) });
  return { chain, store, seconds: 0, blockSeconds: [], spans: [] };
}

export async function push(lane: Lane, block: Block): Promise<void> {
  const from = performance.now();
  const t = await timed(() => lane.chain.pushBlock(block));
  lane.spans.push([from, performance.now()]);
  if (t.value.status !== 'pushed') throw new Error(`block at height ${block.height} was not pushed: ${t.value.status}`);
  lane.seconds += t.seconds;
  lane.blockSeconds.push(t.seconds);
}

/** Forgets the setup blocks' timings (pushed before the timed section). */
export function resetTimings(lane: Lane): void {
  lane.seconds = 0;
  lane.blockSeconds.length = 0;
  lane.spans.length = 0;
}
