// Merchants: an account registers as a merchant (5/10) to receive currencyPayment, and
// deregisters (5/11). Registration attachment (version 1): u8 name length, UTF-8 name (1..100
// bytes, trimmed, no control characters), u16 description length, UTF-8 description (at most
// 1000 bytes) (JSON: name, description). Registering again updates the name and description and
// keeps the registration height. Deregistration has an empty attachment and needs a
// registration. Fee: 1 coin each. Payments already in blocks stay; new ones are refused.
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import type { ByteReader, ByteWriter } from '../../domain/bytes.js';
import { MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { invalidParameter, TxRejectReason } from '../../domain/errors.js';
import { emptyAttachmentCodec } from '../../domain/tx-types/empty-attachment.js';
import { msType, refuse, refuseNow } from './checks.js';
import { OWNER } from './holdings.js';
import { MERCHANTS } from './tables.js';

export const MAX_MERCHANT_NAME_BYTES = 100;
export const MAX_MERCHANT_DESCRIPTION_BYTES = 1000;

export interface MerchantAttachment extends Attachment {
  readonly name: string;
  readonly description: string;
}

const text = new TextEncoder();
const utf8 = new TextDecoder('utf-8', { fatal: true });
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a merchant's name or description is refused (undefined when fine). */
export function merchantProblem(a: { name: string; description: string }): { param: string; description: string } | undefined {
  const size = text.encode(a.name).length;
  if (size < 1 || size > MAX_MERCHANT_NAME_BYTES || a.name.trim() !== a.name || CONTROL.test(a.name) || LONE_SURROGATE.test(a.name)) {
    return { param: 'name', description: `name must be 1..${MAX_MERCHANT_NAME_BYTES} bytes of text without control characters or surrounding spaces` };
  }
  if (LONE_SURROGATE.test(a.description) || text.encode(a.description).length > MAX_MERCHANT_DESCRIPTION_BYTES) {
    return { param: 'description', description: `description must be valid text of at most ${MAX_MERCHANT_DESCRIPTION_BYTES} bytes` };
  }
  return undefined;
}

function checkVersion(version: number): void {
  if (version !== 1) throw invalidParameter(`unsupported MerchantRegistration attachment version ${version}`, 'attachment');
}

function decodeText(bytes: Uint8Array, field: string): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw invalidParameter(`${field} is not valid UTF-8`, field);
  }
}

export const merchantRegistration: TransactionType<MerchantAttachment> = Object.freeze({
  ...msType(10, 'MerchantRegistration', false),
  parseAttachment(reader: ByteReader, version: number): MerchantAttachment {
    checkVersion(version);
    const name = decodeText(reader.bytes(reader.u8()), 'name');
    return { version, name, description: decodeText(reader.bytes(reader.u16()), 'description') };
  },
  writeAttachment(writer: ByteWriter, a: MerchantAttachment): void {
    const name = text.encode(a.name);
    const description = text.encode(a.description);
    if (name.length > 255 || description.length > 0xffff) throw invalidParameter('name or description too long', 'name');
    writer.u8(name.length).bytes(name).u16(description.length).bytes(description);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): MerchantAttachment {
    checkVersion(version);
    const { name, description = '' } = json as Record<string, unknown>;
    if (typeof name !== 'string') throw invalidParameter('name must be a string', 'name');
    if (typeof description !== 'string') throw invalidParameter('description must be a string', 'description');
    return { version, name, description };
  },
  attachmentToJSON: (a: MerchantAttachment) => ({ name: a.name, description: a.description }),
  validateStateless(tx: Transaction): void {
    if (tx.amountMTA !== 0n) refuse('a merchant registration carries no amount', 'amountMTA', TxRejectReason.INVALID_AMOUNT);
    const problem = merchantProblem(attachmentOf(tx, merchantRegistration));
    if (problem) refuse(problem.description, problem.param);
  },
  validate(): void {},
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, merchantRegistration);
    const before = state.get(MERCHANTS, tx.senderId);
    state.put(MERCHANTS, tx.senderId, { name: a.name, description: a.description, height: before?.height ?? state.height });
    state.emit({ capability: OWNER, name: 'merchantRegistered', transactionId: tx.id, attributes: { account: tx.senderId, name: a.name } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});

export const merchantDeregistration: TransactionType = Object.freeze({
  ...msType(11, 'MerchantDeregistration', false),
  ...emptyAttachmentCodec('MerchantDeregistration'),
  validateStateless(tx: Transaction): void {
    if (tx.amountMTA !== 0n) refuse('a merchant deregistration carries no amount', 'amountMTA', TxRejectReason.INVALID_AMOUNT);
  },
  validate(tx: Transaction, { state }: TxValidationContext): void {
    if (state.get(MERCHANTS, tx.senderId) === undefined) refuseNow(`account ${tx.senderId} is not a registered merchant`, 'secretPhrase', TxRejectReason.INVALID_ATTACHMENT, 'NOT_REGISTERED_MERCHANT');
  },
  /** Takes the registration out of the pending state, so a second pending deregistration (or a
   * pending payment after it) is refused. */
  reserve(tx: Transaction, state: LedgerState): void {
    state.delete(MERCHANTS, tx.senderId);
  },
  apply(tx: Transaction, state: LedgerState): void {
    state.delete(MERCHANTS, tx.senderId);
    state.emit({ capability: OWNER, name: 'merchantDeregistered', transactionId: tx.id, attributes: { account: tx.senderId } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});
