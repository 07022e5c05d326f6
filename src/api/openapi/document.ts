// The OpenAPI 3.1 document of the API, built from the handler table (the same table the server
// dispatches on), so it cannot drift from what the node accepts. Served at /openapi.json
// (route.ts); the typed client in client/ is generated from it (client-gen.ts).
//
// Shape (docs/openapi.md): one path per operation, `/api/<requestType>` (server.ts serves it as
// `/api` with that requestType). GET takes the parameters as a query string; POST takes the
// same parameters as a form-urlencoded, multipart or JSON body, all described by one schema,
// components.schemas.<requestType>Params. POST-only operations have no GET. The admin password
// is a body field, never a URL parameter (the server refuses it there), which no OpenAPI
// security scheme can express (apiKey lives in a query, header or cookie); admin operations are
// marked `x-adminPassword: true` and their body schema carries the field instead.
import { APPLICATION, VERSION } from '../node-context.js';
import { ApiTag, TAG_TITLES, type HandlerSpec, type HandlerTable, type ParamSpec } from '../types.js';
import { describeByStatus, handlerErrorsDescription, operationErrors } from './operation-errors.js';
import { SCHEMA, isSecret, paramNotes, paramSchema, ref, sharedSchemas, type JsonSchema } from './schemas.js';
import { RESPONSE_COMPONENTS } from '../response-components.js';
import type { ResponseSchema } from '../response-schema.js';

export type OpenApiObject = { [key: string]: unknown };

export interface OpenApiDocument {
  readonly openapi: '3.1.0';
  readonly info: OpenApiObject;
  readonly tags: OpenApiObject[];
  readonly paths: Record<string, Record<string, OpenApiObject>>;
  readonly components: {
    readonly schemas: Record<string, JsonSchema>;
    readonly parameters: Record<string, OpenApiObject>;
    readonly responses: Record<string, OpenApiObject>;
  };
}

/** The path of an operation. */
export const operationPath = (requestType: string): string => `/api/${requestType}`;
/** Name of the schema of an operation's parameters under components.schemas. */
export const paramsSchemaName = (requestType: string): string => `${requestType}Params`;
/** operationId of the POST form of an operation that also has a GET (the GET, and a POST that is
 * the only form, use the requestType itself). */
export const postOperationId = (requestType: string): string => `${requestType}_post`;

const HANDLER_ERROR = 'HandlerError';
const errorResponseName = (status: number): string => `Error${status}`;

/** The shared error responses, one per HTTP status, each describing every cause of that status
 * (worked out for an operation with every flag set). */
function errorResponses(): Record<string, OpenApiObject> {
  const everything = { requirePost: true, requirePassword: true, requireBlockchain: true, paginated: true, tags: [], params: [{ name: 'x', type: 'string', required: true, description: '' }] } as const;
  const out: Record<string, OpenApiObject> = {};
  const content = { 'application/json': { schema: ref(SCHEMA.error) } };
  for (const [status, causes] of describeByStatus(operationErrors(everything, 'POST'))) {
    out[errorResponseName(status)] = { description: `${causes} (The operation's x-errors lists the causes that apply to it.)`, content };
  }
  out[HANDLER_ERROR] = { description: handlerErrorsDescription(), content };
  return out;
}

/** The common parameters every operation takes (the server reads them itself), as
 * components.parameters; paginated ones add firstIndex and lastIndex. */
function commonParameters(): Record<string, OpenApiObject> {
  return {
    chain: {
      name: 'chain',
      in: 'query',
      description: 'Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.',
      schema: { type: 'integer', enum: [1], default: 1 },
    },
    requireBlock: {
      name: 'requireBlock',
      in: 'query',
      description: 'The node must have this block in its current chain, else errorCode 4 (HTTP 409).',
      schema: ref(SCHEMA.id),
    },
    requireLastBlock: {
      name: 'requireLastBlock',
      in: 'query',
      description: "The node's last block must be this one, else errorCode 4 (HTTP 409).",
      schema: ref(SCHEMA.id),
    },
    firstIndex: {
      name: 'firstIndex',
      in: 'query',
      description: 'Zero-based index of the first record (default 0; negative counts as 0).',
      schema: { type: 'integer', format: 'int32' },
    },
    lastIndex: {
      name: 'lastIndex',
      in: 'query',
      description: 'Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).',
      schema: { type: 'integer', format: 'int32' },
    },
  };
}

const COMMON_BASE = ['chain', 'requireBlock', 'requireLastBlock'] as const;
const PAGE = ['firstIndex', 'lastIndex'] as const;

