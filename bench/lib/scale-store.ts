// Devnet stores of N funded accounts and N confirmed transactions for the scale bench, built
// block by block through the Blockchain service (consensus forging, every block validated and
// committed as a node would) without holding the chain in memory, and cached under the OS temp
// dir by size and format version, since 10M takes many minutes to build.
//
// The network is the devnet on the throughput profile (blocks of up to 8,192 transactions, 2 s
// block time): the same rules, 32x fewer blocks to forge than Nxt's 255-transaction blocks. A
// node opens the store with node.profile=throughput.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { THROUGHPUT_PROFILE, devnetParams, type NetworkParams } from '../../src/domain/network-params.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { earliestGenerator } from '../../src/domain/consensus.js';
import { forgeBlock } from '../../src/domain/forging.js';
import type { Transaction } from '../../src/domain/transaction.js';
import type { Block } from '../../src/domain/block.js';
import { ChainStore } from '../../src/storage/chain-store.js';
import { Blockchain } from '../../src/chain/blockchain.js';
import { SystemTimeSource } from '../../src/chain/time.js';
import { devnetKeys } from './funded-store.js';
import { signedPayment } from './fixtures.js';
import type { BenchKey } from './keys.js';
import { BENCH_RULES } from './rules.js';
import { CHAIN_SUBDIR } from './api-node.js';

/** Bump when what a cached store holds changes (its accounts, blocks or the store's layout). */
export const SCALE_STORE_FORMAT = 2;
const CACHE_ROOT = join(tmpdir(), 'totem-scale-cache');

/** The devnet a node runs with node.profile=throughput (nodeParams in src/node.ts). */
export function scaleParams(): NetworkParams {
  return devnetParams({ ...THROUGHPUT_PROFILE });
}

/** The i-th funded account: an id with no key, derived from its index. */
export function scaleAccountId(i: number): bigint {
  return createHash('sha256').update(`scale-account-${i}`).digest().readBigUInt64LE(0);
}

export interface ScaleStore {
  /** The node's data dir (the store is its chain/ subdir). */
  readonly dataDir: string;
  readonly accounts: number;
  readonly height: number;
  /** Seconds the build took (when built by this run; from the cache's record otherwise). */
  readonly buildSeconds: number;
  readonly reused: boolean;
}

interface CacheRecord {
  readonly format: number;
  readonly accounts: number;
  readonly height: number;
  readonly tipId: string;
  readonly buildSeconds: number;
}

/** A Blockchain on the store that trusts every signature (the builder made them). It keeps two
 * parsed blocks, not the node's 300: blocks of 16k payments would hold gigabytes. */
export async function openTrustingChain(store: ChainStore, params: NetworkParams): Promise<Blockchain> {
  return Blockchain.open({ params, rules: BENCH_RULES, recentBlocks: 2 }, { store, timeSource: new SystemTimeSource(params), verified: { isVerified: () => true } });
}

/** The next block on the chain's tip by the earliest devnet forger, holding the transactions
 * `make(timestamp)` returns (not pushed). */
export async function forgeNext(chain: Blockchain, params: NetworkParams, forgers: readonly BenchKey[], make: (timestamp: number) => Transaction[]): Promise<Block> {
  const basis = await chain.forgingBasis(forgers.map((k) => k.accountId));
  const best = earliestGenerator(
    basis.previous,
    forgers.map((keyPair, i) => ({ keyPair, publicKey: keyPair.publicKey, effectiveBalanceCoins: basis.effectiveBalancesCoins[i]! })),
  );
  if (best === undefined) throw new Error('no devnet account can forge');
  return forgeBlock({
    previous: basis.previous,
    ...(basis.ancestorTimestamp !== undefined ? { ancestorTimestamp: basis.ancestorTimestamp } : {}),
    timestamp: best.hitTime,
    transactions: make(best.hitTime),
    keyPair: best.candidate.keyPair,
    params,
  });
}

