// The admin password rule (as in Nxt, reconciled with our spec's "required only when
// configured"):
// - node.disableAdminPassword=true: no password is needed, and every caller counts as admin.
// - no password configured and the API bound to a loopback address: admin operations need no
//   password (only local processes can reach the node).
// - no password configured otherwise: admin operations are refused ("not configured").
// - a configured password must be given; each wrong one from an address counts, and after
//   node.adminLockoutAttempts failures that address is locked out for node.adminLockoutMinutes,
//   during which even the right password is refused. A correct password resets the count.
// Comparison is constant-time over SHA-256 digests, so timing reveals nothing about the password.
// Each decision says why (AdminDecision), and lockouts are reported as they start and end
// (AdminGuardListener), so the audit trail (admin-audit.ts) can log them; the guard logs nothing.
// The password travels only in the body of a POST: one in the URL (a GET's query string, or a
// POST's) is refused before anything else looks at it, since URLs end up in access logs, proxy
// logs and browser history.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { NodeConfig } from '../config/options.js';
import type { Logger } from '../log/logger.js';
import { apiErrors, type ApiError } from './errors.js';
import type { RawParams } from './params.js';

interface Failures {
  count: number;
  /** Monotonic ms until which the address is locked; 0 when not locked. */
  lockedUntil: number;
  lastFailure: number;
}

const PRUNE_THRESHOLD = 10_000;

/** Why admin rights were refused. */
export type AdminRefusal = 'notConfigured' | 'lockedOut' | 'missingPassword' | 'wrongPassword';

/** The guard's decision on one request, with its reason. */
export type AdminDecision =
  | { readonly allowed: true; readonly via: 'password' | 'passwordDisabled' | 'loopbackNoPassword' }
  | { readonly allowed: false; readonly reason: AdminRefusal; /** For lockedOut. */ readonly retryAfterMs?: number };

/** Told when an address gets locked out and when its lockout is over. */
export interface AdminGuardListener {
  lockoutStarted(address: string, failures: number, lockedForMs: number): void;
  /** Reported when the guard next looks at the address (its next request, or a prune of the
   * failure table) after the lockout expired, not at the instant it expired. */
  lockoutEnded(address: string): void;
}

/** The API error answering a refusal. */
export function refusalError(decision: Extract<AdminDecision, { allowed: false }>): ApiError {
  switch (decision.reason) {
    case 'notConfigured':
      return apiErrors.passwordNotConfigured();
    case 'lockedOut':
      return apiErrors.adminLockedOut((decision.retryAfterMs ?? 0) / 1000);
    case 'missingPassword':
      return apiErrors.missingAdminPassword();
    case 'wrongPassword':
      return apiErrors.wrongAdminPassword();
  }
}

export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase();
  return h === 'localhost' || h === '::1' || h === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/** Throws when the query string carries a non-empty adminPassword (empty values count as absent,
 * as everywhere in the API). The value is never compared, so it never counts toward a lockout.
 * `onRefused` is told first (the audit trail). */
export function refuseAdminPasswordInUrl(query: RawParams, onRefused?: () => void): void {
  const values = query.get('adminPassword');
  if (values !== undefined && values.some((v) => v !== '')) {
    onRefused?.();
    throw apiErrors.adminPasswordInUrl();
  }
}

/** Logs a WARN when node.disableAdminPassword=true makes a configured node.adminPassword
 * pointless: an operator who set a password likely believes admin operations are protected.
 * Never logs the password. Returns whether it warned. */
export function warnIfAdminPasswordOverridden(config: Pick<NodeConfig, 'adminPassword' | 'disableAdminPassword'>, logger: Logger): boolean {
  if (!config.disableAdminPassword || config.adminPassword === '') return false;
  logger.warn('node.disableAdminPassword=true overrides the configured node.adminPassword: admin operations need no password and every caller counts as admin');
  return true;
}

export class AdminGuard {
  private readonly failures = new Map<string, Failures>();

  constructor(
    private readonly config: NodeConfig,
    /** Monotonic milliseconds. */
    private readonly now: () => number,
    private readonly listener?: AdminGuardListener,
  ) {}

