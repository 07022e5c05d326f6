// A real node for the chain API tests: createNode on the devnet with in-memory storage, a
// ManualTimeSource (time moves only when a test says so) and the API server on 127.0.0.1,
// port 0, with THE handler table and a NodeApiContext wired from the node the way the
// composition root wires it. Tests talk to it over HTTP only, like any client.
import { ChainStore } from '../../src/storage/chain-store.js';
import { failingDatabase, type WriteSwitch } from '../helpers/failing-db.js';
import type { ApiServer } from '../../src/api/server.js';
import { createApiServer } from '../../src/api/server.js';
import type { NodeApiContext } from '../../src/api/context.js';
import { ManualTimeSource } from '../../src/chain/time.js';
import type { NodeConfig } from '../../src/config/options.js';
import { accountIdFromPublicKey } from '../../src/domain/account-id.js';
import { devnetParams } from '../../src/domain/network-params.js';
import { createNodeApiContext } from '../../src/api/node-context.js';
import { createLogger } from '../../src/log/logger.js';
import { buildRules, createNode, nodeHandlerTable, type Node } from '../../src/node.js';
import { allObservers, createFullNodeRoutes, type FullNodeRoutes } from '../../src/full-node-routes.js';
import { keyPairFromSecret, type KeyPair } from '../../src/domain/crypto.js';
import { toHex } from '../../src/domain/hex.js';
import { encodeRS } from '../../src/domain/reed-solomon.js';
import type { PrunableLifetimes } from '../../src/chain/prunable.js';
import { apiClient, testApiConfig, type ApiClient, type ApiResponse } from './helpers.js';

export const ADMIN_PASSWORD = 'fixture-admin-password';

export interface TestAccount {
  readonly secretPhrase: string;
  readonly keyPair: KeyPair;
  readonly id: bigint;
  /** Unsigned decimal id. */
  readonly account: string;
  readonly accountRS: string;
  readonly publicKey: string;
}

const accounts = new Map<string, TestAccount>();
/** A test account from its secret phrase (derived once per phrase). */
export function testAccount(secretPhrase: string): TestAccount {
  let a = accounts.get(secretPhrase);
  if (a === undefined) {
    const keyPair = keyPairFromSecret(secretPhrase);
    const id = accountIdFromPublicKey(keyPair.publicKey);
    a = { secretPhrase, keyPair, id, account: id.toString(), accountRS: encodeRS(id), publicKey: toHex(keyPair.publicKey) };
    accounts.set(secretPhrase, a);
  }
  return a;
}

/** The funded devnet accounts devnet-0 .. devnet-9 (100,000,000 coins each at genesis). */
export const devnet = (i: number): TestAccount => testAccount(`devnet-${i}`);

export interface ChainNodeOptions {
  /** API settings on top of the fixture's (port 0, ADMIN_PASSWORD, no write rate limit). */
  readonly config?: Partial<NodeConfig>;
  /** The ManualTimeSource's start, epoch seconds (default 1000). */
  readonly startEpochSeconds?: number;
  /** Make the read view decline every read, so reads take the actor path (as while the pool
   * catches up with a new tip). */
  readonly declineReadView?: boolean;
  /** A store opened by the test (a failing one, say); the node persists its pool in it. */
  readonly store?: ChainStore;
  /** Prunable-data lifetimes of the node (seconds of its ManualTimeSource). */
  readonly prunable?: Partial<PrunableLifetimes>;
}

export interface ChainNode extends ApiClient {
  readonly base: string;
  readonly config: NodeConfig;
  /** Every log line of the node and its API (JSON). */
  readonly logs: string[];
  /** The node itself (its actors, for tests that drive them directly). */
  readonly node: Node;
  /** Resolves once the node has shut down (the shutdown operation, or close()). */
  readonly stopped: Promise<void>;
  /** The node's epoch time; advance() moves it forward. */
  epochTime(): number;
  advance(seconds: number): void;
  /** What the API's blockchainReady() answers (as while the node starts or rescans). */
  setBlockchainReady(ready: boolean): void;
  /** generateBlock through the API; fails the test unless a block comes back. */
  forge(): Promise<Record<string, any>>;
  /** sendMoney signed by `from` (broadcast unless extra says otherwise); fails the test unless it succeeds. */
  pay(from: TestAccount, to: TestAccount | string, amountMTA: bigint | string, extra?: Record<string, string>): Promise<ApiResponse>;
  close(): Promise<void>;
}

