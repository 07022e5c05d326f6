// No silent drops: a contract call this node cannot run at block selection (its run passed the
// watchdog of guarded local work) leaves the pool as `contractFault`, and the rest is told
// everywhere: the event stream (reason and detail), getTransaction (why, and at which height),
// /metrics (removals by reason, penalties), the log (WARN with id, sender, reason, detail). Its
// sender pays for it with a penalty window: its other pending contract transactions go and new
// ones are refused until the window ends; its payments are unaffected. Block application, outside
// the guarded scope, is never stopped by time: the same call runs to completion there.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { toHex } from '../../src/domain/hex.js';
import type { Transaction } from '../../src/domain/transaction.js';
import { ContractNodeFaultError, type ContractRunner } from '../../src/domain/contract-runner.js';
import { buildRules, createNode, nodeHandlerTable, type Node } from '../../src/node.js';
import { CAPABILITIES } from '../../src/capabilities/index.js';
import { ChainStore } from '../../src/storage/chain-store.js';
import { ManualTimeSource } from '../../src/chain/time.js';
import { devnetParams } from '../../src/domain/network-params.js';
import { createSimulatedClock } from '../../src/machines/clock.js';
import { createLogger } from '../../src/log/logger.js';
import { createApiServer, type ApiServer } from '../../src/api/server.js';
import { createNodeApiContext } from '../../src/api/node-context.js';
import type { NodeApiContext } from '../../src/api/context.js';
import { EventHub } from '../../src/events/hub.js';
import { resolveEventsOptions } from '../../src/events/options.js';
import { connectSources, type ConnectedSources } from '../../src/events/sources.js';
import type { LiveEvent } from '../../src/events/interface.js';
import { NodeMetrics } from '../../src/metrics/node-metrics.js';
import { CONTRACT_PENALTY_BLOCKS } from '../../src/chain/mempool/penalties.js';
import { apiClient, testApiConfig, type ApiClient } from '../api/helpers.js';
import { parsePrometheusText, sampleValue } from '../metrics/prom-text.js';
import { fakeContractRunner } from '../helpers/contract-fake-runner.js';
import { contractWasm } from '../helpers/contract-wasm.js';
import { callTx, uploadTx } from '../helpers/contract-txs.js';
import { signedTx } from '../helpers/signed-tx.js';
import { ledgerKit } from '../helpers/ledger-kit.js';
import { forgeBlock } from '../../src/domain/forging.js';
import { idOf, keyOf } from './helpers.js';

const WATCHDOG_MESSAGE = 'the run passed the 100 ms watchdog';

/** The fake runner with a guarded scope: `slow` passes the watchdog inside it (block selection)
 * and runs like `ping` outside it (block application never stops for time). */
function watchdogRunner(): ContractRunner & { guardedRuns: number } {
  const inner = fakeContractRunner();
  let depth = 0;
  const runner = {
    guardedRuns: 0,
    run: ((req, storage) => {
      if (depth > 0) runner.guardedRuns++;
      if (req.fn !== 'slow') return inner.run(req, storage);
      if (depth > 0) throw new ContractNodeFaultError('watchdog', WATCHDOG_MESSAGE);
      return inner.run({ ...req, fn: 'ping' }, storage);
    }) as ContractRunner['run'],
    guarded<T>(fn: () => T): T {
      depth++;
      try {
        return fn();
      } finally {
        depth--;
      }
    },
  };
  return runner;
}

interface FaultNode {
  readonly node: Node;
  readonly time: ManualTimeSource;
  readonly api: ApiClient;
  readonly logs: string[];
  readonly events: LiveEvent[];
  readonly metrics: NodeMetrics;
  close(): Promise<void>;
}

