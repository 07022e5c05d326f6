// The long devnet chain of the long-sync bench: `blocks` blocks holding exactly `txs` payments,
// built once and kept under os.tmpdir() (building 100,000 blocks takes minutes), keyed by the
// sizes and a format version. What is kept: the chain store a full node opens as
// <dataDir>/chain, and the same blocks as a file ([u32 length][full bytes] per block, heights
// 1..blocks) for the local application baseline.
//
// Forging runs on the real Blockchain over the store being built (forgingBasis gives the tip, the
// retarget ancestor and the forgers' effective balances), so each block is applied once; the
// builder signed every payment itself, so the store's push skips signature checks.
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Block } from '../../src/domain/block.js';
import { devnetParams } from '../../src/domain/network-params.js';
import { MAX_TRANSACTIONS_PER_BLOCK, ONE_COIN } from '../../src/domain/constants.js';
import type { Transaction } from '../../src/domain/transaction.js';
import { Blockchain } from '../../src/chain/blockchain.js';
import { SystemTimeSource } from '../../src/chain/time.js';
import { ChainStore } from '../../src/storage/chain-store.js';
import { CHAIN_SUBDIR } from './api-node.js';
import { epochNow, prng, signedPayment } from './fixtures.js';
import { benchKeys, type BenchKey } from './keys.js';
import { devnetKeys } from './funded-store.js';
import { BENCH_RULES } from './rules.js';
import { forgeNext } from './scale-store.js';

/** Bumped whenever what is built changes, so an old cache is never reused. */
const FORMAT = 1;
const MAX_SENDERS = 10_000;
/** Blocks per write of the blocks file. */
const FILE_CHUNK = 1_000;

export interface LongChain {
  /** Holds `chain/` (a full node's store) and `blocks.bin`. */
  readonly dir: string;
  readonly storeDir: string;
  readonly blocksFile: string;
  readonly blocks: number;
  readonly txs: number;
  readonly senders: number;
  /** Accounts in the store at the tip (genesis, senders, recipients). */
  readonly accounts: number;
  /** Senders' account ids (keyed accounts), for the API load. */
  readonly senderIds: readonly string[];
  readonly tipId: string;
  /** Bytes of the blocks file. */
  readonly fileBytes: number;
  /** Whether it was built in this run (else reused from the cache). */
  readonly built: boolean;
  readonly buildSeconds: number;
}

type Manifest = Omit<LongChain, 'dir' | 'storeDir' | 'blocksFile' | 'built'>;

export function longChainDir(blocks: number, txs: number): string {
  return join(tmpdir(), `totem-longsync-v${FORMAT}-${blocks}b-${txs}tx`);
}

