// The OpenAPI document built from a handler table: structurally valid (doc-checks.ts), one path
// per operation with the methods, parameters, schemas, marks and errors its spec implies.
import { describe, expect, it } from '@jest/globals';
import { buildOpenApiDocument, paramsSchemaName, postOperationId } from '../../src/api/openapi/document.js';
import { ApiTag, COMMON_PARAM_NAMES, TAG_TITLES, defineHandler, type ApiContext, type HandlerTable } from '../../src/api/types.js';
import { nodeHandlerTable } from '../../src/node.js';
import { fakeTable } from '../api/fake-table.js';
import { documentProblems, resolvePointer } from './doc-checks.js';

/** Operations the fake table lacks: a list of ids, and a GET-able read whose required parameter
 * is a secret (its GET form cannot be offered). */
const extra: HandlerTable<ApiContext> = {
  getMany: defineHandler({
    requestType: 'getMany',
    tags: [ApiTag.UTILS],
    description: 'Reads several ids. More text.',
    method: 'GET',
    requirePost: false,
    requirePassword: false,
    requireBlockchain: true,
    params: [
      { name: 'ids', type: 'idList', maxItems: 5, required: true, description: 'Ids.' },
      { name: 'big', type: 'long', min: -5n, max: 5n, default: 1n, description: 'A long.' },
    ],
    handler: async () => ({}),
  }),
  signThing: defineHandler({
    requestType: 'signThing',
    tags: [ApiTag.UTILS],
    description: 'Needs a secret.',
    method: 'GET',
    requirePost: false,
    requirePassword: false,
    requireBlockchain: false,
    params: [{ name: 'secretPhrase', type: 'string', secret: true, required: true, description: 'Secret.' }],
    handler: async () => ({}),
  }),
};

const table = { ...fakeTable({}), ...extra };
const doc = buildOpenApiDocument(table) as unknown as Record<string, any>;
const schemaOf = (requestType: string) => doc.components.schemas[paramsSchemaName(requestType)];
const deref = (x: any) => (x.$ref !== undefined ? resolvePointer(doc, x.$ref) : x) as any;
const queryNames = (requestType: string) => (doc.paths[`/api/${requestType}`].get.parameters as any[]).map((p) => deref(p).name);
const statuses = (op: any) => Object.keys(op.responses);

