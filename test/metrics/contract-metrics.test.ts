// /metrics lists the contract executor's figures and follows them: an upload forged into a block
// runs guarded at block selection and inline applying the block; a query runs guarded; every
// family is there (zero) before the first run.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from '@bytecodealliance/jco-transpile/wasm-tools';
import { toHex } from '../../src/domain/hex.js';
import { devnet, startChainNode, type ChainNode } from '../api/chain-fixture.js';
import { parsePrometheusText, sampleValue, type Family } from './prom-text.js';

const FAMILIES = {
  totem_contract_runs_total: 'counter',
  totem_contract_reverts_total: 'counter',
  totem_contract_guarded_runs_total: 'counter',
  totem_contract_slow_runs_total: 'counter',
  totem_contract_watchdog_trips_total: 'counter',
  totem_contract_worker_respawns_total: 'counter',
  totem_contract_cache_hits_total: 'counter',
  totem_contract_cache_misses_total: 'counter',
  totem_contract_cache_modules: 'gauge',
} as const;

async function scrape(node: ChainNode): Promise<Map<string, Family>> {
  const res = await fetch(`${node.base}/metrics`);
  expect(res.status).toBe(200);
  return parsePrometheusText(await res.text());
}

describe('/metrics: the contract executor', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  it('lists every contract family, then counts an upload\'s runs and a query', async () => {
    const before = await scrape(node);
    for (const [name, type] of Object.entries(FAMILIES)) expect(before.get(name)?.type).toBe(type);
    const runs0 = sampleValue(before, 'totem_contract_runs_total');
    const guarded0 = sampleValue(before, 'totem_contract_guarded_runs_total');

    const code = await parse(readFileSync(new URL('../fixtures/contracts/counter.wat', import.meta.url), 'utf8'));
    const r = await node.post({ requestType: 'uploadContractFile', secretPhrase: devnet(1).secretPhrase, contractName: 'counter', contractBytes: toHex(code), gasLimit: '50000000' });
    expect(r.json.errorCode).toBeUndefined();
    await node.forge();
    const contract = r.json.transaction as string;
    const q = await node.get({ requestType: 'queryContract', contract, function: 'increment', args: '0' });
    expect(q.json).toMatchObject({ ok: false, revertKind: 'REQUIRE' });

    const after = await scrape(node);
    // init at block selection (guarded), init applying the block (inline), the query (guarded).
    expect(sampleValue(after, 'totem_contract_runs_total')).toBe(runs0 + 3);
    expect(sampleValue(after, 'totem_contract_guarded_runs_total')).toBe(guarded0 + 2);
    expect(sampleValue(after, 'totem_contract_reverts_total')).toBeGreaterThanOrEqual(1);
    expect(sampleValue(after, 'totem_contract_watchdog_trips_total')).toBe(0);
    expect(sampleValue(after, 'totem_contract_slow_runs_total')).toBe(0);
    expect(sampleValue(after, 'totem_contract_cache_modules')).toBeGreaterThanOrEqual(1);
    // The same figures as getContractRunnerStatus.
    const status = (await node.get({ requestType: 'getContractRunnerStatus' })).json;
    expect(sampleValue(after, 'totem_contract_runs_total')).toBe(status.runs);
    expect(sampleValue(after, 'totem_contract_cache_misses_total')).toBe(status.cache.misses);
  }, 60_000);
});
