// The typed client of the node's API: `totem-node/client`. Generated from the handler table
// through the OpenAPI document (schema.ts by openapi-typescript, operations.ts), on top of
// openapi-fetch. One call per operation, typed by its name:
//
//   const node = createNodeClient({ baseUrl: 'http://127.0.0.1:6876' });
//   const block = await node.call('getBlock', { height: 5 });
//   const sent = await node.call('sendMoney', { secretPhrase, recipient, amountMTA: '100000000' });
//
// `call` sends POST-only operations (and any call carrying a secret parameter) as a POST form,
// the others as a GET query, resolves with the answer, and throws NodeApiError for an error
// answer. `raw` is the openapi-fetch client itself, for full control (paths are
// `/api/<requestType>`). See docs/openapi.md.
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import { OPERATIONS } from './operations.js';
import type { components, paths } from './schema.js';

export type { components, paths } from './schema.js';

/** The name of every operation (requestType). */
export type Operation = { [P in keyof paths]: P extends `/api/${infer Op}` ? Op : never }[keyof paths];

/** The parameters of an operation: its own, the common ones, and adminPassword where it applies. */
export type Params<Op extends Operation> = NonNullable<paths[`/api/${Op}`]['post']['requestBody']>['content']['application/x-www-form-urlencoded'];

/** The successful answer of an operation. */
export type Answer<Op extends Operation> = paths[`/api/${Op}`]['post']['responses'][200]['content']['application/json'];

/** The JSON body of every error answer. */
export type ErrorBody = components['schemas']['ErrorResponse'];

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

export interface CallOptions {
  readonly signal?: AbortSignal;
}

/** The parameters may be left out when none is required. */
export type CallArgs<Op extends Operation> = [RequiredKeys<Params<Op>>] extends [never]
  ? [params?: Params<Op>, options?: CallOptions]
  : [params: Params<Op>, options?: CallOptions];

/** An error answer of the node: HTTP status and the body's errorCode, errorDescription, error. */
export class NodeApiError extends Error {
  override readonly name = 'NodeApiError';
  readonly errorCode: number | undefined;
  readonly errorDescription: string;
  /** The parameter at fault, when the node named one. */
  readonly param: string | undefined;

  constructor(
    readonly requestType: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    const e = isErrorBody(body) ? body : undefined;
    const description = e?.errorDescription ?? `HTTP ${status}: ${typeof body === 'string' ? body.slice(0, 200) : 'no error body'}`;
    super(`${requestType}: ${description}`);
    this.errorCode = e?.errorCode;
    this.errorDescription = description;
    this.param = e?.error;
  }
}

function isErrorBody(body: unknown): body is ErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as ErrorBody).errorCode === 'number' && typeof (body as ErrorBody).errorDescription === 'string';
}

export interface NodeClient {
  /** Runs one operation; rejects with NodeApiError for an error answer. */
  call<Op extends Operation>(op: Op, ...args: CallArgs<Op>): Promise<Answer<Op>>;
  /** The openapi-fetch client over the same document. */
  readonly raw: Client<paths>;
}

export type NodeClientOptions = ClientOptions & { readonly baseUrl: string };

/** A form body: absent values left out, lists as repeated fields (the node also reads them). */
function formBody(body: unknown): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== undefined && v !== null) form.append(name, String(v));
    }
  }
  return form.toString();
}

const given = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

type RawRequest = (method: 'get' | 'post', path: string, init: Record<string, unknown>) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

export function createNodeClient(options: NodeClientOptions): NodeClient {
  const raw = createClient<paths>(options);
  // openapi-fetch checks a call per literal path; `call` is generic over the operation, which
  // its overloads cannot follow, so it goes through this untyped view of the same method. The
  // public signature of `call` carries the types.
  const request = raw.request as unknown as RawRequest;
  return {
    raw,
    async call<Op extends Operation>(op: Op, ...args: CallArgs<Op>): Promise<Answer<Op>> {
      const info = Object.hasOwn(OPERATIONS, op) ? OPERATIONS[op] : undefined;
      if (info === undefined) throw new TypeError(`unknown operation ${String(op)}`);
      const params = (args[0] ?? {}) as Record<string, unknown>;
      const signal = args[1]?.signal;
      const post = info.postOnly || info.secrets.some((name) => given(params[name]));
      const path = `/api/${op}`;
      const result = post
        ? await request('post', path, { body: params, bodySerializer: formBody, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, signal })
        : await request('get', path, { params: { query: params }, signal });
      if (!result.response.ok) throw new NodeApiError(op, result.response.status, result.error);
      return result.data as Answer<Op>;
    },
  };
}
