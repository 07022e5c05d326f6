import { describe, it, expect } from '@jest/globals';
import { INT_MAX, applyPage, pageSize, parsePage, parseParam, parseParams, singleValue, type RawParams } from '../../src/api/params.js';
import type { ParamSpec } from '../../src/api/types.js';
import { apiError } from './expect-api-error.js';

const raw = (entries: Record<string, string | string[]>): RawParams =>
  new Map(Object.entries(entries).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]));

describe('singleValue', () => {
  it('gives the one non-empty value; absent and empty values count as not given', () => {
    expect(singleValue(raw({}), 'a')).toBeUndefined();
    expect(singleValue(raw({ a: [] }), 'a')).toBeUndefined();
    expect(singleValue(raw({ a: ['', ''] }), 'a')).toBeUndefined();
    expect(singleValue(raw({ a: ['', 'x', ''] }), 'a')).toBe('x');
    expect(singleValue(new Map([['f', [{ filename: null, contentType: null, data: Uint8Array.of(0x68, 0x69) }]]]), 'f')).toBe('hi');
  });

  it('refuses two non-empty values, naming the parameter', () => {
    const err = apiError(() => singleValue(raw({ a: ['x', '', 'y'] }), 'a'));
    expect(err.param).toBe('a');
    expect(err.description).toBe('Invalid parameter a: given more than once');
  });
});

describe('parseParam', () => {
  it('returns defaults and undefined for absent optional parameters', () => {
    expect(parseParam({ name: 'd', type: 'int', default: 1440, description: '' }, raw({}))).toBe(1440);
    expect(parseParam({ name: 'b', type: 'boolean', default: true, description: '' }, raw({ b: '' }))).toBe(true);
    expect(parseParam({ name: 'x', type: 'long', description: '' }, raw({}))).toBeUndefined();
  });

  it('keeps string values untrimmed (secret phrases may have spaces) but trims numbers', () => {
    expect(parseParam({ name: 's', type: 'string', description: '' }, raw({ s: '  two words ' }))).toBe('  two words ');
    expect(parseParam({ name: 'n', type: 'int', description: '' }, raw({ n: ' 42 ' }))).toBe(42);
  });

  it('checks int bounds against 32 bits and the spec', () => {
    const spec: ParamSpec = { name: 'n', type: 'int', description: '' };
    expect(parseParam(spec, raw({ n: '2147483647' }))).toBe(2147483647);
    expect(parseParam(spec, raw({ n: '-2147483648' }))).toBe(-2147483648);
    expect(apiError(() => parseParam(spec, raw({ n: '2147483648' }))).description).toBe('Invalid parameter n: must be between -2147483648 and 2147483647');
    expect(apiError(() => parseParam(spec, raw({ n: '0x10' }))).param).toBe('n');
  });

  it('checks long and amount bounds exactly, without floating point', () => {
    const long: ParamSpec = { name: 'l', type: 'long', description: '' };
    expect(parseParam(long, raw({ l: '9223372036854775807' }))).toBe(9223372036854775807n);
    expect(apiError(() => parseParam(long, raw({ l: '9223372036854775808' }))).code).toBe(7);
    const amount: ParamSpec = { name: 'a', type: 'amount', min: 1n, max: 10n ** 17n, description: '' };
    expect(parseParam(amount, raw({ a: '100000000000000000' }))).toBe(10n ** 17n);
    expect(apiError(() => parseParam(amount, raw({ a: '100000000000000001' }))).description).toContain('between 1 and 100000000000000000');
    expect(apiError(() => parseParam(amount, raw({ a: '0' }))).param).toBe('a');
    expect(apiError(() => parseParam(amount, raw({ a: '-5' }))).description).toBe('Invalid parameter a: must not be negative');
  });

  it('uses the domain parsers for ids, accounts and hex, reporting their reasons', () => {
    expect(apiError(() => parseParam({ name: 'block', type: 'id', description: '' }, raw({ block: '0' }))).description)
      .toBe('Invalid parameter block: id must not be 0');
    expect(apiError(() => parseParam({ name: 'recipient', type: 'account', description: '' }, raw({ recipient: 'TOTEM-2223-2222-KB8Y-2222Z' }))).param)
      .toBe('recipient');
    expect(parseParam({ name: 'h', type: 'hex', bytes: 2, description: '' }, raw({ h: 'ABcd' }))).toEqual(new Uint8Array([0xab, 0xcd]));
    expect(apiError(() => parseParam({ name: 'h', type: 'hex', bytes: 2, description: '' }, raw({ h: 'abcdef' }))).description)
      .toBe('Invalid parameter h: must be 2 bytes (4 hex digits)');
  });

  it('collects list items from repeated and comma-separated values', () => {
    const spec: ParamSpec = { name: 'ids', type: 'idList', description: '' };
    expect(parseParam(spec, raw({ ids: ['1, 2', '3', ''] }))).toEqual([1n, 2n, 3n]);
    expect(apiError(() => parseParam({ ...spec, required: true }, raw({ ids: ' , ' }))).code).toBe(1);
  });

  it('decodes hex lists strictly: any character that is not hex, anywhere, refuses the value', () => {
    const spec: ParamSpec = { name: 'bytes', type: 'hexList', maxBytes: 4, description: '' };
    expect(parseParam(spec, raw({ bytes: ['00ff', 'ABcd01'] }))).toEqual([Uint8Array.of(0, 255), Uint8Array.of(0xab, 0xcd, 1)]);
    for (const bad of ['0', 'abc', 'zz00', '00zz', 'a0g0', '00 1', 'é0', '0x00', '+1ff']) {
      expect(apiError(() => parseParam(spec, raw({ bytes: ['00', bad] }))).description).toBe('Invalid parameter bytes: each value must be hex (an even number of digits)');
    }
    expect(apiError(() => parseParam(spec, raw({ bytes: '0011223344' }))).description).toBe('Invalid parameter bytes: each value must be at most 4 bytes');
    const hashes: ParamSpec = { name: 'h', type: 'hexList', bytes: 2, description: '' };
    expect(parseParam(hashes, raw({ h: 'abcd,0102' }))).toEqual([Uint8Array.of(0xab, 0xcd), Uint8Array.of(1, 2)]);
    for (const bad of ['abc', 'abcdef', 'abcg']) {
      expect(apiError(() => parseParam(hashes, raw({ h: bad }))).description).toBe('Invalid parameter h: each value must be 2 bytes of hex');
    }
  });

  it('enforces maxLength in characters, not bytes', () => {
    const spec: ParamSpec = { name: 's', type: 'string', maxLength: 3, description: '' };
    expect(parseParam(spec, raw({ s: 'äöü' }))).toBe('äöü');
    expect(apiError(() => parseParam(spec, raw({ s: 'äöüß' }))).param).toBe('s');
  });
});