export async function pushOrThrow(chain: Blockchain, block: Block): Promise<void> {
  const result = await chain.pushBlock(block);
  if (result.status !== 'pushed') throw new Error(`block at height ${block.height} not pushed: ${result.status}`);
}

/** The cached store of `accounts` funded accounts, built first when missing or stale. */
export async function scaleStore(accounts: number, log: (line: string) => void): Promise<ScaleStore> {
  const dir = join(CACHE_ROOT, `v${SCALE_STORE_FORMAT}-${accounts}`);
  const dataDir = join(dir, 'data');
  const recordFile = join(dir, 'store.json');
  if (existsSync(recordFile)) {
    const record = JSON.parse(await readFile(recordFile, 'utf8')) as CacheRecord;
    if (record.format === SCALE_STORE_FORMAT && record.accounts === accounts && (await tipIs(dataDir, record))) {
      log(`scale: reusing the ${accounts.toLocaleString('en-US')}-account store in ${dir} (built in ${record.buildSeconds.toFixed(0)} s)`);
      return { dataDir, accounts, height: record.height, buildSeconds: record.buildSeconds, reused: true };
    }
  }
  await rm(dir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const perBlock = THROUGHPUT_PROFILE.maxTransactionsPerBlock;
  log(
    `scale: building a store of ${accounts.toLocaleString('en-US')} funded accounts (${Math.ceil(accounts / perBlock).toLocaleString('en-US')} blocks of up to ${perBlock} payments) in ${dir}; ` +
      `about 100 s per million accounts on this machine, kept for later runs`,
  );
  const t0 = process.hrtime.bigint();
  const params = scaleParams();
  const forgers = devnetKeys();
  const store = await ChainStore.open({ path: join(dataDir, CHAIN_SUBDIR), preloadAccounts: false }, { tables: BENCH_RULES.tables });
  let height: number;
  let tipId: bigint;
  try {
    const chain = await openTrustingChain(store, params);
    const genesisId = chain.tip.id;
    let lastLog = Date.now();
    for (let first = 0; first < accounts; first += perBlock) {
      const count = Math.min(perBlock, accounts - first);
      const block = await forgeNext(chain, params, forgers, (timestamp) =>
        Array.from({ length: count }, (_, j) =>
          signedPayment({ sender: forgers[(first + j) % forgers.length]!, recipientId: scaleAccountId(first + j), amountMTA: ONE_COIN, timestamp, ecBlockHeight: 0, ecBlockId: genesisId }),
        ),
      );
      await pushOrThrow(chain, block);
      if (Date.now() - lastLog > 30_000) {
        lastLog = Date.now();
        const s = Number(process.hrtime.bigint() - t0) / 1e9;
        log(`scale: ${(first + count).toLocaleString('en-US')} of ${accounts.toLocaleString('en-US')} accounts funded after ${s.toFixed(0)} s`);
      }
    }
    height = chain.tip.height;
    tipId = chain.tip.id;
  } finally {
    await store.close();
  }
  const buildSeconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const record: CacheRecord = { format: SCALE_STORE_FORMAT, accounts, height, tipId: tipId.toString(), buildSeconds };
  await writeFile(recordFile, JSON.stringify(record));
  log(`scale: built ${accounts.toLocaleString('en-US')} accounts, height ${height}, in ${buildSeconds.toFixed(0)} s`);
  return { dataDir, accounts, height, buildSeconds, reused: false };
}

/** Whether the cached store still ends at the recorded tip (a run that died mid-apply leaves
 * blocks on it; it is then rebuilt). */
async function tipIs(dataDir: string, record: CacheRecord): Promise<boolean> {
  try {
    const store = await ChainStore.open({ path: join(dataDir, CHAIN_SUBDIR), preloadAccounts: false }, { tables: BENCH_RULES.tables });
    try {
      const tip = store.tip();
      return tip !== undefined && tip.height === record.height && tip.blockId.toString() === record.tipId;
    } finally {
      await store.close();
    }
  } catch {
    return false;
  }
}
