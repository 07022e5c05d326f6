// parseGenesisFile: every field's refusals, each naming its field, and all of a file's at once.
import { describe, it, expect } from '@jest/globals';
import { GenesisFileError, parseGenesisFile } from '../../src/genesis/index.js';
import { GENESIS_DEFAULTS } from '../../src/genesis/spec.js';
import { keyPairFromSecret } from '../../src/domain/crypto.js';
import { accountIdFromPublicKey } from '../../src/domain/account-id.js';
import { encodeRS } from '../../src/domain/reed-solomon.js';
import { smallOrderEncodings } from '../../src/domain/crypto.js';
import { toHex } from '../../src/domain/hex.js';
import { MAX_ROLLBACK, ONE_COIN } from '../../src/domain/constants.js';

const alice = keyPairFromSecret('alice').publicKey;
const aliceId = accountIdFromPublicKey(alice);
const bobId = accountIdFromPublicKey(keyPairFromSecret('bob').publicKey);

function valid(): Record<string, unknown> {
  return { name: 'test-net', genesisTime: '2026-12-01T00:00:00Z', blockTime: 60, allocations: [{ publicKey: toHex(alice), amount: 1_000_000 }] };
}

/** The problems of `doc` (as JSON text unless a string), or [] when it parses. */
function issues(doc: unknown): Array<{ field: string; message: string }> {
  try {
    parseGenesisFile(typeof doc === 'string' ? doc : JSON.stringify(doc), 'g.json');
    return [];
  } catch (e) {
    expect(e).toBeInstanceOf(GenesisFileError);
    return [...(e as GenesisFileError).errors];
  }
}

function withField(field: string, value: unknown): Record<string, unknown> {
  return { ...valid(), [field]: value };
}

function without(field: string): Record<string, unknown> {
  const d = valid();
  delete d[field];
  return d;
}

/** Exactly one problem, on `field`, whose message matches. */
function expectOne(doc: unknown, field: string, message: RegExp): void {
  const found = issues(doc);
  expect(found).toHaveLength(1);
  expect(found[0]!.field).toBe(field);
  expect(found[0]!.message).toMatch(message);
}

