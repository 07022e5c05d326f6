// Structural checks of an OpenAPI 3.1 document (no validator package is installed: openapi-
// typescript 6 brings none). Returns every problem found, so a failing test lists them all.

type Json = unknown;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const SCHEMA_TYPES = new Set(['string', 'integer', 'number', 'boolean', 'object', 'array', 'null']);
const COMPONENT_NAME = /^[a-zA-Z0-9.\-_]+$/;

/** Resolves a local JSON pointer (`#/components/schemas/Id`); undefined when it points nowhere. */
export function resolvePointer(doc: Json, pointer: string): Json {
  if (!pointer.startsWith('#/')) return undefined;
  let at: Json = doc;
  for (const raw of pointer.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<string, Json>)[key];
  }
  return at;
}

function walk(value: Json, path: string, visit: (value: Record<string, Json>, path: string) => void): void {
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}/${i}`, visit));
  else if (value !== null && typeof value === 'object') {
    visit(value as Record<string, Json>, path);
    for (const [k, v] of Object.entries(value)) walk(v, `${path}/${k}`, visit);
  }
}

/** Schema objects reachable from `value`, with their paths (by the keywords that hold schemas). */
function schemasIn(doc: Record<string, any>): Array<[string, Record<string, Json>]> {
  const out: Array<[string, Record<string, Json>]> = [];
  const visitSchema = (s: Json, path: string): void => {
    if (s === null || typeof s !== 'object' || Array.isArray(s)) return;
    const schema = s as Record<string, Json>;
    out.push([path, schema]);
    for (const [k, v] of Object.entries(schema.properties ?? {})) visitSchema(v, `${path}/properties/${k}`);
    if (schema.items !== undefined) visitSchema(schema.items, `${path}/items`);
    if (typeof schema.additionalProperties === 'object') visitSchema(schema.additionalProperties, `${path}/additionalProperties`);
    for (const [i, b] of ((schema.anyOf ?? []) as Json[]).entries()) visitSchema(b, `${path}/anyOf/${i}`);
  };
  for (const [name, s] of Object.entries(doc.components?.schemas ?? {})) visitSchema(s, `#/components/schemas/${name}`);
  walk(doc.paths, '#/paths', (v, path) => {
    // A parameter (parameters/N) or a media type (content/type/subtype) holds a schema.
    if (v.schema !== undefined && /\/(parameters\/\d+|content\/[^/]+\/[^/]+)$/.test(path)) visitSchema(v.schema, `${path}/schema`);
  });
  for (const [name, p] of Object.entries(doc.components?.parameters ?? {})) visitSchema((p as Record<string, Json>).schema, `#/components/parameters/${name}/schema`);
  return out;
}

export function documentProblems(doc: Record<string, any>): string[] {
  const problems: string[] = [];
  const fail = (msg: string) => problems.push(msg);
  if (doc.openapi !== '3.1.0') fail(`openapi is ${doc.openapi}, not 3.1.0`);
  if (typeof doc.info?.title !== 'string' || typeof doc.info?.version !== 'string') fail('info needs title and version');
  if (JSON.stringify(JSON.parse(JSON.stringify(doc))) !== JSON.stringify(doc)) fail('not plain JSON');

  walk(doc, '#', (v, path) => {
    if (typeof v.$ref === 'string' && resolvePointer(doc, v.$ref) === undefined) fail(`${path}: $ref ${v.$ref} resolves to nothing`);
  });
  for (const [kind, entries] of Object.entries(doc.components ?? {})) {
    for (const name of Object.keys(entries as object)) if (!COMPONENT_NAME.test(name)) fail(`components.${kind}.${name}: bad name`);
  }

  const tagNames = new Set<string>((doc.tags ?? []).map((t: { name: string }) => t.name));
  const operationIds = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {}) as Array<[string, Record<string, any>]>) {
    if (!path.startsWith('/')) fail(`path ${path} does not start with /`);
    const methods = Object.keys(item).filter((k) => METHODS.includes(k));
    if (methods.length === 0) fail(`${path}: no operation`);
    for (const method of methods) {
      const op = item[method];
      const where = `${method.toUpperCase()} ${path}`;
      if (typeof op.operationId !== 'string' || op.operationId === '') fail(`${where}: no operationId`);
      else if (operationIds.has(op.operationId)) fail(`${where}: operationId ${op.operationId} used twice`);
      else operationIds.add(op.operationId);
      for (const t of op.tags ?? []) if (!tagNames.has(t)) fail(`${where}: tag ${t} not declared`);
      if (op.responses?.['200'] === undefined) fail(`${where}: no 200 response`);
      for (const [status, r] of Object.entries(op.responses ?? {}) as Array<[string, Record<string, any>]>) {
        const response = r.$ref !== undefined ? (resolvePointer(doc, r.$ref) as Record<string, any>) : r;
        if (!/^(default|[1-5]\d\d)$/.test(status)) fail(`${where}: response key ${status}`);
        if (typeof response?.description !== 'string') fail(`${where}: response ${status} has no description`);
      }
      const seen = new Set<string>();
      for (const p of op.parameters ?? []) {
        const param = p.$ref !== undefined ? (resolvePointer(doc, p.$ref) as Record<string, any>) : p;
        if (param?.in !== 'query') fail(`${where}: parameter ${param?.name} is not in the query`);
        if (seen.has(param?.name)) fail(`${where}: parameter ${param?.name} twice`);
        seen.add(param?.name);
        if (param?.schema === undefined) fail(`${where}: parameter ${param?.name} has no schema`);
      }
      if (method === 'get' && op.requestBody !== undefined) fail(`${where}: a GET with a request body`);
    }
  }

  for (const [path, schema] of schemasIn(doc)) {
    if (schema.type !== undefined && !SCHEMA_TYPES.has(schema.type as string)) fail(`${path}: type ${String(schema.type)}`);
    if (typeof schema.pattern === 'string') {
      try {
        new RegExp(schema.pattern, 'u');
      } catch {
        fail(`${path}: pattern ${schema.pattern} is not an ECMA-262 regex`);
      }
    }
    if (schema.required !== undefined) {
      for (const name of schema.required as string[]) {
        if (!Object.hasOwn((schema.properties as object) ?? {}, name)) fail(`${path}: required ${name} is not a property`);
      }
    }
    if (schema.default !== undefined && Array.isArray(schema.enum) && !(schema.enum as Json[]).includes(schema.default)) fail(`${path}: default not in enum`);
  }
  return problems;
}
