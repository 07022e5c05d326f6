// The request pipeline behind /api, independent of Express. Checks run in this order (as in
// Nxt), and the first failure answers the request:
//   (allowed host: checked by the server before the body is read)
//   1. requestType present (error 1) and known (error 2; names are case-sensitive)
//   2. POST-only handlers refuse GET (error 1, HTTP 405)
//   3. admin password for requirePassword handlers (see admin-guard.ts); every decision on an
//      admin request goes to the audit trail (admin-audit.ts)
//   4. write rate limit for POST-only and CREATE_TRANSACTION handlers (HTTP 429; handler not run)
//   5. requireBlockchain: the blockchain must be ready (HTTP 503)
//   6. requireBlock / requireLastBlock (error 4, HTTP 409)
//   7. chain: only chain 1 exists (error 7 naming chain)
//   8. pagination (firstIndex/lastIndex) and the handler's own parameters (errors 1 and 7)
//   9. the handler
import { randomUUID } from 'node:crypto';
import type { NodeConfig } from '../config/options.js';
import { CHAIN_ID } from '../domain/constants.js';
import type { Logger } from '../log/logger.js';
import { isSecretFieldName, REDACTED } from '../log/redact.js';
import { AdminAudit } from './admin-audit.js';
import { AdminGuard, refusalError } from './admin-guard.js';
import { apiErrors, errorResponse } from './errors.js';
import { INT_MAX, parseIdText, parseIntText, parsePage, parseParams, singleValue, type RawParams } from './params.js';
import { WriteRateLimiter } from './rate-limit.js';
import { ApiTag, COMMON_PARAM_NAMES, type ApiContext, type HandlerSpec, type HandlerTable, type Page, type RequestInfo } from './types.js';

export interface DispatchRequest {
  readonly method: 'GET' | 'POST';
  /** Normalized client address (IPv4-mapped IPv6 given as IPv4). */
  readonly remoteAddress: string;
  readonly params: RawParams;
  /** performance.now() when the request arrived. */
  readonly receivedAt: number;
}

export interface DispatchResult {
  readonly status: number;
  /** The JSON object to send (without requestProcessingTime, which the server adds last). */
  readonly body: Record<string, unknown>;
  readonly headers: Readonly<Record<string, string>>;
  /** The requestType when it was known (for the access log). */
  readonly requestType?: string;
}

export interface DispatcherOptions<Ctx extends ApiContext> {
  readonly config: NodeConfig;
  readonly table: HandlerTable<Ctx>;
  readonly ctx: Ctx;
  readonly logger: Logger;
}

export interface DispatcherModules {
  /** Monotonic milliseconds, for the rate limit and admin lockouts. */
  readonly now?: () => number;
}

const UNPAGED: Page = { firstIndex: 0, lastIndex: INT_MAX };

export class Dispatcher<Ctx extends ApiContext> {
  readonly adminGuard: AdminGuard;
  /** The admin audit trail (logger component `audit`). */
  readonly audit: AdminAudit;
  readonly rateLimiter: WriteRateLimiter;
  private readonly config: NodeConfig;
  private readonly table: HandlerTable<Ctx>;
  private readonly ctx: Ctx;
  private readonly logger: Logger;

  constructor(opts: DispatcherOptions<Ctx>, modules: DispatcherModules = {}) {
    validateTable(opts.table);
    this.config = opts.config;
    this.table = opts.table;
    this.ctx = opts.ctx;
    this.logger = opts.logger;
    const now = modules.now ?? (() => performance.now());
    this.audit = new AdminAudit(opts.logger.child('audit'));
    this.adminGuard = new AdminGuard(opts.config, now, this.audit);
    this.rateLimiter = new WriteRateLimiter(() => this.config.writeRequestsPerSecond, now);
  }