/** The chain of these sizes, from the cache or built now. */
export async function longChain(blocks: number, txs: number, log: (line: string) => void): Promise<LongChain> {
  const dir = longChainDir(blocks, txs);
  const paths = { dir, storeDir: join(dir, CHAIN_SUBDIR), blocksFile: join(dir, 'blocks.bin') };
  const manifestFile = join(dir, 'manifest.json');
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
    log(`long chain: reusing ${dir} (${manifest.blocks.toLocaleString('en-US')} blocks, built in ${manifest.buildSeconds.toFixed(0)} s)`);
    return { ...manifest, ...paths, built: false };
  }
  // Built beside the cache and renamed into place at the end: a run stopped half-way leaves
  // nothing that looks complete.
  const partial = `${dir}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  try {
    const t0 = Date.now();
    const manifest = await build(partial, blocks, txs, log, t0);
    await writeFile(join(partial, 'manifest.json'), JSON.stringify(manifest));
    await rm(dir, { recursive: true, force: true });
    await rename(partial, dir);
    return { ...manifest, ...paths, built: true };
  } catch (err) {
    await rm(partial, { recursive: true, force: true });
    throw err;
  }
}

/** Seeded 64-bit account ids that no key owns (recipients only). */
function newAccountIds(seed: number): () => bigint {
  const r = prng(seed);
  return () => {
    for (;;) {
      const id = (BigInt(Math.floor(r() * 2 ** 32)) << 32n) | BigInt(Math.floor(r() * 2 ** 32));
      if (id !== 0n) return id;
    }
  };
}

async function build(dir: string, blocks: number, txs: number, log: (line: string) => void, t0: number): Promise<Manifest> {
  const params = devnetParams();
  const devnet = devnetKeys();
  const senderCount = Math.max(10, Math.min(MAX_SENDERS, Math.floor(txs / 100)));
  const fundingBlocks = Math.ceil(senderCount / MAX_TRANSACTIONS_PER_BLOCK);
  const paymentBlocks = blocks - fundingBlocks;
  const paymentTxs = txs - senderCount;
  if (paymentBlocks < 1 || paymentTxs < 0 || paymentTxs > paymentBlocks * MAX_TRANSACTIONS_PER_BLOCK) {
    throw new Error(`cannot put ${txs} payments in ${blocks} blocks (${fundingBlocks} of them fund ${senderCount} senders)`);
  }
  log(`long chain: building ${blocks.toLocaleString('en-US')} devnet blocks holding ${txs.toLocaleString('en-US')} payments (${senderCount.toLocaleString('en-US')} senders) in ${dir}`);
  const senders = benchKeys('bench-longsync-sender', senderCount);
  // Each sender sends at most ceil(paymentTxs / senders) payments of at most 50 coins + 1 fee.
  const funding = BigInt(Math.ceil(paymentTxs / senderCount) + 1) * 52n * ONE_COIN;

  const store = await ChainStore.open({ path: join(dir, CHAIN_SUBDIR) }, { tables: BENCH_RULES.tables });
  const file = await open(join(dir, 'blocks.bin'), 'w');
  let fileBytes = 0;
  try {
    const chain = await Blockchain.open({ params, rules: BENCH_RULES }, { store, timeSource: new SystemTimeSource(params), verified: { isVerified: () => true } });
    const genesisId = chain.genesisBlockId;
    const pending: Buffer[] = [];
    const flush = async () => {
      const chunk = Buffer.concat(pending);
      pending.length = 0;
      await file.write(chunk);
      fileBytes += chunk.length;
    };
    const forge = async (make: (timestamp: number) => Transaction[]) => {
      const block = await forgeNext(chain, params, devnet, make);
      const bytes = block.fullBytes();
      // Pushed as a peer's block arrives: parsed from its bytes (height and difficulty assigned
      // by the chain).
      const result = await chain.pushBlock(Block.fromFullBytes(bytes, 0, 0n, BENCH_RULES.registry));
      if (result.status !== 'pushed') throw new Error(`block ${block.height} not pushed`);
      const head = Buffer.alloc(4);
      head.writeUInt32LE(bytes.length, 0);
      pending.push(head, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      if (pending.length >= 2 * FILE_CHUNK) await flush();
      return result.block;
    };

    // The devnet accounts fund the senders, up to 255 payments per block.
    for (let i = 0; i < senderCount; i += MAX_TRANSACTIONS_PER_BLOCK) {
      const slice = senders.slice(i, i + MAX_TRANSACTIONS_PER_BLOCK);
      await forge((timestamp) => slice.map((s, j) => signedPayment({ sender: devnet[(i + j) % devnet.length]!, recipientId: s.accountId, amountMTA: funding, timestamp, ecBlockHeight: 0, ecBlockId: genesisId })));
    }
    // Then payments, senders round-robin, each to a new account or (half of them) to an account
    // that exists already (a sender or an earlier recipient), spread evenly over the blocks.
    const known: bigint[] = senders.map((s) => s.accountId);
    const nextNew = newAccountIds(31_005);
    const pick = prng(31_006);
    const perBlock = Math.floor(paymentTxs / paymentBlocks);
    let extra = paymentTxs - perBlock * paymentBlocks;
    let k = 0;
    let lastLog = Date.now();
    let tip = chain.tip;
    for (let b = 0; b < paymentBlocks; b++) {
      const count = perBlock + (extra-- > 0 ? 1 : 0);
      tip = await forge((timestamp) => {
        const out: Transaction[] = [];
        for (let j = 0; j < count; j++, k++) {
          const sender: BenchKey = senders[k % senderCount]!;
          let recipientId: bigint;
          if (pick() < 0.5) {
            recipientId = nextNew();
            known.push(recipientId);
          } else {
            recipientId = known[Math.floor(pick() * known.length)]!;
            if (recipientId === sender.accountId) recipientId = nextNew();
          }
          // 1..50 coins plus k MTA: unique per k, so no two payments are the same transaction.
          out.push(signedPayment({ sender, recipientId, amountMTA: BigInt(1 + (k % 50)) * ONE_COIN + BigInt(k), timestamp, ecBlockHeight: 0, ecBlockId: genesisId }));
        }
        return out;
      });
      if (Date.now() - lastLog >= 15_000) {
        lastLog = Date.now();
        log(`long chain: height ${tip.height.toLocaleString('en-US')} / ${blocks.toLocaleString('en-US')} after ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      }
    }
    if (pending.length > 0) await flush();
    if (tip.height !== blocks) throw new Error(`built up to height ${tip.height}, expected ${blocks}`);
    if (tip.timestamp > epochNow(params)) throw new Error('the long chain ends in the future');
    const buildSeconds = (Date.now() - t0) / 1000;
    log(`long chain: built in ${buildSeconds.toFixed(0)} s, ${(fileBytes / 2 ** 20).toFixed(0)} MiB of blocks`);
    return {
      blocks,
      txs,
      senders: senderCount,
      accounts: store.stats().cachedAccounts,
      senderIds: senders.map((s) => s.accountId.toString()),
      tipId: tip.id.toString(),
      fileBytes,
      buildSeconds,
    };
  } finally {
    await file.close();
    await store.close();
  }
}

/** The blocks of the file in order, parsed as a node receives them (fresh objects). */
export async function* readBlocksFile(path: string, parse: (bytes: Uint8Array) => Block): AsyncGenerator<Block> {
  const data = await readFile(path);
  let at = 0;
  while (at < data.length) {
    const length = data.readUInt32LE(at);
    yield parse(new Uint8Array(data.buffer, data.byteOffset + at + 4, length));
    at += 4 + length;
  }
}