  /** Admin operations need no password (disabled, or the loopback exemption applies). */
  passwordNotRequired(): boolean {
    return this.config.disableAdminPassword || (this.config.adminPassword === '' && isLoopbackHost(this.config.apiServerHost));
  }

  /** For operations flagged requirePassword: returns when allowed, throws an ApiError otherwise. */
  authorize(address: string, given: string | undefined): void {
    const decision = this.decideOperation(address, given);
    if (!decision.allowed) throw refusalError(decision);
  }

  /** authorize's decision, with its reason. */
  decideOperation(address: string, given: string | undefined): AdminDecision {
    if (this.config.disableAdminPassword) return { allowed: true, via: 'passwordDisabled' };
    if (this.passwordNotRequired()) return { allowed: true, via: 'loopbackNoPassword' };
    if (this.config.adminPassword === '') return { allowed: false, reason: 'notConfigured' };
    const locked = this.lockedFor(address);
    if (locked > 0) return { allowed: false, reason: 'lockedOut', retryAfterMs: locked };
    if (given === undefined || given === '') return { allowed: false, reason: 'missingPassword' };
    return this.compare(address, given);
  }

  /** For other operations that received an adminPassword (to lift the pagination cap): true when
   * admin passwords are disabled or the given one is right. A wrong one counts as a failure;
   * a locked-out address always gets false. Never throws. */
  check(address: string, given: string | undefined): boolean {
    return this.decideCheck(address, given).allowed;
  }

  /** check's decision, with its reason. */
  decideCheck(address: string, given: string | undefined): AdminDecision {
    if (this.config.disableAdminPassword) return { allowed: true, via: 'passwordDisabled' };
    if (given === undefined || given === '') return { allowed: false, reason: 'missingPassword' };
    if (this.config.adminPassword === '') return { allowed: false, reason: 'notConfigured' };
    const locked = this.lockedFor(address);
    if (locked > 0) return { allowed: false, reason: 'lockedOut', retryAfterMs: locked };
    return this.compare(address, given);
  }

  private compare(address: string, given: string): AdminDecision {
    if (!this.matches(given)) {
      this.recordFailure(address);
      return { allowed: false, reason: 'wrongPassword' };
    }
    this.failures.delete(address);
    return { allowed: true, via: 'password' };
  }

  /** Milliseconds the address stays locked out (0 when not locked). */
  lockedFor(address: string): number {
    const f = this.failures.get(address);
    if (!f || f.lockedUntil === 0) return 0;
    const left = f.lockedUntil - this.now();
    if (left <= 0) {
      this.failures.delete(address);
      this.listener?.lockoutEnded(address);
      return 0;
    }
    return left;
  }

  private matches(given: string): boolean {
    const a = createHash('sha256').update(given, 'utf8').digest();
    const b = createHash('sha256').update(this.config.adminPassword, 'utf8').digest();
    return timingSafeEqual(a, b);
  }

  private recordFailure(address: string): void {
    const t = this.now();
    if (this.failures.size >= PRUNE_THRESHOLD && !this.failures.has(address)) this.prune(t);
    const f = this.failures.get(address) ?? { count: 0, lockedUntil: 0, lastFailure: t };
    f.count += 1;
    f.lastFailure = t;
    this.failures.set(address, f);
    if (f.count >= this.config.adminLockoutAttempts) {
      const lockedForMs = this.config.adminLockoutMinutes * 60_000;
      f.lockedUntil = t + lockedForMs;
      this.listener?.lockoutStarted(address, f.count, lockedForMs);
    }
  }

  /** Forgets addresses that are not locked and have not failed within a lockout period. */
  private prune(t: number): void {
    const window = this.config.adminLockoutMinutes * 60_000;
    for (const [address, f] of this.failures) {
      if (f.lockedUntil <= t && t - f.lastFailure > window) {
        this.failures.delete(address);
        if (f.lockedUntil > 0) this.listener?.lockoutEnded(address);
      }
    }
  }
}
