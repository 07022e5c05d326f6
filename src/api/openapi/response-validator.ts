// A small strict validator for the JSON Schema subset of declared responses
// (src/api/response-schema.ts), with the standard meaning of each keyword, so that any JSON
// Schema validator would agree with it. Strict about the schema too: a keyword outside the
// subset throws (a schema nobody checks is no contract). Used by
// test/api/response-contract.test.ts on real answers; no validator package is installed.

type Schema = { readonly [key: string]: unknown };

/** The keywords the subset knows: assertions, then annotations that assert nothing. */
export const RESPONSE_KEYWORDS: ReadonlySet<string> = new Set(['type', 'properties', 'required', 'additionalProperties', 'items', 'pattern', 'enum', 'minimum', 'anyOf', '$ref', 'description', 'examples', 'title']);
const TYPES = new Set(['object', 'array', 'string', 'integer', 'number', 'boolean', 'null']);
const REF_PREFIX = '#/components/schemas/';

export interface ValidationOptions {
  /** The schemas `$ref`s point to (components.schemas of the document). */
  readonly schemas: Readonly<Record<string, unknown>>;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function fits(type: string, value: unknown): boolean {
  switch (type) {
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'null':
      return value === null;
    default:
      return typeof value === type;
  }
}

const at = (path: string, key: string | number): string => (typeof key === 'number' ? `${path}[${key}]` : `${path}.${key}`);

/** Every way `value` breaks `schema`, as `path: problem` lines (empty when it conforms). */
export function validateResponse(value: unknown, schema: unknown, opts: ValidationOptions, path = '$'): string[] {
  if (schema === true) return [];
  if (schema === false) return [`${path}: no value is allowed here`];
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) throw new Error(`${path}: not a schema: ${JSON.stringify(schema)}`);
  const s = schema as Schema;
  for (const key of Object.keys(s)) if (!RESPONSE_KEYWORDS.has(key)) throw new Error(`${path}: schema keyword ${key} is outside the response subset`);

  if (s['$ref'] !== undefined) {
    const ref = s['$ref'];
    if (typeof ref !== 'string' || !ref.startsWith(REF_PREFIX)) throw new Error(`${path}: unsupported $ref ${String(ref)}`);
    const name = ref.slice(REF_PREFIX.length);
    if (!Object.hasOwn(opts.schemas, name)) throw new Error(`${path}: $ref ${ref} resolves to nothing`);
    const problems = validateResponse(value, opts.schemas[name], opts, path);
    // Siblings of a $ref apply too (OpenAPI 3.1); in this subset only annotations stand there.
    const rest = Object.keys(s).filter((k) => k !== '$ref' && k !== 'description' && k !== 'examples' && k !== 'title');
    if (rest.length > 0) throw new Error(`${path}: ${rest.join(', ')} beside a $ref`);
    return problems;
  }

  if (s['anyOf'] !== undefined) {
    const branches = s['anyOf'];
    if (!Array.isArray(branches) || branches.length === 0) throw new Error(`${path}: anyOf needs a non-empty list`);
    const results = branches.map((b) => validateResponse(value, b, opts, path));
    if (results.some((r) => r.length === 0)) return [];
    const closest = results.reduce((a, b) => (b.length < a.length ? b : a));
    return [`${path}: matches none of ${branches.length} alternatives; the closest fails with: ${closest.join('; ')}`];
  }

  const type = s['type'];
  if (typeof type !== 'string' || !TYPES.has(type)) throw new Error(`${path}: type ${JSON.stringify(type)} is outside the response subset`);
  if (!fits(type, value)) return [`${path}: expected ${type}, got ${typeOf(value)} ${JSON.stringify(value)?.slice(0, 60)}`];

  const problems: string[] = [];
  if (Array.isArray(s['enum']) && !(s['enum'] as unknown[]).includes(value)) problems.push(`${path}: ${JSON.stringify(value)} is not one of ${JSON.stringify(s['enum'])}`);
  if (typeof s['minimum'] === 'number' && (value as number) < s['minimum']) problems.push(`${path}: ${String(value)} is below the minimum ${s['minimum']}`);
  if (typeof s['pattern'] === 'string' && !new RegExp(s['pattern'], 'u').test(value as string)) problems.push(`${path}: ${JSON.stringify(value)} does not match ${s['pattern']}`);

  if (type === 'array') {
    if (s['items'] === undefined) throw new Error(`${path}: an array schema needs items`);
    (value as unknown[]).forEach((item, i) => problems.push(...validateResponse(item, s['items'], opts, at(path, i))));
  }
  if (type === 'object') {
    const obj = value as Record<string, unknown>;
    const properties = (s['properties'] ?? {}) as Record<string, unknown>;
    if (s['additionalProperties'] === undefined) throw new Error(`${path}: an object schema must say additionalProperties`);
    for (const name of (s['required'] ?? []) as string[]) if (!Object.hasOwn(obj, name)) problems.push(`${path}: required field ${name} is missing`);
    for (const [name, v] of Object.entries(obj)) {
      const field = at(path, name);
      if (Object.hasOwn(properties, name)) problems.push(...validateResponse(v, properties[name], opts, field));
      else if (s['additionalProperties'] === false) problems.push(`${field}: field not in the schema (additionalProperties is false)`);
      else problems.push(...validateResponse(v, s['additionalProperties'], opts, field));
    }
  }
  return problems;
}
