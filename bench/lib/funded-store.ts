// Devnet chains for fixtures: blocks forged offline by the ten devnet accounts (consensus rules,
// real devnet parameters, so a node started on the devnet can open the same data), pushed
// through the Blockchain service into a ChainStore on disk.
import { devnetParams, devnetSecretPhrases, type NetworkParams } from '../../src/domain/network-params.js';
import { MAX_TRANSACTIONS_PER_BLOCK, ONE_COIN } from '../../src/domain/constants.js';
import { Block } from '../../src/domain/block.js';
import type { Transaction } from '../../src/domain/transaction.js';
import { ChainStore } from '../../src/storage/chain-store.js';
import { Blockchain } from '../../src/chain/blockchain.js';
import { SystemTimeSource } from '../../src/chain/time.js';
import { ChainBuilder } from './chain-builder.js';
import { signedPayment } from './fixtures.js';
import { assertSameAsDomain, benchKey, type BenchKey } from './keys.js';
import { BENCH_RULES } from './rules.js';

/** The ten devnet accounts as fast-signing fixture keys. */
export function devnetKeys(): BenchKey[] {
  assertSameAsDomain();
  return devnetSecretPhrases().map((p) => benchKey(p));
}

/** Blocks whose payments (from the devnet accounts, round-robin, 255 per block) credit every
 * account in `recipients` with `amountMTA`. */
export function forgeFunding(builder: ChainBuilder, devnet: readonly BenchKey[], recipients: readonly bigint[], amountMTA: bigint): Block[] {
  const out: Block[] = [];
  for (let i = 0; i < recipients.length; i += MAX_TRANSACTIONS_PER_BLOCK) {
    const slice = recipients.slice(i, i + MAX_TRANSACTIONS_PER_BLOCK);
    out.push(
      builder.forgeAppend((timestamp) =>
        slice.map((recipientId, j) =>
          signedPayment({ sender: devnet[(i + j) % devnet.length]!, recipientId, amountMTA, timestamp, ecBlockHeight: 0, ecBlockId: builder.genesis.id }),
        ),
      ),
    );
  }
  return out;
}

/** Pushes blocks into the store through the Blockchain service. The fixture made every
 * transaction itself, so signature checks are skipped (a VerifiedTransactions that trusts all). */
export async function pushAll(store: ChainStore, params: NetworkParams, blocks: readonly Block[]): Promise<void> {
  const chain = await Blockchain.open({ params, rules: BENCH_RULES }, { store, timeSource: new SystemTimeSource(params), verified: { isVerified: () => true } });
  for (const block of blocks) {
    const result = await chain.pushBlock(Block.fromFullBytes(block.fullBytes(), block.height, block.cumulativeDifficulty, BENCH_RULES.registry));
    if (result.status !== 'pushed') throw new Error(`fixture block ${block.height} not pushed`);
  }
}

/** A devnet store on disk whose blocks fund every account in `recipients` (default 1 coin). */
export async function buildFundedStore(dir: string, recipients: readonly bigint[], amountMTA: bigint = ONE_COIN): Promise<{ blocks: number; accounts: number }> {
  const params = devnetParams();
  const devnet = devnetKeys();
  const builder = new ChainBuilder(params, devnet);
  const blocks = forgeFunding(builder, devnet, recipients, amountMTA);
  const store = await ChainStore.open({ path: dir }, { tables: BENCH_RULES.tables });
  try {
    await pushAll(store, params, blocks);
    return { blocks: store.height, accounts: store.stats().cachedAccounts };
  } finally {
    await store.close();
  }
}

/** Signed payments among `senders` (round-robin) to `recipients`, for blocks or the API. */
export function payments(opts: {
  readonly senders: readonly BenchKey[];
  readonly recipients: readonly bigint[];
  readonly count: number;
  readonly timestamp: number;
  readonly ecBlockHeight: number;
  readonly ecBlockId: bigint;
  readonly offset?: number;
}): Transaction[] {
  const out: Transaction[] = [];
  const offset = opts.offset ?? 0;
  for (let i = 0; i < opts.count; i++) {
    const k = offset + i;
    out.push(
      signedPayment({
        sender: opts.senders[k % opts.senders.length]!,
        recipientId: opts.recipients[(k * 7919) % opts.recipients.length]!,
        // 1..50 coins plus k MTA: unique per k, so no two payments are the same transaction.
        amountMTA: BigInt(1 + (k % 50)) * ONE_COIN + BigInt(k),
        timestamp: opts.timestamp,
        ecBlockHeight: opts.ecBlockHeight,
        ecBlockId: opts.ecBlockId,
      }),
    );
  }
  return out;
}
