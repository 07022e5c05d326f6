import { afterEach, describe, it, expect } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig } from '../../src/config/load.js';
import { createLogger } from '../../src/log/logger.js';
import { createApiServer } from '../../src/api/server.js';
import { INT_MAX } from '../../src/api/params.js';
import { fakeTable, type Calls } from './fake-table.js';
import { createTestContext, readResponse, startTestServer, type TestServer } from './helpers.js';

let t: TestServer | undefined;
let calls: Calls = {};

async function start(config: Parameters<typeof startTestServer>[1] = {}): Promise<TestServer> {
  calls = {};
  t = await startTestServer(fakeTable(calls), config);
  return t;
}

afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('responses', () => {
  it('are JSON with requestProcessingTime and the no-cache header; bigint and bytes are strings', async () => {
    const s = await start();
    const r = await s.get({ requestType: 'getThing', big: '-9223372036854775808', data: 'CAFE' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.headers.get('cache-control')).toBe('no-cache, no-store, must-revalidate, private');
    expect(typeof r.json.requestProcessingTime).toBe('number');
    expect(r.json.requestProcessingTime).toBeGreaterThanOrEqual(0);
    expect(r.json.big).toBe('-9223372036854775808');
    expect(r.json.huge).toBe('18446744073709551615');
    expect(r.json.echoedBytes).toBe('cafe');
    expect(r.json.count).toBe(5);
    expect(r.json.flag).toBe(false);
  });

  it('error responses carry requestProcessingTime and the no-cache header too', async () => {
    const s = await start();
    const r = await s.get({ requestType: 'nope' });
    expect(r.headers.get('cache-control')).toBe('no-cache, no-store, must-revalidate, private');
    expect(typeof r.json.requestProcessingTime).toBe('number');
  });
});

describe('requestType', () => {
  it('missing: errorCode 1 naming requestType', async () => {
    const s = await start();
    const r = await s.get({});
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ errorCode: 1, error: 'requestType', errorDescription: 'Incorrect request: requestType is required' });
  });

  it('unknown: errorCode 2; names are case-sensitive and may contain a hyphen', async () => {
    const s = await start();
    const r = await s.get({ requestType: 'GetThing' });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ errorCode: 2, errorDescription: 'Unknown request type: GetThing' });
    expect((await s.get({ requestType: 'get-hyphenated' })).json).toMatchObject({ ok: true });
    expect((await s.get({ requestType: 'get-Hyphenated' })).json.errorCode).toBe(2);
    expect((await s.get({ requestType: 'toString' })).json.errorCode).toBe(2);
    expect((await s.get({ requestType: '__proto__' })).json.errorCode).toBe(2);
  });

  it('given twice: errorCode 7', async () => {
    const s = await start();
    const r = await fetch(`${s.base}/api?requestType=getThing&requestType=listThings`).then(readResponse);
    expect(r.json).toMatchObject({ errorCode: 7, error: 'requestType' });
  });
});

describe('POST-only operations', () => {
  it('refuse GET with errorCode 1, HTTP 405 and Allow: POST; the handler does not run', async () => {
    const s = await start();
    const r = await s.get({ requestType: 'doWrite', secretPhrase: 'x' });
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('POST');
    expect(r.json).toMatchObject({ errorCode: 1, errorDescription: 'doWrite is only accepted using POST' });
    expect(calls.doWrite).toBeUndefined();
  });

  it('accept POST; GET-capable operations accept POST as well', async () => {
    const s = await start();
    expect((await s.post({ requestType: 'doWrite', secretPhrase: 'x', value: '3' })).json).toMatchObject({ done: true, value: 3 });
    expect((await s.post({ requestType: 'get-hyphenated' })).json).toMatchObject({ ok: true });
  });

  it('the POST check comes before the admin password check', async () => {
    const s = await start({ adminPassword: 'pw' });
    const r = await s.get({ requestType: 'adminThing', level: '1' });
    expect(r.status).toBe(405);
  });
});

