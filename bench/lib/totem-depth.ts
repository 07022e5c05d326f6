// Does matching's cost grow with the depth of the book? Two stores on disk hold the same totem,
// the same accounts and a book of resting orders far from the mid price: 1,000 orders in one,
// 100,000 in the other (written straight into a block's overlay, as order placement writes them:
// the ask's units held, the record in the book; 10^5 placement transactions would only make the
// fixture slow). Then the same crossing orders near the mid are applied to both, block by block in
// lockstep: every one validated and applied as block application does (validateStateless without
// the signature, validateAgainstState, applyTransaction, which places and matches), the block's
// begin and end phases run, and the overlay committed. The deep orders never trade, so both stores
// make the same trades; only the book's depth differs.
import { EPOCH_BEGINNING_MS } from '../../src/domain/network-params.js';
import { applyGenesis } from '../../src/domain/genesis.js';
import type { Transaction } from '../../src/domain/transaction.js';
import type { BlockPhaseContext } from '../../src/domain/capability.js';
import { beginBlockPhase, endBlockPhase } from '../../src/domain/block-apply.js';
import { applyTransaction, validateAgainstState, validateStateless } from '../../src/domain/validation.js';
import { ClassicLevel } from 'classic-level';
import { ChainStore } from '../../src/storage/chain-store.js';
import { adjustHolding, nextSeq } from '../../src/capabilities/totems/holdings.js';
import { ORDERS, TOTEMS, TRADES } from '../../src/capabilities/totems/tables.js';
import type { BenchRow } from './report.js';
import { benchNetwork, epochNow, prng, recipientIds, type BenchNetwork } from './fixtures.js';
import { collectGarbage, median, timed } from './timer.js';
import { makeTempDir, removeTempDir } from './tmp.js';
import { BENCH_REGISTRY, BENCH_RULES } from './rules.js';
import { benchOrder } from './totem-txs.js';

const SHALLOW = 1_000;
const DEEP = 100_000;
/** Crossing orders per block, timed blocks, and untimed first blocks (JIT warm-up). */
const PER_BLOCK = 200;
const BLOCKS = 40;
const WARMUP = 5;
const TRADERS = 20;
/** Accounts that own the resting orders. */
const OWNERS = 500;
const MID = 10_000n;
/** The totem of the book (not an issuance: the fixture writes its record directly). */
const TOTEM = 0x7465_6d5f_6465_6570n;
const UNITS = 10n ** 12n;

/** A block record for the store: the state is hand-made, so the block carries no bytes. */
function storedBlock(height: number, previousBlockId: bigint, timestamp: number) {
  return { id: BigInt(height + 1) * 7919n, height, timestamp, previousBlockId, generatorId: 1n, cumulativeDifficulty: BigInt(height), bytes: new Uint8Array(8) };
}

interface Book {
  readonly depth: number;
  readonly store: ChainStore;
  readonly dir: string;
  /** Timed: everything; and the part before the commit (validation, placement, matching). */
  seconds: number;
  applySeconds: number;
  /** Each timed block's seconds: the figure is the median block, which a pause from outside
   * (GC, another process on the 2 cores) moves far less than the sum. */
  readonly blockSeconds: number[];
  /** Each timed block's seconds before its commit (validation, placement, matching). */
  readonly applyBlockSeconds: number[];
}