function commonNames(spec: HandlerSpec<unknown>): string[] {
  return spec.paginated ? [...COMMON_BASE, ...PAGE] : [...COMMON_BASE];
}

/** The body schema of an operation: its own parameters, the common ones, and adminPassword
 * where it matters (admin operations; paginated reads, where it lifts the cap). */
function paramsSchema(spec: HandlerSpec<unknown>, common: Record<string, OpenApiObject>): JsonSchema {
  const properties: Record<string, unknown> = {};
  for (const p of spec.params) properties[p.name] = { ...paramSchema(p), description: paramNotes(p) };
  for (const name of commonNames(spec)) {
    const c = common[name]!;
    properties[name] = { ...(c['schema'] as object), description: c['description'] };
  }
  if (spec.requirePassword || spec.paginated) {
    properties['adminPassword'] = {
      type: 'string',
      format: 'password',
      writeOnly: true,
      description: spec.requirePassword
        ? 'Admin password (node.adminPassword). Not needed when admin passwords are disabled, or when none is configured and the API listens on a loopback address. Only in a POST body.'
        : 'Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.',
    };
  }
  const required = spec.params.filter((p) => p.required === true).map((p) => p.name);
  return {
    type: 'object',
    description: `Parameters of ${spec.requestType} (query string of a GET, or body of a POST).`,
    properties,
    ...(required.length > 0 ? { required } : {}),
  };
}

/** A query parameter of the GET form. */
function queryParameter(p: ParamSpec): OpenApiObject {
  const q: OpenApiObject = { name: p.name, in: 'query', description: paramNotes(p), schema: paramSchema(p) };
  if (p.required === true) q['required'] = true;
  if (p.type === 'accountList' || p.type === 'idList' || p.type === 'hexList') {
    q['style'] = 'form';
    q['explode'] = true;
  }
  return q;
}

function summaryOf(description: string): string {
  const end = description.search(/\.(\s|$)/);
  const first = end < 0 ? description : description.slice(0, end + 1);
  return first.length <= 120 ? first : `${first.slice(0, 117)}...`;
}

function flagsText(spec: HandlerSpec<unknown>): string {
  const flags: string[] = [];
  if (spec.requirePost) flags.push('POST only');
  if (spec.requirePassword) flags.push('needs the admin password (in the POST body)');
  if (spec.requireBlockchain) flags.push('refused while the blockchain is not ready');
  if (spec.paginated) flags.push('paginated (firstIndex, lastIndex)');
  return flags.length === 0 ? '' : `\n\nFlags: ${flags.join('; ')}.`;
}

function operation(spec: HandlerSpec<unknown>, method: 'GET' | 'POST', hasGet: boolean): OpenApiObject {
  const errors = operationErrors(spec, method);
  const responses: Record<string, unknown> = {
    '200': spec.response === undefined
      ? { description: 'Success.', content: { 'application/json': { schema: ref(SCHEMA.success) } } }
      : { description: 'Success: the declared answer (checked against real answers by the contract test).', content: { 'application/json': { schema: withProcessingTime(spec.response) } } },
  };
  // Each status refers to one shared response (the generated client stays small); which causes
  // apply to this operation is in its x-errors.
  for (const status of new Set(errors.map((e) => e.status))) responses[String(status)] = { $ref: `#/components/responses/${errorResponseName(status)}` };
  responses['default'] = { $ref: `#/components/responses/${HANDLER_ERROR}` };

  const op: OpenApiObject = {
    operationId: method === 'GET' || !hasGet ? spec.requestType : postOperationId(spec.requestType),
    summary: summaryOf(spec.description),
    description: spec.description + flagsText(spec),
    tags: [...spec.tags],
  };
  if (method === 'GET') {
    const secrets = spec.params.filter(isSecret).map((p) => p.name);
    if (secrets.length > 0) {
      op['description'] += `\n\nThe secret parameters (${secrets.join(', ')}) are not offered in a query string: send them in a POST body (a URL ends up in access logs and histories).`;
    }
    op['parameters'] = [
      ...spec.params.filter((p) => !isSecret(p)).map(queryParameter),
      ...commonNames(spec).map((name) => ({ $ref: `#/components/parameters/${name}` })),
    ];
  } else {
    const schema = ref(paramsSchemaName(spec.requestType));
    const files = spec.params.filter((p) => p.type === 'file').map((p) => p.name);
    const multipart: OpenApiObject = { schema };
    if (files.length > 0) multipart['encoding'] = Object.fromEntries(files.map((name) => [name, { contentType: 'application/octet-stream' }]));
    op['requestBody'] = {
      required: spec.params.some((p) => p.required === true),
      content: {
        'application/x-www-form-urlencoded': { schema },
        'multipart/form-data': multipart,
        'application/json': { schema },
      },
    };
  }
  op['responses'] = responses;
  op['x-requirePost'] = spec.requirePost;
  op['x-adminPassword'] = spec.requirePassword;
  op['x-requireBlockchain'] = spec.requireBlockchain;
  op['x-paginated'] = spec.paginated === true;
  op['x-errors'] = errors;
  return op;
}

