// docs/networks.md stays true to the parser: its example parses, and its field reference covers
// every field.
import { describe, it, expect } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parseGenesisFile } from '../../src/genesis/index.js';
import { ALLOCATION_FIELDS, GENESIS_FIELDS } from '../../src/genesis/spec.js';

const doc = readFileSync(new URL('../../docs/networks.md', import.meta.url), 'utf8');
const section = doc.slice(doc.indexOf('## The genesis file'));

describe('docs/networks.md', () => {
  it('its example genesis file parses', () => {
    const example = section.split('```json\n')[1]!.split('```')[0]!;
    expect(parseGenesisFile(example, 'docs/networks.md').allocations).toHaveLength(3);
  });

  it('the field reference names every field', () => {
    for (const field of [...GENESIS_FIELDS, ...ALLOCATION_FIELDS]) expect(section).toContain(`| \`${field}\` |`);
  });
});
