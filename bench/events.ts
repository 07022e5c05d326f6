// Live events (issue 10): how long from a block's commit to its block.pushed reaching an SSE
// client, with 100 clients connected to GET /events of the full node (createFullNode: disk store,
// actors, API server with the full node's routes). Blocks are forged one at a time with
// generateBlock (the devnet forges on demand); each block is timed from the moment the blockchain
// tells its commit (a chain-event observer, the same point the event hub is told) to the moment
// each client has parsed the event, and the next block is forged only when every client has it.
// Clients live in this process (one clock for both ends), so their own parsing is in the figure.
// node.apiMaxConnectionsPerAddress (64 by default) is raised to 256 here: all 100 clients come
// from 127.0.0.1.
import http from 'node:http';
import type { BenchRow } from './lib/report.js';
import { startApiNode } from './lib/api-node.js';
import { makeTempDir, removeTempDir } from './lib/tmp.js';
import { collectGarbage } from './lib/timer.js';

const CLIENTS = 100;
const WARMUP_BLOCKS = 10;
const BLOCKS = 200;

interface Client {
  readonly req: http.ClientRequest;
  /** Arrival time of each block id. */
  readonly arrivals: Map<string, number>;
}

function connect(port: number, onBlock: (client: Client, blockId: string) => void): Promise<Client> {
  return new Promise((resolve, reject) => {
    const arrivals = new Map<string, number>();
    let buffer = '';
    const req = http.get({ host: '127.0.0.1', port, path: '/events?topics=block.pushed', agent: false }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`GET /events answered ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame.split('\n').find((l) => l.startsWith('data: '));
          if (data === undefined) continue;
          const event = JSON.parse(data.slice(6)) as { topic: string; block: string };
          if (event.topic !== 'block.pushed') continue;
          arrivals.set(event.block, performance.now());
          onBlock(client, event.block);
        }
      });
      resolve(client);
    });
    const client: Client = { req, arrivals };
    req.on('error', reject);
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function run(): Promise<BenchRow[]> {
  const dir = await makeTempDir('events');
  const api = await startApiNode(dir, { apiMaxConnectionsPerAddress: 256 });
  const clients: Client[] = [];
  try {
    const node = api.full.node;
    await node.forger.startForging('devnet-0');
    const committed = new Map<string, number>();
    node.events.on('blockPushed', ({ block }) => committed.set(block.id.toString(), performance.now()), { observer: true });

    // Resolves once every client has the block.
    const waiting = new Map<string, { left: number; resolve: () => void }>();
    const onBlock = (_client: Client, blockId: string) => {
      const w = waiting.get(blockId);
      if (w !== undefined && --w.left === 0) {
        waiting.delete(blockId);
        w.resolve();
      }
    };
    for (let i = 0; i < CLIENTS; i++) clients.push(await connect(api.port, onBlock));
    console.error(`events: ${CLIENTS} SSE clients connected; forging ${WARMUP_BLOCKS} + ${BLOCKS} blocks`);

    const forgeAndWait = async (): Promise<string> => {
      let id = '';
      const all = new Promise<void>((resolve) => {
        // Registered before the forge: the block's id is known only once it is pushed, so the
        // entry is keyed when the commit is told (the observer runs before any client is written).
        const off = node.events.on('blockPushed', ({ block }) => {
          off();
          id = block.id.toString();
          waiting.set(id, { left: CLIENTS, resolve });
        }, { observer: true });
      });
      await node.forger.generateBlock();
      await all;
      return id;
    };
    for (let i = 0; i < WARMUP_BLOCKS; i++) await forgeAndWait();
    collectGarbage();
    const latencies: number[] = [];
    for (let i = 0; i < BLOCKS; i++) {
      const id = await forgeAndWait();
      const at = committed.get(id)!;
      for (const client of clients) latencies.push(client.arrivals.get(id)! - at);
    }
    latencies.sort((a, b) => a - b);
    const median = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    console.error(`events: ${latencies.length} deliveries, median ${median.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms, max ${latencies.at(-1)!.toFixed(3)} ms`);
    const notes = [
      `${CLIENTS} SSE clients on GET /events?topics=block.pushed, ${BLOCKS} blocks (after ${WARMUP_BLOCKS} warm-up), ${latencies.length} deliveries`,
      'from the blockchain telling the commit to a client having parsed the event; clients in the same process as the node',
      'node.apiMaxConnectionsPerAddress raised to 256 (default 64): every client connects from 127.0.0.1',
    ];
    return [
      { bench: 'events', name: 'block commit -> SSE client, median (100 clients)', subject: { label: 'median', value: median, unit: 'ms' }, notes },
      { bench: 'events', name: 'block commit -> SSE client, p99 (100 clients)', subject: { label: 'p99', value: p99, unit: 'ms' }, notes },
    ];
  } finally {
    for (const client of clients) client.req.destroy();
    await api.close();
    await removeTempDir(dir);
  }
}
