// Shared by the API tests: a real server on 127.0.0.1, port 0, with a capturing logger, a fake
// context and a controllable monotonic clock.
import { defaultConfig } from '../../src/config/load.js';
import type { NodeConfig } from '../../src/config/options.js';
import { createLogger, type Logger } from '../../src/log/logger.js';
import { createApiServer, type ApiServer } from '../../src/api/server.js';
import { consoleRoutes } from '../../src/api/console/routes.js';
import type { ApiContext, HandlerTable } from '../../src/api/types.js';

export interface TestServer {
  readonly base: string;
  readonly server: ApiServer<ApiContext>;
  readonly config: NodeConfig;
  readonly ctx: TestContext;
  readonly logger: Logger;
  /** Captured log lines (JSON). */
  readonly logs: string[];
  /** Advances the server's monotonic clock. */
  advance(ms: number): void;
  /** GET /api with the given parameters. */
  get(params: Record<string, string>): Promise<ApiResponse>;
  /** POST /api with form-encoded parameters. */
  post(params: Record<string, string> | URLSearchParams): Promise<ApiResponse>;
  close(): Promise<void>;
}

export interface ApiResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly json: Record<string, any>;
}

export interface TestContext extends ApiContext {
  ready: boolean;
  time: number;
  blocks: Set<bigint>;
  last: bigint;
}

export async function readResponse(res: Response): Promise<ApiResponse> {
  const text = await res.text();
  let json: Record<string, any>;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`not JSON (HTTP ${res.status}): ${text.slice(0, 200)}`);
  }
  return { status: res.status, headers: res.headers, json };
}

/** The config of a node-backed test API server: 127.0.0.1, port 0 (no SSL port), the given admin
 * password and no practical write rate limit; `overrides` on top. */
export function testApiConfig(adminPassword: string, overrides: Partial<NodeConfig> = {}): NodeConfig {
  return {
    ...defaultConfig(),
    apiServerHost: '127.0.0.1',
    apiServerPort: 0,
    apiServerSSLPort: 0,
    adminPassword,
    writeRequestsPerSecond: 1_000_000,
    ...overrides,
  };
}

/** HTTP requests to one API server. */
export interface ApiClient {
  get(params: Record<string, string>): Promise<ApiResponse>;
  post(params: Record<string, string>): Promise<ApiResponse>;
  /** POST with the admin password. */
  admin(params: Record<string, string>): Promise<ApiResponse>;
}

/** GET and POST (form-encoded) to `${base}/api`; admin() adds `adminPassword`. */
export function apiClient(base: string, adminPassword: string): ApiClient {
  const get = async (params: Record<string, string>) => readResponse(await fetch(`${base}/api?${new URLSearchParams(params)}`));
  const post = async (params: Record<string, string>) => readResponse(await fetch(`${base}/api`, { method: 'POST', body: new URLSearchParams(params) }));
  return { get, post, admin: (params) => post({ ...params, adminPassword }) };
}

export async function startTestServer(
  table: HandlerTable<ApiContext>,
  configOverrides: Partial<NodeConfig> = {},
): Promise<TestServer> {
  const config: NodeConfig = { ...defaultConfig(), apiServerPort: 0, apiServerSSLPort: 0, ...configOverrides };
  const logs: string[] = [];
  const logger = createLogger({ level: 'DEBUG', sink: (line) => logs.push(line) });
  let clock = 1_000_000;
  const ctx = createTestContext(logger);
  // The console pages, as the full node serves them (full-node-routes.ts).
  const server = createApiServer({ config, table, ctx, logger }, { now: () => clock, routes: consoleRoutes({ table }) });
  const address = await server.start();
  const base = `http://127.0.0.1:${address.port}`;
  return {
    base,
    server,
    config,
    ctx,
    logger,
    logs,
    advance(ms) {
      clock += ms;
    },
    async get(params) {
      return readResponse(await fetch(`${base}/api?${new URLSearchParams(params)}`));
    },
    async post(params) {
      const body = params instanceof URLSearchParams ? params : new URLSearchParams(params);
      return readResponse(await fetch(`${base}/api`, { method: 'POST', body }));
    },
    close: () => server.stop({ graceMs: 1000 }),
  };
}

/** A fake node context: ready, time 12345, blocks 111 and 222 with 222 last. */
export function createTestContext(logger: Logger = createLogger({ level: 'OFF' })): TestContext {
  return {
    logger,
    ready: true,
    time: 12345,
    blocks: new Set([111n, 222n]),
    last: 222n,
    epochTime() {
      return this.time;
    },
    blockchainReady() {
      return this.ready;
    },
    async hasBlock(id) {
      return this.blocks.has(id);
    },
    lastBlockId() {
      return this.last;
    },
  };
}
