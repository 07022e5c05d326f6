import { afterAll, beforeAll, describe, it, expect } from '@jest/globals';
import { hexConvert } from '../../src/api/handlers/utils/hexConvert.js';
import { startTestServer, type TestServer } from './helpers.js';

describe('hexConvert', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ hexConvert });
  });
  afterAll(() => t.close());

  it('gives the hex of text (binary) and no text when the input is not hex', async () => {
    const r = await t.get({ requestType: 'hexConvert', string: 'héllo world' });
    expect(r.status).toBe(200);
    expect(r.json.binary).toBe(Buffer.from('héllo world', 'utf8').toString('hex'));
    expect(r.json.text).toBeUndefined();
  });

  it('decodes hex of UTF-8 text into text, and also gives its own binary form', async () => {
    const r = await t.get({ requestType: 'hexConvert', string: '48656c6c6f' });
    expect(r.json.text).toBe('Hello');
    expect(r.json.binary).toBe(Buffer.from('48656c6c6f').toString('hex'));
  });

  it('omits text when the hex is not valid UTF-8', async () => {
    const r = await t.get({ requestType: 'hexConvert', string: 'ff00' });
    expect(r.json.text).toBeUndefined();
    expect(r.json.binary).toBe('66663030');
  });

  it('requires string', async () => {
    const r = await t.get({ requestType: 'hexConvert' });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ errorCode: 1, error: 'string' });
  });
});
