// The admin audit trail: every admin request (a requirePassword operation, or any request that
// carries an adminPassword) leaves one record under the logger component `audit`, accepted (INFO)
// or refused with the reason (WARN), and lockouts are recorded as they start and end. The
// passwords, right or wrong, appear in no log line.
import { afterEach, describe, expect, it } from '@jest/globals';
import { defaultConfig } from '../../src/config/load.js';
import type { NodeConfig } from '../../src/config/options.js';
import { Dispatcher } from '../../src/api/dispatch.js';
import { createLogger } from '../../src/log/logger.js';
import { fakeTable } from './fake-table.js';
import { createTestContext, readResponse, startTestServer, type TestServer } from './helpers.js';

const RIGHT = 'right-horse-battery-7f3a';
const WRONG = 'wrong-guess-91b2';

type Line = Record<string, any>;
const auditOf = (logs: readonly string[]): Line[] => logs.map((l) => JSON.parse(l) as Line).filter((l) => l.component === 'audit');

describe('admin audit trail on a running API server', () => {
  let t: TestServer | undefined;
  afterEach(async () => {
    // Whatever a test did, no log line may carry a password given to the node.
    if (t) for (const secret of [RIGHT, WRONG]) expect(t.logs.join('\n')).not.toContain(secret);
    await t?.close();
    t = undefined;
  });
  const start = async (config: Partial<NodeConfig>) => (t = await startTestServer(fakeTable({}), config));

  it('records an accepted admin operation at INFO with the address and requestType', async () => {
    const s = await start({ adminPassword: RIGHT });
    expect((await s.post({ requestType: 'adminThing', level: '1', adminPassword: RIGHT })).status).toBe(200);
    expect(auditOf(s.logs)).toEqual([
      expect.objectContaining({
        level: 'INFO',
        msg: 'admin request accepted',
        event: 'adminRequest',
        outcome: 'accepted',
        address: '127.0.0.1',
        requestType: 'adminThing',
        requirePassword: true,
        via: 'password',
      }),
    ]);
  });

  it('records refusals at WARN with the reason: wrong password, missing password', async () => {
    const s = await start({ adminPassword: RIGHT });
    expect((await s.post({ requestType: 'adminThing', level: '1', adminPassword: WRONG })).status).toBe(401);
    expect((await s.post({ requestType: 'adminThing', level: '1' })).status).toBe(401);
    expect(auditOf(s.logs)).toEqual([
      expect.objectContaining({ level: 'WARN', msg: 'admin request refused', outcome: 'refused', address: '127.0.0.1', requestType: 'adminThing', reason: 'wrongPassword' }),
      expect.objectContaining({ level: 'WARN', outcome: 'refused', reason: 'missingPassword' }),
    ]);
  });

  it('records a lockout as it starts, the refusals during it, and its end', async () => {
    const s = await start({ adminPassword: RIGHT, adminLockoutAttempts: 2, adminLockoutMinutes: 5 });
    for (let i = 0; i < 2; i++) await s.post({ requestType: 'adminThing', level: '1', adminPassword: WRONG });
    // Locked out: even the right password is refused.
    expect((await s.post({ requestType: 'adminThing', level: '1', adminPassword: RIGHT })).status).toBe(403);
    s.advance(5 * 60_000);
    expect((await s.post({ requestType: 'adminThing', level: '1', adminPassword: RIGHT })).status).toBe(200);

    const audit = auditOf(s.logs).map((l) => [l.level, l.event, l.reason ?? l.outcome]);
    expect(audit).toEqual([
      ['WARN', 'adminRequest', 'wrongPassword'],
      ['WARN', 'lockoutStarted', undefined],
      ['WARN', 'adminRequest', 'wrongPassword'],
      ['WARN', 'adminRequest', 'lockedOut'],
      ['INFO', 'lockoutEnded', undefined],
      ['INFO', 'adminRequest', 'accepted'],
    ]);
    const lines = auditOf(s.logs);
    expect(lines[1]).toMatchObject({ msg: 'admin lockout started', address: '127.0.0.1', failures: 2, lockedForMinutes: 5 });
    expect(lines[3]).toMatchObject({ retryAfterSeconds: 300 });
    expect(lines[4]).toMatchObject({ msg: 'admin lockout ended', address: '127.0.0.1' });
  });

  it('records a password given to an ordinary operation, and a password in the URL; not ordinary requests', async () => {
    const s = await start({ adminPassword: RIGHT });
    await s.get({ requestType: 'listThings' });
    expect(auditOf(s.logs)).toEqual([]);
    await s.post({ requestType: 'listThings', adminPassword: RIGHT });
    await s.post({ requestType: 'listThings', adminPassword: WRONG });
    expect((await s.get({ requestType: 'listThings', adminPassword: WRONG })).status).toBe(400);
    const url = await fetch(`${s.base}/api/adminThing?adminPassword=${RIGHT}`, { method: 'POST', body: new URLSearchParams({ level: '1' }) }).then(readResponse);
    expect(url.status).toBe(400);
    expect(auditOf(s.logs)).toEqual([
      expect.objectContaining({ level: 'INFO', outcome: 'accepted', requestType: 'listThings', requirePassword: false, via: 'password' }),
      expect.objectContaining({ level: 'WARN', outcome: 'refused', requestType: 'listThings', requirePassword: false, reason: 'wrongPassword' }),
      expect.objectContaining({ level: 'WARN', outcome: 'refused', requestType: 'listThings', reason: 'passwordInUrl' }),
      expect.objectContaining({ level: 'WARN', outcome: 'refused', requestType: '/api/adminThing', reason: 'passwordInUrl' }),
    ]);
  });

  it('records admin operations that need no password, with why', async () => {
    const s = await start({ adminPassword: '' }); // bound to loopback: the exemption applies
    expect((await s.post({ requestType: 'adminThing', level: '1' })).status).toBe(200);
    expect(auditOf(s.logs)).toEqual([expect.objectContaining({ level: 'INFO', outcome: 'accepted', requestType: 'adminThing', via: 'loopbackNoPassword' })]);
  });
});

describe('admin audit trail: the dispatcher', () => {
  it('records a refusal when no password is configured on a node reachable from outside', async () => {
    const logs: string[] = [];
    const logger = createLogger({ level: 'TRACE', sink: (l) => logs.push(l) });
    const config: NodeConfig = { ...defaultConfig(), adminPassword: '', apiServerHost: '0.0.0.0' };
    const dispatcher = new Dispatcher({ config, table: fakeTable({}), ctx: createTestContext(logger), logger });
    const params = new Map([['requestType', ['adminThing']], ['level', ['1']], ['adminPassword', [WRONG]]]);
    const r = await dispatcher.dispatch({ method: 'POST', remoteAddress: '203.0.113.9', params, receivedAt: 0 });
    expect(r.status).toBe(403);
    expect(auditOf(logs)).toEqual([
      expect.objectContaining({ level: 'WARN', outcome: 'refused', address: '203.0.113.9', requestType: 'adminThing', reason: 'notConfigured' }),
    ]);
    expect(logs.join('\n')).not.toContain(WRONG);
  });
});