describe('admin password', () => {
  it('missing: 401 errorCode 1; wrong: 401 errorCode 7; right: runs', async () => {
    const s = await start({ adminPassword: 'pw' });
    const missing = await s.post({ requestType: 'adminThing', level: '1' });
    expect(missing.status).toBe(401);
    expect(missing.json).toMatchObject({ errorCode: 1, error: 'adminPassword' });
    const wrong = await s.post({ requestType: 'adminThing', level: '1', adminPassword: 'PW' });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toMatchObject({ errorCode: 7, error: 'adminPassword', errorDescription: 'Incorrect adminPassword' });
    expect(calls.adminThing).toBeUndefined();
    const right = await s.post({ requestType: 'adminThing', level: '1', adminPassword: 'pw' });
    expect(right.status).toBe(200);
    expect(right.json).toMatchObject({ level: 1, isAdmin: true });
  });

  it('locks an address out after adminLockoutAttempts failures for adminLockoutMinutes, even with the right password', async () => {
    const s = await start({ adminPassword: 'pw', adminLockoutAttempts: 3, adminLockoutMinutes: 2 });
    for (let i = 0; i < 3; i++) {
      expect((await s.post({ requestType: 'adminThing', level: '1', adminPassword: 'bad' })).status).toBe(401);
    }
    const locked = await s.post({ requestType: 'adminThing', level: '1', adminPassword: 'pw' });
    expect(locked.status).toBe(403);
    expect(locked.json).toMatchObject({ errorCode: 1, error: 'adminPassword' });
    expect(locked.json.errorDescription).toContain('locked out for 2 more minutes');
    expect(locked.headers.get('retry-after')).toBe('120');
    expect(calls.adminThing).toBeUndefined();
    // A locked address cannot lift the pagination cap either.
    expect((await s.post({ requestType: 'listThings', adminPassword: 'pw' })).json.isAdmin).toBe(false);
    s.advance(2 * 60_000 - 1);
    expect((await s.post({ requestType: 'adminThing', level: '1', adminPassword: 'pw' })).status).toBe(403);
    s.advance(1);
    expect((await s.post({ requestType: 'adminThing', level: '1', adminPassword: 'pw' })).status).toBe(200);
  });

  it('a correct password resets the failure count', async () => {
    const s = await start({ adminPassword: 'pw', adminLockoutAttempts: 3 });
    for (let round = 0; round < 3; round++) {
      await s.post({ requestType: 'adminThing', level: '1', adminPassword: 'bad' });
      await s.post({ requestType: 'adminThing', level: '1', adminPassword: 'bad' });
      expect((await s.post({ requestType: 'adminThing', level: '1', adminPassword: 'pw' })).status).toBe(200);
    }
  });

  it('missing passwords do not count toward the lockout', async () => {
    const s = await start({ adminPassword: 'pw', adminLockoutAttempts: 2 });
    for (let i = 0; i < 5; i++) await s.post({ requestType: 'adminThing', level: '1' });
    expect((await s.post({ requestType: 'adminThing', level: '1', adminPassword: 'pw' })).status).toBe(200);
  });

  it('is not needed when node.disableAdminPassword is true', async () => {
    const s = await start({ adminPassword: 'pw', disableAdminPassword: true });
    const r = await s.post({ requestType: 'adminThing', level: '2' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ level: 2, isAdmin: true });
  });

  it('is not needed when none is configured and the API listens on loopback only', async () => {
    const s = await start({ adminPassword: '', apiServerHost: '127.0.0.1' });
    expect((await s.post({ requestType: 'adminThing', level: '3' })).status).toBe(200);
  });

  it('refuses admin operations with "not configured" when none is configured on a non-loopback interface', async () => {
    const s = await start({ adminPassword: '', apiServerHost: '0.0.0.0' });
    const r = await s.post({ requestType: 'adminThing', level: '3', adminPassword: 'anything' });
    expect(r.status).toBe(403);
    expect(r.json.errorCode).toBe(1);
    expect(r.json.errorDescription).toContain('not configured');
    expect(calls.adminThing).toBeUndefined();
  });
});

