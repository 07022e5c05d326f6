// Supply conservation and store coherence of one node, read from every record of its committed
// state (not a sample of accounts):
//   - supply: the balances of every account plus the coin capabilities hold (held-coin.ts) equal
//     the genesis supply, and no account's balance is negative;
//   - cache: every record the store keeps decoded in memory (what block application and the
//     read paths use) equals the stored record (what the state digest hashes and a restart
//     reloads): in the tables the supply reads, or in every table (`allTables`).
// The records are read through the store's iterators between two block writes: the check waits
// for a write in flight, reads, and reads again (up to three times) when the tip moved meanwhile.
import { ACCOUNTS } from '../../domain/state/accounts.js';
import type { AnyTable, StateKey } from '../../domain/state/table.js';
import type { Account } from '../../domain/types.js';
import { ChainStore } from '../../storage/chain-store.js';
import { bucketRange } from '../../storage/keys.js';
import type { SimNode } from '../simulation.js';
import { coinHoldingTables, heldCoin, type Records } from './held-coin.js';
import type { Violation } from './types.js';

/** Violations reported per node and kind at most (the first ones; a broken node breaks many). */
const MAX_REPORTED = 5;

export interface SupplyReport {
  readonly violations: Violation[];
  /** Records read, 0 when the node's state kept moving. */
  readonly records: number;
  /** Coin held outside balances, by place (held-coin.ts). */
  readonly held: ReadonlyMap<string, bigint>;
}

/** The coin of the genesis allocations. */
export function genesisSupply(n: SimNode): bigint {
  return n.node.params.genesis.reduce((sum, a) => sum + a.amountMTA, 0n);
}

/** `allTables`: compare the cache of every table, not only those the supply reads. */
export async function checkSupply(n: SimNode, opts: { readonly allTables: boolean }): Promise<SupplyReport> {
  const store = n.node.state;
  if (!(store instanceof ChainStore)) return { violations: [], records: 0, held: new Map() };
  for (let attempt = 0; attempt < 3; attempt++) {
    await n.node.stateDigest(); // waits for a block write in flight
    const tip = store.tip()?.blockId;
    const holding = coinHoldingTables(n.node.rules);
    const tables = opts.allTables ? store.tables : store.tables.filter((t) => t === ACCOUNTS || holding.includes(t));
    const read = new Map<AnyTable, Array<readonly [StateKey, unknown]>>();
    let records = 0;
    for (const table of tables) {
      const list: Array<readonly [StateKey, unknown]> = [];
      const ts = store.tableOf(table);
      for await (const [key, bytes] of store.db.iterator(bucketRange(table.bucket))) {
        const k = ts.decodeKey(key);
        list.push([k, table.value.decode(bytes, k)]);
      }
      read.set(table, list);
      records += list.length;
    }
    // From here on synchronous: the tip and the caches are those the records were read at.
    if (store.tip()?.blockId !== tip || store.stats().busy) continue;
    const held = heldCoin((table: AnyTable): Records => read.get(table) ?? [], store, n.node.rules);
    const violations = [...coherence(n, store, read), ...conservation(n, store, read, held)];
    return { violations, records, held };
  }
  return { violations: [], records: 0, held: new Map() };
}

function conservation(n: SimNode, store: ChainStore, read: Map<AnyTable, Array<readonly [StateKey, unknown]>>, held: ReadonlyMap<string, bigint>): Violation[] {
  const out: Violation[] = [];
  let balances = 0n;
  let negative = 0;
  for (const [, value] of read.get(ACCOUNTS) ?? []) {
    const a = value as Account;
    balances += a.balanceMTA;
    if (a.balanceMTA < 0n && negative++ < MAX_REPORTED) out.push({ invariant: 'supply', detail: `${n.name}: account ${a.id} has a negative balance ${a.balanceMTA} at height ${store.height}` });
  }
  let total = balances;
  for (const coin of held.values()) total += coin;
  const genesis = genesisSupply(n);
  if (total !== genesis) {
    const parts = [...held].map(([place, coin]) => `${place} ${coin}`).join(', ');
    out.push({ invariant: 'supply', detail: `${n.name} at height ${store.height}: balances ${balances}${parts ? ` + ${parts}` : ''} = ${total}, the genesis supply is ${genesis} (${total > genesis ? '+' : ''}${total - genesis})` });
  }
  return out;
}

function coherence(n: SimNode, store: ChainStore, read: Map<AnyTable, Array<readonly [StateKey, unknown]>>): Violation[] {
  const out: Violation[] = [];
  for (const [table, list] of read) {
    const ts = store.tableOf(table);
    let reported = 0;
    for (const [key, stored] of list) {
      const cached = ts.peek(key);
      if (cached === undefined || cached === stored) continue;
      if (sameBytes(table.value.encode(cached), table.value.encode(stored))) continue;
      if (reported++ < MAX_REPORTED) out.push({ invariant: 'cache', detail: `${n.name}: table ${table.name}, record ${String(key)}: the cached record differs from the stored one at height ${store.height}${table === ACCOUNTS ? ` (balance ${(cached as Account).balanceMTA} cached, ${(stored as Account).balanceMTA} stored)` : ''}` });
    }
  }
  return out;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
