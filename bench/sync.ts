// Bench 5 (issue 4): a fresh full node (createFullNode, what the CLI runs) downloading 2,000
// blocks holding 100,000 payments from one peer on loopback (a full node in its own process),
// vs the same kind of node applying the same blocks read from a local file; then gossip latency
// of a transaction from node 1 to node 3's pool over a line of three nodes.
import { fork, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Block } from '../src/domain/block.js';
import type { Transaction } from '../src/domain/transaction.js';
import { devnetParams } from '../src/domain/network-params.js';
import { ONE_COIN } from '../src/domain/constants.js';
import { ChainStore } from '../src/storage/chain-store.js';
import type { BenchRow } from './lib/report.js';
import { ChainBuilder } from './lib/chain-builder.js';
import { epochNow, recipientIds } from './lib/fixtures.js';
import { benchKeys } from './lib/keys.js';
import { devnetKeys, forgeFunding, payments, pushAll } from './lib/funded-store.js';
import { connectNodes, startNetNode, until } from './lib/net-node.js';
import { CHAIN_SUBDIR, startApiNode } from './lib/api-node.js';
import type { Node } from '../src/node.js';
import { collectGarbage, nowNs, quantile, rate, timed } from './lib/timer.js';
import { makeTempDir, removeTempDir } from './lib/tmp.js';
import { tcpRelayLatencies } from './lib/tcp-relay.js';
import { BENCH_REGISTRY, BENCH_RULES } from './lib/rules.js';

const BLOCKS = 2_000;
const PAYMENTS = 100_000;
const SENDERS = 2_000;
const GOSSIP_SAMPLES = 200;

const register = fileURLToPath(new URL('../scripts/register.mjs', import.meta.url));
const peerScript = fileURLToPath(new URL('./lib/sync-peer.ts', import.meta.url));

/** 2,000 devnet blocks: the first ones fund the senders, the rest carry payments among them, so
 * that all blocks together hold exactly PAYMENTS payments. */
function buildChain(): Block[] {
  const params = devnetParams();
  const devnet = devnetKeys();
  const builder = new ChainBuilder(params, devnet);
  const senders = benchKeys('bench-sync-sender', SENDERS);
  const blocks = forgeFunding(builder, devnet, senders.map((s) => s.accountId), 10_000n * ONE_COIN);
  const funding = SENDERS;
  const rest = BLOCKS - blocks.length;
  const perBlock = Math.floor((PAYMENTS - funding) / rest);
  let extra = PAYMENTS - funding - perBlock * rest;
  const recipients = [...recipientIds(10_000, 'bench-sync-recipient'), ...senders.map((s) => s.accountId)];
  let offset = 0;
  for (let b = 0; b < rest; b++) {
    const count = perBlock + (extra-- > 0 ? 1 : 0);
    blocks.push(
      builder.forgeAppend((timestamp) => {
        const txs = payments({ senders, recipients, count, timestamp, ecBlockHeight: 0, ecBlockId: builder.genesis.id, offset });
        offset += count;
        return txs;
      }),
    );
  }
  const total = blocks.reduce((n, block) => n + block.transactions.length, 0);
  if (blocks.length !== BLOCKS || total !== PAYMENTS) throw new Error(`fixture has ${blocks.length} blocks and ${total} payments`);
  if (builder.tip.timestamp > epochNow(params)) throw new Error('fixture chain ends in the future');
  return blocks;
}

