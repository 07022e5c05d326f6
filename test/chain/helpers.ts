// Test helpers of the chain services: an in-memory chain (store, blockchain, mempool, forger on
// one ManualTimeSource, wired directly without actors) and signed payments.
import type { PrunableLifetimes } from '../../src/chain/prunable.js';
import type { SignatureVerifier } from '../../src/chain/signature-pool.js';
import type { Account, Appendices } from '../../src/domain/types.js';
import { devnetParams, devnetSecretPhrases, type NetworkParams } from '../../src/domain/network-params.js';
import { keyPairFromSecret, type KeyPair } from '../../src/domain/crypto.js';
import { accountIdFromPublicKey } from '../../src/domain/account-id.js';
import { signTransaction, type Transaction } from '../../src/domain/transaction.js';
import { ONE_COIN, TRANSACTION_VERSION } from '../../src/domain/constants.js';
import { ChainStore } from '../../src/storage/chain-store.js';
import { Blockchain } from '../../src/chain/blockchain.js';
import { Mempool } from '../../src/chain/mempool.js';
import { Forger } from '../../src/chain/forger.js';
import { TEST_REGISTRY, TEST_RULES } from '../helpers/rules.js';
import { ManualTimeSource } from '../../src/chain/time.js';

export const DEVNET_SUPPLY_MTA = 10n * 100_000_000n * ONE_COIN;

const keys = new Map<string, KeyPair>();
/** Cached key pair of a secret phrase (deriving keys with noble is slow-ish). */
export function keyOf(phrase: string): KeyPair {
  let k = keys.get(phrase);
  if (k === undefined) {
    k = keyPairFromSecret(phrase);
    keys.set(phrase, k);
  }
  return k;
}

export function idOf(phrase: string): bigint {
  return accountIdFromPublicKey(keyOf(phrase).publicKey);
}

export interface PaymentInput {
  readonly from: string;
  readonly to: bigint;
  readonly amountMTA: bigint;
  readonly feeMTA?: bigint;
  readonly timestamp: number;
  readonly deadline?: number;
  readonly ecBlockHeight?: number;
  readonly ecBlockId: bigint;
  readonly appendices?: Appendices;
}

export function payment(p: PaymentInput): Transaction {
  const key = keyOf(p.from);
  return signTransaction(
    {
      type: 0,
      subtype: 0,
      version: TRANSACTION_VERSION,
      timestamp: p.timestamp,
      deadline: p.deadline ?? 1440,
      senderPublicKey: key.publicKey,
      recipientId: p.to,
      amountMTA: p.amountMTA,
      feeMTA: p.feeMTA ?? ONE_COIN,
      referencedTransactionFullHash: null,
      ecBlockHeight: p.ecBlockHeight ?? 0,
      ecBlockId: p.ecBlockId,
      attachment: { version: 0 },
      appendices: p.appendices ?? {},
      signature: null,
    },
    key,
    TEST_REGISTRY,
  );
}

export interface ChainFixture {
  readonly params: NetworkParams;
  readonly time: ManualTimeSource;
  readonly store: ChainStore;
  readonly blockchain: Blockchain;
  readonly mempool: Mempool;
  readonly forger: Forger;
  /** A payment on this chain (EC block = genesis, timestamp = now unless given). */
  pay(from: string, to: bigint | string, amountMTA: bigint, extra?: Partial<PaymentInput>): Transaction;
  close(): Promise<void>;
}

export interface FixtureOptions {
  readonly maxRollback?: number;
  readonly mempoolMaxSize?: number;
  readonly recentBlocks?: number;
  readonly params?: Partial<NetworkParams>;
  /** Start forging with the ten devnet accounts (default true). */
  readonly forgers?: boolean;
  readonly store?: ChainStore;
  readonly time?: ManualTimeSource;
  /** The mempool listens to the blockchain's events directly (default true). */
  readonly follow?: boolean;
  /** Verifies the block signatures the mempool has not (default: none, the calling thread). */
  readonly verifier?: SignatureVerifier;
  /** Prunable-data lifetimes (default: 14 and 90 days). */
  readonly prunable?: Partial<PrunableLifetimes>;
}

export async function chainFixture(opts: FixtureOptions = {}): Promise<ChainFixture> {
  const params = devnetParams(opts.params);
  const time = opts.time ?? new ManualTimeSource({ params, startEpochSeconds: 0 });
  const store = opts.store ?? (await ChainStore.open({ maxRollback: opts.maxRollback ?? 720 }, { tables: TEST_RULES.tables }));
  const blockchain = await Blockchain.open({ params, rules: TEST_RULES, ...(opts.recentBlocks ? { recentBlocks: opts.recentBlocks } : {}), ...(opts.prunable ? { prunable: opts.prunable } : {}) }, { store, timeSource: time, ...(opts.verifier ? { verifier: opts.verifier } : {}) });
  const mempool = new Mempool({ params, ...(opts.mempoolMaxSize ? { maxSize: opts.mempoolMaxSize } : {}) }, { store, timeSource: time, rules: TEST_RULES });
  blockchain.useVerifiedTransactions(mempool);
  if (opts.follow ?? true) mempool.follow(blockchain.events);
  const forger = new Forger({ params }, { chain: blockchain, pool: mempool, timeSource: time });
  if (opts.forgers ?? true) for (const phrase of devnetSecretPhrases()) forger.addAccount(phrase);
  return {
    params,
    time,
    store,
    blockchain,
    mempool,
    forger,
    pay(from, to, amountMTA, extra = {}) {
      return payment({
        from,
        to: typeof to === 'string' ? idOf(to) : to,
        amountMTA,
        timestamp: time.nowEpochSeconds(),
        ecBlockId: blockchain.genesisBlockId,
        ...extra,
      });
    },
    async close() {
      if (opts.store === undefined) await store.close();
    },
  };
}

export async function allAccounts(store: ChainStore): Promise<Account[]> {
  const out: Account[] = [];
  for await (const a of store.accounts.all()) out.push(a);
  return out;
}

export async function totalBalance(store: ChainStore): Promise<bigint> {
  return (await allAccounts(store)).reduce((sum, a) => sum + a.balanceMTA, 0n);
}

export function balanceOf(store: ChainStore, phraseOrId: string | bigint): bigint {
  const id = typeof phraseOrId === 'string' ? idOf(phraseOrId) : phraseOrId;
  return store.readAccount(id)?.balanceMTA ?? 0n;
}
