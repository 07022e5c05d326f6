// The chain bench/engines.ts feeds to each storage engine: blocks funding N accounts (as many
// payments per block as the throughput profile's devnet allows, built with scale-store.ts's
// helpers), then blocks of payments from the devnet accounts to random funded accounts (the
// apply-at-scale phase). Forged once through a throwaway store and kept as a file of block bytes under the OS
// temp dir, so both engines get the very same blocks and later runs skip the forging.
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ONE_COIN } from '../../src/domain/constants.js';
import { THROUGHPUT_PROFILE } from '../../src/domain/network-params.js';
import { Block } from '../../src/domain/block.js';
import { ChainStore } from '../../src/storage/chain-store.js';
import { devnetKeys } from './funded-store.js';
import { signedPayment } from './fixtures.js';
import { BENCH_RULES } from './rules.js';
import { forgeNext, openTrustingChain, pushOrThrow, scaleAccountId, scaleParams } from './scale-store.js';

/** Bump when the blocks a fixture file holds change. */
const FIXTURE_FORMAT = 1;
const CACHE_ROOT = join(tmpdir(), 'totem-engines-cache');

export interface FixtureFile {
  readonly path: string;
  readonly accounts: number;
  /** Blocks 1..fundingBlocks fund the accounts; the `applyBlocks` after them pay random ones. */
  readonly fundingBlocks: number;
  readonly applyBlocks: number;
  /** Payments per block (the throughput profile's most). */
  readonly perBlock: number;
}

/** One stored block: u32 length, u32 height, u64 cumulative difficulty (16 bytes, big-endian
 * u128), then the full block bytes. */
function frame(block: Block): Uint8Array {
  const bytes = block.fullBytes();
  const out = new Uint8Array(24 + bytes.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, bytes.length);
  view.setUint32(4, block.height);
  view.setBigUint64(8, block.cumulativeDifficulty >> 64n);
  view.setBigUint64(16, block.cumulativeDifficulty & 0xffff_ffff_ffff_ffffn);
  out.set(bytes, 24);
  return out;
}

/** The fixture for `accounts` accounts and `applyBlocks` payment blocks, forged first if missing. */
export async function engineFixture(accounts: number, applyBlocks: number, log: (line: string) => void): Promise<FixtureFile> {
  const perBlock = THROUGHPUT_PROFILE.maxTransactionsPerBlock;
  const fundingBlocks = Math.ceil(accounts / perBlock);
  const path = join(CACHE_ROOT, `v${FIXTURE_FORMAT}-${accounts}-${applyBlocks}.blocks`);
  const fixture = { path, accounts, fundingBlocks, applyBlocks, perBlock };
  if (existsSync(path)) {
    log(`engines: reusing the forged chain ${path}`);
    return fixture;
  }
  await mkdir(CACHE_ROOT, { recursive: true });
  const scratch = join(CACHE_ROOT, `forge-${process.pid}`);
  await rm(scratch, { recursive: true, force: true });
  log(`engines: forging ${fundingBlocks} blocks funding ${accounts.toLocaleString('en-US')} accounts and ${applyBlocks} blocks of ${perBlock} payments among them (kept in ${path})`);
  const t0 = Date.now();
  const params = scaleParams();
  const forgers = devnetKeys();
  const store = await ChainStore.open({ path: scratch, preloadAccounts: false, accountCacheSize: 10_000 }, { tables: BENCH_RULES.tables });
  const file = await open(`${path}.tmp`, 'w');
  try {
    const chain = await openTrustingChain(store, params);
    const genesisId = chain.tip.id;
    const add = async (make: (timestamp: number) => ReturnType<typeof signedPayment>[]) => {
      const block = await forgeNext(chain, params, forgers, make);
      await pushOrThrow(chain, block);
      await file.write(frame(block));
    };
    for (let first = 0; first < accounts; first += perBlock) {
      const count = Math.min(perBlock, accounts - first);
      await add((timestamp) =>
        Array.from({ length: count }, (_, j) =>
          signedPayment({ sender: forgers[(first + j) % forgers.length]!, recipientId: scaleAccountId(first + j), amountMTA: ONE_COIN, timestamp, ecBlockHeight: 0, ecBlockId: genesisId }),
        ),
      );
    }
    // Recipients spread over all accounts by a fixed multiplicative step (deterministic).
    let k = 0;
    for (let b = 0; b < applyBlocks; b++) {
      await add((timestamp) =>
        Array.from({ length: perBlock }, () => {
          k++;
          return signedPayment({
            sender: forgers[k % forgers.length]!,
            recipientId: scaleAccountId((k * 2_654_435_761) % accounts),
            // Unique per k, so no two payments are the same transaction.
            amountMTA: ONE_COIN + BigInt(k),
            timestamp,
            ecBlockHeight: 0,
            ecBlockId: genesisId,
          });
        }),
      );
    }
  } finally {
    await file.close();
    await store.close();
    await rm(scratch, { recursive: true, force: true });
  }
  await rename(`${path}.tmp`, path);
  log(`engines: forged in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  return fixture;
}

/** The fixture's blocks in order, parsed one at a time as they are read (fresh objects). */
export async function* readBlocks(path: string): AsyncGenerator<Block> {
  let pending: Buffer = Buffer.alloc(0);
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 22 })) {
    pending = pending.length === 0 ? (chunk as Buffer) : Buffer.concat([pending, chunk as Buffer]);
    while (pending.length >= 24) {
      const length = pending.readUInt32BE(0);
      if (pending.length < 24 + length) break;
      const height = pending.readUInt32BE(4);
      const difficulty = (pending.readBigUInt64BE(8) << 64n) | pending.readBigUInt64BE(16);
      const bytes = new Uint8Array(pending.subarray(24, 24 + length));
      pending = pending.subarray(24 + length);
      yield Block.fromFullBytes(bytes, height, difficulty, BENCH_RULES.registry);
    }
  }
  if (pending.length > 0) throw new Error(`${path}: ${pending.length} bytes after the last whole block`);
}