/** [u32 length][full block bytes] per block. */
function encodeFile(blocks: readonly Block[]): Buffer {
  const parts: Buffer[] = [];
  for (const block of blocks) {
    const bytes = block.fullBytes();
    const head = Buffer.alloc(4);
    head.writeUInt32LE(bytes.length, 0);
    parts.push(head, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
  return Buffer.concat(parts);
}

function startPeer(dir: string): Promise<{ child: ChildProcess; address: string; height: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(peerScript, [dir], { execArgv: ['--import', register, '--no-warnings'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (m: { address: string; height: number }) => resolve({ child, ...m }));
    child.once('exit', (code) => reject(new Error(`sync peer exited with ${code}`)));
  });
}

/** Height reached by a node, from its chain events. */
function heightWatch(node: Node): { height: () => number; on: (fire: () => void) => () => void } {
  let height = 0;
  // Lives as long as the node (stopped with it).
  node.events.on('blockPushed', ({ block }) => {
    height = block.height;
  });
  return { height: () => height, on: (fire) => node.events.on('blockPushed', fire) };
}

export async function run(): Promise<BenchRow[]> {
  const dirs: string[] = [];
  const tmp = async (label: string) => {
    const d = await makeTempDir(label);
    dirs.push(d);
    return d;
  };
  try {
    console.error(`sync: forging ${BLOCKS.toLocaleString('en-US')} devnet blocks holding ${PAYMENTS.toLocaleString('en-US')} payments`);
    const blocks = buildChain();
    const serverDir = await tmp('sync-server');
    const store = await ChainStore.open({ path: join(serverDir, CHAIN_SUBDIR) }, { tables: BENCH_RULES.tables });
    await pushAll(store, devnetParams(), blocks);
    await store.close();
    const file = join(await tmp('sync-file'), 'blocks.bin');
    await writeFile(file, encodeFile(blocks));
    blocks.length = 0;
    collectGarbage();

    // Reference: a fresh node applies the blocks read from a local file through its blockchain
    // actor (parse + pushBlock, every signature verified: its pool has seen none of them).
    const localNode = await startApiNode(await tmp('sync-local'));
    const local = localNode.full.node;
    console.error('sync: applying the blocks from a local file');
    const fromFile = await timed(async () => {
      const data = await readFile(file);
      let at = 0;
      let n = 0;
      while (at < data.length) {
        const length = data.readUInt32LE(at);
        const block = Block.fromFullBytes(new Uint8Array(data.buffer, data.byteOffset + at + 4, length), 0, 0n, BENCH_REGISTRY);
        at += 4 + length;
        const r = await local.blockchain.pushBlock(block);
        if (r.status !== 'pushed') throw new Error(`local import: block ${n} not pushed`);
        n++;
      }
      return n;
    });
    if ((await local.blockchain.lastBlock()).height !== BLOCKS) throw new Error('local import did not reach the last block');
    await localNode.close();
    collectGarbage();

    // Download from a peer in another process.
    const peer = await startPeer(serverDir);
    if (peer.height !== BLOCKS) throw new Error(`serving peer is at height ${peer.height}`);
    console.error('sync: downloading from the peer');
    // Timed from the start of a fresh full node whose node.peers names the serving peer (start
    // opens the store, the actors, the network, which dials the peer, and the API server).
    const t0 = nowNs();
    const fresh = await startApiNode(await tmp('sync-fresh'), { peers: [peer.address] });
    const watch = heightWatch(fresh.full.node);
    await until(() => watch.height() >= BLOCKS, (fire) => [watch.on(fire)], 600_000, `height ${BLOCKS}`);
    const downloadSeconds = Number(nowNs() - t0) / 1e9;
    await fresh.close();
    peer.child.disconnect();
    await new Promise((resolve) => peer.child.once('exit', resolve));
    collectGarbage();

    // Gossip latency: 1 - 2 - 3 in a line, one transaction in flight at a time; arrival is node 3's
    // verdict on the gossip (it is judged after the pool took it).
    console.error(`sync: gossip latency over ${GOSSIP_SAMPLES} transactions`);
    const nodes = [await startNetNode(undefined, 'g1'), await startNetNode(undefined, 'g2'), await startNetNode(undefined, 'g3')];
    const latencies: number[] = [];
    try {
      await connectNodes(nodes[0]!, nodes[1]!);
      await connectNodes(nodes[1]!, nodes[2]!);
      const params = devnetParams();
      const genesis = await nodes[0]!.node.blockchain.getBlock({ height: 0 });
      const devnet = devnetKeys();
      const txs: Transaction[] = payments({ senders: devnet, recipients: recipientIds(1000, 'bench-gossip'), count: GOSSIP_SAMPLES + 20, timestamp: epochNow(params) - 5, ecBlockHeight: 0, ecBlockId: genesis!.id });
      const third = nodes[2]!.net.network;
      for (let i = 0; i < txs.length; i++) {
        const arrived = new Promise<bigint>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`transaction ${i} did not reach node 3`)), 30_000);
          const off = third.on('gossip', (e) => {
            if (e.kind !== 'transaction' || e.verdict.action !== 'accept') return;
            clearTimeout(timer);
            off();
            resolve(nowNs());
          });
        });
        const sent = nowNs();
        const { accepted } = await nodes[0]!.node.mempool.submit(txs[i]!);
        if (!accepted) throw new Error(`node 1 did not accept transaction ${i}`);
        const at = await arrived;
        // The first 20 warm the path (JIT, gossip streams) and are not counted.
        if (i >= 20) latencies.push(Number(at - sent) / 1e6);
      }
    } finally {
      for (const n of nodes) await n.stop();
    }

    const raw = await tcpRelayLatencies(GOSSIP_SAMPLES, 177);
    const tx = PAYMENTS;
    console.error(
      `sync: local file ${fromFile.seconds.toFixed(1)} s, download ${downloadSeconds.toFixed(1)} s; gossip p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms; raw TCP relay p50 ${quantile(raw, 0.5).toFixed(3)} ms, p99 ${quantile(raw, 0.99).toFixed(3)} ms`,
    );
    const localLabel = `the same kind of fresh full node (createFullNode, no peers) reading the same ${BLOCKS.toLocaleString('en-US')} blocks from a local file and pushing each through its blockchain actor (parse + pushBlock, every signature verified)`;
    return [
      {
        bench: 'sync',
        name: 'sync download from one peer, blocks',
        subject: {
          label: `fresh full node (createFullNode, node.peers = the serving peer) downloads from one peer (a full node in its own process) on loopback that holds ${BLOCKS.toLocaleString('en-US')} blocks with ${PAYMENTS.toLocaleString('en-US')} payments; timed from the fresh node's start to the last block applied; default settings (sync segments of 36 blocks, at most 720 blocks per round, 1 s between checks)`,
          value: rate(BLOCKS, downloadSeconds),
          unit: 'blocks/s',
        },
        baseline: { label: localLabel, value: rate(BLOCKS, fromFile.seconds), unit: 'blocks/s' },
        target: { kind: 'ratio-at-least', value: 0.5 },
        notes: [
          'both sides verify every signature on the main thread, which bounds both; what the download loses beyond that is the exchange itself (requests paced at half the peer limit, rounds of at most 720 blocks, 1 s between sync checks) and the serving peer reading blocks',
        ],
      },
      {
        bench: 'sync',
        name: 'sync download from one peer, transactions',
        subject: { label: 'the same download, in transactions', value: rate(tx, downloadSeconds), unit: 'tx/s' },
        baseline: { label: 'the same local-file import, in transactions', value: rate(tx, fromFile.seconds), unit: 'tx/s' },
        target: { kind: 'ratio-at-least', value: 0.5 },
      },
      {
        bench: 'sync',
        name: 'gossip latency node 1 -> node 3, median',
        subject: {
          label: `${GOSSIP_SAMPLES} payments submitted one at a time on node 1 of a line 1-2-3 (three in-memory devnet nodes in one process, real libp2p on loopback TCP); time until node 3 judged the gossip and its pool took the transaction`,
          value: quantile(latencies, 0.5),
          unit: 'ms',
        },
        baseline: { label: `bare loopback TCP relay 1 -> 2 -> 3 in one process (node:net, no libp2p, no validation), ${GOSSIP_SAMPLES} messages of 177 bytes (a payment's size), one at a time`, value: quantile(raw, 0.5), unit: 'ms' },
        notes: ['ratio here is gossip time over raw relay time: what libp2p (noise, yamux, gossipsub) and two rounds of validation add; no target in the issue'],
      },
      {
        bench: 'sync',
        name: 'gossip latency node 1 -> node 3, p99',
        subject: { label: 'the same samples, 99th percentile', value: quantile(latencies, 0.99), unit: 'ms' },
        baseline: { label: 'the same bare TCP relay, 99th percentile', value: quantile(raw, 0.99), unit: 'ms' },
      },
    ];
  } finally {
    for (const d of dirs) await removeTempDir(d);
  }
}
