// The vocabulary of the API layer: tags, parameter specs, handler specs, the handler table and
// the context the node provides. One table of HandlerSpecs drives the server (dispatch, checks,
// parameter parsing), the console pages and the generated reference (docs/api-reference.md).
import type { Logger } from '../log/logger.js';
import type { ResponseSchema } from './response-schema.js';

export enum ApiTag {
  ACCOUNTS = 'ACCOUNTS',
  BLOCKS = 'BLOCKS',
  TRANSACTIONS = 'TRANSACTIONS',
  AE = 'AE',
  MS = 'MS',
  CONTRACTS = 'CONTRACTS',
  PHASING = 'PHASING',
  SHUFFLING = 'SHUFFLING',
  NETWORK = 'NETWORK',
  PAYMENTS = 'PAYMENTS',
  LOANS = 'LOANS',
  SUBSCRIPTIONS = 'SUBSCRIPTIONS',
  CERTIFICATE = 'CERTIFICATE',
  AGENT_ATTESTATION = 'AGENT_ATTESTATION',
  /** Not among the spec's tags (which name the operations only); ours, for the application registry. */
  APPLICATIONS = 'APPLICATIONS',
  MESSAGES = 'MESSAGES',
  TOKENS = 'TOKENS',
  DEBUG = 'DEBUG',
  UTILS = 'UTILS',
  CREATE_TRANSACTION = 'CREATE_TRANSACTION',
  FORGING = 'FORGING',
}

/** Human-readable names of the tags, for the console and the reference. */
export const TAG_TITLES: Readonly<Record<ApiTag, string>> = {
  ACCOUNTS: 'Accounts',
  BLOCKS: 'Blocks',
  TRANSACTIONS: 'Transactions',
  AE: 'Totem exchange',
  MS: 'Monetary system',
  CONTRACTS: 'Smart contracts',
  PHASING: 'Phasing',
  SHUFFLING: 'Shuffling',
  NETWORK: 'Networking',
  PAYMENTS: 'Payments',
  LOANS: 'Loans',
  SUBSCRIPTIONS: 'Subscriptions',
  CERTIFICATE: 'Certificates',
  AGENT_ATTESTATION: 'Agent attestation',
  APPLICATIONS: 'Applications',
  MESSAGES: 'Messages',
  TOKENS: 'Tokens',
  DEBUG: 'Debug',
  UTILS: 'Utilities',
  CREATE_TRANSACTION: 'Create transaction',
  FORGING: 'Forging',
};

/** An uploaded file (multipart part with a filename), or a plain field given for a file param. */
export interface FileUpload {
  readonly filename: string | null;
  readonly contentType: string | null;
  readonly data: Uint8Array;
}

interface ParamBase {
  /** Case-sensitive parameter name. */
  readonly name: string;
  readonly description: string;
  readonly required?: boolean;
  /** Rendered as a password input; never logged. */
  readonly secret?: boolean;
}

/** Free text. Empty values count as absent; text is not trimmed (secret phrases may have spaces). */
export interface StringParamSpec extends ParamBase {
  readonly type: 'string';
  readonly default?: string;
  readonly maxLength?: number;
}
/** Signed 32-bit decimal integer. */
export interface IntParamSpec extends ParamBase {
  readonly type: 'int';
  readonly default?: number;
  readonly min?: number;
  readonly max?: number;
}
/** Signed 64-bit decimal integer, as bigint. */
export interface LongParamSpec extends ParamBase {
  readonly type: 'long';
  readonly default?: bigint;
  readonly min?: bigint;
  readonly max?: bigint;
}
/** Unsigned 64-bit id (decimal; 0 is not an id), as bigint. */
export interface IdParamSpec extends ParamBase {
  readonly type: 'id';
}
/** Account: numeric id or RS address, as bigint id. */
export interface AccountParamSpec extends ParamBase {
  readonly type: 'account';
}
/** Amount in MTA (or QNT): non-negative decimal, at most 2^63-1 unless `max` says less, as bigint. */
export interface AmountParamSpec extends ParamBase {
  readonly type: 'amount';
  readonly default?: bigint;
  readonly min?: bigint;
  readonly max?: bigint;
}
/** true or false (case-insensitive). */
export interface BooleanParamSpec extends ParamBase {
  readonly type: 'boolean';
  readonly default?: boolean;
}
/** Hex string (even length), as bytes. */
export interface HexParamSpec extends ParamBase {
  readonly type: 'hex';
  /** Exact length in bytes. */
  readonly bytes?: number;
  readonly maxBytes?: number;
}
/** Several accounts: repeated parameter and/or comma-separated ids or RS addresses. */
export interface AccountListParamSpec extends ParamBase {
  readonly type: 'accountList';
  readonly maxItems?: number;
}
/** Several ids: repeated parameter and/or comma-separated. */
export interface IdListParamSpec extends ParamBase {
  readonly type: 'idList';
  readonly maxItems?: number;
}
/** Several byte strings: repeated parameter and/or comma-separated hex; each of exactly `bytes`
 * (full hashes), or of at most `maxBytes` (transactions). */
export interface HexListParamSpec extends ParamBase {
  readonly type: 'hexList';
  readonly bytes?: number;
  readonly maxBytes?: number;
  readonly maxItems?: number;
}
/** A file: a multipart part (with or without filename), or a plain field taken as UTF-8 bytes. */
export interface FileParamSpec extends ParamBase {
  readonly type: 'file';
  readonly maxBytes?: number;
}
/** One of a fixed set of names (matched case-insensitively, returned as written in `values`). */
export interface EnumParamSpec extends ParamBase {
  readonly type: 'enum';
  readonly values: readonly string[];
  readonly default?: string;
}

