// docs/genesis.schema.json read by a JSON Schema validator nobody here wrote (Ajv, draft
// 2020-12, its default strict mode): the schema compiles, a file `genesis create` writes is
// valid, and files the node refuses for a reason a schema can say (a missing or unknown field, a
// wrong type, a value out of range, a bad name or address shape) are invalid to the schema too.
import { describe, it, expect } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { keyPairFromSecret } from '../../src/domain/crypto.js';
import { GenesisFileError, genesisFileText, parseGenesisFile } from '../../src/genesis/index.js';

const schema = JSON.parse(readFileSync(new URL('../../docs/genesis.schema.json', import.meta.url), 'utf8'));
// Ajv's default strict mode: unknown keywords and formats in the schema are refused.
const validate = new Ajv2020({ allErrors: true }).compile(schema);

const written = genesisFileText({
  name: 'harbour',
  genesisTime: '2026-12-01T00:00:00Z',
  blockTime: 60,
  allocations: [
    { publicKey: keyPairFromSecret('ana').publicKey, coins: 400_000_000n },
    { publicKey: keyPairFromSecret('ben').publicKey, coins: 300_000_000n },
  ],
});

function refusedByParser(doc: unknown): boolean {
  try {
    parseGenesisFile(JSON.stringify(doc), 'case.json');
    return false;
  } catch (error) {
    return error instanceof GenesisFileError;
  }
}

describe('docs/genesis.schema.json under Ajv (draft 2020-12)', () => {
  it('accepts what genesis create writes, and so does the parser', () => {
    const doc = JSON.parse(written);
    expect(validate(doc)).toBe(true);
    expect(refusedByParser(doc)).toBe(false);
  });

  const base = JSON.parse(written) as Record<string, unknown>;
  const cases: Array<[string, Record<string, unknown>]> = [
    ['a missing name', (({ name: _n, ...rest }) => rest)(base)],
    ['an unknown field', { ...base, blocktime: 5 }],
    ['a name with capitals', { ...base, name: 'Harbour' }],
    ['a block time of 0', { ...base, blockTime: 0 }],
    ['a block time as a string', { ...base, blockTime: '60' }],
    ['a genesis time with milliseconds', { ...base, genesisTime: '2026-12-01T00:00:00.500Z' }],
    ['no allocations', { ...base, allocations: [] }],
    ['an allocation with an unknown field', { ...base, allocations: [{ account: '123', amount: 1000, memo: 'x' }] }],
    ['an account that is not an id or an address', { ...base, allocations: [{ account: 'alice', amount: 1000 }] }],
    ['a profile that does not exist', { ...base, profile: 'fast' }],
  ];
  it.each(cases)('refuses %s, as the parser does', (_what, doc) => {
    expect(validate(doc)).toBe(false);
    expect(refusedByParser(doc)).toBe(true);
  });
});
