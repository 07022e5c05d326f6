import { describe, it, expect } from '@jest/globals';
import { defaultConfig } from '../../src/config/load.js';
import { AdminGuard, isLoopbackHost } from '../../src/api/admin-guard.js';
import { ApiError } from '../../src/api/errors.js';

function refusal(fn: () => void): ApiError {
  try {
    fn();
  } catch (err) {
    return err as ApiError;
  }
  throw new Error('expected a refusal');
}

describe('AdminGuard', () => {
  it('applies the loopback exemption only when no password is configured', () => {
    const loop = new AdminGuard({ ...defaultConfig(), adminPassword: '' }, () => 0);
    expect(loop.passwordNotRequired()).toBe(true);
    expect(() => loop.authorize('10.0.0.1', undefined)).not.toThrow();
    const open = new AdminGuard({ ...defaultConfig(), adminPassword: '', apiServerHost: '0.0.0.0' }, () => 0);
    expect(refusal(() => open.authorize('127.0.0.1', 'x')).httpStatus).toBe(403);
    const configured = new AdminGuard({ ...defaultConfig(), adminPassword: 'pw' }, () => 0);
    expect(configured.passwordNotRequired()).toBe(false);
    expect(refusal(() => configured.authorize('127.0.0.1', undefined)).httpStatus).toBe(401);
  });

  it('check() never throws and counts wrong passwords toward the lockout', () => {
    let now = 0;
    const guard = new AdminGuard({ ...defaultConfig(), adminPassword: 'pw', adminLockoutAttempts: 2, adminLockoutMinutes: 1 }, () => now);
    expect(guard.check('a', 'x')).toBe(false);
    expect(guard.check('a', 'x')).toBe(false);
    expect(guard.lockedFor('a')).toBe(60_000);
    expect(guard.check('a', 'pw')).toBe(false);
    expect(refusal(() => guard.authorize('a', 'pw')).httpStatus).toBe(403);
    expect(guard.check('b', 'pw')).toBe(true);
    now = 60_000;
    expect(guard.check('a', 'pw')).toBe(true);
  });

  it('check() is true for everyone when admin passwords are disabled', () => {
    const guard = new AdminGuard({ ...defaultConfig(), disableAdminPassword: true }, () => 0);
    expect(guard.check('a', undefined)).toBe(true);
  });
});

describe('isLoopbackHost', () => {
  it('recognizes loopback bind addresses', () => {
    for (const h of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST']) expect(isLoopbackHost(h)).toBe(true);
    for (const h of ['0.0.0.0', '::', '10.0.0.1', 'example.com', '']) expect(isLoopbackHost(h)).toBe(false);
  });
});
