// Five real node processes on real libp2p, every link through a TCP relay (test/e2e/soak/pair-relay.ts)
// that injects delay and partitions: a ring plus a chord, forgers on both sides of the cut,
// payments sent through every node's API throughout. Both sides forge apart while cut; after the
// heal the five converge on one chain (redialling through the relays on their own), and every
// payment answered as accepted ends confirmed in it: no loss.
import { afterAll, describe, expect, it } from '@jest/globals';
import { devnet, pay } from './accounts.js';
import { startNode, stopAllNodes, type NodeProcess } from './process-helper.js';
import { PairRelay } from './soak/pair-relay.js';
import { Rng } from '../../src/sim/rng.js';

const BLOCK_TIME = '2';
/** Ring 0-1-2-3-4-0 plus the chord 0-2; the lower index dials. */
const EDGES: ReadonlyArray<readonly [number, number]> = [[0, 1], [1, 2], [2, 3], [3, 4], [0, 4], [0, 2]];
/** Side A {0, 1} and side B {2, 3, 4}: the edges between them. */
const CUT = EDGES.filter(([a, b]) => (a <= 1) !== (b <= 1));
/** Forging accounts per node: side A 0..2 (node 0), side B 3..6 (node 2) and 7..9 (node 4). */
const FORGERS: Record<number, number[]> = { 0: [0, 1, 2], 2: [3, 4, 5, 6], 4: [7, 8, 9] };

const relays: PairRelay[] = [];
afterAll(async () => {
  await stopAllNodes();
  for (const r of relays) await r.close();
}, 30_000);

async function status(node: NodeProcess): Promise<{ lastBlock: string; height: number }> {
  const s = await node.ok('GET', { requestType: 'getBlockchainStatus' });
  return { lastBlock: s['lastBlock'] as string, height: Number(s['numberOfBlocks']) - 1 };
}

let nodesForReport: NodeProcess[] = [];

/** Tips and connected peers of every node, for a failure message. */
async function report(): Promise<string> {
  const lines = await Promise.all(nodesForReport.map(async (n, i) => {
    const s = await status(n).catch(() => ({ height: -1, lastBlock: '?' }));
    const peers = await n.get({ requestType: 'getPeers', state: 'CONNECTED' }).then((r) => (r.json['peers'] as unknown[] | undefined)?.length ?? 0, () => -1);
    return `n${i}: height ${s.height} tip ${s.lastBlock} peers ${peers}`;
  }));
  return lines.join('; ');
}

async function until(what: string, timeoutMs: number, cond: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await cond()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms: ${await report()}`);
}

describe('five node processes through delaying, partitioning relays', () => {
  it('forge apart while cut, converge after the heal, and lose no payment', async () => {
    const rng = new Rng(19).stream('relay-test');
    const nodes: NodeProcess[] = [];
    const relayOf = new Map<string, PairRelay>();
    // Highest index first: each node's relays point at nodes already listening.
    for (let i = 4; i >= 0; i--) {
      const mine = EDGES.filter(([a]) => a === i);
      const peers: string[] = [];
      for (const [a, b] of mine) {
        const relay = await PairRelay.open(EDGES.indexOf(EDGES.find(([x, y]) => x === a && y === b)!) + 1, Number(nodes[b]!.peerHostPort.split(':')[1]), () => rng.next());
        relays.push(relay);
        relayOf.set(`${a}-${b}`, relay);
        peers.push(relay.address);
      }
      nodes[i] = await startNode({
        name: `relay-n${i}`,
        settings: {
          'node.blockTime': BLOCK_TIME,
          'node.devnetForging': 'false',
          'node.peers': peers.join(','),
          // Only the relays: a node never dials more than its own edges, and no node passes an
          // address (a relay's) on to others, which would let them around a cut.
          'node.maxOutboundPeers': String(peers.length),
          'node.shareAddress': 'false',
        },
      });
    }
    nodesForReport = nodes;
    for (const [i, accounts] of Object.entries(FORGERS)) {
      for (const k of accounts) await nodes[Number(i)]!.post({ requestType: 'startForging', secretPhrase: `devnet-${k}` });
    }
    const accepted: string[] = [];
    let sending = true;
    const sender = (async () => {
      for (let n = 0; sending; n++) {
        const node = nodes[n % 5]!;
        try {
          accepted.push((await pay(node, devnet(n % 10), devnet((n + 3) % 10), BigInt(1 + n))).transaction);
        } catch {
          // A refusal (not an acceptance) is not a loss.
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    // Connected and agreeing, with 20..80 ms of delay on every link.
    for (const r of relays) r.delay = [20, 80];
    await until('every node at one tip', 60_000, async () => new Set((await Promise.all(nodes.map(status))).map((s) => s.lastBlock)).size === 1);

    // The cut: both sides forge on their own.
    for (const [a, b] of CUT) relayOf.get(`${a}-${b}`)!.partition();
    const before = (await status(nodes[0]!)).height;
    await until('both sides forging apart', 60_000, async () => {
      const [a, b] = [await status(nodes[1]!), await status(nodes[3]!)];
      return a.height >= before + 3 && b.height >= before + 3 && a.lastBlock !== b.lastBlock;
    });

    // The heal: the nodes redial through the relays by themselves and converge.
    for (const [a, b] of CUT) relayOf.get(`${a}-${b}`)!.heal();
    sending = false;
    await sender;
    await until('every accepted payment confirmed on node 3', 150_000, async () => {
      for (const tx of accepted) {
        const r = await nodes[3]!.get({ requestType: 'getTransaction', transaction: tx });
        if (r.status !== 200 || typeof r.json['height'] !== 'number') return false;
      }
      return true;
    });
    for (const i of Object.keys(FORGERS)) await nodes[Number(i)]!.admin({ requestType: 'stopForging' });
    await until('every node at one tip after the heal', 90_000, async () => new Set((await Promise.all(nodes.map(status))).map((s) => s.lastBlock)).size === 1);
    expect(accepted.length).toBeGreaterThan(50);
    // Every accepted payment is confirmed on every node.
    for (const node of nodes) {
      for (const tx of accepted) expect([tx, typeof (await node.get({ requestType: 'getTransaction', transaction: tx })).json['height']]).toEqual([tx, 'number']);
    }
    // The relays carried the traffic, and every cut pair redials through its relay on its own
    // after the heal. The chain may converge through the first pair that redials, before the
    // others' turn comes (a peer refused during the cut is tried again after node.redialIntervalMs,
    // 30 s): so wait for those redials rather than expect them by the time the tips agree.
    expect(relays.every((r) => r.connections >= 1)).toBe(true);
    await until('every cut pair redialled through its relay', 90_000, async () => CUT.every(([a, b]) => relayOf.get(`${a}-${b}`)!.connections >= 2));
  }, 400_000);
});
