// Fixtures shared by the benchmarks: a bench network whose genesis funds many senders next to
// the ten devnet forgers, recipient pools, and pre-signed payments. Everything here runs before
// any timed section.
import { Transaction } from '../../src/domain/transaction.js';
import { devnetParams, devnetSecretPhrases, epochTime, initialBaseTargetFor, type GenesisAllocation, type NetworkParams } from '../../src/domain/network-params.js';
import { DEVNET_ACCOUNT_BALANCE_COINS, DEVNET_ACCOUNT_COUNT } from '../../src/domain/network-params.js';
import { ONE_COIN, TRANSACTION_VERSION } from '../../src/domain/constants.js';
import { sha256, utf8Bytes } from '../../src/domain/crypto.js';
import { readU64LE } from '../../src/domain/bytes.js';
import { assertSameAsDomain, benchKey, benchKeys, type BenchKey } from './keys.js';
import { mulberry32 } from '../../test/helpers/random.js';
import { BENCH_REGISTRY } from './rules.js';

/** Deterministic PRNG (mulberry32, shared with the tests): fixtures are the same in every run. */
export const prng = mulberry32;

export interface BenchNetwork {
  readonly params: NetworkParams;
  /** The ten devnet accounts (`devnet-0` .. `devnet-9`): they forge every block. */
  readonly forgers: readonly BenchKey[];
  /** Funded by the genesis block, `senderBalanceCoins` each. */
  readonly senders: readonly BenchKey[];
}

export interface BenchNetworkOptions {
  readonly senders: number;
  readonly senderBalanceCoins?: bigint;
  /** Epoch seconds of the genesis block. */
  readonly genesisTimestamp: number;
  /** More genesis allocations (e.g. accounts that only receive). */
  readonly extraAllocations?: readonly GenesisAllocation[];
}

/**
 * Devnet rules (5 s blocks, guaranteed-balance confirmations 0) with a genesis that funds the
 * ten devnet forgers plus `senders` accounts with phrases `bench-sender-<i>`. The base target is
 * the devnet's own (computed from the forgers' supply only: the senders never forge), so blocks
 * keep coming every ~5 s on average.
 */
export function benchNetwork(opts: BenchNetworkOptions): BenchNetwork {
  assertSameAsDomain();
  const forgers = devnetSecretPhrases().map((p) => benchKey(p));
  const senders = benchKeys('bench-sender', opts.senders);
  const balance = (opts.senderBalanceCoins ?? 1_000_000n) * ONE_COIN;
  const genesis: GenesisAllocation[] = [
    ...forgers.map((k) => ({ publicKey: k.publicKey, amountMTA: DEVNET_ACCOUNT_BALANCE_COINS * ONE_COIN })),
    ...senders.map((k) => ({ publicKey: k.publicKey, amountMTA: balance })),
    ...(opts.extraAllocations ?? []),
  ];
  const params = devnetParams({
    name: 'bench',
    genesisTimestamp: opts.genesisTimestamp,
    genesis,
    initialBaseTarget: initialBaseTargetFor(5, DEVNET_ACCOUNT_BALANCE_COINS * BigInt(DEVNET_ACCOUNT_COUNT)),
  });
  return { params, forgers, senders };
}

/** Current epoch time of the network. */
export function epochNow(params: Pick<NetworkParams, 'epochBeginningMs'>): number {
  return epochTime(Date.now(), params);
}

/** Account ids that exist only as recipients (no key), `bench-recipient-<i>`. */
export function recipientIds(count: number, label = 'bench-recipient'): bigint[] {
  return Array.from({ length: count }, (_, i) => readU64LE(sha256(utf8Bytes(`${label}-${i}`)), 0));
}

export interface PaymentSpec {
  readonly sender: BenchKey;
  readonly recipientId: bigint;
  readonly amountMTA: bigint;
  readonly feeMTA?: bigint;
  /** Epoch seconds. */
  readonly timestamp: number;
  readonly deadlineMinutes?: number;
  readonly ecBlockHeight: number;
  readonly ecBlockId: bigint;
}

/** A signed ordinary payment (type 0/0), signed natively with the sender's seed. */
export function signedPayment(p: PaymentSpec): Transaction {
  const unsigned = new Transaction({
    type: 0,
    subtype: 0,
    version: TRANSACTION_VERSION,
    timestamp: p.timestamp,
    deadline: p.deadlineMinutes ?? 1440,
    senderPublicKey: p.sender.publicKey,
    recipientId: p.recipientId,
    amountMTA: p.amountMTA,
    feeMTA: p.feeMTA ?? ONE_COIN,
    referencedTransactionFullHash: null,
    ecBlockHeight: p.ecBlockHeight,
    ecBlockId: p.ecBlockId,
    attachment: { version: 0 },
    appendices: {},
    signature: null,
  }, BENCH_REGISTRY);
  return unsigned.withSignature(p.sender.sign(unsigned.unsignedBytes()));
}

/**
 * `count` payments, senders taken round-robin (so each sender's payments are spread out), to
 * recipients drawn at random from `recipients`, 1..100 coins each, fee 1 coin. All share one
 * timestamp and economic-clustering block.
 */
export function paymentBatch(opts: {
  readonly count: number;
  readonly senders: readonly BenchKey[];
  readonly recipients: readonly bigint[];
  readonly timestamp: number;
  readonly ecBlockHeight: number;
  readonly ecBlockId: bigint;
  readonly seed: number;
  /** Index of the first sender (round-robin continues across batches). */
  readonly firstSender?: number;
}): Transaction[] {
  const random = prng(opts.seed);
  const out: Transaction[] = [];
  const first = opts.firstSender ?? 0;
  for (let i = 0; i < opts.count; i++) {
    const sender = opts.senders[(first + i) % opts.senders.length]!;
    let recipientId = opts.recipients[Math.floor(random() * opts.recipients.length)]!;
    if (recipientId === sender.accountId) recipientId = opts.recipients[(opts.recipients.indexOf(recipientId) + 1) % opts.recipients.length]!;
    out.push(
      signedPayment({
        sender,
        recipientId,
        amountMTA: BigInt(1 + Math.floor(random() * 100)) * ONE_COIN,
        timestamp: opts.timestamp,
        ecBlockHeight: opts.ecBlockHeight,
        ecBlockId: opts.ecBlockId,
      }),
    );
  }
  return out;
}
