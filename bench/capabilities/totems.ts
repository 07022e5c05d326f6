// Totem exchange bench: (1) 50,000 order placements applied in blocks on disk
// (Blockchain.pushBlock on a ChainStore in classic-level, signatures known as verified), asks and
// bids of 200 accounts on four totems at prices that cross often enough that most orders trade,
// many partially; baseline: the same number of payments in as many blocks, pushed the same way
// on another store, block by block in lockstep. (2) Whether matching's cost grows with the
// depth of the book (bench/lib/totem-depth.ts).
import { PerformanceObserver } from 'node:perf_hooks';
import type { Block } from '../../src/domain/block.js';
import { EPOCH_BEGINNING_MS } from '../../src/domain/network-params.js';
import type { ChainStore } from '../../src/storage/chain-store.js';
import { ORDERS, TRADES } from '../../src/capabilities/totems/tables.js';
import type { PlacementAttachment } from '../../src/capabilities/totems/orders.js';
import type { BenchRow } from '../lib/report.js';
import { benchNetwork, epochNow, paymentBatch, prng, recipientIds, type BenchNetwork } from '../lib/fixtures.js';
import { ChainBuilder } from '../lib/chain-builder.js';
import { collectGarbage, median, rate } from '../lib/timer.js';
import { gcInside, openLane, parse, push, resetTimings, serial, type Lane, type SerialBlock } from '../lib/block-lanes.js';
import { makeTempDir, removeTempDir } from '../lib/tmp.js';
import { benchIssuance, benchOrder, benchTransfer } from '../lib/totem-txs.js';
import { depthRow } from '../lib/totem-depth.js';

const BLOCKS = 200;
const PER_BLOCK = 250;
const TRADERS = 200;
const TOTEM_COUNT = 4;
/** Units each trader gets of each totem: far more than its asks can ever lock (at most
 * PER_BLOCK x BLOCKS / TRADERS asks of 100 units), so every ask is valid whatever has filled. */
const UNITS_PER_TRADER = 1_000_000n;
const TRANSFERS_PER_BLOCK = 250;
/** Prices in MTA per unit around this mid: asks MID-40..MID+59, bids MID-59..MID+40. The ranges
 * overlap by 80 of 100, so an incoming order usually finds the other side's best price crossing
 * it, while the orders that do not cross pile up away from the mid and keep the books deep. */
const MID = 10_000n;

interface Fixture {
  readonly net: BenchNetwork;
  /** Issuance and transfer blocks (applied before the timed section). */
  readonly setup: SerialBlock[];
  readonly orders: SerialBlock[];
  readonly payments: SerialBlock[];
  /** Trades the builder's own in-memory application made (the disk lane must make the same). */
  readonly expectedTrades: number;
}