describe('allowed hosts', () => {
  it('refuses a client outside node.allowedBotHosts with errorCode 40, HTTP 403, before anything else', async () => {
    const s = await start({ allowedBotHosts: ['10.0.0.0/8', '192.168.1.7'] });
    for (const r of [
      await s.get({ requestType: 'getThing' }),
      await s.get({ requestType: 'no-such-request' }),
      await s.get({}),
      await fetch(`${s.base}/test.html`).then(readResponse),
      await fetch(`${s.base}/api`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{bad' }).then(readResponse),
    ]) {
      expect(r.status).toBe(403);
      expect(r.json).toMatchObject({ errorCode: 40 });
    }
    expect(calls.getThing).toBeUndefined();
  });

  it('admits clients inside a CIDR range, and everyone with *', async () => {
    const inRange = await start({ allowedBotHosts: ['10.0.0.0/8', '127.0.0.0/30'] });
    expect((await inRange.get({ requestType: 'get-hyphenated' })).status).toBe(200);
    await inRange.close();
    t = undefined;
    const all = await start({ allowedBotHosts: ['*'] });
    expect((await all.get({ requestType: 'get-hyphenated' })).status).toBe(200);
  });
});

describe('write rate limit', () => {
  it('allows writeRequestsPerSecond writes per address, then 429 without running the handler; tokens refill', async () => {
    const s = await start({ writeRequestsPerSecond: 3 });
    for (let i = 0; i < 3; i++) expect((await s.post({ requestType: 'doWrite', secretPhrase: 'x' })).status).toBe(200);
    const limited = await s.post({ requestType: 'doWrite', secretPhrase: 'x' });
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ errorCode: 50 });
    expect(limited.json.errorDescription).toContain('at most 3 per second');
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(calls.doWrite).toBe(3);
    s.advance(334);
    expect((await s.post({ requestType: 'doWrite', secretPhrase: 'x' })).status).toBe(200);
    expect((await s.post({ requestType: 'doWrite', secretPhrase: 'x' })).status).toBe(429);
    expect(calls.doWrite).toBe(4);
  });

  it('counts CREATE_TRANSACTION operations even via GET, and never limits reads', async () => {
    const s = await start({ writeRequestsPerSecond: 2 });
    expect((await s.get({ requestType: 'createThing' })).status).toBe(200);
    expect((await s.get({ requestType: 'createThing' })).status).toBe(200);
    expect((await s.get({ requestType: 'createThing' })).status).toBe(429);
    expect(calls.createThing).toBe(2);
    for (let i = 0; i < 20; i++) expect((await s.get({ requestType: 'get-hyphenated' })).status).toBe(200);
  });

  it('reads the rate at run time (setConfiguration)', async () => {
    const s = await start({ writeRequestsPerSecond: 1 });
    expect((await s.get({ requestType: 'createThing' })).status).toBe(200);
    expect((await s.get({ requestType: 'createThing' })).status).toBe(429);
    s.config.writeRequestsPerSecond = 5;
    s.advance(1000);
    for (let i = 0; i < 5; i++) expect((await s.get({ requestType: 'createThing' })).status).toBe(200);
  });

  it('comes after the admin check (a refused password uses no token) and before blockchain and parameter checks', async () => {
    const s = await start({ writeRequestsPerSecond: 1, adminPassword: 'pw' });
    expect((await s.post({ requestType: 'adminThing', level: '1', adminPassword: 'bad' })).status).toBe(401);
    expect((await s.post({ requestType: 'adminThing', level: '1', adminPassword: 'pw' })).status).toBe(200);
    s.ctx.ready = false;
    const r = await s.post({ requestType: 'doWrite', value: 'not-an-int' });
    expect(r.status).toBe(429);
  });
});

describe('blockchain readiness, requireBlock, requireLastBlock, chain', () => {
  it('refuses requireBlockchain operations with 503 while not ready; others still work', async () => {
    const s = await start();
    s.ctx.ready = false;
    const r = await s.get({ requestType: 'getThing' });
    expect(r.status).toBe(503);
    expect(r.json.errorCode).toBe(1);
    expect((await s.get({ requestType: 'get-hyphenated' })).status).toBe(200);
    expect(calls.getThing).toBeUndefined();
  });

  it('readiness is checked before requireBlock', async () => {
    const s = await start();
    s.ctx.ready = false;
    expect((await s.get({ requestType: 'getThing', requireBlock: '999' })).status).toBe(503);
  });

  it('requireBlock: errorCode 4 (HTTP 409) naming requireBlock when the chain lacks the block', async () => {
    const s = await start();
    expect((await s.get({ requestType: 'getThing', requireBlock: '111' })).status).toBe(200);
    const r = await s.get({ requestType: 'getThing', requireBlock: '999' });
    expect(r.status).toBe(409);
    expect(r.json).toMatchObject({ errorCode: 4, error: 'requireBlock' });
    expect((await s.get({ requestType: 'getThing', requireBlock: 'abc' })).json).toMatchObject({ errorCode: 7, error: 'requireBlock' });
    expect(calls.getThing).toBe(1);
  });

  it('requireLastBlock: errorCode 4 (HTTP 409) when the last block differs', async () => {
    const s = await start();
    expect((await s.get({ requestType: 'getThing', requireLastBlock: '222' })).status).toBe(200);
    const r = await s.get({ requestType: 'getThing', requireLastBlock: '111' });
    expect(r.status).toBe(409);
    expect(r.json).toMatchObject({ errorCode: 4, error: 'requireLastBlock' });
  });

  it('requireBlock is checked before chain, chain before parameters', async () => {
    const s = await start();
    expect((await s.get({ requestType: 'getThing', requireBlock: '999', chain: '7' })).json.error).toBe('requireBlock');
    expect((await s.get({ requestType: 'getThing', chain: '7', count: 'bad' })).json.error).toBe('chain');
  });

  it('chain: only 1 is accepted', async () => {
    const s = await start();
    expect((await s.get({ requestType: 'getThing', chain: '1' })).status).toBe(200);
    for (const chain of ['2', '0', '-1', 'ardor']) {
      const r = await s.get({ requestType: 'getThing', chain });
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ errorCode: 7, error: 'chain' });
    }
  });
});

