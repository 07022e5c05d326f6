// The admin audit trail: one log record for every admin request (an operation flagged
// requirePassword, or any request carrying an adminPassword), saying who asked (the client
// address), for what (requestType), whether it was accepted (and on what grounds) or refused (and
// why), plus a record when an address gets locked out and when its lockout is over. Records go
// to the logger component `audit` (INFO when accepted or a lockout ends, WARN when refused or a
// lockout starts), so operators can filter them out of the rest of the log or ship them apart.
//
// What is logged is only the guard's decision and the request's address and type: the password
// given (right or wrong) is never among the fields, and no field is built from request text other
// than the requestType. docs/operations.md ("Admin audit trail") lists the records.
import type { Logger } from '../log/logger.js';
import type { AdminDecision, AdminGuardListener } from './admin-guard.js';

/** The request an audit record is about. */
export interface AuditedRequest {
  /** The client address, normalized (IPv4-mapped IPv6 as IPv4). */
  readonly address: string;
  readonly requestType: string;
  /** True for an operation flagged requirePassword; false for another request that carried an
   * adminPassword (to lift the pagination cap). */
  readonly requirePassword: boolean;
}

export class AdminAudit implements AdminGuardListener {
  constructor(private readonly log: Logger) {}

  /** Records the guard's decision on a request. */
  decision(request: AuditedRequest, decision: AdminDecision): void {
    const { address, requestType, requirePassword } = request;
    if (decision.allowed) {
      this.log.info('admin request accepted', { event: 'adminRequest', outcome: 'accepted', address, requestType, requirePassword, via: decision.via });
      return;
    }
    this.log.warn('admin request refused', {
      event: 'adminRequest',
      outcome: 'refused',
      address,
      requestType,
      requirePassword,
      reason: decision.reason,
      ...(decision.retryAfterMs !== undefined ? { retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) } : {}),
    });
  }

  /** A request refused because its URL carried an adminPassword (before the requestType was
   * checked: `named` is whatever the request named, its requestType parameter or its path). */
  passwordInUrl(address: string, named: unknown): void {
    const requestType = typeof named === 'string' ? named : undefined;
    this.log.warn('admin request refused', {
      event: 'adminRequest',
      outcome: 'refused',
      address,
      // Unchecked text from the request: cut, so a huge one cannot bloat the log.
      ...(requestType !== undefined ? { requestType: requestType.slice(0, 100) } : {}),
      reason: 'passwordInUrl',
    });
  }

  lockoutStarted(address: string, failures: number, lockedForMs: number): void {
    this.log.warn('admin lockout started', { event: 'lockoutStarted', address, failures, lockedForMinutes: lockedForMs / 60_000 });
  }

  lockoutEnded(address: string): void {
    this.log.info('admin lockout ended', { event: 'lockoutEnded', address });
  }
}
