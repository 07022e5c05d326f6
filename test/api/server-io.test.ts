import { describe, expect, it } from '@jest/globals';
import { withProcessingTime } from '../../src/api/server-io.js';
import { toJson } from '../../src/api/json.js';

/** What writeJson sent before: the member added to the body, then the body stringified. */
function assigned(body: Record<string, unknown>, ms: number): string {
  const copy = { ...body };
  copy['requestProcessingTime'] = ms;
  return toJson(copy);
}

describe('withProcessingTime: the answer text with requestProcessingTime last', () => {
  it('gives the very text of adding the member and stringifying', () => {
    const bodies: Array<Record<string, unknown>> = [
      {},
      { account: '1', accountRS: 'TOTEM-AAAA-BBBB-CCCC-DDDDD', balanceMTA: '5' },
      { id: 7n, bytes: Uint8Array.of(1, 2, 255), nested: { list: [1n, 'x'] } },
      { 3: 'an integer key', name: 'comes after it' },
      { text: 'quotes " and \\u2028 and }' },
    ];
    for (const body of bodies) expect(withProcessingTime(body, 12)).toBe(assigned(body, 12));
  });

  it('keeps the place of a member of that name already in the body', () => {
    const body = { requestProcessingTime: 0, after: 'x' };
    expect(withProcessingTime(body, 3)).toBe('{"requestProcessingTime":3,"after":"x"}');
  });

  it("lets a body's own toJSON decide, as stringifying it always did", () => {
    const body = { toJSON: () => ({ replaced: true }) };
    expect(withProcessingTime(body, 4)).toBe('{"replaced":true}');
  });

  it('parses back to the body plus the member', () => {
    const text = withProcessingTime({ a: 1, b: [true, null] }, 9);
    expect(JSON.parse(text)).toEqual({ a: 1, b: [true, null], requestProcessingTime: 9 });
  });
});