describe('parameters', () => {
  it('parse every type', async () => {
    const s = await start();
    const params = new URLSearchParams({
      requestType: 'getThing',
      name: 'Ab c',
      count: '+7',
      big: '123',
      amount: '100000000',
      thing: '18446744073709551615',
      owner: 'TOTEM-2223-2222-KB8Y-22222',
      flag: 'TRUE',
      data: '00ff',
      color: 'green',
    });
    params.append('owners', '1,2');
    params.append('owners', 'TOTEM-K59H-9RMF-64CY-9X6E7');
    const r = await fetch(`${s.base}/api?${params}`).then(readResponse);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      name: 'Ab c',
      count: 7,
      big: '123',
      amount: '100000000',
      thing: '18446744073709551615',
      owner: '1',
      flag: true,
      data: '00ff',
      owners: ['1', '2', '8264278205416377583'],
      color: 'GREEN',
    });
  });

  it('treat empty values as absent', async () => {
    const s = await start();
    const r = await s.get({ requestType: 'getThing', count: '', name: '' });
    expect(r.json.count).toBe(5);
    expect(r.json.name).toBeUndefined();
  });

  it('name the parameter at fault with errorCode 7 for malformed or out-of-range values', async () => {
    const s = await start();
    const cases: Array<[string, string]> = [
      ['name', 'elevenchars'],
      ['count', '0'],
      ['count', '101'],
      ['count', '1.5'],
      ['count', '99999999999'],
      ['big', '9223372036854775808'],
      ['amount', '-1'],
      ['amount', '9223372036854775808'],
      ['amount', '1e8'],
      ['thing', '0'],
      ['owner', 'TOTEM-2223-2222-KB8Y-22223'],
      ['flag', 'yes'],
      ['data', 'abc'],
      ['data', '0011223344'],
      ['owners', '1,2,3,4'],
      ['owners', '1,x'],
      ['color', 'BLUE'],
    ];
    for (const [name, value] of cases) {
      const r = await s.get({ requestType: 'getThing', [name]: value });
      expect({ name, value, status: r.status, errorCode: r.json.errorCode, error: r.json.error })
        .toEqual({ name, value, status: 400, errorCode: 7, error: name });
      expect(r.json.errorDescription).toMatch(new RegExp(`^Invalid parameter ${name}: `));
    }
    expect(calls.getThing).toBeUndefined();
  });

  it('refuse a scalar given twice', async () => {
    const s = await start();
    const r = await fetch(`${s.base}/api?requestType=getThing&count=1&count=2`).then(readResponse);
    expect(r.json).toMatchObject({ errorCode: 7, error: 'count' });
  });

  it('missing required: errorCode 1 "Incorrect request: <param> is required"', async () => {
    const s = await start();
    const r = await s.post({ requestType: 'doWrite' });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ errorCode: 1, error: 'secretPhrase', errorDescription: 'Incorrect request: secretPhrase is required' });
  });

  it('body values override query values in a POST', async () => {
    const s = await start();
    const r = await fetch(`${s.base}/api?requestType=doWrite&value=1&secretPhrase=q`, {
      method: 'POST',
      body: new URLSearchParams({ value: '2' }),
    }).then(readResponse);
    expect(r.json).toMatchObject({ done: true, value: 2 });
  });
});