async function startFaultNode(runner: ContractRunner): Promise<FaultNode> {
  const logs: string[] = [];
  const logger = createLogger({ level: 'INFO', sink: (line) => logs.push(line) });
  const time = new ManualTimeSource({ params: devnetParams(), startEpochSeconds: 1000 });
  const services = { contractRunner: runner };
  const store = await ChainStore.open({}, { tables: buildRules(CAPABILITIES, services).tables });
  const node = await createNode(
    { network: 'devnet', autoForge: false, signatureWorkers: 0 },
    { timeSource: time, clock: createSimulatedClock(), capabilities: CAPABILITIES, chainServices: services, store, logger },
  );
  await node.start();
  const hub = new EventHub(resolveEventsOptions(), { firstId: 1 });
  const events: LiveEvent[] = [];
  hub.subscribe((e) => events.push(e));
  const sources: ConnectedSources = connectSources(hub, node);
  const table = nodeHandlerTable(CAPABILITIES);
  const config = testApiConfig('fault-admin');
  const ctx: NodeApiContext = createNodeApiContext(node, { config, logger, ready: () => true, shutdown: () => undefined });
  const server: ApiServer<NodeApiContext> = createApiServer({ config, table, ctx, logger });
  const address = await server.start();
  const metrics = new NodeMetrics({ processMetrics: false }, { node, requestTypes: Object.keys(table), version: 'test' });
  return {
    node,
    time,
    api: apiClient(`http://127.0.0.1:${address.port}`, 'fault-admin'),
    logs,
    events,
    metrics,
    async close() {
      sources.stop();
      await server.stop({ graceMs: 1000 });
      await node.stop();
      await store.close();
    },
  };
}