describe('parseGenesisFile', () => {
  it('parses a minimal file with the defaults of a real network', () => {
    const spec = parseGenesisFile(JSON.stringify({ $schema: './genesis.schema.json', ...valid() }), 'g.json');
    expect(spec).toMatchObject({
      name: 'test-net',
      epochBeginningMs: Date.UTC(2026, 11, 1),
      blockTimeSeconds: 60,
      profile: 'standard',
      guaranteedBalanceConfirmations: 1440,
      minForgingBalanceMTA: 1000n * ONE_COIN,
      leasingDelay: 1440,
      minLeasingPeriod: 1440,
      totemApprovers: [],
      totemApprovalQuorum: 1,
      totemApprovalExpiry: 10_080,
      maxRollback: MAX_ROLLBACK,
    });
    expect(spec.allocations).toEqual([{ accountId: aliceId, publicKey: alice, amountMTA: 1_000_000n * ONE_COIN }]);
    expect(GENESIS_DEFAULTS.maxRollback).toBe(MAX_ROLLBACK);
  });

  it('the document: bad JSON (with line and column), not an object; a byte order mark is fine', () => {
    expect(issues('\ufeff' + JSON.stringify(valid()))).toEqual([]);
    expectOne('{\n  "name": "x",\n  oops\n}', '$', /not valid JSON.*line 3/);
    expectOne('[1, 2]', '$', /JSON object, got an array/);
  });

  it('required fields, each named', () => {
    expect(issues({}).map((i) => i.field)).toEqual(['name', 'genesisTime', 'blockTime', 'allocations']);
    for (const f of ['name', 'genesisTime', 'blockTime', 'allocations']) expectOne(without(f), f, /is required/);
  });

  it('unknown fields, with a suggestion for a slip', () => {
    expectOne({ ...valid(), blocktime: 5 }, 'blocktime', /unknown field; did you mean "blockTime"\?/);
    expectOne({ ...valid(), minForgingBalanse: 5 }, 'minForgingBalanse', /did you mean "minForgingBalance"/);
    expectOne({ ...valid(), colour: 'red' }, 'colour', /unknown field; known fields: name, genesisTime/);
    const a = { ...valid(), allocations: [{ publicKey: toHex(alice), amont: 5, amount: 1_000_000 }] };
    expectOne(a, 'allocations[0].amont', /did you mean "amount"/);
  });

  it('name: type, pattern, length, reserved', () => {
    expectOne(withField('name', 7), 'name', /1 to 32 characters.*got the number 7/);
    expectOne(withField('name', 'Test'), 'name', /a-z, 0-9/);
    expectOne(withField('name', ''), 'name', /1 to 32/);
    expectOne(withField('name', 'a'.repeat(33)), 'name', /1 to 32/);
    expect(issues(withField('name', 'a'.repeat(32)))).toEqual([]);
    expectOne(withField('name', 'mainnet'), 'name', /built-in network/);
    expectOne(withField('name', 'devnet'), 'name', /built-in network/);
  });

  it('genesisTime: format, whole seconds, real dates', () => {
    for (const bad of ['2026-12-01', '2026-12-01T00:00:00', '2026-12-01T00:00:00.000Z', '2026-12-01T00:00:00+01:00', 1764547200]) {
      expectOne(withField('genesisTime', bad), 'genesisTime', /UTC time with whole seconds/);
    }
    expectOne(withField('genesisTime', '2026-02-29T00:00:00Z'), 'genesisTime', /not a date/);
    expectOne(withField('genesisTime', '2026-12-01T24:00:00Z'), 'genesisTime', /not a date/);
    expect(parseGenesisFile(JSON.stringify(withField('genesisTime', '2028-02-29T23:59:59Z')), 'g').epochBeginningMs).toBe(Date.UTC(2028, 1, 29, 23, 59, 59));
  });

  it('blockTime: integer 1..3600', () => {
    expectOne(withField('blockTime', '60'), 'blockTime', /integer from 1 to 3600, got the string "60"/);
    expectOne(withField('blockTime', 1.5), 'blockTime', /got the fraction 1.5/);
    expectOne(withField('blockTime', 0), 'blockTime', /from 1 to 3600, got 0/);
    expectOne(withField('blockTime', 3601), 'blockTime', /got 3601/);
  });

  it('profile: standard or throughput', () => {
    expect(parseGenesisFile(JSON.stringify(withField('profile', 'throughput')), 'g').profile).toBe('throughput');
    expectOne(withField('profile', 'fast'), 'profile', /"standard", "throughput"/);
  });

  it('allocations: array, non-empty, objects', () => {
    expectOne(withField('allocations', {}), 'allocations', /array/);
    expectOne(withField('allocations', []), 'allocations', /at least one/);
    expectOne(withField('allocations', ['x']), 'allocations[0]', /must be an object/);
  });

  it('allocation account: string, checksum, numeric ids', () => {
    const rs = encodeRS(bobId);
    const typo = rs.slice(0, -1) + (rs.endsWith('2') ? '3' : '2');
    const alloc = (account: unknown) => withField('allocations', [{ publicKey: toHex(alice), amount: 1_000_000 }, { account, amount: 5 }]);
    expect(issues(alloc(rs))).toEqual([]);
    expect(issues(alloc(bobId.toString()))).toEqual([]);
    expectOne(alloc(typo), 'allocations[1].account', /checksum mismatch \(a mistyped character\?\)/);
    expectOne(alloc(Number(bobId)), 'allocations[1].account', /must be a string/);
    expectOne(alloc('TOTEM-XYZ'), 'allocations[1].account', /malformed address/);
    expectOne(alloc('0'), 'allocations[1].account', /must not be 0/);
  });

  it('allocation publicKey: hex length, a usable key, and agreement with account', () => {
    const alloc = (a: object) => withField('allocations', [{ amount: 1_000_000, ...a }]);
    expect(issues(alloc({ publicKey: toHex(alice), account: encodeRS(aliceId) }))).toEqual([]);
    expectOne(alloc({ publicKey: 'abcd' }), 'allocations[0].publicKey', /64 hex characters/);
    expectOne(alloc({ publicKey: smallOrderEncodings()[0] }), 'allocations[0].publicKey', /not a usable Ed25519 public key/);
    expectOne(alloc({ publicKey: toHex(alice), account: encodeRS(bobId) }), 'allocations[0].publicKey', new RegExp(`belongs to ${encodeRS(aliceId)}, not to the account given, ${encodeRS(bobId)}`));
    expectOne(alloc({}), 'allocations[0]', /needs "account" or "publicKey"/);
  });

  it('allocation amount: whole coins or amountMTA, exactly one, positive, in range', () => {
    const alloc = (a: object) => withField('allocations', [{ publicKey: toHex(alice), amount: 1_000_000 }, { account: bobId.toString(), ...a }]);
    expect(parseGenesisFile(JSON.stringify(alloc({ amount: '5' })), 'g').allocations[1]!.amountMTA).toBe(5n * ONE_COIN);
    expect(parseGenesisFile(JSON.stringify(alloc({ amountMTA: '150000000' })), 'g').allocations[1]!.amountMTA).toBe(150_000_000n);
    expectOne(alloc({}), 'allocations[1].amount', /is required/);
    expectOne(alloc({ amount: 5, amountMTA: 5 }), 'allocations[1]', /exactly one/);
    expectOne(alloc({ amount: 1.5 }), 'allocations[1].amount', /whole coins.*amountMTA/);
    expectOne(alloc({ amount: '1.5' }), 'allocations[1].amount', /whole coins.*amountMTA/);
    expectOne(alloc({ amount: 0 }), 'allocations[1].amount', /at least 1 coin/);
    expectOne(alloc({ amount: -5 }), 'allocations[1].amount', /positive/);
    expectOne(alloc({ amount: '1e6' }), 'allocations[1].amount', /decimal string of digits/);
    expectOne(alloc({ amount: true }), 'allocations[1].amount', /integer or a decimal string, got true/);
    expectOne(alloc({ amount: '100000000000' }), 'allocations[1].amount', /over the largest amount/);
    expectOne(alloc({ amountMTA: 0 }), 'allocations[1].amountMTA', /positive/);
    expectOne(alloc({ amountMTA: 2 ** 60 }), 'allocations[1].amountMTA', /decimal string/);
  });

  it('allocations: no account twice (by key or by id), a supply that fits, someone able to forge', () => {
    const twice = withField('allocations', [{ publicKey: toHex(alice), amount: 1_000_000 }, { account: encodeRS(aliceId), amount: 5 }]);
    expectOne(twice, 'allocations[1]', /credits .* again: allocations\[0\] already does/);
    const small = withField('allocations', [{ publicKey: toHex(alice), amount: 999 }]);
    expectOne(small, 'allocations', /none reaches minForgingBalance \(1000 coins\)/);
    const huge = withField('allocations', [{ publicKey: toHex(alice), amount: '90000000000' }, { account: bobId.toString(), amount: '90000000000' }]);
    expectOne(huge, 'allocations', /over the largest supply/);
    const tiny = { ...valid(), blockTime: 1, minForgingBalance: 1, allocations: [{ publicKey: toHex(alice), amount: 99 }] };
    expectOne(tiny, 'allocations', /too small for 1 s blocks/);
  });

  it('block-count fields: integers in range', () => {
    for (const [field, min] of [['guaranteedBalanceConfirmations', 0], ['leasingDelay', 1], ['minLeasingPeriod', 1], ['totemApprovalExpiry', 1], ['maxRollback', 1]] as const) {
      expectOne(withField(field, min - 1), field, new RegExp(`from ${min} to`));
      expectOne(withField(field, '10'), field, /must be an integer/);
      expect(issues(withField(field, min))).toEqual([]);
    }
    expectOne(withField('minLeasingPeriod', 65_536), 'minLeasingPeriod', /from 1 to 65535/);
    expectOne(withField('maxRollback', 2 ** 31), 'maxRollback', /to 2147483647/);
  });

  it('minForgingBalance: whole coins, at least 1', () => {
    expect(parseGenesisFile(JSON.stringify(withField('minForgingBalance', '10')), 'g').minForgingBalanceMTA).toBe(10n * ONE_COIN);
    expectOne(withField('minForgingBalance', 0), 'minForgingBalance', /at least 1 coin/);
    expectOne(withField('minForgingBalance', 'lots'), 'minForgingBalance', /whole coins/);
  });

  it('totemApprovers and totemApprovalQuorum', () => {
    const two = [encodeRS(aliceId), bobId.toString()];
    const spec = parseGenesisFile(JSON.stringify(withField('totemApprovers', two)), 'g');
    expect(spec.totemApprovers).toEqual([aliceId, bobId]);
    expect(spec.totemApprovalQuorum).toBe(2); // default: a majority
    expectOne(withField('totemApprovers', 'x'), 'totemApprovers', /array of accounts/);
    expectOne(withField('totemApprovers', [encodeRS(aliceId), aliceId.toString()]), 'totemApprovers[1]', /already totemApprovers\[0\]/);
    expectOne(withField('totemApprovers', ['nope']), 'totemApprovers[0]', /not an account/);
    expectOne({ ...valid(), totemApprovers: two, totemApprovalQuorum: 3 }, 'totemApprovalQuorum', /from 1 to 2, got 3/);
    expectOne({ ...valid(), totemApprovalQuorum: 2 }, 'totemApprovalQuorum', /must be 1 when totemApprovers is empty/);
    expect(issues({ ...valid(), totemApprovers: two, totemApprovalQuorum: 1 })).toEqual([]);
  });

  it('reports several problems at once, each with its field, all in the message', () => {
    const doc = { name: 'Main Net', genesisTime: 'soon', blockTime: 0, profil: 'standard', allocations: [{ account: 'TOTEM-2222-2222-2222-2222A', amount: 1.5 }, { publicKey: 'zz' }] };
    let error: GenesisFileError | undefined;
    try {
      parseGenesisFile(JSON.stringify(doc), 'my-genesis.json');
    } catch (e) {
      error = e as GenesisFileError;
    }
    expect(error).toBeInstanceOf(GenesisFileError);
    expect(error!.name).toBe('GenesisFileError');
    expect(error!.source).toBe('my-genesis.json');
    const fields = error!.errors.map((i) => i.field);
    expect(fields).toEqual(['profil', 'name', 'genesisTime', 'blockTime', 'allocations[0].account', 'allocations[0].amount', 'allocations[1].publicKey', 'allocations[1].amount']);
    expect(error!.message.split('\n')[0]).toBe('my-genesis.json: 8 problems:');
    for (const f of fields) expect(error!.message).toContain(`\n  ${f}: `);
    expect(error!.message).toContain('did you mean "profile"');
  });
});