  async dispatch(req: DispatchRequest): Promise<DispatchResult> {
    let requestType: string | undefined;
    let spec: HandlerSpec<Ctx> | undefined;
    try {
      requestType = singleValue(req.params, 'requestType');
      if (requestType === undefined) throw apiErrors.missingRequestType();
      spec = Object.hasOwn(this.table, requestType) ? this.table[requestType] : undefined;
      if (!spec) throw apiErrors.unknownRequestType(requestType);
      if (spec.requirePost && req.method !== 'POST') throw apiErrors.postOnly(requestType);

      const address = req.remoteAddress;
      const password = singleValue(req.params, 'adminPassword');
      let isAdmin: boolean;
      if (spec.requirePassword) {
        const decision = this.adminGuard.decideOperation(address, password);
        this.audit.decision({ address, requestType, requirePassword: true }, decision);
        if (!decision.allowed) throw refusalError(decision);
        isAdmin = true;
      } else if (password !== undefined && password !== '') {
        const decision = this.adminGuard.decideCheck(address, password);
        this.audit.decision({ address, requestType, requirePassword: false }, decision);
        isAdmin = decision.allowed;
      } else {
        isAdmin = this.config.disableAdminPassword;
      }

      if (isWrite(spec)) {
        const decision = this.rateLimiter.take(address);
        if (!decision.allowed) throw apiErrors.rateLimited(this.config.writeRequestsPerSecond, decision.retryAfterSeconds);
      }

      if (spec.requireBlockchain && !this.ctx.blockchainReady()) throw apiErrors.blockchainNotReady();

      const requireBlock = singleValue(req.params, 'requireBlock');
      if (requireBlock !== undefined) {
        const id = parseIdText('requireBlock', requireBlock);
        if (!(await this.ctx.hasBlock(id))) throw apiErrors.requiredBlockMissing(id);
      }
      const requireLastBlock = singleValue(req.params, 'requireLastBlock');
      if (requireLastBlock !== undefined) {
        const id = parseIdText('requireLastBlock', requireLastBlock);
        if ((await this.ctx.lastBlockId()) !== id) throw apiErrors.requiredLastBlockMismatch(id);
      }

      const chain = singleValue(req.params, 'chain');
      if (chain !== undefined && parseIntText('chain', chain) !== CHAIN_ID) throw apiErrors.unknownChain(chain.trim());

      const page = spec.paginated ? parsePage(req.params, this.config.maxAPIRecords, isAdmin) : UNPAGED;
      const params = parseParams(spec.params, req.params);
      const info: RequestInfo = { requestType, method: req.method, remoteAddress: address, isAdmin, page, receivedAt: req.receivedAt };
      const result = await spec.handler(params, this.ctx, info);
      return { status: 200, body: { ...(result as Record<string, unknown>) }, headers: {}, requestType };
    } catch (err) {
      const failure = errorResponse(err, (unexpected) => this.logUnexpected(unexpected, requestType, spec, req.params));
      const body: Record<string, unknown> = { ...failure.body };
      // The rules name secretPhrase when they refuse the sender (not an approver, not the
      // issuer...); a sender who signed with a split secret gave sharedPieceAccount instead.
      if (body['error'] === 'secretPhrase' && req.params.has('sharedPiece') && !req.params.has('secretPhrase')) body['error'] = 'sharedPieceAccount';
      return { status: failure.status, body, headers: failure.headers, requestType };
    }
  }

  /** Logs an unexpected handler failure with the request's secret values masked; returns the
   * incident id given to the client. */
  private logUnexpected(err: unknown, requestType: string | undefined, spec: HandlerSpec<Ctx> | undefined, raw: RawParams): string {
    const incident = randomUUID().slice(0, 8);
    const secrets: string[] = [];
    const secretNames = new Set((spec?.params ?? []).filter((p) => p.secret).map((p) => p.name));
    for (const [name, values] of raw) {
      if (!secretNames.has(name) && !isSecretFieldName(name)) continue;
      for (const v of values) if (typeof v === 'string' && v !== '') secrets.push(v);
    }
    const scrub = (text: string | undefined): string | undefined => {
      if (text === undefined) return undefined;
      let out = text;
      for (const s of secrets.sort((a, b) => b.length - a.length)) out = out.split(s).join(REDACTED);
      return out;
    };
    const e = err instanceof Error ? err : new Error(String(err));
    this.logger.error('request failed unexpectedly', {
      incident,
      requestType,
      err: { name: e.name, message: scrub(e.message), stack: scrub(e.stack) },
    });
    return incident;
  }
}

/** Write operations are rate limited: POST-only handlers and transaction-creating ones. */
export function isWrite(spec: Pick<HandlerSpec<unknown>, 'requirePost' | 'tags'>): boolean {
  return spec.requirePost || spec.tags.includes(ApiTag.CREATE_TRANSACTION);
}

/** Refuses a table that would dispatch ambiguously or document wrongly. */
export function validateTable<C>(table: HandlerTable<C>): void {
  for (const [key, spec] of Object.entries(table)) {
    const where = `handler table entry '${key}'`;
    if (spec.requestType !== key) throw new Error(`${where}: requestType is '${spec.requestType}'`);
    if (spec.requirePost !== (spec.method === 'POST')) {
      throw new Error(`${where}: method ${spec.method} contradicts requirePost=${spec.requirePost}`);
    }
    if (spec.tags.length === 0) throw new Error(`${where}: no tags`);
    const seen = new Set<string>();
    for (const p of spec.params) {
      if (COMMON_PARAM_NAMES.includes(p.name)) throw new Error(`${where}: parameter ${p.name} is a common parameter`);
      if (seen.has(p.name)) throw new Error(`${where}: parameter ${p.name} declared twice`);
      seen.add(p.name);
      if (p.type === 'enum' && p.values.length === 0) throw new Error(`${where}: enum parameter ${p.name} has no values`);
    }
  }
}
