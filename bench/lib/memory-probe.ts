// Child process of the memory bench: `memory-probe.ts store <dir>` measures the resident memory
// a process gains by opening the ChainStore in <dir> (which keeps every account decoded in its
// hot cache and every transaction id in memory), after full collections before and after.
// `memory-probe.ts node <dataDir>` does the same for a whole full node (createFullNode, what the
// CLI runs: store, actors, signature worker thread, peer network, API server) on <dataDir>.
// `memory-probe.ts map <file>` is the raw baseline: the same account records read from a flat
// file (see writeAccountDump) and decoded into a plain Map<bigint, Account>; no LevelDB at all.
import { readFile } from 'node:fs/promises';
import { ChainStore } from '../../src/storage/chain-store.js';
import { decodeAccount } from '../../src/domain/state/accounts.js';
import type { Account } from '../../src/domain/types.js';
import { collectGarbage } from './timer.js';

export interface ProbeResult {
  readonly rssBefore: number;
  readonly rssAfter: number;
  readonly heapBefore: number;
  readonly heapAfter: number;
  /** V8 heap committed (heapTotal) after. */
  readonly heapTotalAfter: number;
  readonly externalBefore: number;
  readonly externalAfter: number;
  readonly accounts: number;
  /** Transaction ids held (store), or the chain height (node). */
  readonly transactionIds: number;
}

const [mode, dir] = process.argv.slice(2);
if ((mode !== 'store' && mode !== 'map' && mode !== 'node') || dir === undefined) {
  console.error('usage: memory-probe.ts store|node|map <dir>');
  process.exit(2);
}

async function settle(): Promise<NodeJS.MemoryUsage> {
  collectGarbage();
  await new Promise((r) => setTimeout(r, 100));
  collectGarbage();
  return process.memoryUsage();
}

let accounts: number;
let transactionIds = 0;
let close: () => Promise<void>;
let keep: unknown;
// The node's modules load before the first reading, like the store's (static) ones.
const { startApiNode } = mode === 'node' ? await import('./api-node.js') : { startApiNode: undefined };
const before = await settle();
if (mode === 'node') {
  const api = await startApiNode!(dir);
  const status = await api.full.node.blockchain.status();
  accounts = -1; // the node does not expose its cache size; the store probe reports it
  transactionIds = status.height;
  close = () => api.close();
} else if (mode === 'store') {
  const store = await ChainStore.open({ path: dir });
  accounts = store.stats().cachedAccounts;
  transactionIds = store.stats().transactionIds;
  close = () => store.close();
} else {
  // Layout: per record u64 id (LE), u32 length, the encoded account.
  const map = new Map<bigint, Account>();
  const file = await readFile(dir);
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  for (let at = 0; at < file.length; ) {
    const id = view.getBigUint64(at, true);
    const length = view.getUint32(at + 8, true);
    map.set(id, decodeAccount(new Uint8Array(file.subarray(at + 12, at + 12 + length)), id));
    at += 12 + length;
  }
  accounts = map.size;
  keep = map;
  close = async () => undefined;
}
const after = await settle();
const result: ProbeResult = {
  rssBefore: before.rss,
  rssAfter: after.rss,
  heapBefore: before.heapUsed,
  heapAfter: after.heapUsed,
  heapTotalAfter: after.heapTotal,
  externalBefore: before.external + before.arrayBuffers,
  externalAfter: after.external + after.arrayBuffers,
  accounts,
  transactionIds,
};
if (keep === undefined && mode === 'map') throw new Error('nothing kept');
await close();
process.send!(result);
process.disconnect();
