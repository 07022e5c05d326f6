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
// The password travels only in the body of a POST: one in the URL (a GET's query string, or a
// POST's) is refused before anything else looks at it, since URLs end up in access logs, proxy
// logs and browser history.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { NodeConfig } from '../config/options.js';
import type { Logger } from '../log/logger.js';
import { apiErrors } from './errors.js';
import type { RawParams } from './params.js';

interface Failures {
  count: number;
  /** Monotonic ms until which the address is locked; 0 when not locked. */
  lockedUntil: number;
  lastFailure: number;
}

const PRUNE_THRESHOLD = 10_000;

export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase();
  return h === 'localhost' || h === '::1' || h === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/** Throws when the query string carries a non-empty adminPassword (empty values count as absent,
 * as everywhere in the API). The value is never compared, so it never counts toward a lockout. */
export function refuseAdminPasswordInUrl(query: RawParams): void {
  const values = query.get('adminPassword');
  if (values !== undefined && values.some((v) => v !== '')) throw apiErrors.adminPasswordInUrl();
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
  ) {}

  /** Admin operations need no password (disabled, or the loopback exemption applies). */
  passwordNotRequired(): boolean {
    return this.config.disableAdminPassword || (this.config.adminPassword === '' && isLoopbackHost(this.config.apiServerHost));
  }

  /** For operations flagged requirePassword: returns when allowed, throws an ApiError otherwise. */
  authorize(address: string, given: string | undefined): void {
    if (this.passwordNotRequired()) return;
    if (this.config.adminPassword === '') throw apiErrors.passwordNotConfigured();
    const locked = this.lockedFor(address);
    if (locked > 0) throw apiErrors.adminLockedOut(locked / 1000);
    if (given === undefined || given === '') throw apiErrors.missingAdminPassword();
    if (!this.matches(given)) {
      this.recordFailure(address);
      throw apiErrors.wrongAdminPassword();
    }
    this.failures.delete(address);
  }

  /** For other operations that received an adminPassword (to lift the pagination cap): true when
   * admin passwords are disabled or the given one is right. A wrong one counts as a failure;
   * a locked-out address always gets false. Never throws. */
  check(address: string, given: string | undefined): boolean {
    if (this.config.disableAdminPassword) return true;
    if (given === undefined || given === '' || this.config.adminPassword === '') return false;
    if (this.lockedFor(address) > 0) return false;
    if (!this.matches(given)) {
      this.recordFailure(address);
      return false;
    }
    this.failures.delete(address);
    return true;
  }

  /** Milliseconds the address stays locked out (0 when not locked). */
  lockedFor(address: string): number {
    const f = this.failures.get(address);
    if (!f || f.lockedUntil === 0) return 0;
    const left = f.lockedUntil - this.now();
    if (left <= 0) {
      this.failures.delete(address);
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
    if (f.count >= this.config.adminLockoutAttempts) {
      f.lockedUntil = t + this.config.adminLockoutMinutes * 60_000;
    }
    this.failures.set(address, f);
  }

  /** Forgets addresses that are not locked and have not failed within a lockout period. */
  private prune(t: number): void {
    const window = this.config.adminLockoutMinutes * 60_000;
    for (const [address, f] of this.failures) {
      if (f.lockedUntil <= t && t - f.lastFailure > window) this.failures.delete(address);
    }
  }
}
