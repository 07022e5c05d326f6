// /metrics of real node processes started from the CLI: two nodes on loopback, node2 peering with
// node1 (only node1 forging). Each scrape parses as Prometheus text; node1 reports the blocks it
// forged and the payment it confirmed, both report their peer as connected, node2 follows node1's
// height, and the process metrics are there.
import { afterAll, describe, expect, it } from '@jest/globals';
import { confirm, devnet, pay } from './accounts.js';
import { startNode, stopAllNodes, type NodeProcess } from './process-helper.js';
import { parsePrometheusText, sampleValue, type Family } from '../metrics/prom-text.js';

async function scrape(node: NodeProcess): Promise<Map<string, Family>> {
  const res = await fetch(`${node.base}/metrics`, { signal: AbortSignal.timeout(10_000) });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(await res.text());
}

/** Scrapes until `check` passes (it throws otherwise), within the deadline. */
async function eventually(node: NodeProcess, check: (f: Map<string, Family>) => void, timeoutMs = 20_000): Promise<Map<string, Family>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const families = await scrape(node);
    try {
      check(families);
      return families;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

describe('/metrics of node processes', () => {
  afterAll(async () => {
    await stopAllNodes();
  }, 30_000);

  it('reports chain, forging, pool, peers and process figures that follow the network', async () => {
    const node1 = await startNode({ name: 'metrics-node1', settings: { 'node.blockTime': '2', 'node.devnetForging': 'true' } });
    const node2 = await startNode({ name: 'metrics-node2', settings: { 'node.blockTime': '2', 'node.devnetForging': 'false', 'node.peers': node1.peerHostPort } });

    const first = await scrape(node1);
    expect(sampleValue(first, 'totem_forging_accounts')).toBe(10);
    expect(sampleValue((await scrape(node2)), 'totem_forging_accounts')).toBe(0);
    expect(sampleValue(first, 'totem_process_resident_memory_bytes')).toBeGreaterThan(10 * 2 ** 20);
    expect(sampleValue(first, 'totem_process_start_time_seconds')).toBeGreaterThan(Date.now() / 1000 - 600);

    const payment = await pay(node1, devnet(3), devnet(4), 100_000_000n);
    const tx = await confirm(node1, payment.transaction);
    const after = await scrape(node1);
    const height = sampleValue(after, 'totem_chain_height');
    expect(height).toBeGreaterThanOrEqual(tx.height as number);
    expect(sampleValue(after, 'totem_chain_transactions')).toBeGreaterThan(sampleValue(first, 'totem_chain_transactions'));
    expect(sampleValue(after, 'totem_forging_blocks_forged_total')).toBeGreaterThanOrEqual(1);
    expect(sampleValue(after, 'totem_forging_last_block_height')).toBeGreaterThanOrEqual(tx.height as number);
    expect(sampleValue(after, 'totem_api_request_duration_seconds_count', { requestType: 'sendMoney' })).toBe(1);
    expect(sampleValue(after, 'totem_actor_messages_processed_total', { actor: 'blockchain' })).toBeGreaterThan(0);

    // The peer network is read at scrape time: each sees the other connected once introduced,
    // and node2 follows node1's chain.
    await eventually(node1, (f) => expect(sampleValue(f, 'totem_peers', { state: 'connected' })).toBe(1));
    await eventually(node2, (f) => {
      expect(sampleValue(f, 'totem_peers', { state: 'connected' })).toBe(1);
      expect(sampleValue(f, 'totem_chain_height')).toBeGreaterThanOrEqual(height);
      expect(sampleValue(f, 'totem_forging_blocks_forged_total')).toBe(0);
    });
  }, 90_000);
});