function buildFixture(): Fixture {
  const now = epochNow({ epochBeginningMs: EPOCH_BEGINNING_MS });
  const setupBlocks = 1 + Math.ceil((TRADERS * TOTEM_COUNT) / TRANSFERS_PER_BLOCK);
  // Blocks come every ~5 s on average: start far enough back that the last one is in the past.
  const net = benchNetwork({ senders: TOTEM_COUNT + TRADERS, genesisTimestamp: now - (BLOCKS + setupBlocks) * 5 * 4 - 600 });
  const issuers = net.senders.slice(0, TOTEM_COUNT);
  const traders = net.senders.slice(TOTEM_COUNT);

  const exchange = new ChainBuilder(net.params, net.forgers);
  const at = (timestamp: number) => ({ timestamp, ecBlockId: exchange.genesis.id });
  const issued = exchange.forgeAppend((ts) => issuers.map((k, i) => benchIssuance(k, `BENCH${i}`, UNITS_PER_TRADER * BigInt(TRADERS), at(ts))));
  const totems = issued.transactions.map((tx) => tx.id);
  const transfers = totems.flatMap((totem, t) => traders.map((k) => ({ from: issuers[t]!, to: k.accountId, totem })));
  for (let i = 0; i < transfers.length; i += TRANSFERS_PER_BLOCK) {
    exchange.forgeAppend((ts) => transfers.slice(i, i + TRANSFERS_PER_BLOCK).map((x) => benchTransfer(x.from, x.to, x.totem, UNITS_PER_TRADER, at(ts))));
  }
  const setupCount = exchange.blocks.length - 1;
  const random = prng(29);
  const int = (n: number) => Math.floor(random() * n);
  for (let b = 0; b < BLOCKS; b++) {
    exchange.forgeAppend((ts) =>
      Array.from({ length: PER_BLOCK }, (_, i) => {
        const kind = i % 2 === 0 ? 'ask' : 'bid';
        const price = kind === 'ask' ? MID - 40n + BigInt(int(100)) : MID + 40n - BigInt(int(100));
        return benchOrder(traders[int(TRADERS)]!, kind, totems[int(TOTEM_COUNT)]!, BigInt(1 + int(100)), price, at(ts));
      }),
    );
  }
  const expectedTrades = exchange.store.scan(TRADES, 'recent').length;

  const paying = new ChainBuilder(net.params, net.forgers);
  const recipients = [...recipientIds(20_000), ...net.senders.map((s) => s.accountId)];
  for (let b = 0; b < BLOCKS; b++) {
    paying.forgeAppend((timestamp) =>
      paymentBatch({ count: PER_BLOCK, senders: net.senders, recipients, timestamp, ecBlockHeight: 0, ecBlockId: paying.genesis.id, seed: 500 + b, firstSender: b * PER_BLOCK }),
    );
  }
  if (Math.max(exchange.tip.timestamp, paying.tip.timestamp) > now) throw new Error('fixture chain ends in the future');
  return {
    net,
    expectedTrades,
    setup: serial(exchange.blocks.slice(1, 1 + setupCount)),
    orders: serial(exchange.blocks.slice(1 + setupCount)),
    payments: serial(paying.blocks.slice(1)),
  };
}

/** What the orders did, read from the disk lane's committed state. */
async function outcome(store: ChainStore, orderBlocks: readonly Block[]) {
  const trades = (await store.page(TRADES, { index: 'recent' })).map(([, t]) => t);
  /** Per order: trades it took part in and units traded. */
  const fills = new Map<bigint, { trades: number; units: bigint }>();
  let volume = 0n;
  for (const t of trades) {
    for (const id of [t.askOrder, t.bidOrder]) {
      const f = fills.get(id) ?? { trades: 0, units: 0n };
      fills.set(id, { trades: f.trades + 1, units: f.units + t.quantity });
    }
    volume += t.quantity;
  }
  let traded = 0;
  let filled = 0;
  let pieces = 0;
  for (const block of orderBlocks) {
    for (const tx of block.transactions) {
      const f = fills.get(tx.id);
      if (f === undefined) continue;
      traded++;
      if (f.units === (tx.attachment as PlacementAttachment).quantityQNT) filled++;
      if (f.trades > 1) pieces++;
    }
  }
  return { trades: trades.length, volume, traded, filled, pieces, resting: store.scan(ORDERS, 'book').length };
}

