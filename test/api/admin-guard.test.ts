import { afterEach, describe, it, expect } from '@jest/globals';
import { defaultConfig } from '../../src/config/load.js';
import { createLogger } from '../../src/log/logger.js';
import { AdminGuard, isLoopbackHost, refuseAdminPasswordInUrl, warnIfAdminPasswordOverridden } from '../../src/api/admin-guard.js';
import { ApiError } from '../../src/api/errors.js';
import { fakeTable, type Calls } from './fake-table.js';
import { readResponse, startTestServer, type TestServer } from './helpers.js';

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

describe('warnIfAdminPasswordOverridden', () => {
  const run = (adminPassword: string, disableAdminPassword: boolean) => {
    const lines: string[] = [];
    const warned = warnIfAdminPasswordOverridden({ adminPassword, disableAdminPassword }, createLogger({ level: 'INFO', sink: (l) => lines.push(l) }));
    return { warned, lines };
  };

  it('warns when node.disableAdminPassword=true overrides a configured password, without the password', () => {
    const { warned, lines } = run('hunter2-secret', true);
    expect(warned).toBe(true);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'WARN' });
    expect(lines[0]).toContain('node.disableAdminPassword=true overrides the configured node.adminPassword');
    expect(lines[0]).not.toContain('hunter2-secret');
  });

  it('stays silent otherwise', () => {
    expect(run('', true)).toEqual({ warned: false, lines: [] });
    expect(run('pw', false)).toEqual({ warned: false, lines: [] });
    expect(run('', false)).toEqual({ warned: false, lines: [] });
  });
});

describe('refuseAdminPasswordInUrl', () => {
  it('refuses a non-empty adminPassword in the query parameters; empty counts as absent', () => {
    const err = refusal(() => refuseAdminPasswordInUrl(new Map([['adminPassword', ['pw']]])));
    expect(err.toBody()).toEqual({ errorCode: 1, error: 'adminPassword', errorDescription: 'Incorrect request: adminPassword is accepted only in the body of a POST, never in the URL' });
    expect(err.httpStatus).toBe(400);
    expect(() => refuseAdminPasswordInUrl(new Map([['adminPassword', ['']]]))).not.toThrow();
    expect(() => refuseAdminPasswordInUrl(new Map([['requestType', ['x']]]))).not.toThrow();
  });
});

describe('the admin password on a running API server', () => {
  let t: TestServer | undefined;
  let calls: Calls = {};
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const start = async (config: Parameters<typeof startTestServer>[1]) => {
    calls = {};
    t = await startTestServer(fakeTable(calls), config);
    return t;
  };

  it('is refused in the query string of a GET and of a POST, and not counted toward the lockout', async () => {
    const s = await start({ adminPassword: 'pw', adminLockoutAttempts: 1 });
    const get = await s.get({ requestType: 'listThings', adminPassword: 'wrong' });
    expect(get.status).toBe(400);
    expect(get.json).toMatchObject({ errorCode: 1, error: 'adminPassword' });
    const post = await fetch(`${s.base}/api?adminPassword=wrong`, { method: 'POST', body: new URLSearchParams({ requestType: 'adminThing', level: '1' }) }).then(readResponse);
    expect(post.status).toBe(400);
    expect(post.json).toMatchObject({ errorCode: 1, error: 'adminPassword' });
    // Also when it is right, and before the requestType is even looked at.
    expect((await fetch(`${s.base}/api?adminPassword=pw`, { method: 'POST', body: new URLSearchParams({ requestType: 'nope' }) }).then(readResponse)).json)
      .toMatchObject({ errorCode: 1, error: 'adminPassword' });
    expect(calls).toEqual({});
    // One wrong password would have locked the address out (adminLockoutAttempts=1): none counted.
    expect((await s.post({ requestType: 'adminThing', level: '1', adminPassword: 'pw' })).status).toBe(200);
    expect((await s.post({ requestType: 'listThings', adminPassword: 'pw' })).json.isAdmin).toBe(true);
  });

  it('is accepted in a JSON POST body too', async () => {
    const s = await start({ adminPassword: 'pw' });
    const r = await fetch(`${s.base}/api`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ requestType: 'adminThing', level: 1, adminPassword: 'pw' }),
    }).then(readResponse);
    expect(r.status).toBe(200);
  });

  it('the server logs the override WARN at start', async () => {
    const s = await start({ adminPassword: 'pw-not-logged', disableAdminPassword: true });
    const warn = s.logs.map((l) => JSON.parse(l)).find((l) => l.level === 'WARN' && String(l.msg).includes('overrides the configured node.adminPassword'));
    expect(warn).toMatchObject({ component: 'api' });
    expect(s.logs.join('\n')).not.toContain('pw-not-logged');
  });
});
