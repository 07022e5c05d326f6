// In-process measurements on a scale store, opened as a full node opens it (default store
// options): the open itself, the duplicate check, and block application of payments from the
// devnet accounts to random funded accounts. The blocks applied are popped again afterwards, so
// the cached store is left as it was built.
import { join } from 'node:path';
import { ONE_COIN } from '../../src/domain/constants.js';
import { ChainStore, type ChainStoreStats } from '../../src/storage/chain-store.js';
import type { Block } from '../../src/domain/block.js';
import { CHAIN_SUBDIR } from './api-node.js';
import { devnetKeys } from './funded-store.js';
import { signedPayment } from './fixtures.js';
import { BENCH_RULES } from './rules.js';
import { forgeNext, openTrustingChain, pushOrThrow, scaleAccountId, scaleParams } from './scale-store.js';
import { collectGarbage } from './timer.js';

export interface ApplyFigures {
  /** Main-thread CPU of ChainStore.open, ms. */
  readonly openCpuMs: number;
  readonly stats: ChainStoreStats;
  /** hasTransaction of an id never confirmed / of a confirmed one, µs each. */
  readonly absentCheckUs: number;
  readonly presentCheckUs: number;
  readonly blocks: number;
  readonly perBlock: number;
  /** Payments per second of pushBlock, wall and main-thread CPU. */
  readonly txPerSecond: number;
  readonly cpuUsPerTx: number;
}

/** Deterministic pseudo-random indices (xorshift32), so every run applies the same payments. */
function indices(seed: number): () => number {
  let x = seed | 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  };
}

function cpuUs(): number {
  const u = process.cpuUsage();
  return u.user + u.system;
}

export async function measureApply(dataDir: string, accounts: number, opts: { blocks: number; perBlock: number }): Promise<ApplyFigures> {
  collectGarbage();
  const c0 = cpuUs();
  const store = await ChainStore.open({ path: join(dataDir, CHAIN_SUBDIR) }, { tables: BENCH_RULES.tables });
  const openCpuMs = (cpuUs() - c0) / 1000;
  const stats = store.stats();
  const params = scaleParams();
  const forgers = devnetKeys();
  try {
    const chain = await openTrustingChain(store, params);
    const startHeight = chain.tip.height;
    const genesisId = store.getBlockIdAtHeight(0)!;
    const next = indices(accounts);
    // Blocks forged and signed first (untimed), applied one after the other (timed).
    const blocks: Block[] = [];
    let seconds = 0;
    let cpu = 0;
    let k = 0;
    const confirmed: bigint[] = [];
    for (let b = 0; b < opts.blocks; b++) {
      const block = await forgeNext(chain, params, forgers, (timestamp) =>
        Array.from({ length: opts.perBlock }, () => {
          const i = k++;
          return signedPayment({
            sender: forgers[i % forgers.length]!,
            recipientId: scaleAccountId(next() % accounts),
            // Unique per payment, so no two are the same transaction.
            amountMTA: ONE_COIN + BigInt(i),
            timestamp,
            ecBlockHeight: 0,
            ecBlockId: genesisId,
          });
        }),
      );
      const w0 = process.hrtime.bigint();
      const p0 = cpuUs();
      await pushOrThrow(chain, block);
      cpu += cpuUs() - p0;
      seconds += Number(process.hrtime.bigint() - w0) / 1e9;
      blocks.push(block);
      for (const tx of block.transactions) confirmed.push(tx.id);
    }
    const absentCheckUs = timeChecks(store, Array.from({ length: 200_000 }, (_, i) => scaleAccountId(accounts + i)), false);
    const presentCheckUs = timeChecks(store, confirmed, true);
    await chain.popOff({ height: startHeight });
    const txs = opts.blocks * opts.perBlock;
    return { openCpuMs, stats, absentCheckUs, presentCheckUs, blocks: opts.blocks, perBlock: opts.perBlock, txPerSecond: txs / seconds, cpuUsPerTx: cpu / txs };
  } finally {
    await store.close();
  }
}

/** µs per ChainStore.hasTransaction over `ids`, each expected to answer `expected`. */
function timeChecks(store: ChainStore, ids: readonly bigint[], expected: boolean): number {
  const t0 = process.hrtime.bigint();
  for (const id of ids) if (store.hasTransaction(id) !== expected) throw new Error(`hasTransaction(${id}) is not ${expected}`);
  return Number(process.hrtime.bigint() - t0) / 1e3 / ids.length;
}
