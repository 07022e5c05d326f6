// The validator of declared responses refuses bad answers (so the contract test's passes mean
// something), refuses schemas outside the subset, and every declared response of the node's
// table is inside the subset; the document publishes declared answers with
// requestProcessingTime added, and the generic SuccessResponse for the others.
import { describe, expect, it } from '@jest/globals';
import { buildOpenApiDocument, operationPath } from '../../src/api/openapi/document.js';
import { RESPONSE_KEYWORDS, validateResponse } from '../../src/api/openapi/response-validator.js';
import { RESPONSE_COMPONENTS } from '../../src/api/response-components.js';
import { R, anyOf, nullable, object } from '../../src/api/response-schema.js';
import { nodeHandlerTable } from '../../src/node.js';

const table = nodeHandlerTable();
const doc = buildOpenApiDocument(table);
const opts = { schemas: doc.components.schemas };
const check = (value: unknown, schema: unknown) => validateResponse(value, schema, opts);

/** A real Transaction object (a confirmed payment, as getTransaction answered it). */
const TX = {
  type: 0, subtype: 0, chain: 1, phased: false, timestamp: 1000, deadline: 1440,
  senderPublicKey: 'dfa099c7c1d9d956a071274938468165315659a0e772767b9e17e17b4f5fac18',
  sender: '9762220430257689750', senderRS: 'TOTEM-676Q-SB4B-BQM6-AZLYG',
  recipient: '324108284733315098', recipientRS: 'TOTEM-NQ2U-SL86-L9EV-2QVZA',
  amountMTA: '500000000000', feeMTA: '100000000',
  signature: '776c96f28d2cf8b411535024fb2e4a2bacefe67f1af6b8e0e805c5a7b191f068348f5161fdf64303995ee6adac4504aa1476b840cffe4fe9e9bef196fa4bb001',
  signatureHash: '959bfd9060d65d0da7899b7937d44837971cea53bd0496d01fba02f0f45f7b20',
  fullHash: 'c8933839f4d2d1acd1e2078f482fe18c5221050eb7660ebeed475735924e124a',
  transaction: '12452966391029994440',
  height: 1, confirmations: 0, block: '8780646003554773096', blockTimestamp: 1000, transactionIndex: 0,
  version: 3, ecBlockId: '5924125100754869484', ecBlockHeight: 0,
  attachment: { 'version.OrdinaryPayment': 0 },
};
const without = (o: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));

describe('the response validator', () => {
  it('accepts a real answer, and one without its optional fields', () => {
    expect(check(TX, R.transaction)).toEqual([]);
    const unconfirmed = ['height', 'confirmations', 'block', 'blockTimestamp', 'transactionIndex', 'recipient', 'recipientRS'].reduce(without, TX);
    expect(check(unconfirmed, R.transaction)).toEqual([]);
  });

  it('refuses a missing required field', () => {
    expect(check(without(TX, 'senderRS'), R.transaction)).toEqual(['$: required field senderRS is missing']);
    const getTime = (doc.paths[operationPath('getTime')]!['get']!['responses'] as any)['200'].content['application/json'].schema;
    expect(check({ requestProcessingTime: 1 }, getTime)).toEqual(['$: required field time is missing']);
    expect(check({ time: 5 }, getTime)).toEqual(['$: required field requestProcessingTime is missing']);
  });

  it('refuses a number where a string is required (ids and amounts are decimal strings)', () => {
    expect(check({ ...TX, amountMTA: 500000000000 }, R.transaction)).toEqual(['$.amountMTA: expected string, got number 500000000000']);
    expect(check({ ...TX, transaction: 12452966391029994440 }, R.transaction)).toEqual([expect.stringMatching(/^\$\.transaction: expected string, got number/)]);
  });

  it('refuses wrong types, patterns, enums and minimums', () => {
    expect(check({ ...TX, height: 1.5 }, R.transaction)).toEqual(['$.height: expected integer, got number 1.5']);
    expect(check({ ...TX, height: '1' }, R.transaction)).toEqual(['$.height: expected integer, got string "1"']);
    expect(check({ ...TX, phased: 'false' }, R.transaction)).toHaveLength(1);
    expect(check({ ...TX, fullHash: TX.fullHash.toUpperCase() }, R.transaction)).toEqual([expect.stringMatching(/^\$\.fullHash: .* does not match/)]);
    expect(check({ ...TX, transaction: '0' }, R.transaction)).toEqual([expect.stringMatching(/^\$\.transaction: "0" does not match/)]);
    expect(check({ ...TX, amountMTA: '-1' }, R.transaction)).toHaveLength(1);
    expect(check({ ...TX, senderRS: 'totem-676q-sb4b-bqm6-azlyg' }, R.transaction)).toHaveLength(1);
    expect(check({ ...TX, chain: 2 }, R.transaction)).toEqual(['$.chain: 2 is not one of [1]']);
    expect(check({ ...TX, height: -1 }, R.transaction)).toEqual(['$.height: -1 is below the minimum 0']);
    expect(check([TX], R.transaction)).toEqual([expect.stringMatching(/^\$: expected object, got array/)]);
  });

  it('refuses unknown fields unless the schema says additionalProperties', () => {
    expect(check({ ...TX, surprise: 1 }, R.transaction)).toEqual(['$.surprise: field not in the schema (additionalProperties is false)']);
    // The attachment is open (each type has its own fields); getAccount is open to capability extras.
    expect(check({ ...TX, attachment: { 'version.OrdinaryPayment': 0, anything: [1] } }, R.transaction)).toEqual([]);
    const account = { account: '1', accountRS: 'TOTEM-2222-2222-2222-22222', balanceMTA: '0', balanceFQT: '0', unconfirmedBalanceMTA: '-5', forgedBalanceMTA: '0', creationHeight: 0 };
    expect(check({ ...account, totemBalances: [] }, R.accountDetails)).toEqual([]);
    // A map: every other field must fit the additionalProperties schema.
    const map = object({}, {}, { additional: R.id });
    expect(check({ a: '1', b: '2' }, map)).toEqual([]);
    expect(check({ a: '1', b: 2 }, map)).toEqual(['$.b: expected string, got number 2']);
  });

  it('checks every element of a list, and nested objects, naming the path', () => {
    const block = { blocks: [{ transactions: [TX, without(TX, 'sender')] }] };
    const schema = object({ blocks: { type: 'array', items: object({ transactions: { type: 'array', items: R.transaction } }) } });
    expect(check(block, schema)).toEqual(['$.blocks[0].transactions[1]: required field sender is missing']);
  });

  it('anyOf and nullable: fits one alternative, else names the closest failure', () => {
    const either = anyOf(object({ foundAndStopped: { type: 'boolean' } }), object({ stopped: { type: 'integer' } }));
    expect(check({ foundAndStopped: true }, either)).toEqual([]);
    expect(check({ stopped: 3 }, either)).toEqual([]);
    expect(check({ stopped: '3' }, either)).toEqual([expect.stringContaining('matches none of 2 alternatives; the closest fails with: $.stopped: expected integer')]);
    expect(check(null, nullable(R.id))).toEqual([]);
    expect(check(undefined, nullable(R.id))).toHaveLength(1);
  });

  it('refuses schemas outside the subset rather than ignoring what it does not know', () => {
    expect(() => check('x', { type: 'string', format: 'date-time' })).toThrow(/keyword format is outside the response subset/);
    expect(() => check({}, { oneOf: [] })).toThrow(/keyword oneOf/);
    expect(() => check({}, { type: 'object', properties: {} })).toThrow(/must say additionalProperties/);
    expect(() => check({}, { $ref: '#/components/schemas/Nowhere' })).toThrow(/resolves to nothing/);
    expect(() => check([], { type: 'array' })).toThrow(/needs items/);
  });
});