export type ParamSpec =
  | StringParamSpec
  | IntParamSpec
  | LongParamSpec
  | IdParamSpec
  | AccountParamSpec
  | AmountParamSpec
  | BooleanParamSpec
  | HexParamSpec
  | AccountListParamSpec
  | IdListParamSpec
  | HexListParamSpec
  | FileParamSpec
  | EnumParamSpec;

export type ParamType = ParamSpec['type'];

/** The parsed value type of one parameter spec. */
export type ParamValue<S extends ParamSpec> = S extends { type: 'string' }
  ? string
  : S extends { type: 'int' }
    ? number
    : S extends { type: 'long' | 'id' | 'account' | 'amount' }
      ? bigint
      : S extends { type: 'boolean' }
        ? boolean
        : S extends { type: 'hex' }
          ? Uint8Array
          : S extends { type: 'accountList' | 'idList' }
            ? bigint[]
            : S extends { type: 'hexList' }
              ? Uint8Array[]
            : S extends { type: 'file' }
              ? FileUpload
              : S extends { type: 'enum'; values: readonly (infer V)[] }
                ? V
                : never;

/** Parsed parameters of a handler, typed from its param list: required params and params with
 * a default are always present, the others may be undefined. */
export type ParamsOf<P extends readonly ParamSpec[]> = {
  [S in P[number] as S['name']]: S extends { required: true } | { default: unknown }
    ? ParamValue<S>
    : ParamValue<S> | undefined;
};

/** Untyped view of parsed parameters (what the server passes). */
export type ParsedParams = Record<string, unknown>;

/** Inclusive zero-based bounds of a page, already capped. */
export interface Page {
  readonly firstIndex: number;
  readonly lastIndex: number;
}

/** Facts about the request beyond its parameters. */
export interface RequestInfo {
  readonly requestType: string;
  readonly method: 'GET' | 'POST';
  /** Client socket address (IPv4-mapped addresses are given as plain IPv4). */
  readonly remoteAddress: string;
  /** The caller proved admin rights: a valid adminPassword, or admin passwords are disabled. */
  readonly isAdmin: boolean;
  /** Pagination bounds (defaults when the handler is not paginated). */
  readonly page: Page;
  /** performance.now() when the request arrived. */
  readonly receivedAt: number;
}

/** What the node provides to the API. Handlers of later capabilities may require a richer
 * context (an interface extending this one). */
export interface ApiContext {
  /** The node's root logger: `setLogging` changes its level. */
  readonly logger: Logger;
  /** Seconds since the network's epoch (getTime, transaction timestamps). */
  epochTime(): number;
  /** False while the node cannot answer chain queries (starting up, rescanning). Handlers with
   * `requireBlockchain` are refused then (HTTP 503). */
  blockchainReady(): boolean;
  /** For `requireBlock`: whether this block is in the node's current chain. */
  hasBlock(blockId: bigint): boolean | Promise<boolean>;
  /** For `requireLastBlock`: id of the current last block. */
  lastBlockId(): bigint | Promise<bigint>;
}

export interface HandlerSpec<Ctx = ApiContext> {
  /** Case-sensitive name, exactly as the spec writes it (`get-currenciesByIssuer`). */
  readonly requestType: string;
  readonly tags: readonly ApiTag[];
  readonly description: string;
  /** 'GET': reads, reachable by GET and POST. 'POST': POST only (must match requirePost). */
  readonly method: 'GET' | 'POST';
  readonly requirePost: boolean;
  /** Needs the admin password (unless disabled; see docs/api-errors.md). */
  readonly requirePassword: boolean;
  /** Refused while the blockchain is not ready. False for utilities and recovery operations. */
  readonly requireBlockchain: boolean;
  /** Takes firstIndex/lastIndex; the server parses and caps them into `RequestInfo.page`. */
  readonly paginated?: boolean;
  /** Handler-specific parameters. Common ones (requestType, chain, requireBlock,
   * requireLastBlock, adminPassword, firstIndex, lastIndex) are handled by the server. */
  readonly params: readonly ParamSpec[];
  /** The shape of a successful answer (without requestProcessingTime), in the subset of
   * response-schema.ts; published in the OpenAPI document and checked against real answers by
   * test/api/response-contract.test.ts. Absent: the generic SuccessResponse. */
  readonly response?: ResponseSchema;
  handler(params: ParsedParams, ctx: Ctx, req: RequestInfo): Promise<object>;
}

export type HandlerTable<Ctx = ApiContext> = Record<string, HandlerSpec<Ctx>>;

/** A handler spec whose handler sees its parameters typed from `params`. */
export interface TypedHandlerSpec<P extends readonly ParamSpec[], Ctx> extends Omit<HandlerSpec<Ctx>, 'params' | 'handler'> {
  readonly params: P;
  handler(params: ParamsOf<P>, ctx: Ctx, req: RequestInfo): Promise<object>;
}

/** Declares a handler with typed parameters; the result goes into a HandlerTable. The context
 * type is taken from the handler's `ctx` annotation (ApiContext when not annotated). */
export function defineHandler<const P extends readonly ParamSpec[], Ctx = ApiContext>(
  spec: TypedHandlerSpec<P, Ctx>,
): HandlerSpec<Ctx> {
  return spec as unknown as HandlerSpec<Ctx>;
}

/** Parameters the server itself reads; handler param lists may not redeclare them. */
export const COMMON_PARAM_NAMES: readonly string[] = [
  'requestType',
  'chain',
  'requireBlock',
  'requireLastBlock',
  'adminPassword',
  'firstIndex',
  'lastIndex',
];