describe('parseParams', () => {
  it('reports the first bad parameter in declaration order', () => {
    const specs: ParamSpec[] = [
      { name: 'a', type: 'int', required: true, description: '' },
      { name: 'b', type: 'int', required: true, description: '' },
    ];
    expect(apiError(() => parseParams(specs, raw({ b: 'x' }))).param).toBe('a');
    expect(parseParams(specs, raw({ a: '1', b: '2', ignored: 'z' }))).toEqual({ a: 1, b: 2 });
  });
});

describe('pages', () => {
  it('parsePage applies defaults and the cap', () => {
    expect(parsePage(raw({}), 100, false)).toEqual({ firstIndex: 0, lastIndex: 99 });
    expect(parsePage(raw({}), 100, true)).toEqual({ firstIndex: 0, lastIndex: INT_MAX });
    expect(parsePage(raw({ firstIndex: '50', lastIndex: '500' }), 100, false)).toEqual({ firstIndex: 50, lastIndex: 149 });
    expect(parsePage(raw({ firstIndex: '50', lastIndex: '149' }), 100, false)).toEqual({ firstIndex: 50, lastIndex: 149 });
  });

  it('applyPage slices inclusively and tolerates reversed bounds', () => {
    const items = [0, 1, 2, 3, 4, 5];
    expect(applyPage(items, { firstIndex: 1, lastIndex: 3 })).toEqual([1, 2, 3]);
    expect(applyPage(items, { firstIndex: 4, lastIndex: INT_MAX })).toEqual([4, 5]);
    expect(applyPage(items, { firstIndex: 3, lastIndex: 2 })).toEqual([]);
    expect(pageSize({ firstIndex: 3, lastIndex: 2 })).toBe(0);
    expect(pageSize({ firstIndex: 0, lastIndex: 99 })).toBe(100);
  });
});
