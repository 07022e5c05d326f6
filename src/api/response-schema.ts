// Declared response shapes (HandlerSpec.response): a small, closed subset of JSON Schema (the
// OpenAPI 3.1 dialect), so that the document can publish them as they are and a small strict
// validator (src/api/openapi/response-validator.ts) can check real answers against them
// (test/api/response-contract.test.ts). The subset, and nothing else:
//
//   {type: 'object', properties, required?, additionalProperties}   additionalProperties is
//        always explicit: false (closed: an unlisted field is an error), true (open: capability
//        extras, attachments), or a schema every other field must match (a map)
//   {type: 'array', items}
//   {type: 'string', pattern?, enum?}          patterns are ECMA-262 ('u' flag), anchored
//   {type: 'integer' | 'number', minimum?, enum?}
//   {type: 'boolean'} | {type: 'null'}
//   {anyOf: [...]}                              nullable fields: anyOf [schema, {type: 'null'}]
//   {$ref: '#/components/schemas/<Name>'}       a shared schema (response-components.ts, or the
//                                               parameter schemas Amount and Long)
//
// plus `description` anywhere. A field listed in `required` is always present; every other
// property is optional (present only in some answers). The operation's 200 response is the
// declared schema with requestProcessingTime added (src/api/openapi/document.ts).

export type ResponseSchema =
  | { readonly $ref: string; readonly description?: string }
  | ObjectSchema
  | { readonly type: 'array'; readonly items: ResponseSchema; readonly description?: string }
  | { readonly type: 'string'; readonly pattern?: string; readonly enum?: readonly string[]; readonly description?: string }
  | { readonly type: 'integer' | 'number'; readonly minimum?: number; readonly enum?: readonly number[]; readonly description?: string }
  | { readonly type: 'boolean' | 'null'; readonly description?: string }
  | { readonly anyOf: readonly ResponseSchema[]; readonly description?: string };

export type ObjectSchema = {
  readonly type: 'object';
  readonly properties: Readonly<Record<string, ResponseSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties: boolean | ResponseSchema;
  readonly description?: string;
};

type Props = Readonly<Record<string, ResponseSchema>>;

/** An object: `required` fields always present, `optional` ones sometimes; closed unless
 * `additional` says otherwise. */
export function object(required: Props, optional: Props = {}, opts: { additional?: boolean | ResponseSchema; description?: string } = {}): ObjectSchema {
  const names = Object.keys(required);
  return {
    type: 'object',
    ...(opts.description !== undefined ? { description: opts.description } : {}),
    properties: { ...required, ...optional },
    ...(names.length > 0 ? { required: names } : {}),
    additionalProperties: opts.additional ?? false,
  };
}

/** `base` with more fields: its required ones stay required; closed or open as `base` unless
 * `additional` says otherwise. For answers that add fields to a shared object (parseTransaction's
 * Transaction, addPeer's Peer): beside a closed schema an allOf could not. */
export function extend(base: ObjectSchema, required: Props, optional: Props = {}, opts: { additional?: boolean | ResponseSchema; description?: string } = {}): ObjectSchema {
  const names = [...(base.required ?? []), ...Object.keys(required)];
  const description = opts.description ?? base.description;
  return {
    type: 'object',
    ...(description !== undefined ? { description } : {}),
    properties: { ...base.properties, ...required, ...optional },
    ...(names.length > 0 ? { required: names } : {}),
    additionalProperties: opts.additional ?? base.additionalProperties,
  };
}

/** An open object: any fields (a map of anything, a debug view's domain state). */
export const openObject = (description?: string): ObjectSchema => object({}, {}, { additional: true, ...(description !== undefined ? { description } : {}) });

export const arrayOf = (items: ResponseSchema, description?: string): ResponseSchema => ({ type: 'array', items, ...(description !== undefined ? { description } : {}) });
export const anyOf = (...schemas: ResponseSchema[]): ResponseSchema => ({ anyOf: schemas });
export const nullable = (schema: ResponseSchema): ResponseSchema => ({ anyOf: [schema, { type: 'null' }] });
export const schemaRef = (name: string): ResponseSchema => ({ $ref: `#/components/schemas/${name}` });

export const STRING: ResponseSchema = { type: 'string' };
export const INTEGER: ResponseSchema = { type: 'integer' };
export const NON_NEGATIVE: ResponseSchema = { type: 'integer', minimum: 0 };
export const NUMBER: ResponseSchema = { type: 'number' };
export const BOOLEAN: ResponseSchema = { type: 'boolean' };
export const NULL: ResponseSchema = { type: 'null' };
export const str = (description: string): ResponseSchema => ({ type: 'string', description });
export const int = (description: string, minimum?: number): ResponseSchema => ({ type: 'integer', ...(minimum !== undefined ? { minimum } : {}), description });
export const bool = (description: string): ResponseSchema => ({ type: 'boolean', description });
export const oneOfStrings = (values: readonly string[], description?: string): ResponseSchema => ({ type: 'string', enum: values, ...(description !== undefined ? { description } : {}) });

/** Lower-case hex of exactly `bytes` bytes. */
export const hexBytes = (bytes: number, description?: string): ResponseSchema => ({ type: 'string', pattern: `^[0-9a-f]{${bytes * 2}}$`, ...(description !== undefined ? { description } : {}) });

/** Names of the shared response schemas (components.schemas; defined in response-components.ts). */
export const RS = {
  id: 'UnsignedId',
  idOrZero: 'UnsignedIdOrZero',
  accountRS: 'AccountRS',
  decimal: 'Decimal',
  hex: 'LowerHex',
  amount: 'Amount',
  long: 'Long',
  transaction: 'Transaction',
  block: 'Block',
  blockWithTransactions: 'BlockWithTransactions',
  accountDetails: 'AccountDetails',
  createTransaction: 'CreateTransactionResponse',
  peer: 'Peer',
  forgingAccount: 'ForgingAccount',
  prunableMessage: 'PrunableMessage',
} as const;

/** Shorthands for references to the shared schemas. */
export const R = {
  id: schemaRef(RS.id),
  idOrZero: schemaRef(RS.idOrZero),
  accountRS: schemaRef(RS.accountRS),
  decimal: schemaRef(RS.decimal),
  hex: schemaRef(RS.hex),
  amount: schemaRef(RS.amount),
  long: schemaRef(RS.long),
  hash: hexBytes(32),
  publicKey: hexBytes(32),
  transaction: schemaRef(RS.transaction),
  block: schemaRef(RS.block),
  blockWithTransactions: schemaRef(RS.blockWithTransactions),
  accountDetails: schemaRef(RS.accountDetails),
  createTransaction: schemaRef(RS.createTransaction),
  peer: schemaRef(RS.peer),
  forgingAccount: schemaRef(RS.forgingAccount),
  prunableMessage: schemaRef(RS.prunableMessage),
} as const;
