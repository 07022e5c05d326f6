// JSON Schemas (OpenAPI 3.1 dialect) for the parameter types of the handler table, faithful to
// what params.ts accepts. Values travel as text (query string, form fields), so ids, amounts and
// longs are decimal strings with patterns: a 64-bit value does not fit a JSON number, and a
// client that sent one would lose digits. The patterns describe the canonical form a client
// should send (params.ts is a little more lenient: it trims blanks and accepts a leading '+');
// test/openapi/schemas.test.ts checks them against the parsers.
import { ACCOUNT_RS_PREFIX } from '../../domain/constants.js';
import { encodeRS } from '../../domain/reed-solomon.js';
import { isSecretFieldName } from '../../log/redact.js';
import { INT_MAX, INT_MIN, LONG_MAX, LONG_MIN } from '../params.js';
import type { ParamSpec } from '../types.js';

/** A JSON Schema object (the OpenAPI 3.1 dialect); kept loose, the document is plain JSON. */
export type JsonSchema = { readonly [key: string]: unknown };

/** The Reed-Solomon alphabet (reed-solomon.ts), both cases: addresses are read case-insensitively. */
const RS_CHAR = '[2-9A-HJ-NP-Za-hj-np-z]';
const RS_PREFIX = [...ACCOUNT_RS_PREFIX].map((c) => `[${c.toUpperCase()}${c.toLowerCase()}]`).join('');
const RS_BODY = `${RS_CHAR}{4}-${RS_CHAR}{4}-${RS_CHAR}{4}-${RS_CHAR}{5}`;

/** An unsigned 64-bit id in decimal, not 0; the negative signed form of the same bits (Nxt's
 * habit) is accepted too. The lookahead refuses 0 (and -0). */
export const ID_PATTERN = '^(?!-?0+$)(?:[0-9]{1,20}|-[0-9]{1,19})$';
/** A numeric account id, or an RS address with or without its prefix. */
export const ACCOUNT_PATTERN = `^(?:(?!-?0+$)(?:[0-9]{1,20}|-[0-9]{1,19})|(?:${RS_PREFIX}-)?${RS_BODY})$`;
export const AMOUNT_PATTERN = '^[0-9]{1,19}$';
export const LONG_PATTERN = '^-?[0-9]{1,19}$';
export const HEX_PATTERN = '^(?:[0-9a-fA-F]{2})*$';

/** Names of the shared schemas under components.schemas. */
export const SCHEMA = {
  id: 'Id',
  account: 'Account',
  amount: 'Amount',
  long: 'Long',
  hex: 'Hex',
  error: 'ErrorResponse',
  success: 'SuccessResponse',
} as const;

/** The example id of the Id and Account schemas (any valid one would do). */
const EXAMPLE_ID = 15178398546493452154n;

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** The shared schemas every operation refers to. */
export function sharedSchemas(): Record<string, JsonSchema> {
  return {
    [SCHEMA.id]: {
      type: 'string',
      pattern: ID_PATTERN,
      description: 'An unsigned 64-bit id in decimal (1 to 18446744073709551615); the negative signed form of the same 64 bits is accepted too. Sent as a string: JSON numbers lose digits above 2^53.',
      examples: [EXAMPLE_ID.toString()],
    },
    [SCHEMA.account]: {
      type: 'string',
      pattern: ACCOUNT_PATTERN,
      description: `An account: its numeric id (as Id) or its Reed-Solomon address ${ACCOUNT_RS_PREFIX}-XXXX-XXXX-XXXX-XXXXX (case-insensitive; the prefix may be left out).`,
      examples: [encodeRS(EXAMPLE_ID), EXAMPLE_ID.toString()],
    },
    [SCHEMA.amount]: {
      type: 'string',
      pattern: AMOUNT_PATTERN,
      description: 'A non-negative whole number of base units in decimal (MTA for coins: 1 coin = 10^8 MTA), at most 2^63-1. Sent as a string.',
      examples: ['100000000'],
    },
    [SCHEMA.long]: {
      type: 'string',
      pattern: LONG_PATTERN,
      description: `A signed 64-bit integer in decimal (${LONG_MIN} to ${LONG_MAX}). Sent as a string.`,
    },
    [SCHEMA.hex]: {
      type: 'string',
      pattern: HEX_PATTERN,
      description: 'Bytes as hexadecimal, two digits per byte (either case).',
    },
    [SCHEMA.error]: {
      type: 'object',
      description: 'Every error answer (docs/api-errors.md). `error` names the parameter at fault, when one is.',
      required: ['errorCode', 'errorDescription', 'requestProcessingTime'],
      properties: {
        errorCode: { type: 'integer', enum: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 40, 50], description: 'The error table of docs/api-errors.md.' },
        errorDescription: { type: 'string' },
        error: { type: 'string', description: 'The parameter at fault.' },
        errorName: {
          type: 'string',
          pattern: '^[A-Z][A-Z_]*$',
          description: 'The name of the error when it has one: the spec\'s named errors (NOT_CURRENCY_ISSUER, NOT_ENOUGH_CURRENCY, NOT_REGISTERED_MERCHANT, UNKNOWN_CURRENCY) and those a capability documents (docs/api-errors.md, "Named errors").',
        },
        requestProcessingTime: { type: 'integer', description: 'Milliseconds the node spent on the request.' },
      },
      additionalProperties: false,
    },
    [SCHEMA.success]: {
      type: 'object',
      description: 'A successful answer of an operation that declares no response schema: the fields the operation\'s description names, plus requestProcessingTime. Ids and amounts are decimal strings, bytes are lower-case hex; a success never carries errorCode.',
      required: ['requestProcessingTime'],
      properties: {
        requestProcessingTime: { type: 'integer', description: 'Milliseconds the node spent on the request.' },
      },
      additionalProperties: true,
    },
  };
}

