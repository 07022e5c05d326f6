import { describe, expect, it } from '@jest/globals';
import { ChainRules, CORE_TABLES } from '../../src/domain/capability.js';
import { ordinaryPayment } from '../../src/capabilities/payments/ordinary-payment.js';
import { paymentsRules } from '../../src/capabilities/payments/rules.js';
import { defineTable, u64Key } from '../../src/domain/state/table.js';
import { StateError, StateErrorCode } from '../../src/domain/state/errors.js';

const table = (name: string, bucket: number) =>
  defineTable<bigint, bigint>({ name, bucket, key: u64Key, value: { encode: () => new Uint8Array(0), decode: () => 0n } });

describe('ChainRules', () => {
  it('gathers types and tables of the capabilities after the core tables, and freezes the registry', () => {
    const extra = table('extra', 100);
    const rules = new ChainRules([paymentsRules, { name: 'other', tables: [extra] }]);
    expect(rules.registry.get(0, 0)).toBe(ordinaryPayment);
    expect(rules.registry.isFrozen).toBe(true);
    expect(rules.tables).toEqual([...CORE_TABLES, extra]);
    expect(rules.capability('other')?.tables).toEqual([extra]);
    expect(rules.capability('nope')).toBeUndefined();
  });

  it('refuses a capability registered twice, a bad or reserved name, and a type registered twice', () => {
    expect(() => new ChainRules([paymentsRules, paymentsRules])).toThrow(/registered twice/);
    expect(() => new ChainRules([{ name: 'deferred' }])).toThrow(/not allowed/);
    expect(() => new ChainRules([{ name: 'Bad Name' }])).toThrow(/not allowed/);
    expect(() => new ChainRules([paymentsRules, { name: 'copy', transactionTypes: [ordinaryPayment] }])).toThrow(/already registered/);
  });

  it('refuses two tables with one bucket or one name, including the core tables', () => {
    const clash = (t: ReturnType<typeof table>) => () => new ChainRules([{ name: 'x', tables: [t] }]);
    expect(clash(table('mine', CORE_TABLES[0]!.bucket))).toThrow(expect.objectContaining({ code: StateErrorCode.BAD_TABLE }));
    expect(clash(table('accounts', 101))).toThrow(StateError);
    expect(() => new ChainRules([{ name: 'a', tables: [table('t1', 102)] }, { name: 'b', tables: [table('t2', 102)] }])).toThrow(/bucket 102/);
  });
});

describe('defineTable', () => {
  it('checks name, bucket, cache and indexes', () => {
    const base = { key: u64Key, value: { encode: () => new Uint8Array(0), decode: () => 0n } };
    expect(() => defineTable({ ...base, name: 'Upper', bucket: 100 })).toThrow(/camelCase/);
    expect(() => defineTable({ ...base, name: 'ok', bucket: 0 })).toThrow(/1\.\.255/);
    expect(() => defineTable({ ...base, name: 'ok', bucket: 256 })).toThrow(/1\.\.255/);
    expect(() => defineTable({ ...base, name: 'ok', bucket: 100, cache: 0 })).toThrow(/cache/);
    const index = { name: 'i', entry: () => [1] };
    expect(() => defineTable({ ...base, name: 'ok', bucket: 100, cache: 10, indexes: [index] })).toThrow(/cache: 'all'/);
    expect(() => defineTable({ ...base, name: 'ok', bucket: 100, cache: 'all', indexes: [index, index] })).toThrow(/twice/);
    expect(Object.isFrozen(defineTable({ ...base, name: 'ok', bucket: 100 }))).toBe(true);
  });
});