const PROCESSING_TIME = { type: 'integer', description: 'Milliseconds the node spent on the request.' };

/** The 200 schema of a declared response: the declared object with requestProcessingTime added.
 * A shared object schema is inlined one level (its nested $refs stay): beside a closed schema
 * (additionalProperties: false) an allOf could not add the field. */
export function withProcessingTime(schema: ResponseSchema): JsonSchema {
  if ('$ref' in schema) {
    const name = schema.$ref.slice('#/components/schemas/'.length);
    const shared = RESPONSE_COMPONENTS[name];
    if (shared === undefined) throw new Error(`OpenAPI: response $ref ${schema.$ref} is not a shared response schema`);
    return withProcessingTime(shared);
  }
  if ('anyOf' in schema) return { ...schema, anyOf: schema.anyOf.map(withProcessingTime) };
  if (schema.type !== 'object') throw new Error('OpenAPI: a declared response must be an object');
  return {
    ...schema,
    properties: { ...schema.properties, requestProcessingTime: PROCESSING_TIME },
    required: [...(schema.required ?? []), 'requestProcessingTime'],
  };
}

/** Operations whose GET form cannot be offered: a required parameter is a secret. */
function getOffered(spec: HandlerSpec<unknown>): boolean {
  return !spec.requirePost && !spec.params.some((p) => p.required === true && isSecret(p));
}

export function buildOpenApiDocument(table: HandlerTable<any>): OpenApiDocument {
  // Code-unit order, not localeCompare: the generated client must not depend on the machine's locale.
  const specs: HandlerSpec<unknown>[] = Object.values(table).sort((a, b) => (a.requestType < b.requestType ? -1 : a.requestType > b.requestType ? 1 : 0));
  const common = commonParameters();
  const schemas: Record<string, JsonSchema> = sharedSchemas();
  for (const [name, schema] of Object.entries(RESPONSE_COMPONENTS)) {
    if (Object.hasOwn(schemas, name)) throw new Error(`OpenAPI: response schema ${name} clashes with a shared schema`);
    schemas[name] = schema;
  }
  const paths: Record<string, Record<string, OpenApiObject>> = {};
  const operationIds = new Set<string>();
  for (const spec of specs) {
    // Distinct requestTypes give distinct schema names (none ends like a shared one), but a
    // requestType may be named like another's POST operationId.
    schemas[paramsSchemaName(spec.requestType)] = paramsSchema(spec, common);
    const item: Record<string, OpenApiObject> = {};
    const hasGet = getOffered(spec);
    if (hasGet) item['get'] = operation(spec, 'GET', hasGet);
    item['post'] = operation(spec, 'POST', hasGet);
    for (const op of Object.values(item)) {
      const id = op['operationId'] as string;
      if (operationIds.has(id)) throw new Error(`OpenAPI: operationId ${id} is generated twice`);
      operationIds.add(id);
    }
    paths[operationPath(spec.requestType)] = item;
  }
  const used = Object.values(ApiTag).filter((t) => specs.some((s) => s.tags.includes(t)));
  return {
    openapi: '3.1.0',
    info: {
      title: `${APPLICATION} API`,
      version: VERSION,
      description:
        'The REST API of a node of the Nxt family, generated from its handler table. Every operation is also reachable as `/api?requestType=<name>`. ' +
        'Ids and amounts are decimal strings (1 coin = 10^8 MTA); byte fields are lower-case hex. Errors: docs/api-errors.md. ' +
        'Extensions: x-requirePost, x-adminPassword (the operation needs the admin password, sent as the adminPassword field of a POST body), x-requireBlockchain, x-paginated, x-errors (the refusals the operation can answer: status, errorCode, error, cause).',
    },
    tags: used.map((t) => ({ name: t, description: TAG_TITLES[t], 'x-displayName': TAG_TITLES[t] })),
    paths,
    components: {
      schemas,
      parameters: common,
      responses: errorResponses(),
    },
  };
}
