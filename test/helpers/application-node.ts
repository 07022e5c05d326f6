// Nodes for the applications tests, built with the applications capability given explicitly
// (added unless src/capabilities/index.ts lists it already), so they run before and after the
// capability is wired: a devnet node behind the API server shaped like chain-fixture's ChainNode
// (so the shared API helpers drive it), and the response contract of its handler table.
import { ManualTimeSource } from '../../src/chain/time.js';
import { devnetParams } from '../../src/domain/network-params.js';
import { createLogger } from '../../src/log/logger.js';
import { createNode, nodeHandlerTable } from '../../src/node.js';
import { createApiServer } from '../../src/api/server.js';
import { createNodeApiContext } from '../../src/api/node-context.js';
import { CAPABILITIES } from '../../src/capabilities/index.js';
import type { Capability } from '../../src/capabilities/capability.js';
import { applications } from '../../src/capabilities/applications/index.js';
import { apiClient, testApiConfig, type ApiResponse } from '../api/helpers.js';
import { ADMIN_PASSWORD, devnet, testAccount, type ChainNode, type TestAccount } from '../api/chain-fixture.js';
import { ResponseContract } from '../api/response-contract.js';

export { devnet, testAccount, type ChainNode, type TestAccount };

/** The node's capabilities with applications. */
export const APPLICATION_CAPABILITIES: readonly Capability[] = CAPABILITIES.some((c) => c.name === 'applications') ? CAPABILITIES : [...CAPABILITIES, applications];

/** The declared response schemas of the operations of such a node. */
export const applicationContract = new ResponseContract(nodeHandlerTable(APPLICATION_CAPABILITIES));

async function expectOk(what: string, r: ApiResponse): Promise<ApiResponse> {
  if (r.status !== 200 || r.json.errorCode !== undefined) throw new Error(`${what} failed: HTTP ${r.status} ${JSON.stringify(r.json)}`);
  return r;
}

/** A devnet node with applications (memory storage, no forging ticker) and its API server. */
export async function startApplicationNode(): Promise<ChainNode> {
  const logs: string[] = [];
  const logger = createLogger({ level: 'DEBUG', sink: (line) => logs.push(line) });
  const timeSource = new ManualTimeSource({ params: devnetParams(), startEpochSeconds: 1000 });
  const node = await createNode({ network: 'devnet', autoForge: false, signatureWorkers: 0 }, { timeSource, logger, capabilities: APPLICATION_CAPABILITIES });
  await node.start();
  const config = testApiConfig(ADMIN_PASSWORD);
  let ready = true;
  let markStopped!: () => void;
  const stopped = new Promise<void>((resolve) => {
    markStopped = resolve;
  });
  let closing: Promise<void> | undefined;
  // eslint-disable-next-line prefer-const
  let server: ReturnType<typeof createApiServer> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      await server?.stop({ graceMs: 1000 });
      await node.stop();
      markStopped();
    })();
    return closing;
  };
  const ctx = createNodeApiContext(node, { config, logger, ready: () => ready, shutdown: () => void close() });
  server = createApiServer({ config, table: nodeHandlerTable(APPLICATION_CAPABILITIES), ctx, logger });
  const address = await server.start();
  const base = `http://127.0.0.1:${address.port}`;
  const client = apiClient(base, ADMIN_PASSWORD);
  return {
    base,
    config,
    logs,
    node,
    stopped,
    ...client,
    epochTime: () => timeSource.nowEpochSeconds(),
    advance: (seconds) => timeSource.advance(seconds),
    setBlockchainReady(value) {
      ready = value;
    },
    async forge() {
      return (await expectOk('generateBlock', await client.post({ requestType: 'generateBlock', adminPassword: ADMIN_PASSWORD }))).json;
    },
    async pay(from: TestAccount, to: TestAccount | string, amountMTA: bigint | string, extra: Record<string, string> = {}) {
      const recipient = typeof to === 'string' ? to : to.accountRS;
      return expectOk('sendMoney', await client.post({ requestType: 'sendMoney', secretPhrase: from.secretPhrase, recipient, amountMTA: amountMTA.toString(), ...extra }));
    },
    close,
  };
}

/** Registers an application through the API (name, description and any extra parameters) and
 * forges it; returns its id. */
export async function registered(node: ChainNode, developer: TestAccount, name: string, extra: Record<string, string> = {}): Promise<string> {
  const r = await expectOk('registerApplication', await node.post({ requestType: 'registerApplication', secretPhrase: developer.secretPhrase, name, description: `About ${name}`, ...extra }));
  await node.forge();
  return r.json.transaction as string;
}
