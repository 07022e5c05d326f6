// docs/genesis.schema.json against the parser: the same fields, requirements and defaults, and
// patterns that accept what the parser accepts, part by part (schema-validator.test.ts runs Ajv
// over whole files).
import { describe, it, expect } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { ALLOCATION_FIELDS, GENESIS_DEFAULTS, GENESIS_FIELDS, REQUIRED_GENESIS_FIELDS } from '../../src/genesis/spec.js';
import { encodeRS } from '../../src/domain/reed-solomon.js';
import { MAX_LONG, ONE_COIN } from '../../src/domain/constants.js';

const schema = JSON.parse(readFileSync(new URL('../../docs/genesis.schema.json', import.meta.url), 'utf8'));
const pattern = (p: string) => new RegExp(p, 'u');

describe('docs/genesis.schema.json', () => {
  it('is draft 2020-12 and closed, with the parser\'s fields and requirements', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(schema.properties)).toEqual([...GENESIS_FIELDS]);
    expect(schema.required).toEqual([...REQUIRED_GENESIS_FIELDS]);
    expect(schema.$defs.allocation.additionalProperties).toBe(false);
    expect(Object.keys(schema.$defs.allocation.properties)).toEqual([...ALLOCATION_FIELDS]);
  });

  it('states the parser\'s defaults', () => {
    const p = schema.properties;
    expect(p.profile.default).toBe(GENESIS_DEFAULTS.profile);
    expect(p.guaranteedBalanceConfirmations.default).toBe(GENESIS_DEFAULTS.guaranteedBalanceConfirmations);
    expect(p.minForgingBalance.default).toBe(GENESIS_DEFAULTS.minForgingBalanceCoins);
    expect(p.leasingDelay.default).toBe(GENESIS_DEFAULTS.leasingDelay);
    expect(p.minLeasingPeriod.default).toBe(GENESIS_DEFAULTS.minLeasingPeriod);
    expect(p.totemApprovalExpiry.default).toBe(GENESIS_DEFAULTS.totemApprovalExpiry);
    expect(p.maxRollback.default).toBe(GENESIS_DEFAULTS.maxRollback);
    expect(schema.$defs.coins.anyOf[0].maximum).toBe(Number(MAX_LONG / ONE_COIN));
  });

  it('patterns accept what the parser accepts', () => {
    const account = schema.$defs.account.anyOf.map((a: { pattern: string }) => pattern(a.pattern));
    const isAccount = (s: string) => account.some((r: RegExp) => r.test(s));
    for (const id of [1n, 12345n, 2n ** 64n - 1n, 0xdeadbeefcafebabe0n >> 4n]) {
      const rs = encodeRS(id);
      expect(isAccount(rs)).toBe(true);
      expect(isAccount(rs.toLowerCase())).toBe(true);
      expect(isAccount(rs.slice('TOTEM-'.length))).toBe(true);
      expect(isAccount(id.toString())).toBe(true);
    }
    expect(isAccount('TOTEM-XYZ')).toBe(false);
    const name = pattern(schema.properties.name.pattern);
    expect(name.test('my-net-2')).toBe(true);
    expect(name.test('My-Net')).toBe(false);
    expect(pattern(schema.properties.genesisTime.pattern).test('2026-12-01T00:00:00Z')).toBe(true);
    expect(pattern(schema.properties.genesisTime.pattern).test('2026-12-01T00:00:00.000Z')).toBe(false);
  });
});