async function openBook(net: BenchNetwork, traders: readonly bigint[], depth: number, t0: number): Promise<Book> {
  const dir = await makeTempDir(`totems-depth-${depth}`);
  const store = await ChainStore.open({ path: dir }, { tables: BENCH_RULES.tables });
  const genesis = store.beginBlock(0, t0);
  applyGenesis(genesis, net.params);
  await store.commitBlock(genesis, storedBlock(0, 0n, t0), []);
  const state = store.beginBlock(1, t0 + 5);
  state.put(TOTEMS, TOTEM, { issuer: 1n, name: 'DEEP', description: '', decimals: 0, initialQuantity: UNITS * 1000n, quantity: UNITS * 1000n, height: 1 });
  for (const id of traders) adjustHolding(state, id, TOTEM, UNITS, UNITS);
  const owners = recipientIds(OWNERS, 'totem-book-owner');
  const random = prng(depth);
  const int = (n: number) => Math.floor(random() * n);
  for (let i = 0; i < depth; i++) {
    const kind = i % 2 === 0 ? 'ask' : 'bid';
    const account = owners[i % OWNERS]!;
    const quantity = BigInt(1 + int(100));
    // Far from the mid on both sides: asks at or above mid+1000, bids at or below mid-1000.
    const price = kind === 'ask' ? MID + 1_000n + BigInt(int(10_000)) : MID - 1_000n - BigInt(int(5_000));
    // What placement holds: an ask's units (quantity owned, none of it available); a bid's coin
    // left its owner's balance, which these accounts never had.
    if (kind === 'ask') adjustHolding(state, account, TOTEM, quantity, 0n);
    state.put(ORDERS, BigInt(i + 1), { kind, account, totem: TOTEM, price, quantity, height: 1, seq: nextSeq(state) });
  }
  await store.commitBlock(state, storedBlock(1, store.tip()!.blockId, t0 + 5), []);
  // LevelDB would flush and compact the book's records in background threads during the timed
  // blocks, taking CPU from them on this 2-core machine (for the deep book only): settle it now.
  if (store.db instanceof ClassicLevel) await store.db.compactRange(Uint8Array.of(0), Uint8Array.of(0xff, 0xff));
  return { depth, store, dir, seconds: 0, applySeconds: 0, blockSeconds: [], applyBlockSeconds: [] };
}

/** Alternating asks at mid..mid+6 and bids at mid+10 with unequal quantities: every order
 * crosses what rests near the mid (partial fills leave remainders that the next orders take). */
function crossingBlocks(traders: BenchNetwork['senders'], ecBlockId: bigint, t0: number): Transaction[][] {
  const random = prng(41);
  const int = (n: number) => Math.floor(random() * n);
  return Array.from({ length: WARMUP + BLOCKS }, (_, b) =>
    Array.from({ length: PER_BLOCK }, (_, i) => {
      const ask = i % 2 === 0;
      const trader = traders[int(traders.length)]!;
      const at = { timestamp: t0 + 10 + 5 * b, ecBlockId };
      return ask ? benchOrder(trader, 'ask', TOTEM, BigInt(10 + int(21)), MID + BigInt(i % 7), at) : benchOrder(trader, 'bid', TOTEM, BigInt(5 + int(31)), MID + 10n, at);
    }),
  );
}

async function applyBlock(book: Book, height: number, timestamp: number, txs: readonly Transaction[], net: BenchNetwork, counted: boolean): Promise<void> {
  const store = book.store;
  let applied = 0;
  const t = await timed(async () => {
    const t1 = process.hrtime.bigint();
    const state = store.beginBlock(height, timestamp);
    const phase: BlockPhaseContext = { params: net.params, chain: store, rules: BENCH_RULES };
    beginBlockPhase(state, phase);
    const stateless = { nowEpochSeconds: timestamp, params: net.params, registry: BENCH_REGISTRY, verifySignature: false };
    const against = { chain: store, state, params: net.params, registry: BENCH_REGISTRY };
    for (const tx of txs) {
      validateStateless(tx, stateless);
      validateAgainstState(tx, against);
      applyTransaction(tx, state, BENCH_REGISTRY);
    }
    endBlockPhase(state, phase);
    applied = Number(process.hrtime.bigint() - t1) / 1e9;
    await store.commitBlock(state, storedBlock(height, store.tip()!.blockId, timestamp), []);
  });
  if (counted) {
    book.seconds += t.seconds;
    book.applySeconds += applied;
    book.blockSeconds.push(t.seconds);
    book.applyBlockSeconds.push(applied);
  }
}

