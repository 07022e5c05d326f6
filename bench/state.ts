// Bench: the generic state layer that capabilities stand on (issue 8). Records of an indexed
// capability-style table (an order book: id -> owner, price, quantity; index by price) are
// created, changed and deleted in blocks through a StateOverlay, with an index scan for the best
// prices before every write (as matching does), and committed on disk with their undo records.
// Baselines, in the same run and in lockstep block by block: classic-level writing the very keys
// and values the store wrote (raw writes), and the same record changes on a plain Map (no
// overlay, no index, no store), to show what the overlay and the index cost per change.
import { ChainStore } from '../src/storage/chain-store.js';
import { openDatabase, closeDatabase } from '../src/storage/db.js';
import { CORE_TABLES } from '../src/domain/capability.js';
import { ByteReader, ByteWriter } from '../src/domain/state/record-bytes.js';
import { defineTable, u64Key, type Table } from '../src/domain/state/table.js';
import type { BenchRow } from './lib/report.js';
import { recordedStats, recordingDb, replay } from './lib/recording-db.js';
import { collectGarbage, rate, timed } from './lib/timer.js';
import { makeTempDir, removeTempDir } from './lib/tmp.js';
import { prng } from './lib/fixtures.js';

const BLOCKS = 200;
const CHANGES_PER_BLOCK = 500;
const SCAN_DEPTH = 5;

interface Order {
  readonly owner: bigint;
  readonly price: bigint;
  readonly quantity: bigint;
}

const writer = new ByteWriter(64);
const ORDERS: Table<bigint, Order> = defineTable<bigint, Order>({
  name: 'benchOrders',
  bucket: 240,
  key: u64Key,
  value: {
    encode: (o: Order) => writer.reset().u64(o.owner).varBig(o.price).varBig(o.quantity).finish(),
    decode: (bytes: Uint8Array): Order => {
      const r = new ByteReader(bytes);
      const o = { owner: r.u64(), price: r.varBig(), quantity: r.varBig() };
      r.end();
      return o;
    },
  },
  cache: 'all',
  indexes: [{ name: 'byPrice', entry: (o: Order) => [o.price] }],
});

type Change = { readonly kind: 'put'; readonly id: bigint; readonly order: Order } | { readonly kind: 'delete'; readonly id: bigint };

/** Per block: new orders, quantity changes of live ones, deletions (about 60/25/15). */
function buildChanges(): Change[][] {
  const next01 = prng(8);
  const random = { int: (n: number) => Math.floor(next01() * n) };
  const live: bigint[] = [];
  let nextId = 1n;
  const blocks: Change[][] = [];
  for (let b = 0; b < BLOCKS; b++) {
    const changes: Change[] = [];
    for (let c = 0; c < CHANGES_PER_BLOCK; c++) {
      const roll = random.int(100);
      if (roll < 60 || live.length < 10) {
        const id = nextId++;
        live.push(id);
        changes.push({ kind: 'put', id, order: { owner: BigInt(1 + random.int(5000)), price: BigInt(1 + random.int(100_000)), quantity: BigInt(1 + random.int(1000)) } });
      } else if (roll < 85) {
        const id = live[random.int(live.length)]!;
        changes.push({ kind: 'put', id, order: { owner: BigInt(1 + random.int(5000)), price: BigInt(1 + random.int(100_000)), quantity: BigInt(1 + random.int(1000)) } });
      } else {
        const at = random.int(live.length);
        const id = live[at]!;
        live[at] = live[live.length - 1]!;
        live.pop();
        changes.push({ kind: 'delete', id });
      }
    }
    blocks.push(changes);
  }
  return blocks;
}

