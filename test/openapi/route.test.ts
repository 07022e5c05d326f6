// GET /openapi.json on an API server: the document of the server's own table, as JSON, behind
// the same admission as /api; other methods get the JSON 405.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { defaultConfig } from '../../src/config/load.js';
import { createLogger } from '../../src/log/logger.js';
import { createApiServer, type ApiServer } from '../../src/api/server.js';
import { buildOpenApiDocument } from '../../src/api/openapi/document.js';
import { OPENAPI_PATH, openApiRoute } from '../../src/api/openapi/route.js';
import type { ApiContext } from '../../src/api/types.js';
import { fakeTable } from '../api/fake-table.js';
import { createTestContext } from '../api/helpers.js';

describe('GET /openapi.json', () => {
  const table = fakeTable({});
  let server: ApiServer<ApiContext>;
  let url: string;

  const start = async (allowedBotHosts: string[]) => {
    const config = { ...defaultConfig(), apiServerHost: '127.0.0.1', apiServerPort: 0, apiServerSSLPort: 0, allowedBotHosts };
    const s = createApiServer({ config, table, ctx: createTestContext(), logger: createLogger({ level: 'OFF' }) }, { routes: [openApiRoute(table)] });
    const address = await s.start();
    return { s, url: `http://127.0.0.1:${address.port}${OPENAPI_PATH}` };
  };

  beforeAll(async () => {
    ({ s: server, url } = await start(['*']));
  });
  afterAll(async () => {
    await server.stop({ graceMs: 500 });
  });

  it('answers the document of the table, as JSON', async () => {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument(table))));
  });

  it('answers HEAD with the headers only, and refuses POST with the JSON 405', async () => {
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(1000);
    expect(await head.text()).toBe('');
    const post = await fetch(url, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(await post.json()).toMatchObject({ errorCode: 50 });
  });

  it('is refused to a host the API refuses', async () => {
    const closed = await start(['10.9.9.9']);
    try {
      const res = await fetch(closed.url);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ errorCode: 40 });
    } finally {
      await closed.s.stop({ graceMs: 500 });
    }
  });
});