async function expectOk(what: string, r: ApiResponse): Promise<ApiResponse> {
  if (r.status !== 200 || r.json.errorCode !== undefined) throw new Error(`${what} failed: HTTP ${r.status} ${JSON.stringify(r.json)}`);
  return r;
}

/** Starts a devnet node (memory storage, no forging ticker: blocks come from generateBlock) and
 * its API server with THE handler table. */
export async function startChainNode(opts: ChainNodeOptions = {}): Promise<ChainNode> {
  const logs: string[] = [];
  const logger = createLogger({ level: 'DEBUG', sink: (line) => logs.push(line) });
  const timeSource = new ManualTimeSource({ params: devnetParams(), startEpochSeconds: opts.startEpochSeconds ?? 1000 });
  const node = await createNode(
    // Contracts run in the worker threads with a watchdog a loaded test machine cannot trip (the
    // 100 ms one has its own test).
    { network: 'devnet', autoForge: false, contractWatchdogMs: 5_000, ...(opts.store ? { persistMempool: true } : {}), ...(opts.prunable ? { prunable: opts.prunable } : {}) },
    { timeSource, logger, ...(opts.store ? { store: opts.store } : {}) },
  );
  await node.start();

  const config = testApiConfig(ADMIN_PASSWORD, opts.config);
  let ready = true;
  let server: ApiServer<NodeApiContext> | undefined;
  let served: FullNodeRoutes | undefined;
  let closing: Promise<void> | undefined;
  let markStopped!: () => void;
  const stopped = new Promise<void>((resolve) => {
    markStopped = resolve;
  });
  const close = (): Promise<void> => {
    closing ??= (async () => {
      await server?.stop({ graceMs: 2000 });
      await served?.stop();
      await node.stop();
      markStopped();
    })();
    return closing;
  };

  const wired: NodeApiContext = createNodeApiContext(node, {
    config,
    logger,
    ready: () => ready,
    shutdown: () => {
      void close();
    },
  });
  const ctx: NodeApiContext = opts.declineReadView ? { ...wired, readView: { accountWithUnconfirmedBalance: () => null, pendingState: () => null, chainStatus: () => null } } : wired;
  // What the full node serves beside /api (/metrics, the event stream, ...), composed as
  // createFullNode composes it.
  const table = nodeHandlerTable();
  served = createFullNodeRoutes({ node, config, logger, table });
  const observer = allObservers(served.observers);
  server = createApiServer({ config, table, ctx, logger }, { routes: served.routes, upgrades: served.upgrades, ...(observer ? { observer } : {}) });
  const address = await server.start();
  const base = `http://127.0.0.1:${address.port}`;

  const client = apiClient(base, ADMIN_PASSWORD);
  const { post } = client;
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
      return (await expectOk('generateBlock', await post({ requestType: 'generateBlock', adminPassword: ADMIN_PASSWORD }))).json;
    },
    async pay(from, to, amountMTA, extra = {}) {
      const recipient = typeof to === 'string' ? to : to.accountRS;
      const r = await post({ requestType: 'sendMoney', secretPhrase: from.secretPhrase, recipient, amountMTA: amountMTA.toString(), ...extra });
      return expectOk('sendMoney', r);
    },
    close,
  };
}

/** Runs `fn` while the API says the blockchain is not ready, then makes it ready again. */
export async function whileNotReady<T>(node: ChainNode, fn: () => Promise<T>): Promise<T> {
  node.setBlockchainReady(false);
  try {
    return await fn();
  } finally {
    node.setBlockchainReady(true);
  }
}

export type FailingStoreNode = ChainNode & { readonly disk: WriteSwitch; readonly store: ChainStore };

/** A chain node on a store whose writes the test can make fail (a full disk), pool persisted. */
export async function startFailingStoreNode(opts: Omit<ChainNodeOptions, 'store'> = {}): Promise<FailingStoreNode> {
  const disk = await failingDatabase();
  const store = await ChainStore.open({ health: { probeIntervalMs: 60_000 } }, { db: disk.db, tables: buildRules().tables });
  const node = await startChainNode({ ...opts, store });
  return {
    ...node,
    disk,
    store,
    async close() {
      await node.close();
      await store.close();
      await disk.db.close();
    },
  };
}
