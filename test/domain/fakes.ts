// In-memory LedgerState / ChainView fakes and transaction builders for the domain tests.
import type { Account, ChainView, LedgerState, TransactionData, Appendices } from '../../src/domain/types.js';
import { keyPairFromSecret, type KeyPair } from '../../src/domain/crypto.js';
import { accountIdFromPublicKey } from '../../src/domain/account-id.js';
import { signTransaction, Transaction } from '../../src/domain/transaction.js';
import { ONE_COIN, TRANSACTION_VERSION } from '../../src/domain/constants.js';
import { toHex } from '../../src/domain/hex.js';

export class MemoryLedger implements LedgerState {
  readonly accounts = new Map<bigint, Account>();
  puts = 0;
  constructor(public height = 1, public blockTimestamp = 1000) {}

  getAccount(id: bigint): Account | undefined {
    return this.accounts.get(id);
  }

  getOrCreateAccount(id: bigint): Account {
    let a = this.accounts.get(id);
    if (!a) {
      a = { id, publicKey: null, balanceMTA: 0n, forgedBalanceMTA: 0n, creationHeight: this.height, balanceHistory: [] };
      this.accounts.set(id, a);
    }
    return a;
  }

  putAccount(account: Account): void {
    this.puts++;
    this.accounts.set(account.id, account);
  }

  /** Funds an account directly (test setup). */
  fund(publicKeyOrId: Uint8Array | bigint, balanceMTA: bigint, withKey = true): Account {
    const id = typeof publicKeyOrId === 'bigint' ? publicKeyOrId : accountIdFromPublicKey(publicKeyOrId);
    const a: Account = {
      id,
      publicKey: typeof publicKeyOrId === 'bigint' || !withKey ? null : publicKeyOrId,
      balanceMTA,
      forgedBalanceMTA: 0n,
      creationHeight: 0,
      balanceHistory: [[0, balanceMTA]],
    };
    this.accounts.set(id, a);
    return a;
  }

  total(): bigint {
    let s = 0n;
    for (const a of this.accounts.values()) s += a.balanceMTA;
    return s;
  }
}

export class FakeChain implements ChainView {
  readonly blockIds: bigint[] = [];
  readonly txIds = new Set<bigint>();
  readonly fullHashes = new Set<string>();
  lastBlockTimestamp = 1000;

  constructor(height = 10) {
    for (let h = 0; h <= height; h++) this.blockIds.push(BigInt(1000 + h));
  }

  get height(): number {
    return this.blockIds.length - 1;
  }

  getBlockIdAtHeight(height: number): bigint | undefined {
    return this.blockIds[height];
  }

  hasTransaction(id: bigint): boolean {
    return this.txIds.has(id);
  }

  hasTransactionFullHash(fullHash: Uint8Array): boolean {
    return this.fullHashes.has(toHex(fullHash));
  }

  confirm(tx: Transaction): void {
    this.txIds.add(tx.id);
    this.fullHashes.add(toHex(tx.fullHash));
  }
}

const keyCache = new Map<string, KeyPair>();
/** Key pairs are slow to derive with noble on small machines: derive each phrase once. */
export function key(phrase: string): KeyPair {
  let k = keyCache.get(phrase);
  if (!k) {
    k = keyPairFromSecret(phrase);
    keyCache.set(phrase, k);
  }
  return k;
}

export function idOf(phrase: string): bigint {
  return accountIdFromPublicKey(key(phrase).publicKey);
}

export interface PaymentOptions {
  from?: string;
  to?: bigint;
  amountMTA?: bigint;
  feeMTA?: bigint;
  timestamp?: number;
  deadline?: number;
  ecBlockHeight?: number;
  ecBlockId?: bigint;
  referencedTransactionFullHash?: Uint8Array | null;
  appendices?: Appendices;
  version?: number;
}

export function paymentData(o: PaymentOptions = {}): TransactionData {
  const from = key(o.from ?? 'alice');
  return {
    type: 0,
    subtype: 0,
    version: o.version ?? TRANSACTION_VERSION,
    timestamp: o.timestamp ?? 1000,
    deadline: o.deadline ?? 1440,
    senderPublicKey: from.publicKey,
    recipientId: o.to ?? idOf('bob'),
    amountMTA: o.amountMTA ?? 5n * ONE_COIN,
    feeMTA: o.feeMTA ?? ONE_COIN,
    referencedTransactionFullHash: o.referencedTransactionFullHash ?? null,
    ecBlockHeight: o.ecBlockHeight ?? 0,
    ecBlockId: o.ecBlockId ?? 1000n,
    attachment: { version: 0 },
    appendices: o.appendices ?? {},
    signature: null,
  };
}

export function payment(o: PaymentOptions = {}): Transaction {
  return signTransaction(paymentData(o), key(o.from ?? 'alice'));
}
