import { afterEach, describe, it, expect } from '@jest/globals';
import { setLogging } from '../../src/api/handlers/debug/setLogging.js';
import { startTestServer, type TestServer } from './helpers.js';

describe('setLogging', () => {
  let t: TestServer | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('changes the level of the whole logger tree', async () => {
    t = await startTestServer({ setLogging }, { adminPassword: 'pw' });
    const child = t.logger.child('chain');
    const r = await t.post({ requestType: 'setLogging', logging: 'trace', adminPassword: 'pw' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ loggingUpdated: true, logging: 'TRACE', previous: 'DEBUG' });
    expect(child.isEnabled('TRACE')).toBe(true);
    const before = t.logs.length;
    child.trace('now visible');
    expect(t.logs.length).toBe(before + 1);
    const change = t.logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'log level changed by setLogging');
    expect(change).toMatchObject({ level: 'WARN', from: 'DEBUG', to: 'TRACE' });
    await t.post({ requestType: 'setLogging', logging: 'ERROR', adminPassword: 'pw' });
    expect(child.getLevel()).toBe('ERROR');
  });

  it('is POST only and needs the admin password', async () => {
    t = await startTestServer({ setLogging }, { adminPassword: 'pw' });
    const viaGet = await t.get({ requestType: 'setLogging', logging: 'DEBUG' });
    expect(viaGet.status).toBe(405);
    expect(viaGet.json.errorCode).toBe(1);
    // The password only ever travels in a POST body.
    const inUrl = await t.get({ requestType: 'setLogging', logging: 'DEBUG', adminPassword: 'pw' });
    expect(inUrl.json).toMatchObject({ errorCode: 1, error: 'adminPassword' });
    const wrong = await t.post({ requestType: 'setLogging', logging: 'DEBUG', adminPassword: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toMatchObject({ errorCode: 7, error: 'adminPassword' });
    expect(t.logger.getLevel()).toBe('DEBUG');
  });

  it('refuses unknown levels and a missing level', async () => {
    t = await startTestServer({ setLogging }, { adminPassword: 'pw' });
    const bad = await t.post({ requestType: 'setLogging', logging: 'VERBOSE', adminPassword: 'pw' });
    expect(bad.json).toMatchObject({ errorCode: 7, error: 'logging' });
    const missing = await t.post({ requestType: 'setLogging', adminPassword: 'pw' });
    expect(missing.json).toMatchObject({ errorCode: 1, error: 'logging' });
    expect(t.logger.getLevel()).toBe('DEBUG');
  });

  it('never logs the admin password', async () => {
    t = await startTestServer({ setLogging }, { adminPassword: 'super-secret-pw' });
    await t.post({ requestType: 'setLogging', logging: 'TRACE', adminPassword: 'super-secret-pw' });
    await t.post({ requestType: 'setLogging', logging: 'TRACE', adminPassword: 'wrong-secret-pw' });
    const all = t.logs.join('\n');
    expect(all).not.toContain('super-secret-pw');
    expect(all).not.toContain('wrong-secret-pw');
  });
});
