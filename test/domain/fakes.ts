// In-memory state (StateSource + overlay) / ChainView fakes and transaction builders for the domain tests.
import type { Account, ChainView, TransactionData, Appendices } from '../../src/domain/types.js';
import { StateOverlay } from '../../src/domain/state/overlay.js';
import type { ScanOptions, StateReader, StateSource } from '../../src/domain/state/state.js';
import { emptyIndexTree, type AnyTable, type IndexTree, type StateKey, type Table } from '../../src/domain/state/table.js';
import { scanIndex } from '../../src/domain/state/scan.js';
import { ACCOUNTS } from '../../src/domain/state/accounts.js';
import { StateError, StateErrorCode } from '../../src/domain/state/errors.js';
import { keyPairFromSecret, type KeyPair } from '../../src/domain/crypto.js';
import { accountIdFromPublicKey } from '../../src/domain/account-id.js';
import { signTransaction, Transaction } from '../../src/domain/transaction.js';
import { ONE_COIN, TRANSACTION_VERSION } from '../../src/domain/constants.js';
import { toHex } from '../../src/domain/hex.js';
import { TEST_REGISTRY } from '../helpers/rules.js';

/** Committed records of every table, in memory: the StateSource domain tests give their overlays
 * (the role ChainStore plays in the node), and where a finished overlay's changes go. */
export class MemoryStore implements StateSource, StateReader {
  private readonly tables = new Map<number, MemoryTable>();
  /** Records read through `read` (to see what an overlay asks its source for). */
  reads = 0;

  read<K extends StateKey, V>(table: Table<K, V>, key: K): V | undefined {
    this.reads++;
    return this.tableOf(table).records.get(key) as V | undefined;
  }

  /** What overlays scan: in-memory indexes only, as the ChainStore (an index on disk is never
   * scanned while a block is applied). */
  indexTree(table: AnyTable, index: string): IndexTree {
    if (table.persistIndexes === true) throw new StateError(StateErrorCode.UNKNOWN_TABLE, `index ${index} of table ${table.name} is on disk`);
    return this.treeOf(table, index);
  }

  private treeOf(table: AnyTable, index: string): IndexTree {
    const tree = this.tableOf(table).trees.get(index);
    if (tree === undefined) throw new StateError(StateErrorCode.UNKNOWN_TABLE, `table ${table.name} has no index ${index}`);
    return tree;
  }

  get<K extends StateKey, V>(table: Table<K, V>, key: K): V | undefined {
    return this.tableOf(table).records.get(key) as V | undefined;
  }

  scan<K extends StateKey, V>(table: Table<K, V>, index: string, opts?: ScanOptions): Array<readonly [K, V]> {
    // The committed state read directly: every index, those the ChainStore keeps on disk too (kept
    // here as trees by commit).
    return scanIndex(this.treeOf(table, index), table, (key) => this.get(table, key), opts);
  }

  /** Every committed record of a table, in insertion order. */
  entries<K extends StateKey, V>(table: Table<K, V>): Array<readonly [K, V]> {
    return [...this.tableOf(table).records] as Array<[K, V]>;
  }

  /** An overlay for the block at `height` reading the committed records. */
  beginBlock(height: number, blockTimestamp: number): StateOverlay {
    return new StateOverlay({ height, blockTimestamp }, { source: this });
  }

  /** Makes an overlay's changes (and its index trees) the committed state. */
  commit(overlay: StateOverlay): void {
    const touched = new Set<AnyTable>();
    for (const change of overlay.changes()) {
      const records = this.tableOf(change.table).records;
      if (change.next === undefined) records.delete(change.key);
      else records.set(change.key, change.next);
      touched.add(change.table);
      if (change.table.persistIndexes === true) this.reindex(change.table, change.key, change.prior, change.next);
    }
    for (const table of touched) {
      const trees = overlay.indexTreesOf(table);
      if (trees !== undefined) this.tableOf(table).trees = new Map(trees);
    }
  }

  /** An index the overlay keeps no tree of (persistIndexes), from the change's prior and next. */
  private reindex(table: AnyTable, key: StateKey, prior: unknown, next: unknown): void {
    const trees = this.tableOf(table).trees;
    for (const spec of table.indexes ?? []) {
      const tree = trees.get(spec.name)!;
      const old = prior === undefined ? undefined : spec.entry(prior, key);
      if (old !== undefined) tree.delete([...old, key]);
      const entry = next === undefined ? undefined : spec.entry(next, key);
      if (entry !== undefined) tree.set([...entry, key], key);
    }
  }

  private tableOf(table: AnyTable): MemoryTable {
    let held = this.tables.get(table.bucket);
    if (held === undefined) {
      held = { table, records: new Map(), trees: new Map((table.indexes ?? []).map((index) => [index.name, emptyIndexTree()])) };
      this.tables.set(table.bucket, held);
    } else if (held.table !== table) {
      throw new StateError(StateErrorCode.BAD_TABLE, `tables ${held.table.name} and ${table.name} share bucket ${table.bucket}`);
    }
    return held;
  }
}

interface MemoryTable {
  readonly table: AnyTable;
  readonly records: Map<StateKey, unknown>;
  trees: Map<string, IndexTree>;
}

/** A LedgerState for the domain tests: a StateOverlay over a MemoryStore, with test helpers. */
export class MemoryLedger extends StateOverlay {
  constructor(
    height = 1,
    blockTimestamp = 1000,
    readonly store: MemoryStore = new MemoryStore(),
  ) {
    super({ height, blockTimestamp }, { source: store });
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
    this.putAccount(a);
    return a;
  }

  /** Every account as it stands (committed ones, then ones created here). */
  accountList(): Account[] {
    const ids = new Set<bigint>(this.store.entries(ACCOUNTS).map(([id]) => id));
    for (const id of this.changedKeys(ACCOUNTS)) ids.add(id);
    const out: Account[] = [];
    for (const id of ids) {
      const account = this.getAccount(id);
      if (account !== undefined) out.push(account);
    }
    return out;
  }

  accountCount(): number {
    return this.accountList().length;
  }

  /** Sum of every balance (the supply). */
  total(): bigint {
    let s = 0n;
    for (const a of this.accountList()) s += a.balanceMTA;
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
  return signTransaction(paymentData(o), key(o.from ?? 'alice'), TEST_REGISTRY);
}