/** Extras any parameter schema may carry: its default, and the marks of a secret. */
function decorate(p: ParamSpec, schema: Record<string, unknown>): JsonSchema {
  if ('default' in p && p.default !== undefined) {
    schema['default'] = typeof p.default === 'bigint' ? p.default.toString() : p.default;
  }
  if (isSecret(p)) {
    // Rendered masked by tools; the value must travel in a POST body, never in a URL.
    schema['format'] = 'password';
    schema['writeOnly'] = true;
  }
  return schema;
}

export function isSecret(p: Pick<ParamSpec, 'name' | 'secret'>): boolean {
  return p.secret === true || isSecretFieldName(p.name);
}

/** A $ref with sibling keywords (allowed in 3.1) when the parameter narrows the shared type. */
function refWith(name: string, extra: Record<string, unknown>): Record<string, unknown> {
  return Object.keys(extra).length === 0 ? { ...ref(name) } : { ...ref(name), ...extra };
}

/** Decimal-string bounds cannot be JSON Schema numbers: they go in x-minimum / x-maximum. */
function bigintBounds(min: bigint | undefined, max: bigint | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (min !== undefined) out['x-minimum'] = min.toString();
  if (max !== undefined) out['x-maximum'] = max.toString();
  return out;
}

/** The schema of one parameter's value. */
export function paramSchema(p: ParamSpec): JsonSchema {
  switch (p.type) {
    case 'string': {
      // Empty counts as absent, so a required string needs at least one character.
      const s: Record<string, unknown> = { type: 'string' };
      if (p.required === true) s['minLength'] = 1;
      if (p.maxLength !== undefined) s['maxLength'] = p.maxLength;
      return decorate(p, s);
    }
    case 'int':
      return decorate(p, {
        type: 'integer',
        format: 'int32',
        minimum: Math.max(p.min ?? INT_MIN, INT_MIN),
        maximum: Math.min(p.max ?? INT_MAX, INT_MAX),
      });
    case 'long':
      return decorate(p, refWith(SCHEMA.long, bigintBounds(p.min, p.max)));
    case 'amount':
      return decorate(p, refWith(SCHEMA.amount, bigintBounds(p.min, p.max)));
    case 'id':
      return decorate(p, refWith(SCHEMA.id, {}));
    case 'account':
      return decorate(p, refWith(SCHEMA.account, {}));
    case 'boolean':
      return decorate(p, { type: 'boolean' });
    case 'hex': {
      const s: Record<string, unknown> = {};
      if (p.bytes !== undefined) {
        s['minLength'] = p.bytes * 2;
        s['maxLength'] = p.bytes * 2;
      } else if (p.maxBytes !== undefined) s['maxLength'] = p.maxBytes * 2;
      return decorate(p, refWith(SCHEMA.hex, s));
    }
    case 'accountList':
    case 'idList': {
      // Repeated parameters and/or comma-separated values; the schema gives the repeated form.
      const s: Record<string, unknown> = { type: 'array', items: ref(p.type === 'accountList' ? SCHEMA.account : SCHEMA.id), minItems: 1 };
      if (p.maxItems !== undefined) s['maxItems'] = p.maxItems;
      return decorate(p, s);
    }
    case 'hexList': {
      const length = p.bytes !== undefined ? { minLength: p.bytes * 2, maxLength: p.bytes * 2 } : { minLength: 2, ...(p.maxBytes !== undefined ? { maxLength: p.maxBytes * 2 } : {}) };
      const s: Record<string, unknown> = { type: 'array', items: refWith(SCHEMA.hex, length), minItems: 1 };
      if (p.maxItems !== undefined) s['maxItems'] = p.maxItems;
      return decorate(p, s);
    }
    case 'file': {
      // In a form or query string the value is text (taken as UTF-8 bytes); in multipart it is a
      // part of any content (the requestBody's `encoding` says so).
      const s: Record<string, unknown> = { type: 'string' };
      if (p.maxBytes !== undefined) s['x-maxBytes'] = p.maxBytes;
      return decorate(p, s);
    }
    case 'enum':
      return decorate(p, { type: 'string', enum: [...p.values] });
  }
}

/** How the description of a parameter ends: what the schema cannot say by itself. */
export function paramNotes(p: ParamSpec): string {
  const notes: string[] = [];
  if (p.type === 'enum') notes.push('Matched case-insensitively.');
  if ((p.type === 'long' || p.type === 'amount') && (p.min !== undefined || p.max !== undefined)) {
    notes.push(`Range ${p.min ?? (p.type === 'amount' ? 0n : LONG_MIN)} to ${p.max ?? LONG_MAX}.`);
  }
  if (p.type === 'accountList' || p.type === 'idList' || p.type === 'hexList') notes.push('Repeat the parameter, or give comma-separated values.');
  if (p.type === 'file') notes.push(`A multipart part (any content)${p.maxBytes !== undefined ? ` of at most ${p.maxBytes} bytes` : ''}, or a plain field taken as UTF-8 text.`);
  if (isSecret(p)) notes.push('Secret: send it in a POST body, never in a URL.');
  return notes.length === 0 ? p.description : `${p.description} ${notes.join(' ')}`;
}
