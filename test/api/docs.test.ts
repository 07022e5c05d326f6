import { describe, it, expect } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { DEFAULT_HTTP_STATUS } from '../../src/api/errors.js';

describe('docs/api-errors.md', () => {
  const doc = readFileSync(new URL('../../docs/api-errors.md', import.meta.url), 'utf8');

  it('states the default HTTP status of every error code as the code does', () => {
    const rows = [...doc.matchAll(/^\| (\d+) \| [^|]+ \| (\d{3}) \|/gm)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(Object.fromEntries(rows)).toEqual(DEFAULT_HTTP_STATUS);
  });
});
