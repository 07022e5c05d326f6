// GET /openapi.json: the OpenAPI document of this node's handler table. The table is fixed for
// the node's lifetime, so the JSON is rendered once, on the first request (not at start-up,
// which would cost every node a few milliseconds for a document most never serve).
import { CACHE_CONTROL, JSON_CONTENT_TYPE } from '../http-edge.js';
import type { HttpRoute } from '../routes.js';
import type { HandlerTable } from '../types.js';
import { buildOpenApiDocument } from './document.js';

export const OPENAPI_PATH = '/openapi.json';

export function openApiRoute(table: HandlerTable<any>): HttpRoute {
  let payload: Buffer | undefined;
  return {
    path: OPENAPI_PATH,
    methods: ['GET', 'HEAD'],
    handle(req, res) {
      payload ??= Buffer.from(JSON.stringify(buildOpenApiDocument(table)));
      res.writeHead(200, {
        'Cache-Control': CACHE_CONTROL,
        'Content-Type': JSON_CONTENT_TYPE,
        'Content-Length': payload.length,
      });
      res.end(req.method === 'HEAD' ? undefined : payload);
    },
  };
}