/** Every schema object under `schema` (by the subset's keywords). */
function walk(schema: unknown, path: string, visit: (s: Record<string, unknown>, path: string) => void): void {
  if (typeof schema !== 'object' || schema === null) return;
  const s = schema as Record<string, unknown>;
  visit(s, path);
  for (const [name, p] of Object.entries((s['properties'] ?? {}) as Record<string, unknown>)) walk(p, `${path}.${name}`, visit);
  if (s['items'] !== undefined) walk(s['items'], `${path}[]`, visit);
  if (typeof s['additionalProperties'] === 'object') walk(s['additionalProperties'], `${path}.*`, visit);
  for (const [i, b] of ((s['anyOf'] ?? []) as unknown[]).entries()) walk(b, `${path}|${i}`, visit);
}

describe('the declared responses of the node', () => {
  const declared = Object.values(table).filter((s) => s.response !== undefined);

  it('stay inside the subset, objects saying additionalProperties, refs resolving', () => {
    const problems: string[] = [];
    const roots: Array<[string, unknown]> = [...Object.entries(RESPONSE_COMPONENTS), ...declared.map((s): [string, unknown] => [s.requestType, s.response])];
    for (const [name, root] of roots) {
      walk(root, name, (s, path) => {
        for (const key of Object.keys(s)) if (!RESPONSE_KEYWORDS.has(key)) problems.push(`${path}: ${key}`);
        if (s['type'] === 'object' && s['additionalProperties'] === undefined) problems.push(`${path}: no additionalProperties`);
        if (typeof s['$ref'] === 'string' && doc.components.schemas[(s['$ref'] as string).split('/').pop()!] === undefined) problems.push(`${path}: dangling ${String(s['$ref'])}`);
        if (typeof s['pattern'] === 'string' && !/^\^.*\$$/.test(s['pattern'] as string)) problems.push(`${path}: unanchored pattern`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('are published with requestProcessingTime required, on GET and POST alike', () => {
    for (const spec of declared) {
      const item = doc.paths[operationPath(spec.requestType)]!;
      for (const op of Object.values(item)) {
        const schema = (op['responses'] as any)['200'].content['application/json'].schema;
        const alternatives = schema.anyOf ?? [schema];
        for (const alt of alternatives) expect([spec.requestType, alt.required]).toEqual([spec.requestType, expect.arrayContaining(['requestProcessingTime'])]);
        expect(check({ requestProcessingTime: 'slow' }, schema)).not.toEqual([]);
      }
    }
    // An operation without a declaration keeps the generic answer (every operation of the node
    // declares one now: one is stripped of it here).
    const { response: _declared, ...undeclared } = table['getTime']!;
    const plain = buildOpenApiDocument({ getTime: undeclared });
    expect((plain.paths[operationPath('getTime')]!['post']!['responses'] as any)['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/SuccessResponse' });
  });
});
