// GET /metrics of an in-process node (the chain fixture composes the full node's routes): the
// exposition parses strictly, every family has its HELP and TYPE, the chain, pool, forging and
// actor figures follow blocks and transactions, and /api latency and errors are counted per
// requestType with unknown names collapsed to one label.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, testAccount, type ChainNode } from '../api/chain-fixture.js';
import { parsePrometheusText, sampleValue, type Family } from './prom-text.js';

async function scrape(node: { base: string }, init?: RequestInit): Promise<{ res: Response; families: Map<string, Family> }> {
  const res = await fetch(`${node.base}/metrics`, init);
  const text = await res.text();
  return { res, families: res.status === 200 && init?.method !== 'HEAD' ? parsePrometheusText(text) : new Map() };
}

describe('GET /metrics on a node', () => {
  let node: ChainNode;

  beforeAll(async () => {
    node = await startChainNode();
  });

  afterAll(async () => {
    await node.close();
  });

  it('answers Prometheus text with HELP and TYPE for every family, prefixed totem_', async () => {
    const { res, families } = await scrape(node);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    for (const f of families.values()) {
      expect(f.name).toMatch(/^totem_/);
      expect(f.help.length).toBeGreaterThan(10);
    }
    const types = Object.fromEntries([...families.values()].map((f) => [f.name, f.type]));
    expect(types).toMatchObject({
      totem_node_info: 'gauge',
      totem_chain_height: 'gauge',
      totem_chain_blocks: 'gauge',
      totem_chain_transactions: 'gauge',
      totem_chain_last_block_timestamp_seconds: 'gauge',
      totem_mempool_transactions: 'gauge',
      totem_mempool_bytes: 'gauge',
      totem_peers: 'gauge',
      totem_sync_state: 'gauge',
      totem_forging_accounts: 'gauge',
      totem_forging_blocks_forged_total: 'counter',
      totem_actor_mailbox_depth: 'gauge',
      totem_actor_messages_processed_total: 'counter',
      totem_api_request_duration_seconds: 'histogram',
      totem_api_errors_total: 'counter',
      // prom-client's process metrics, under the same prefix.
      totem_process_cpu_seconds_total: 'counter',
      totem_process_resident_memory_bytes: 'gauge',
      totem_nodejs_eventloop_lag_seconds: 'gauge',
    });
    expect(sampleValue(families, 'totem_node_info', { network: 'devnet', version: '0.1.0' })).toBe(1);
    // No peer network in this node: every state is listed, all zero.
    for (const state of ['non_connected', 'handshaking', 'connected', 'disconnected', 'blacklisted']) {
      expect(sampleValue(families, 'totem_peers', { state })).toBe(0);
    }
    expect(sampleValue(families, 'totem_sync_state', { state: 'UP_TO_DATE' })).toBe(1);
    expect(sampleValue(families, 'totem_sync_state', { state: 'DOWNLOADING' })).toBe(0);
    expect(sampleValue(families, 'totem_sync_downloading')).toBe(0);
    // The ten devnet accounts forge here.
    expect(sampleValue(families, 'totem_forging_accounts')).toBe(10);
    for (const actor of ['blockchain', 'mempool', 'forger', 'peerManager']) {
      expect(sampleValue(families, 'totem_actor_mailbox_depth', { actor })).toBeGreaterThanOrEqual(0);
    }
  });

  it('answers HEAD with the headers only', async () => {
    const res = await fetch(`${node.base}/metrics`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('');
  });

  it('follows the chain, the pool, forging and the actors as payments come and blocks are forged', async () => {
    const before = (await scrape(node)).families;
    const status = (await node.get({ requestType: 'getBlockchainStatus' })).json;
    expect(sampleValue(before, 'totem_chain_height')).toBe(status.height);
    expect(sampleValue(before, 'totem_chain_blocks')).toBe(status.numberOfBlocks);

    await node.pay(devnet(1), testAccount('metrics-recipient-1'), 5_000_000n);
    await node.pay(devnet(2), testAccount('metrics-recipient-2'), 6_000_000n);
    const pooled = (await scrape(node)).families;
    expect(sampleValue(pooled, 'totem_mempool_transactions')).toBe(2);
    // Two signed payments: a couple of hundred bytes each.
    const bytes = sampleValue(pooled, 'totem_mempool_bytes');
    expect(bytes).toBeGreaterThan(2 * 100);
    expect(bytes).toBeLessThan(2 * 1000);
    expect(sampleValue(pooled, 'totem_chain_transactions')).toBe(sampleValue(before, 'totem_chain_transactions'));

    const block = await node.forge();
    node.advance(1);
    const after = (await scrape(node)).families;
    expect(sampleValue(after, 'totem_chain_height')).toBe(status.height + 1);
    expect(sampleValue(after, 'totem_chain_blocks')).toBe(status.numberOfBlocks + 1);
    expect(sampleValue(after, 'totem_chain_transactions')).toBe(sampleValue(before, 'totem_chain_transactions') + 2);
    expect(sampleValue(after, 'totem_mempool_transactions')).toBe(0);
    expect(sampleValue(after, 'totem_mempool_bytes')).toBe(0);
    expect(sampleValue(after, 'totem_forging_blocks_forged_total')).toBe(sampleValue(before, 'totem_forging_blocks_forged_total') + 1);
    expect(sampleValue(after, 'totem_forging_last_block_height')).toBe(block.height);
    // The tip is the block forged here: both timestamps are the same Unix second.
    expect(sampleValue(after, 'totem_forging_last_block_timestamp_seconds')).toBe(sampleValue(after, 'totem_chain_last_block_timestamp_seconds'));
    expect(sampleValue(after, 'totem_chain_last_block_timestamp_seconds')).toBeGreaterThan(sampleValue(before, 'totem_chain_last_block_timestamp_seconds'));
    // generateBlock went through the forger's mailbox, the block through the blockchain's, the
    // payments through the pool's: each counted at least one more message.
    for (const actor of ['forger', 'blockchain', 'mempool']) {
      expect(sampleValue(after, 'totem_actor_messages_processed_total', { actor })).toBeGreaterThan(sampleValue(before, 'totem_actor_messages_processed_total', { actor }));
    }
  });

  it('times /api answers per requestType and counts error answers per requestType and errorCode', async () => {
    const count = (f: Map<string, Family>, requestType: string) => {
      try {
        return sampleValue(f, 'totem_api_request_duration_seconds_count', { requestType });
      } catch {
        return 0;
      }
    };
    const errors = (f: Map<string, Family>, requestType: string, errorCode: string) => {
      try {
        return sampleValue(f, 'totem_api_errors_total', { requestType, errorCode });
      } catch {
        return 0;
      }
    };
    const before = (await scrape(node)).families;
    for (let i = 0; i < 3; i++) expect((await node.get({ requestType: 'getBlockchainStatus' })).status).toBe(200);
    expect((await node.get({ requestType: 'getAccount', account: testAccount('metrics-never-seen').account })).json.errorCode).toBe(3);
    // Made-up requestTypes all land on one label.
    expect((await node.get({ requestType: 'noSuchOperation' })).json.errorCode).toBe(2);
    expect((await node.get({ requestType: 'anotherMadeUpOne' })).json.errorCode).toBe(2);
    const after = (await scrape(node)).families;

    expect(count(after, 'getBlockchainStatus') - count(before, 'getBlockchainStatus')).toBe(3);
    expect(sampleValue(after, 'totem_api_request_duration_seconds_sum', { requestType: 'getBlockchainStatus' })).toBeGreaterThan(0);
    expect(sampleValue(after, 'totem_api_request_duration_seconds_bucket', { requestType: 'getBlockchainStatus', le: '+Inf' })).toBe(count(after, 'getBlockchainStatus'));
    expect(errors(after, 'getBlockchainStatus', '3')).toBe(0);
    expect(errors(after, 'getAccount', '3') - errors(before, 'getAccount', '3')).toBe(1);
    expect(count(after, 'unknown') - count(before, 'unknown')).toBe(2);
    expect(errors(after, 'unknown', '2') - errors(before, 'unknown', '2')).toBe(2);
    const labels = after.get('totem_api_request_duration_seconds')!.samples.map((s) => s.labels['requestType']);
    expect(labels).not.toContain('noSuchOperation');
    // /metrics itself is not an /api request.
    expect(labels).not.toContain('metrics');
  });
});

describe('who may read /metrics', () => {
  let node: ChainNode | undefined;

  afterEach(async () => {
    await node?.close();
    node = undefined;
  });

  it('is refused with errorCode 40 outside node.metricsAllowedHosts, while /api still answers', async () => {
    node = await startChainNode({ config: { metricsAllowedHosts: ['10.0.0.0/8'] } });
    const res = await fetch(`${node.base}/metrics`);
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ errorCode: 40 });
    expect((await node.get({ requestType: 'getBlockchainStatus' })).status).toBe(200);
  });

  it('is refused to everyone when node.metricsAllowedHosts is empty', async () => {
    node = await startChainNode({ config: { metricsAllowedHosts: [] } });
    expect((await fetch(`${node.base}/metrics`)).status).toBe(403);
  });

  it('goes through the allowed-hosts rule of the API first', async () => {
    node = await startChainNode({ config: { allowedBotHosts: ['10.0.0.0/8'], metricsAllowedHosts: ['*'] } });
    const res = await fetch(`${node.base}/metrics`);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ errorCode: 40 });
  });

  it('needs no admin password and refuses other methods', async () => {
    node = await startChainNode({ config: { metricsAllowedHosts: ['127.0.0.1'] } });
    expect((await fetch(`${node.base}/metrics`)).status).toBe(200);
    const posted = await fetch(`${node.base}/metrics`, { method: 'POST', body: 'x=1' });
    expect(posted.status).toBe(405);
    // The route's own methods, not /api's.
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
    expect(((await posted.json()) as { errorDescription: string }).errorDescription).toContain('use GET');
  });
});