async function ordersRow(): Promise<BenchRow> {
  const count = BLOCKS * PER_BLOCK;
  console.error(`totems: building ${BLOCKS} blocks of ${PER_BLOCK} orders (${TRADERS} traders, ${TOTEM_COUNT} totems) and ${BLOCKS} blocks of ${PER_BLOCK} payments`);
  const f = buildFixture();
  const dirs = [await makeTempDir('totems-orders'), await makeTempDir('totems-payments')];
  try {
    const setup = parse(f.setup);
    const orderBlocks = parse(f.orders);
    const paymentBlocks = parse(f.payments);
    const orders = await openLane(f.net.params, dirs[0]!, [...setup, ...orderBlocks]);
    const payments = await openLane(f.net.params, dirs[1]!, paymentBlocks);
    for (const block of setup) await push(orders, block);
    resetTimings(orders);
    // GC pauses: the order path allocates more (new immutable records, index keys, copied tree
    // nodes), so part of its cost is collection, shared by whichever lane happens to trigger it.
    const pauses: Array<readonly [number, number]> = [];
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) pauses.push([e.startTime, e.duration]);
    });
    observer.observe({ entryTypes: ['gc'] });
    collectGarbage();
    // Lockstep, the order alternating from block to block, so load from other processes on the
    // machine hits both lanes alike.
    for (let i = 0; i < BLOCKS; i++) {
      const pair: Array<[Lane, Block]> = [[orders, orderBlocks[i]!], [payments, paymentBlocks[i]!]];
      if (i % 2 === 1) pair.reverse();
      for (const [lane, block] of pair) await push(lane, block);
    }
    await new Promise((resolve) => setImmediate(resolve));
    observer.disconnect();
    const gc = { orders: gcInside(orders, pauses), payments: gcInside(payments, pauses) };
    const o = await outcome(orders.store, orderBlocks);
    if (o.trades !== f.expectedTrades) throw new Error(`the disk lane made ${o.trades} trades, the fixture builder ${f.expectedTrades}`);
    for (const lane of [orders, payments]) await lane.store.close();
    const pct = (n: number) => `${((100 * n) / count).toFixed(0)}%`;
    console.error(`totems: orders ${orders.seconds.toFixed(2)} s, payments ${payments.seconds.toFixed(2)} s; ${o.trades.toLocaleString('en-US')} trades`);
    return {
      bench: 'totems',
      name: 'orders placed and matched in blocks, on disk',
      subject: {
        label: `${BLOCKS} blocks x ${PER_BLOCK} ask/bid placements (alternating; ${TRADERS} accounts, ${TOTEM_COUNT} totems, 1..100 units, asks at mid-40..mid+59 and bids at mid-59..mid+40 MTA), Blockchain.pushBlock of each (every transaction validated, placed, matched) on a ChainStore on disk, signatures known as verified (the mempool's case); figure: orders per second of the median block`,
        value: PER_BLOCK / median(orders.blockSeconds),
        unit: 'orders/s',
      },
      baseline: {
        label: `${BLOCKS} blocks x ${PER_BLOCK} ordinary payments pushed the same way on another store, block by block in lockstep (median block)`,
        value: PER_BLOCK / median(payments.blockSeconds),
        unit: 'tx/s',
      },
      target: { kind: 'ratio-at-least', value: 0.5 },
      notes: [
        `${o.trades.toLocaleString('en-US')} trades (${o.volume.toLocaleString('en-US')} units); of the ${count.toLocaleString('en-US')} orders ${pct(o.traded)} traded, ${pct(o.filled)} filled completely, ${pct(o.pieces)} in two or more trades (partial fills); ${o.resting.toLocaleString('en-US')} orders rest in the books at the end`,
        `over all ${BLOCKS} blocks: ${rate(count, orders.seconds).toFixed(0)} orders/s vs ${rate(count, payments.seconds).toFixed(0)} payments/s (ratio ${(payments.seconds / orders.seconds).toFixed(2)}); per transaction ${(1e6 / rate(count, orders.seconds)).toFixed(1)} µs for an order, ${(1e6 / rate(count, payments.seconds)).toFixed(1)} µs for a payment (both including the block's commit on disk); GC pauses inside the timed pushes: ${(gc.orders / 1000).toFixed(2)} s of the orders' ${orders.seconds.toFixed(2)} s, ${(gc.payments / 1000).toFixed(2)} s of the payments' ${payments.seconds.toFixed(2)} s`,
      ],
    };
  } finally {
    for (const d of dirs) await removeTempDir(d);
  }
}

export async function run(): Promise<BenchRow[]> {
  const orders = await ordersRow();
  collectGarbage();
  const depth = await depthRow();
  return [orders, depth];
}
