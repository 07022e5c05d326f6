import { describe, it, expect } from '@jest/globals';
import { isWrite, validateTable } from '../../src/api/dispatch.js';
import { mergeTables } from '../../src/api/table.js';
import { ApiTag, type HandlerSpec } from '../../src/api/types.js';

const base: HandlerSpec<unknown> = {
  requestType: 'op',
  tags: [ApiTag.UTILS],
  description: '',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: false,
  params: [],
  async handler() {
    return {};
  },
};

describe('validateTable', () => {
  it('accepts a consistent entry', () => {
    expect(() => validateTable({ op: base })).not.toThrow();
  });

  it('refuses contradictions and ambiguities', () => {
    expect(() => validateTable({ op: { ...base, method: 'POST' } })).toThrow("handler table entry 'op': method POST contradicts requirePost=false");
    expect(() => validateTable({ op: { ...base, tags: [] } })).toThrow('no tags');
    expect(() => validateTable({ op: { ...base, params: [{ name: 'adminPassword', type: 'string', description: '' }] } }))
      .toThrow('parameter adminPassword is a common parameter');
    expect(() => validateTable({ op: { ...base, params: [{ name: 'a', type: 'int', description: '' }, { name: 'a', type: 'long', description: '' }] } }))
      .toThrow('parameter a declared twice');
    expect(() => validateTable({ op: { ...base, params: [{ name: 'e', type: 'enum', values: [], description: '' }] } }))
      .toThrow('enum parameter e has no values');
  });
});

describe('isWrite', () => {
  it('covers POST-only and transaction-creating operations only', () => {
    expect(isWrite({ requirePost: true, tags: [ApiTag.DEBUG] })).toBe(true);
    expect(isWrite({ requirePost: false, tags: [ApiTag.CREATE_TRANSACTION] })).toBe(true);
    expect(isWrite({ requirePost: false, tags: [ApiTag.ACCOUNTS] })).toBe(false);
  });
});

describe('mergeTables', () => {
  it('merges and refuses duplicate requestTypes', () => {
    const merged = mergeTables({ op: base }, { other: { ...base, requestType: 'other' } });
    expect(Object.keys(merged)).toEqual(['op', 'other']);
    expect(() => mergeTables({ op: base }, { op: base })).toThrow('requestType op is defined twice');
  });
});