export async function run(): Promise<BenchRow[]> {
  const blocks = buildChanges();
  const dirs = [await makeTempDir('state-store'), await makeTempDir('state-raw')];
  try {
    const recorder = recordingDb(await openDatabase({ path: dirs[0]! }));
    const store = await ChainStore.open({}, { db: recorder.db, tables: [...CORE_TABLES, ORDERS] });
    const rawDb = await openDatabase({ path: dirs[1]! });
    // A genesis block so the timed blocks are ordinary ones (with undo records).
    const genesis = store.beginBlock(0, 0);
    await store.commitBlock(genesis, storedBlock(0, 0n), []);
    const plain = new Map<bigint, Order>();
    const lanes = { store: 0, raw: 0, map: 0 };
    let scanned = 0;
    collectGarbage();
    recorder.recording = true;
    for (let b = 0; b < blocks.length; b++) {
      const height = b + 1;
      const changes = blocks[b]!;
      const s = await timed(async () => {
        const overlay = store.beginBlock(height, height * 5);
        for (const change of changes) {
          scanned += overlay.scan(ORDERS, 'byPrice', { limit: SCAN_DEPTH }).length;
          if (change.kind === 'put') overlay.put(ORDERS, change.id, change.order);
          else overlay.delete(ORDERS, change.id);
        }
        await store.commitBlock(overlay, storedBlock(height, store.tip()!.blockId), []);
      });
      lanes.store += s.seconds;
      const r = await timed(() => replay(rawDb, [recorder.batches[recorder.batches.length - 1]!]));
      lanes.raw += r.seconds;
      const m = await timed(() => {
        for (const change of changes) {
          if (change.kind === 'put') plain.set(change.id, change.order);
          else plain.delete(change.id);
        }
      });
      lanes.map += m.seconds;
    }
    const stats = recordedStats(recorder.batches);
    const total = BLOCKS * CHANGES_PER_BLOCK;
    // A last consistency check: the store's index holds exactly the live records.
    const indexed = store.scan(ORDERS, 'byPrice').length;
    if (indexed !== plain.size) throw new Error(`index holds ${indexed} records, the map ${plain.size}`);
    await store.close();
    await closeDatabase(recorder.db);
    await closeDatabase(rawDb);
    const what = `${BLOCKS} blocks x ${CHANGES_PER_BLOCK} changes of an indexed table (~60% new records, 25% updates, 15% deletes; ${plain.size.toLocaleString('en-US')} live at the end), each preceded by a scan of the ${SCAN_DEPTH} best prices`;
    return [
      {
        bench: 'state',
        name: 'indexed table changes committed on disk (StateOverlay + ChainStore)',
        subject: { label: 'changes/s', value: rate(total, lanes.store), unit: 'changes/s' },
        baseline: { label: 'raw writes', value: rate(total, lanes.raw), unit: 'changes/s' },
        notes: [
          `${what}, through a StateOverlay (staged records, priors, copy-on-write index tree) and ChainStore.commitBlock (one batch per block with the undo record); baseline: classic-level writing the very keys and values the store wrote, batch by batch in lockstep: ${stats.batches} batches, ${(stats.puts + stats.dels).toLocaleString('en-US')} keys (${stats.puts.toLocaleString('en-US')} puts, ${stats.dels.toLocaleString('en-US')} deletes)`,
          `per change: ${(1e6 / rate(total, lanes.store)).toFixed(1)} µs, of which the raw write is ${(1e6 / rate(total, lanes.raw)).toFixed(1)} µs; the same changes on a plain Map take ${(1e6 / rate(total, lanes.map)).toFixed(2)} µs; ${scanned.toLocaleString('en-US')} records returned by the scans`,
        ],
      },
    ];
  } finally {
    for (const dir of dirs) await removeTempDir(dir);
  }
}

/** A block record for the store (the state bench has no transactions). */
function storedBlock(height: number, previousBlockId: bigint) {
  return { id: BigInt(height + 1) * 7919n, height, timestamp: height * 5, previousBlockId, generatorId: 1n, cumulativeDifficulty: BigInt(height), bytes: new Uint8Array(8) };
}