describe('mempool: a contract call that trips the watchdog at block selection', () => {
  let f: FaultNode;
  let runner: ReturnType<typeof watchdogRunner>;
  let genesis: bigint;
  beforeEach(async () => {
    runner = watchdogRunner();
    f = await startFaultNode(runner);
    genesis = (await f.node.blockchain.status()).genesisBlockId;
  });
  afterEach(() => f.close());
  const k = ledgerKit(() => f, () => genesis);
  const pay = (from: string): Transaction => {
    const p = k.p(from);
    return signedTx(f.node, { type: 0, subtype: 0 }, { version: 0 }, { ...p, to: idOf('bob'), amountMTA: ONE_COIN, feeMTA: ONE_COIN + p.extraFee });
  };
  const removedEvents = () =>
    f.events.map((e) => JSON.parse(e.json) as Record<string, unknown>).filter((e) => e['topic'] === 'transaction.removed' && e['reason'] !== 'included');
  const broadcast = (tx: Transaction) => f.api.post({ requestType: 'broadcastTransaction', transactionBytes: toHex(tx.bytes()) });
  const heightOf = async (tx: Transaction) => (await f.node.blockchain.getTransaction({ id: tx.id }))?.location.height;

  it('is removed as contractFault, told everywhere, and its sender is penalised for the window', async () => {
    const contract = uploadTx(f.node, k.p('devnet-0'), contractWasm(), { name: 'counter' });
    await k.forge(contract);
    const attacker = 'devnet-3';
    // The slow call pays the most, so selection tries it before the attacker's other call.
    const slow = callTx(f.node, { ...k.p(attacker), feeMTA: 5n * ONE_COIN }, contract.id, 'slow');
    const other = callTx(f.node, k.p(attacker), contract.id, 'ping');
    const attackerPayment = pay(attacker);
    const honest = callTx(f.node, k.p('devnet-4'), contract.id, 'ping');
    for (const tx of [slow, other, attackerPayment, honest]) expect((await f.node.mempool.submit(tx)).accepted).toBe(true);

    const tip = (await f.node.blockchain.status()).height;
    const block = await f.node.forger.generateBlock();
    expect(runner.guardedRuns).toBeGreaterThan(0);
    expect(block.transactions.map((tx) => tx.id).sort()).toEqual([attackerPayment.id, honest.id].sort());
    const until = tip + CONTRACT_PENALTY_BLOCKS;

    // The event stream: both removals, with reason and detail.
    const removed = removedEvents();
    expect(removed.map((e) => [e['transaction'], e['reason']])).toEqual([
      [String(slow.id), 'contractFault'],
      [String(other.id), 'contractFault'],
    ]);
    expect(removed[0]!['detail']).toBe(`${WATCHDOG_MESSAGE} (block selection for height ${tip + 1})`);
    expect(removed[1]!['detail']).toContain(`until the chain reaches height ${until}`);
    expect(removed[1]!['detail']).toContain(`its contract transaction ${slow.id} tripped the node's local protection`);

    // getTransaction: still unknown (errorCode 7, HTTP 404), and says why.
    const answer = await f.api.get({ requestType: 'getTransaction', transaction: String(slow.id) });
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ errorCode: 7, error: 'transaction' });
    expect(answer.json.errorDescription).toBe(`Unknown transaction: it was removed from this node's pool at height ${tip} (contractFault: ${removed[0]!['detail']})`);
    const byHash = await f.api.get({ requestType: 'getTransaction', fullHash: toHex(other.fullHash) });
    expect(byHash.json).toMatchObject({ errorCode: 7, error: 'fullHash' });
    expect(byHash.json.errorDescription).toContain('(contractFault: this node refuses contract transactions');

    // /metrics: removals by reason and the penalty.
    const families = parsePrometheusText(await f.metrics.scrape());
    expect(sampleValue(families, 'totem_mempool_removed_total', { reason: 'contractFault' })).toBe(2);
    expect(sampleValue(families, 'totem_mempool_removed_total', { reason: 'invalid' })).toBe(0);
    expect(sampleValue(families, 'totem_mempool_contract_penalties_total')).toBe(1);

    // The log: WARN with id, sender, reason and detail.
    const warnings = f.logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l['msg'] === 'contract transaction removed from the pool');
    expect(warnings).toEqual([
      expect.objectContaining({ level: 'WARN', transaction: String(slow.id), sender: String(idOf(attacker)), reason: 'contractFault', detail: removed[0]!['detail'] }),
      expect.objectContaining({ level: 'WARN', transaction: String(other.id), sender: String(idOf(attacker)), reason: 'contractFault', detail: removed[1]!['detail'] }),
    ]);

    // The window: the attacker's contract transactions are refused, naming the sender, until
    // the chain reaches `until`; its payments are not.
    const refusedCall = callTx(f.node, k.p(attacker), contract.id, 'ping');
    const refusal = await broadcast(refusedCall);
    expect(refusal.status).toBe(400);
    expect(refusal.json).toMatchObject({ errorCode: 7, error: 'secretPhrase' });
    expect(refusal.json.errorDescription).toContain(`until the chain reaches height ${until}`);
    expect(refusal.json.errorDescription).toContain(String(slow.id));
    expect((await broadcast(pay(attacker))).json.errorCode).toBeUndefined();
    await k.forgeTo(until - 1);
    expect((await broadcast(callTx(f.node, k.p(attacker), contract.id, 'ping'))).json).toMatchObject({ errorCode: 7, error: 'secretPhrase' });
    await k.forgeTo(until);
    const after = callTx(f.node, k.p(attacker), contract.id, 'ping');
    expect((await broadcast(after)).json.errorCode).toBeUndefined();
    await f.node.forger.generateBlock();
    expect(await heightOf(after)).toBe(until + 1);
  });

  it('a block from elsewhere holding the same call is applied: the watchdog never decides a block', async () => {
    const contract = uploadTx(f.node, k.p('devnet-0'), contractWasm(), { name: 'counter' });
    await k.forge(contract);
    const slow = callTx(f.node, k.p('devnet-3'), contract.id, 'slow');
    // Applied without selection (as a peer's block would be): outside the guarded scope.
    const previous = (await f.node.blockchain.getBlock({ height: (await f.node.blockchain.status()).height }))!;
    f.time.advance(60);
    const block = forgeBlock({ previous, timestamp: f.time.nowEpochSeconds(), transactions: [slow], keyPair: keyOf('devnet-9'), params: f.node.params });
    expect((await f.node.blockchain.pushBlock(block)).status).toBe('pushed');
    expect(await heightOf(slow)).toBe(previous.height + 1);
    expect(removedEvents()).toEqual([]);
  });

  it('a fault that is this node\'s own (an engine error) removes the call without penalising its sender', async () => {
    const contract = uploadTx(f.node, k.p('devnet-0'), contractWasm(), { name: 'counter' });
    await k.forge(contract);
    const failing = callTx(f.node, k.p('devnet-3'), contract.id, 'fault');
    expect((await f.node.mempool.submit(failing)).accepted).toBe(true);
    await f.node.forger.generateBlock();
    expect(removedEvents()).toEqual([expect.objectContaining({ transaction: String(failing.id), reason: 'contractFault', detail: expect.stringContaining('the fake runner was told to fail') })]);
    const families = parsePrometheusText(await f.metrics.scrape());
    expect(sampleValue(families, 'totem_mempool_contract_penalties_total')).toBe(0);
    const next = callTx(f.node, k.p('devnet-3'), contract.id, 'ping');
    expect((await broadcast(next)).json.errorCode).toBeUndefined();
  });
});
