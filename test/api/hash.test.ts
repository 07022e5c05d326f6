import { afterAll, beforeAll, describe, it, expect } from '@jest/globals';
import { hash } from '../../src/api/handlers/utils/hash.js';
import { startTestServer, type TestServer } from './helpers.js';

const ABC = '616263';

describe('hash', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ hash });
  });
  afterAll(() => t.close());

  it('hashes hex input with each algorithm, by name or code (standard "abc" vectors)', async () => {
    const vectors: Array<[string, string]> = [
      ['SHA256', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
      ['2', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
      ['SHA3', '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532'],
      ['3', '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532'],
      ['Keccak25', '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45'],
      ['RIPEMD160', '8eb208f7e05d987a9b044a8e98c6b087f15a0bfc'],
      ['62', 'bb1be98c142444d7a56aa3981c3942a978e4dc33'],
      ['sha256', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ];
    for (const [hashAlgorithm, expected] of vectors) {
      const r = await t.get({ requestType: 'hash', hashAlgorithm, secret: ABC });
      expect(r.status).toBe(200);
      expect(r.json.hash).toBe(expected);
    }
  });

  it('hashes text input when secretIsText is true', async () => {
    const r = await t.get({ requestType: 'hash', hashAlgorithm: 'SHA256', secret: 'abc', secretIsText: 'true' });
    expect(r.json.hash).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('refuses non-hex secrets unless secretIsText', async () => {
    const r = await t.get({ requestType: 'hash', hashAlgorithm: 'SHA256', secret: 'abc' });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ errorCode: 7, error: 'secret' });
  });

  it('refuses unknown algorithms and bad booleans, naming the parameter', async () => {
    const r = await t.get({ requestType: 'hash', hashAlgorithm: 'MD5', secret: ABC });
    expect(r.json).toMatchObject({ errorCode: 7, error: 'hashAlgorithm' });
    expect(r.json.errorDescription).toContain('SHA256 (2)');
    expect((await t.get({ requestType: 'hash', hashAlgorithm: '99', secret: ABC })).json.error).toBe('hashAlgorithm');
    expect((await t.get({ requestType: 'hash', hashAlgorithm: 'SHA256', secret: ABC, secretIsText: 'yes' })).json)
      .toMatchObject({ errorCode: 7, error: 'secretIsText' });
  });

  it('requires hashAlgorithm and secret', async () => {
    expect((await t.get({ requestType: 'hash', secret: ABC })).json).toMatchObject({ errorCode: 1, error: 'hashAlgorithm' });
    expect((await t.get({ requestType: 'hash', hashAlgorithm: 'SHA256' })).json).toMatchObject({ errorCode: 1, error: 'secret' });
  });
});