export async function depthRow(): Promise<BenchRow> {
  const t0 = epochNow({ epochBeginningMs: EPOCH_BEGINNING_MS }) - 3_600;
  const net = benchNetwork({ senders: TRADERS, genesisTimestamp: t0, senderBalanceCoins: 1_000_000n });
  const traderIds = net.senders.map((k) => k.accountId);
  console.error(`totems: books of ${SHALLOW.toLocaleString('en-US')} and ${DEEP.toLocaleString('en-US')} resting orders, ${(BLOCKS * PER_BLOCK).toLocaleString('en-US')} crossing orders timed on each`);
  const built = await timed(async () => [await openBook(net, traderIds, SHALLOW, t0), await openBook(net, traderIds, DEEP, t0)] as const);
  const [shallow, deep] = built.value;
  try {
    const ecBlockId = shallow.store.getBlockIdAtHeight(0)!;
    const blocks = crossingBlocks(net.senders, ecBlockId, t0);
    collectGarbage();
    for (let b = 0; b < blocks.length; b++) {
      const height = 2 + b;
      const lanes = b % 2 === 0 ? [shallow, deep] : [deep, shallow];
      for (const book of lanes) await applyBlock(book, height, t0 + 10 + 5 * b, blocks[b]!, net, b >= WARMUP);
    }
    // Both books made the same trades, and the deep book is still whole.
    const trades = await Promise.all([shallow, deep].map((book) => book.store.count(TRADES, { index: 'recent' })));
    if (trades[0] !== trades[1]) throw new Error(`the books made ${trades[0]} and ${trades[1]} trades`);
    for (const book of [shallow, deep]) {
      const far = book.store.scan(ORDERS, 'book').filter(([, o]) => o.price >= MID + 1_000n || o.price <= MID - 1_000n).length;
      if (far !== book.depth) throw new Error(`the book of depth ${book.depth} holds ${far} resting orders`);
    }
    const timedOrders = BLOCKS * PER_BLOCK;
    const us = (s: number) => ((1e6 * s) / timedOrders).toFixed(1);
    console.error(`totems: depth ${SHALLOW}: ${shallow.seconds.toFixed(3)} s, depth ${DEEP}: ${deep.seconds.toFixed(3)} s (books built in ${built.seconds.toFixed(1)} s)`);
    return {
      bench: 'totems',
      name: `matching with ${DEEP.toLocaleString('en-US')} resting orders vs ${SHALLOW.toLocaleString('en-US')}`,
      subject: {
        label: `${timedOrders.toLocaleString('en-US')} crossing placements (${BLOCKS} blocks x ${PER_BLOCK}, after ${WARMUP} warm-up blocks; alternating asks at mid..mid+6 and bids at mid+10 of ${TRADERS} accounts) on a book of ${DEEP.toLocaleString('en-US')} resting orders (half asks at >= mid+1000, half bids at <= mid-1000, ${OWNERS} owners); each validated, applied (placed and matched) and the block committed on disk; figure: orders per second of the median block's matching (validation, placement and matching, before the commit: the commit's cost is the store's, noted below)`,
        value: PER_BLOCK / median(deep.applyBlockSeconds),
        unit: 'orders/s',
      },
      baseline: {
        label: `the same blocks on a store whose book rests ${SHALLOW.toLocaleString('en-US')} orders, in lockstep (median block, before the commit)`,
        value: PER_BLOCK / median(shallow.applyBlockSeconds),
        unit: 'orders/s',
      },
      target: { kind: 'ratio-at-least', value: 0.8 },
      notes: [
        `per order in the median block, commit on disk included: ${(1e6 * median(shallow.blockSeconds) / PER_BLOCK).toFixed(1)} µs at depth ${SHALLOW.toLocaleString('en-US')}, ${(1e6 * median(deep.blockSeconds) / PER_BLOCK).toFixed(1)} µs at depth ${DEEP.toLocaleString('en-US')}`,
        `over all ${BLOCKS} blocks: ${us(shallow.seconds)} µs at depth ${SHALLOW.toLocaleString('en-US')}, ${us(deep.seconds)} µs at depth ${DEEP.toLocaleString('en-US')}; before the commit (validation, placement, matching): ${us(shallow.applySeconds)} µs and ${us(deep.applySeconds)} µs`,
        `${(trades[0]! / (blocks.length * PER_BLOCK)).toFixed(2)} trades per crossing order (${trades[0]!.toLocaleString('en-US')} in all, warm-up included); the books were written in ${built.seconds.toFixed(1)} s`,
      ],
    };
  } finally {
    for (const book of [shallow, deep]) {
      await book.store.close();
      await removeTempDir(book.dir);
    }
  }
}