describe('the OpenAPI document', () => {
  it('is a structurally valid OpenAPI 3.1 document, for a test table and for the node table', () => {
    expect(documentProblems(doc)).toEqual([]);
    const nodeDoc = buildOpenApiDocument(nodeHandlerTable()) as unknown as Record<string, any>;
    expect(documentProblems(nodeDoc)).toEqual([]);
    expect(Object.keys(nodeDoc.paths).sort()).toEqual(Object.keys(nodeHandlerTable()).map((n) => `/api/${n}`).sort());
  });

  it('has one path per requestType: GET unless POST-only (or a secret is required), POST always', () => {
    for (const spec of Object.values(table)) {
      const item = doc.paths[`/api/${spec.requestType}`];
      expect(item.post).toBeDefined();
      const getExpected = !spec.requirePost && spec.requestType !== 'signThing';
      expect(item.get !== undefined).toBe(getExpected);
      expect(item.post.operationId).toBe(getExpected ? postOperationId(spec.requestType) : spec.requestType);
      if (getExpected) expect(item.get.operationId).toBe(spec.requestType);
      for (const op of [item.get, item.post].filter(Boolean)) {
        expect(op['x-requirePost']).toBe(spec.requirePost);
        expect(op['x-adminPassword']).toBe(spec.requirePassword);
        expect(op['x-requireBlockchain']).toBe(spec.requireBlockchain);
        expect(op['x-paginated']).toBe(spec.paginated === true);
        expect(op.tags).toEqual([...spec.tags]);
        expect(op.description.startsWith(spec.description)).toBe(true);
      }
    }
    expect(doc.paths['/api/get-hyphenated'].get).toBeDefined();
  });

  it('declares the used tags with their titles', () => {
    const used = new Set(Object.values(table).flatMap((s) => s.tags));
    expect(doc.tags.map((t: any) => t.name).sort()).toEqual([...used].sort());
    for (const t of doc.tags) expect(t['x-displayName']).toBe(TAG_TITLES[t.name as ApiTag]);
  });

  it('gives each body schema the operation\'s parameters, the common ones, and adminPassword where it applies', () => {
    const props = (n: string) => Object.keys(schemaOf(n).properties);
    const own = (n: string) => table[n]!.params.map((p) => p.name);
    expect(props('getThing')).toEqual([...own('getThing'), 'chain', 'requireBlock', 'requireLastBlock']);
    expect(props('listThings')).toEqual(['chain', 'requireBlock', 'requireLastBlock', 'firstIndex', 'lastIndex', 'adminPassword']);
    expect(props('adminThing')).toEqual(['level', 'chain', 'requireBlock', 'requireLastBlock', 'adminPassword']);
    expect(schemaOf('adminThing').required).toEqual(['level']);
    expect(schemaOf('getThing').required).toBeUndefined();
    // Only the names the server reads itself, never requestType (the path names the operation).
    for (const n of Object.keys(table)) {
      for (const p of props(n)) expect(own(n).includes(p) || (COMMON_PARAM_NAMES.includes(p) && p !== 'requestType')).toBe(true);
    }
    const post = doc.paths['/api/adminThing'].post;
    expect(post.requestBody.required).toBe(true);
    expect(Object.keys(post.requestBody.content)).toEqual(['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json']);
    expect(doc.paths['/api/listThings'].post.requestBody.required).toBe(false);
  });

  it('keeps secrets and the admin password out of query strings', () => {
    expect(queryNames('getThing')).toEqual([...table.getThing!.params.map((p) => p.name), 'chain', 'requireBlock', 'requireLastBlock']);
    expect(queryNames('listThings')).toEqual(['chain', 'requireBlock', 'requireLastBlock', 'firstIndex', 'lastIndex']);
    const secret = schemaOf('doWrite').properties.secretPhrase;
    expect(secret).toMatchObject({ type: 'string', minLength: 1, format: 'password', writeOnly: true });
    expect(schemaOf('listThings').properties.adminPassword).toMatchObject({ format: 'password', writeOnly: true });
  });

  it('maps every parameter type to a faithful schema', () => {
    const p = schemaOf('getThing').properties;
    expect(p.name).toMatchObject({ type: 'string', maxLength: 10 });
    expect(p.count).toMatchObject({ type: 'integer', format: 'int32', minimum: 1, maximum: 100, default: 5 });
    expect(p.big).toMatchObject({ $ref: '#/components/schemas/Long' });
    expect(p.amount).toMatchObject({ $ref: '#/components/schemas/Amount' });
    expect(p.thing).toMatchObject({ $ref: '#/components/schemas/Id' });
    expect(p.owner).toMatchObject({ $ref: '#/components/schemas/Account' });
    expect(p.flag).toMatchObject({ type: 'boolean', default: false });
    expect(p.data).toMatchObject({ $ref: '#/components/schemas/Hex', maxLength: 8 });
    expect(p.owners).toMatchObject({ type: 'array', items: { $ref: '#/components/schemas/Account' }, maxItems: 3 });
    expect(p.color).toMatchObject({ type: 'string', enum: ['RED', 'GREEN'] });
    expect(p.color.description).toMatch(/case-insensitively/);
    expect(p.chain).toMatchObject({ type: 'integer', enum: [1], default: 1 });
    const many = schemaOf('getMany').properties;
    expect(many.ids).toMatchObject({ type: 'array', items: { $ref: '#/components/schemas/Id' }, maxItems: 5 });
    // Bigint bounds and defaults as decimal strings (no JSON number can hold every long).
    expect(many.big).toMatchObject({ 'x-minimum': '-5', 'x-maximum': '5', default: '1' });
    const idsParam = doc.paths['/api/getMany'].get.parameters[0];
    expect(idsParam).toMatchObject({ name: 'ids', in: 'query', required: true, style: 'form', explode: true });
    // A file: text in a form, any content in a multipart part.
    expect(schemaOf('upload').properties.contract).toMatchObject({ type: 'string', 'x-maxBytes': 4096 });
    expect(doc.paths['/api/upload'].post.requestBody.content['multipart/form-data'].encoding).toEqual({ contract: { contentType: 'application/octet-stream' } });
  });

  it('lists the errors each operation can answer, following its flags', () => {
    const causes = (op: any, status: number) => (op['x-errors'] as any[]).filter((e) => e.status === status);
    const read = doc.paths['/api/get-hyphenated'].get;
    expect(statuses(read).sort()).toEqual(['200', '400', '403', '409', '413', '500', '503', 'default']);
    // Not needing the blockchain: its 503 is only the shutdown one.
    expect(causes(read, 503).map((e) => e.cause)).toEqual(['The node is shutting down.']);
    expect(causes(doc.paths['/api/getThing'].get, 503)).toHaveLength(2);
    // No required parameter: no errorCode 1 "missing"; a GET is never refused for its body type.
    expect((read['x-errors'] as any[]).some((e) => e.error === '<param>' && e.errorCode === 1)).toBe(false);
    expect(statuses(read)).not.toContain('415');

    const admin = doc.paths['/api/adminThing'].post;
    expect(statuses(admin)).toEqual(expect.arrayContaining(['401', '403', '415', '429']));
    expect(causes(admin, 401).map((e) => [e.errorCode, e.error])).toEqual([[1, 'adminPassword'], [7, 'adminPassword']]);
    expect(statuses(doc.paths['/api/getThing'].post)).not.toContain('401');
    // The write rate limit: POST-only and CREATE_TRANSACTION operations, whatever the method.
    expect(statuses(doc.paths['/api/createThing'].get)).toContain('429');
    expect(statuses(doc.paths['/api/getThing'].get)).not.toContain('429');
    // Every status refers to the shared error schema; the handler's own refusals are `default`.
    for (const status of statuses(admin).filter((s) => s !== '200')) {
      expect(deref(admin.responses[status]).content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorResponse' });
    }
    expect(doc.components.schemas.ErrorResponse.required).toEqual(['errorCode', 'errorDescription', 'requestProcessingTime']);
  });

  it('is the same for the same table (the generated client depends on it)', () => {
    expect(JSON.stringify(buildOpenApiDocument(table))).toBe(JSON.stringify(doc));
  });

  it('refuses a table whose generated operationIds collide', () => {
    const clash: HandlerTable<ApiContext> = {
      read: { ...extra.getMany!, requestType: 'read' },
      read_post: { ...extra.signThing!, requestType: 'read_post', method: 'POST', requirePost: true },
    };
    expect(() => buildOpenApiDocument(clash)).toThrow(/operationId read_post is generated twice/);
  });
});