describe('request bodies', () => {
  it('accept a JSON object body', async () => {
    const s = await start();
    const r = await fetch(`${s.base}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestType: 'doWrite', secretPhrase: 'x', value: 9 }),
    }).then(readResponse);
    expect(r.json).toMatchObject({ done: true, value: 9 });
  });

  it('malformed JSON: errorCode 50, HTTP 400', async () => {
    const s = await start();
    for (const body of ['{bad', '[1,2]', '"str"', 'null']) {
      const r = await fetch(`${s.base}/api`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(readResponse);
      expect(r.status).toBe(400);
      expect(r.json.errorCode).toBe(50);
    }
    const nested = await fetch(`${s.base}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestType: 'doWrite', secretPhrase: { a: 1 } }),
    }).then(readResponse);
    expect(nested.json).toMatchObject({ errorCode: 7, error: 'secretPhrase' });
    const unsafe = await fetch(`${s.base}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"requestType":"getThing","big":9223372036854775807}',
    }).then(readResponse);
    expect(unsafe.json).toMatchObject({ errorCode: 7, error: 'big' });
  });

  it('malformed form encoding and query strings: errorCode 50', async () => {
    const s = await start();
    const body = await fetch(`${s.base}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'requestType=doWrite&secretPhrase=%zz',
    }).then(readResponse);
    expect(body.status).toBe(400);
    expect(body.json).toMatchObject({ errorCode: 50 });
    const query = await fetch(`${s.base}/api?requestType=getThing&name=%E0%A4%A`).then(readResponse);
    expect(query.status).toBe(400);
    expect(query.json.errorCode).toBe(50);
    const badUtf8 = await fetch(`${s.base}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: Buffer.from([0x61, 0x3d, 0xff, 0xfe]),
    }).then(readResponse);
    expect(badUtf8.json.errorCode).toBe(50);
  });

  it('unsupported content types: errorCode 50, HTTP 415', async () => {
    const s = await start();
    const r = await fetch(`${s.base}/api`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'requestType=x' }).then(readResponse);
    expect(r.status).toBe(415);
    expect(r.json.errorCode).toBe(50);
  });

  it('bodies over node.apiMaxBodyBytes: errorCode 50, HTTP 413, handler not run', async () => {
    const s = await start({ apiMaxBodyBytes: 2048 });
    const r = await s.post({ requestType: 'doWrite', secretPhrase: 'x'.repeat(5000) });
    expect(r.status).toBe(413);
    expect(r.json).toMatchObject({ errorCode: 50, errorDescription: 'Bad request: body larger than 2048 bytes' });
    expect(calls.doWrite).toBeUndefined();
    // The server keeps working afterwards.
    expect((await s.post({ requestType: 'doWrite', secretPhrase: 'x' })).status).toBe(200);
  });

  it('multipart uploads files and fields', async () => {
    const s = await start();
    const form = new FormData();
    form.append('requestType', 'upload');
    form.append('contractName', 'counter');
    form.append('contract', new Blob([new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])], { type: 'application/wasm' }), 'counter.wasm');
    const r = await fetch(`${s.base}/api`, { method: 'POST', body: form }).then(readResponse);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ filename: 'counter.wasm', contentType: 'application/wasm', bytes: '0061736d01000000', name: 'counter' });
  });

  it('file parameters also accept a plain field (as UTF-8 bytes) and enforce maxBytes', async () => {
    const s = await start();
    const r = await s.post({ requestType: 'upload', contractName: 'c', contract: 'AB' });
    expect(r.json).toMatchObject({ filename: null, bytes: '4142' });
    const form = new FormData();
    form.append('requestType', 'upload');
    form.append('contractName', 'c');
    form.append('contract', new Blob([new Uint8Array(5000)]), 'big.wasm');
    const big = await fetch(`${s.base}/api`, { method: 'POST', body: form }).then(readResponse);
    expect(big.json).toMatchObject({ errorCode: 7, error: 'contract' });
    const missing = await s.post({ requestType: 'upload', contractName: 'c' });
    expect(missing.json).toMatchObject({ errorCode: 1, error: 'contract' });
  });

  it('malformed multipart: errorCode 50', async () => {
    const s = await start();
    const bodies: Array<[string, string]> = [
      ['multipart/form-data', '--x\r\n\r\nabc'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="requestType"\r\n\r\nupload'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Type: text/plain\r\n\r\nupload\r\n--x--'],
      ['multipart/form-data; boundary=x', 'garbage without any delimiter'],
    ];
    for (const [type, body] of bodies) {
      const r = await fetch(`${s.base}/api`, { method: 'POST', headers: { 'content-type': type }, body }).then(readResponse);
      expect({ type, body, status: r.status, code: r.json.errorCode }).toEqual({ type, body, status: 400, code: 50 });
    }
  });
});

describe('paths and methods', () => {
  it('/api/<requestType> is /api with that requestType, by GET and by POST', async () => {
    const s = await start();
    const viaQuery = await fetch(`${s.base}/api?requestType=getThing`).then(readResponse);
    const viaPath = await fetch(`${s.base}/api/getThing`).then(readResponse);
    expect(viaPath.status).toBe(200);
    expect({ ...viaPath.json, requestProcessingTime: 0 }).toEqual({ ...viaQuery.json, requestProcessingTime: 0 });
    const posted = await fetch(`${s.base}/api/getThing`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' }).then(readResponse);
    expect(posted.status).toBe(200);
    const same = await fetch(`${s.base}/api/getThing?requestType=getThing`).then(readResponse);
    expect(same.status).toBe(200);
    const other = await fetch(`${s.base}/api/getThing?requestType=doThing`).then(readResponse);
    expect(other.json).toMatchObject({ errorCode: 7, error: 'requestType' });
  });

  it('unknown paths under /api and elsewhere: JSON 404', async () => {
    const s = await start();
    for (const path of ['/api/getNoSuchThing', '/api/v1', '/api/getThing/x', '/nothing', '/favicon.ico']) {
      const r = await fetch(`${s.base}${path}`).then(readResponse);
      expect(r.status).toBe(404);
      expect(r.json).toMatchObject({ errorCode: 50 });
      expect(r.json.errorDescription).toContain(path);
    }
  });

  it('/api/ and /API are still /api itself (Express served them before /api/<requestType>)', async () => {
    const s = await start();
    for (const path of ['/api/', '/API', '/Api/']) {
      const got = await fetch(`${s.base}${path}?requestType=getThing`).then(readResponse);
      expect({ path, status: got.status }).toEqual({ path, status: 200 });
      expect(got.json.count).toBe(5);
      const posted = await fetch(`${s.base}${path}`, { method: 'POST', body: new URLSearchParams({ requestType: 'getThing' }) }).then(readResponse);
      expect({ path, status: posted.status }).toEqual({ path, status: 200 });
    }
  });

  it('other methods: JSON 405 with Allow', async () => {
    const s = await start();
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const r = await fetch(`${s.base}/api?requestType=getThing`, { method }).then(readResponse);
      expect(r.status).toBe(405);
      expect(r.headers.get('allow')).toBe('GET, HEAD, POST');
      expect(r.json.errorCode).toBe(50);
    }
  });

  it('a malformed path gives JSON, not an HTML page', async () => {
    const s = await start();
    const r = await fetch(`${s.base}/%E0%A4%A`);
    expect(r.headers.get('content-type')).toContain('application/json');
    expect((await r.text()).toLowerCase()).not.toContain('<html');
  });
});

describe('handler failures', () => {
  it('DomainError: its code, reason and param, with the status of its class', async () => {
    const s = await start();
    const r = await s.get({ requestType: 'failing', kind: 'domain' });
    expect(r.status).toBe(404);
    expect(r.json).toMatchObject({ errorCode: 3, errorDescription: 'Unknown account', error: 'account' });
  });

  it('unexpected errors: HTTP 500, errorCode 1, an incident id, no message or stack; the log has the error without secrets', async () => {
    const s = await start();
    const r = await s.get({ requestType: 'failing', kind: 'crash', secretPhrase: 'my very secret phrase' });
    expect(r.status).toBe(500);
    expect(r.json.errorCode).toBe(1);
    const incident = /incident ([0-9a-f]{8})/.exec(r.json.errorDescription)?.[1];
    expect(incident).toBeDefined();
    expect(JSON.stringify(r.json)).not.toContain('boom');
    expect(JSON.stringify(r.json)).not.toContain('at ');
    const entry = s.logs.map((l) => JSON.parse(l)).find((l) => l.incident === incident);
    expect(entry).toMatchObject({ level: 'ERROR', requestType: 'failing' });
    expect(entry.err.message).toBe('boom with [REDACTED]');
    expect(s.logs.join('\n')).not.toContain('my very secret phrase');
  });
});

describe('pagination', () => {
  it('defaults, negative values and the maxAPIRecords cap', async () => {
    const s = await start({ maxAPIRecords: 5, adminPassword: 'pw' });
    const page = async (params: Record<string, string>) => (await s.get({ requestType: 'listThings', ...params })).json.page;
    expect(await page({})).toEqual({ firstIndex: 0, lastIndex: 4 });
    expect(await page({ firstIndex: '-3' })).toEqual({ firstIndex: 0, lastIndex: 4 });
    expect(await page({ lastIndex: '100' })).toEqual({ firstIndex: 0, lastIndex: 4 });
    expect(await page({ firstIndex: '10', lastIndex: '12' })).toEqual({ firstIndex: 10, lastIndex: 12 });
    expect(await page({ firstIndex: '10', lastIndex: '-1' })).toEqual({ firstIndex: 10, lastIndex: 14 });
    expect(await page({ firstIndex: '3', lastIndex: '1' })).toEqual({ firstIndex: 3, lastIndex: 1 });
    const bad = await s.get({ requestType: 'listThings', firstIndex: 'x' });
    expect(bad.json).toMatchObject({ errorCode: 7, error: 'firstIndex' });
  });

  it('a valid admin password lifts the cap; a wrong one does not', async () => {
    const s = await start({ maxAPIRecords: 5, adminPassword: 'pw' });
    const admin = await s.post({ requestType: 'listThings', lastIndex: '100', adminPassword: 'pw' });
    expect(admin.json).toMatchObject({ page: { firstIndex: 0, lastIndex: 100 }, isAdmin: true });
    expect((await s.post({ requestType: 'listThings', adminPassword: 'pw' })).json.page).toEqual({ firstIndex: 0, lastIndex: INT_MAX });
    const wrong = await s.post({ requestType: 'listThings', lastIndex: '100', adminPassword: 'nope' });
    expect(wrong.status).toBe(200);
    expect(wrong.json).toMatchObject({ page: { firstIndex: 0, lastIndex: 4 }, isAdmin: false });
  });

  it('follows maxAPIRecords changed at run time', async () => {
    const s = await start({ maxAPIRecords: 5 });
    s.config.maxAPIRecords = 2;
    expect((await s.get({ requestType: 'listThings', firstIndex: '4' })).json.page).toEqual({ firstIndex: 4, lastIndex: 5 });
  });

  it('is not capped when admin passwords are disabled', async () => {
    const s = await start({ maxAPIRecords: 5, disableAdminPassword: true });
    expect((await s.get({ requestType: 'listThings', lastIndex: '50' })).json.page).toEqual({ firstIndex: 0, lastIndex: 50 });
  });
});

describe('console pages', () => {
  it('serves /test.html built from the table and /index.html, and redirects / to /index.html', async () => {
    const s = await start();
    const res = await fetch(`${s.base}/test.html`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('data-request-type="getThing"');
    expect(html).toContain('data-request-type="get-hyphenated"');
    expect(html).toMatch(/<input type="password"[^>]*name="secretPhrase"/);
    expect(html).toMatch(/<input type="file"[^>]*name="contract"/);
    expect(html).toContain('data-multipart="true"');
    expect(html).toContain('POST only');
    expect(html).toContain('data-tag="CONTRACTS"');
    const home = await fetch(`${s.base}/index.html`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await home.text()).toContain('<form id="send-form"');
    const root = await fetch(`${s.base}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/index.html');
  });
});

