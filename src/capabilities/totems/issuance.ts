// Totem issuance (type 2, subtype 0). The totem's id is the transaction's id and the issuer
// receives the whole quantity.
//
// Attachment (version 1): u8 name length, ASCII name, u16 description length, UTF-8
// description, u64 quantityQNT, u8 decimals (JSON: name, description, quantityQNT, decimals).
// Rules: name 3..10 letters and digits (names are not unique: the id is what identifies a
// totem, and approval is what vouches for one); description at most 1000 bytes; decimals 0..8;
// quantity 1..10^17 QNT; no recipient, no amount.
// Fee: 1000 coins; a singleton (quantity 1, decimals 0, description at most 160 bytes) pays
// 1 coin plus 1 coin per started 32 bytes of description beyond the first 32.
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import { aeType } from './checks.js';
import { attachmentOf, type TransactionType } from '../../domain/tx-types/registry.js';
import type { ByteReader, ByteWriter } from '../../domain/bytes.js';
import { ONE_COIN } from '../../domain/constants.js';
import { invalidParameter, TransactionRejectedError, TxRejectReason } from '../../domain/errors.js';
import { TOTEMS } from './tables.js';
import { adjustHolding, OWNER } from './holdings.js';

export const MIN_NAME_LENGTH = 3;
export const MAX_NAME_LENGTH = 10;
export const MAX_DESCRIPTION_BYTES = 1000;
export const MAX_DECIMALS = 8;
/** 10^17 QNT, Nxt's maximum asset quantity. */
export const MAX_QUANTITY_QNT = 10n ** 17n;
export const ISSUANCE_FEE_MTA = 1000n * ONE_COIN;
export const SINGLETON_MAX_DESCRIPTION_BYTES = 160;

export interface IssuanceAttachment extends Attachment {
  readonly name: string;
  readonly description: string;
  readonly quantityQNT: bigint;
  readonly decimals: number;
}

const text = new TextEncoder();
const utf8 = new TextDecoder('utf-8', { fatal: true });
const NAME = /^[A-Za-z0-9]+$/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function readText(bytes: Uint8Array, field: string): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw invalidParameter(`${field} is not valid UTF-8`, field);
  }
}

function checkVersion(version: number): void {
  if (version !== 1) throw invalidParameter(`unsupported TotemIssuance attachment version ${version}`, 'attachment');
}

function refuse(description: string, param: string): never {
  throw new TransactionRejectedError(TxRejectReason.INVALID_ATTACHMENT, description, param);
}

/** Why an issuance is refused anywhere (undefined when it is fine): the API asks it first. */
export function issuanceProblem(a: Pick<IssuanceAttachment, 'name' | 'description' | 'quantityQNT' | 'decimals'>): { param: string; description: string } | undefined {
  if (a.name.length < MIN_NAME_LENGTH || a.name.length > MAX_NAME_LENGTH || !NAME.test(a.name)) {
    return { param: 'name', description: `name must be ${MIN_NAME_LENGTH}..${MAX_NAME_LENGTH} letters and digits` };
  }
  if (LONE_SURROGATE.test(a.description) || text.encode(a.description).length > MAX_DESCRIPTION_BYTES) {
    return { param: 'description', description: `description must be valid text of at most ${MAX_DESCRIPTION_BYTES} bytes` };
  }
  if (!Number.isInteger(a.decimals) || a.decimals < 0 || a.decimals > MAX_DECIMALS) return { param: 'decimals', description: `decimals must be 0..${MAX_DECIMALS}` };
  if (a.quantityQNT < 1n || a.quantityQNT > MAX_QUANTITY_QNT) return { param: 'quantityQNT', description: `quantityQNT must be 1..${MAX_QUANTITY_QNT}` };
  return undefined;
}

export function isSingleton(a: Pick<IssuanceAttachment, 'description' | 'quantityQNT' | 'decimals'>): boolean {
  return a.quantityQNT === 1n && a.decimals === 0 && text.encode(a.description).length <= SINGLETON_MAX_DESCRIPTION_BYTES;
}

export function issuanceFeeMTA(a: Pick<IssuanceAttachment, 'description' | 'quantityQNT' | 'decimals'>): bigint {
  if (!isSingleton(a)) return ISSUANCE_FEE_MTA;
  const size = text.encode(a.description).length;
  return ONE_COIN + (size <= 32 ? 0n : BigInt(Math.floor((size - 1) / 32))) * ONE_COIN;
}

export const totemIssuance: TransactionType<IssuanceAttachment> = Object.freeze({
  ...aeType(0, 'TotemIssuance', false),

  parseAttachment(reader: ByteReader, version: number): IssuanceAttachment {
    checkVersion(version);
    const name = readText(reader.bytes(reader.u8()), 'name');
    const description = readText(reader.bytes(reader.u16()), 'description');
    return { version, name, description, quantityQNT: reader.u64(), decimals: reader.u8() };
  },
  writeAttachment(writer: ByteWriter, a: IssuanceAttachment): void {
    const name = text.encode(a.name);
    const description = text.encode(a.description);
    if (name.length > 255 || description.length > 0xffff) throw invalidParameter('name or description too long', 'name');
    writer.u8(name.length).bytes(name).u16(description.length).bytes(description).u64(a.quantityQNT).u8(a.decimals);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): IssuanceAttachment {
    checkVersion(version);
    const { name, description = '', quantityQNT, decimals } = json as Record<string, unknown>;
    if (typeof name !== 'string') throw invalidParameter('name must be a string', 'name');
    if (typeof description !== 'string') throw invalidParameter('description must be a string', 'description');
    if (typeof quantityQNT !== 'string' || !/^[0-9]{1,19}$/.test(quantityQNT)) throw invalidParameter('quantityQNT must be a decimal string', 'quantityQNT');
    if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) throw invalidParameter('decimals must be an integer', 'decimals');
    return { version, name, description, quantityQNT: BigInt(quantityQNT), decimals };
  },
  attachmentToJSON(a: IssuanceAttachment): Record<string, unknown> {
    return { name: a.name, description: a.description, quantityQNT: a.quantityQNT.toString(), decimals: a.decimals };
  },

  validateStateless(tx: Transaction): void {
    const a = attachmentOf(tx, totemIssuance);
    const problem = issuanceProblem(a);
    if (problem) refuse(problem.description, problem.param);
    if (tx.amountMTA !== 0n) throw new TransactionRejectedError(TxRejectReason.INVALID_AMOUNT, 'an issuance carries no amount', 'amountMTA');
  },
  validate(): void {},
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, totemIssuance);
    state.put(TOTEMS, tx.id, {
      issuer: tx.senderId,
      name: a.name,
      description: a.description,
      decimals: a.decimals,
      initialQuantity: a.quantityQNT,
      quantity: a.quantityQNT,
      height: state.height,
    });
    adjustHolding(state, tx.senderId, tx.id, a.quantityQNT, a.quantityQNT);
    state.emit({ capability: OWNER, name: 'issued', transactionId: tx.id, attributes: { totem: tx.id, issuer: tx.senderId, quantityQNT: a.quantityQNT } });
  },
  minimumFeeMTA(tx: Transaction): bigint {
    return issuanceFeeMTA(attachmentOf(tx, totemIssuance));
  },
});
