// The patterns of the document's shared schemas agree with the server's parsers (params.ts):
// every sample the pattern accepts, the parser accepts, and the malformed ones both refuse.
import { describe, expect, it } from '@jest/globals';
import { ACCOUNT_PATTERN, AMOUNT_PATTERN, HEX_PATTERN, ID_PATTERN, LONG_PATTERN } from '../../src/api/openapi/schemas.js';
import { parseAccountText, parseAmountText, parseHexText, parseIdText, parseLongText } from '../../src/api/params.js';
import { encodeRS } from '../../src/domain/reed-solomon.js';

const accepts = (parse: (text: string) => unknown) => (text: string): boolean => {
  try {
    parse(text);
    return true;
  } catch {
    return false;
  }
};

/** Each sample: the pattern's verdict must be the parser's. */
function agree(pattern: string, parse: (text: string) => unknown, samples: readonly string[]): Array<[string, boolean, boolean]> {
  const re = new RegExp(pattern, 'u');
  const parser = accepts(parse);
  return samples.map((s) => [s, re.test(s), parser(s)] as [string, boolean, boolean]).filter(([, byPattern, byParser]) => byPattern !== byParser);
}

describe('parameter schemas', () => {
  it('Id: unsigned decimal (or the negative signed form), never 0', () => {
    const samples = ['1', '15178398546493452154', '18446744073709551615', '-1', '-9223372036854775808', '0', '-0', '000', '', 'abc', '1.5', '+1', '1e5', '0x10'];
    expect(agree(ID_PATTERN, (t) => parseIdText('id', t), samples)).toEqual([]);
    // The parser trims blanks; the pattern gives the canonical form a client should send.
    expect(agree(ID_PATTERN, (t) => parseIdText('id', t), [' 1'])).toEqual([[' 1', false, true]]);
  });

  it('Account: a numeric id or an RS address, any case, prefix optional', () => {
    const rs = encodeRS(15178398546493452154n);
    const body = rs.slice(rs.indexOf('-') + 1);
    const broken = rs.slice(0, -1) + (rs.endsWith('2') ? '3' : '2');
    const samples = [rs, rs.toLowerCase(), body, '1', '15178398546493452154', '0', rs.replace(/-/g, ''), 'XYZ-' + body, `${rs}-`, '', 'TOTEM'];
    expect(agree(ACCOUNT_PATTERN, (t) => parseAccountText('account', t), samples)).toEqual([]);
    // A bad checksum passes the pattern but not the parser: the pattern checks the shape only.
    expect(new RegExp(ACCOUNT_PATTERN, 'u').test(broken)).toBe(true);
    expect(accepts((t) => parseAccountText('account', t))(broken)).toBe(false);
  });

  it('Amount and Long: decimal strings within 64 bits', () => {
    const amounts = ['0', '1', '100000000', '9223372036854775807', '-1', '1.0', '', 'ten', '1 000'];
    expect(agree(AMOUNT_PATTERN, (t) => parseAmountText('a', t), amounts)).toEqual([]);
    const longs = ['0', '-1', '9223372036854775807', '-9223372036854775808', '1.5', '', '--1', 'x'];
    expect(agree(LONG_PATTERN, (t) => parseLongText('l', t), longs)).toEqual([]);
    // Nineteen digits can exceed 2^63-1: the description states the range the pattern cannot.
    expect(new RegExp(AMOUNT_PATTERN).test('9999999999999999999')).toBe(true);
    expect(accepts((t) => parseAmountText('a', t))('9999999999999999999')).toBe(false);
  });

  it('Hex: pairs of hex digits in either case', () => {
    // The empty value counts as absent in a request; as text it is zero bytes.
    const samples = ['', '00', 'ff', 'FF', 'a1B2', 'abc', 'zz', '0x00'];
    expect(agree(HEX_PATTERN, (t) => parseHexText('h', t), samples)).toEqual([]);
  });
});