describe('start and stop', () => {
  it('stop() stops accepting, lets the request in progress finish, then resolves', async () => {
    calls = {};
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = { entered, release: new Promise<void>((resolve) => (release = resolve)) };
    const config = { ...defaultConfig(), apiServerPort: 0 };
    const server = createApiServer({ config, table: fakeTable(calls, gate), ctx: createTestContext(), logger: createLogger({ level: 'OFF' }) });
    const { port } = await server.start();
    const base = `http://127.0.0.1:${port}`;
    const slow = fetch(`${base}/api?requestType=slow`).then(readResponse);
    await inside;
    let stopped = false;
    const stopping = server.stop().then(() => {
      stopped = true;
    });
    const late = await fetch(`${base}/api?requestType=get-hyphenated`).then(
      (res) => res.status,
      () => 'refused',
    );
    expect(late === 'refused' || late === 503).toBe(true);
    expect(stopped).toBe(false);
    release();
    const r = await slow;
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ slow: true });
    await stopping;
    expect(server.address()).toBeNull();
    await expect(server.start()).rejects.toThrow('stopped');
  });

  it('a stop() while start() is binding leaves nothing listening', async () => {
    const config = { ...defaultConfig(), apiServerPort: 0 };
    const server = createApiServer({ config, table: {}, ctx: createTestContext(), logger: createLogger({ level: 'OFF' }) });
    const starting = server.start();
    await server.stop();
    await expect(starting).rejects.toThrow('stopped while starting');
    expect(server.address()).toBeNull();
  });

  it('reports a port already in use clearly', async () => {
    const s = await start();
    const port = Number(new URL(s.base).port);
    const other = createApiServer({
      config: { ...defaultConfig(), apiServerPort: port },
      table: {},
      ctx: s.ctx,
      logger: createLogger({ level: 'OFF' }),
    });
    await expect(other.start()).rejects.toThrow(`API server cannot listen on 127.0.0.1:${port}`);
  });

  it('refuses an inconsistent table at construction', () => {
    const table = fakeTable({});
    const bad = { ...table, wrongKey: table.getThing! };
    expect(() => createApiServer({ config: defaultConfig(), table: bad, ctx: createTestContext(), logger: createLogger({ level: 'OFF' }) }))
      .toThrow("handler table entry 'wrongKey': requestType is 'getThing'");
  });
});

