// Nodes for the contracts tests, built with a runner given explicitly (chainServices: the fake
// by default, so the ledger tests choose their outcomes): an in-process devnet node for the
// ledger tests (shaped like tally-node's, so ledger-kit.ts drives it), and one behind the API
// server for the operation tests.
import { buildRules, createNode, nodeHandlerTable, type Node } from '../../src/node.js';
import { ChainStore } from '../../src/storage/chain-store.js';
import { CAPABILITIES } from '../../src/capabilities/index.js';
import type { Capability } from '../../src/capabilities/capability.js';
import type { ContractRunner } from '../../src/domain/contract-runner.js';
import { ManualTimeSource } from '../../src/chain/time.js';
import { devnetParams } from '../../src/domain/network-params.js';
import { createSimulatedClock } from '../../src/machines/clock.js';
import { createLogger } from '../../src/log/logger.js';
import { createApiServer } from '../../src/api/server.js';
import { createNodeApiContext } from '../../src/api/node-context.js';
import { apiClient, readResponse, testApiConfig, type ApiClient, type ApiResponse } from '../api/helpers.js';
import { ResponseContract } from '../api/response-contract.js';
import { fakeContractRunner, type FakeRunner } from './contract-fake-runner.js';

/** The node's capabilities (contracts among them). */
const CONTRACT_CAPABILITIES: readonly Capability[] = CAPABILITIES;

/** The declared response schemas of the operations of such a node. */
export const contractResponses = new ResponseContract(nodeHandlerTable(CONTRACT_CAPABILITIES));

export interface ContractNode {
  readonly node: Node;
  readonly time: ManualTimeSource;
  /** The runner it was built with (undefined: none, so contract transactions are refused). */
  readonly runner: ContractRunner | undefined;
  /** Its store (memory), for tests that apply transactions to an overlay of their own. */
  readonly store: ChainStore;
  /** Stops the node and closes its store. */
  close(): Promise<void>;
}

/** A devnet node (memory storage, no forging ticker) running `runner` (default: the fake; null:
 * none). */
export async function contractNode(opts: { runner?: ContractRunner | null; time?: ManualTimeSource } = {}): Promise<ContractNode> {
  const time = opts.time ?? new ManualTimeSource({ params: devnetParams(), startEpochSeconds: 1000 });
  const runner = opts.runner === null ? undefined : (opts.runner ?? fakeContractRunner());
  const services = runner === undefined ? {} : { contractRunner: runner };
  const store = await ChainStore.open({}, { tables: buildRules(CONTRACT_CAPABILITIES, services).tables });
  const node = await createNode(
    { network: 'devnet', autoForge: false, signatureWorkers: 0 },
    { timeSource: time, clock: createSimulatedClock(), capabilities: CONTRACT_CAPABILITIES, chainServices: services, store },
  );
  await node.start();
  return {
    node,
    time,
    runner,
    store,
    async close() {
      await node.stop();
      await store.close();
    },
  };
}

export const ADMIN = 'contract-fixture-admin';

export interface ContractApiNode extends ApiClient, Omit<ContractNode, 'runner'> {
  readonly runner: FakeRunner;
  /** generateBlock through the API; returns the block. */
  forge(): Promise<Record<string, any>>;
  /** POST multipart/form-data: string fields, and `files` as file parts. */
  multipart(fields: Record<string, string>, files: Record<string, Uint8Array>): Promise<ApiResponse>;
  close(): Promise<void>;
}

/** A contracts node behind the API server (the fake runner, unless `runner` replaces it). */
export async function startContractApiNode(opts: { runner?: ContractRunner } = {}): Promise<ContractApiNode> {
  const runner = opts.runner ?? fakeContractRunner();
  const base_ = await contractNode({ runner });
  const { node } = base_;
  const logger = createLogger({ level: 'OFF' });
  const config = testApiConfig(ADMIN);
  const ctx = createNodeApiContext(node, { config, logger, ready: () => true, shutdown: () => undefined });
  const server = createApiServer({ config, table: nodeHandlerTable(CONTRACT_CAPABILITIES), ctx, logger });
  const address = await server.start();
  const url = `http://127.0.0.1:${address.port}`;
  const client = apiClient(url, ADMIN);
  return {
    ...client,
    ...base_,
    runner: runner as FakeRunner,
    async forge() {
      const r = await client.admin({ requestType: 'generateBlock' });
      if (r.status !== 200 || r.json.errorCode !== undefined) throw new Error(`generateBlock failed: ${JSON.stringify(r.json)}`);
      return r.json;
    },
    async multipart(fields, files) {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      for (const [k, v] of Object.entries(files)) form.append(k, new Blob([v], { type: 'application/wasm' }), `${k}.wasm`);
      return readResponse(await fetch(`${url}/api`, { method: 'POST', body: form }));
    },
    async close() {
      await server.stop({ graceMs: 1000 });
      await base_.close();
    },
  };
}