describe('HTTPS', () => {
  let dir: string;
  let cert: Buffer;

  function makeKeystore(password: string): string {
    dir = mkdtempSync(join(tmpdir(), 'api-tls-'));
    const key = join(dir, 'key.pem');
    const crt = join(dir, 'cert.pem');
    const p12 = join(dir, 'keystore.p12');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', key, '-out', crt, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'], { stdio: 'ignore' });
    execFileSync('openssl', ['pkcs12', '-export', '-out', p12, '-inkey', key, '-in', crt, '-passout', `pass:${password}`], { stdio: 'ignore' });
    cert = readFileSync(crt);
    return p12;
  }

  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  function httpsGet(port: number, path: string): Promise<{ status: number; json: Record<string, any> }> {
    return new Promise((resolve, reject) => {
      const req = https.request({ host: '127.0.0.1', port, path, ca: cert, method: 'GET' }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, json: JSON.parse(text) }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('serves the API over HTTPS from a PKCS#12 keystore on node.apiServerSSLPort', async () => {
    const keyStorePath = makeKeystore('ks-pass');
    const s = await start({ apiSSL: true, keyStorePath, keyStorePassword: 'ks-pass', apiServerPort: 0, apiServerSSLPort: 0 });
    const address = s.server.address()!;
    expect(address.port).toBeNull();
    expect(address.sslPort).toBeGreaterThan(0);
    const r = await httpsGet(address.sslPort!, '/api?requestType=get-hyphenated');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ ok: true });
    const e = await httpsGet(address.sslPort!, '/api?requestType=nope');
    expect(e.json.errorCode).toBe(2);
  });

  it('fails to start with a clear error for a wrong keystore password, without printing it', async () => {
    const keyStorePath = makeKeystore('right-pass');
    const config = { ...defaultConfig(), apiSSL: true, keyStorePath, keyStorePassword: 'wrong-pass', apiServerPort: 0, apiServerSSLPort: 0 };
    const server = createApiServer({ config, table: {}, ctx: createTestContext(), logger: createLogger({ level: 'OFF' }) });
    const err = await server.start().then(() => null, (e: Error) => e);
    expect(err?.message).toContain('cannot load the keystore node.keyStorePath');
    expect(err?.message).not.toContain('wrong-pass');
  });

  it('fails to start with a clear error for a missing keystore file', async () => {
    const config = { ...defaultConfig(), apiSSL: true, keyStorePath: '/nonexistent/ks.p12', apiServerPort: 0, apiServerSSLPort: 0 };
    const server = createApiServer({ config, table: {}, ctx: createTestContext(), logger: createLogger({ level: 'OFF' }) });
    await expect(server.start()).rejects.toThrow('cannot load the keystore node.keyStorePath (/nonexistent/ks.p12)');
  });
});
