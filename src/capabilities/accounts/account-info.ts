// Account info (type 1, subtype 5): the sender names and describes its own account. Both empty
// clears the info. Shown by getAccount as `name` and `description`.
//
// Attachment (version 1): u16 name length, UTF-8 name, u16 description length, UTF-8
// description (JSON: `name`, `description`). Limits: the name at most 100 characters (Unicode
// code points, as Nxt counted characters), the description at most 1000 bytes of UTF-8 (as a
// plain message). Fee: 1 coin, plus 2 coins per started 32 bytes of name + description beyond
// the first 32 (Nxt's size-based fee for account info).
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import { attachmentOf, type TransactionType } from '../../domain/tx-types/registry.js';
import type { ByteReader, ByteWriter } from '../../domain/bytes.js';
import { ONE_COIN } from '../../domain/constants.js';
import { invalidParameter, TransactionRejectedError, TxRejectReason } from '../../domain/errors.js';
import { ACCOUNT_INFO } from './tables.js';

export const MAX_ACCOUNT_NAME_CHARACTERS = 100;
export const MAX_ACCOUNT_DESCRIPTION_BYTES = 1000;
/** Fee of an empty or short (<= 32 bytes) account info. */
export const ACCOUNT_INFO_BASE_FEE_MTA = ONE_COIN;
/** Added per started 32 bytes of name + description beyond the first 32. */
export const ACCOUNT_INFO_FEE_PER_32_BYTES_MTA = 2n * ONE_COIN;

export interface AccountInfoAttachment extends Attachment {
  readonly name: string;
  readonly description: string;
}

const text = new TextEncoder();
const utf8 = new TextDecoder('utf-8', { fatal: true });
// A lone surrogate has no UTF-8 form: the bytes would carry U+FFFD instead, so the JSON and the
// signed bytes of one transaction would disagree.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function checkVersion(version: number): void {
  if (version !== 1) throw invalidParameter(`unsupported AccountInfo attachment version ${version}`, 'attachment');
}

function readText(reader: ByteReader, field: string): string {
  const bytes = reader.bytes(reader.u16());
  try {
    return utf8.decode(bytes);
  } catch {
    throw invalidParameter(`${field} is not valid UTF-8`, field);
  }
}

function textField(json: Readonly<Record<string, unknown>>, field: string): string {
  const value = json[field] ?? '';
  if (typeof value !== 'string') throw invalidParameter(`${field} must be a string`, field);
  if (LONE_SURROGATE.test(value)) throw invalidParameter(`${field} is not valid Unicode text`, field);
  return value;
}

/** The fee rule above, over the UTF-8 length of name + description. */
export function accountInfoFeeMTA(name: string, description: string): bigint {
  const size = text.encode(name).length + text.encode(description).length;
  const extra = size <= 32 ? 0n : BigInt(Math.floor((size - 1) / 32));
  return ACCOUNT_INFO_BASE_FEE_MTA + extra * ACCOUNT_INFO_FEE_PER_32_BYTES_MTA;
}

/** Why a name or description is refused (undefined when it is within the limits), with the
 * parameter at fault. */
export function accountInfoProblem(name: string, description: string): { reason: string; param: 'name' | 'description' } | undefined {
  if ([...name].length > MAX_ACCOUNT_NAME_CHARACTERS) return { reason: `name longer than ${MAX_ACCOUNT_NAME_CHARACTERS} characters`, param: 'name' };
  if (text.encode(description).length > MAX_ACCOUNT_DESCRIPTION_BYTES) {
    return { reason: `description longer than ${MAX_ACCOUNT_DESCRIPTION_BYTES} bytes of UTF-8`, param: 'description' };
  }
  return undefined;
}

export const accountInfo: TransactionType<AccountInfoAttachment> = Object.freeze({
  type: 1,
  subtype: 5,
  name: 'AccountInfo',
  attachmentName: 'AccountInfo',
  tags: Object.freeze(['ACCOUNTS']),
  canHaveRecipient: false,
  mustHaveRecipient: false,

  parseAttachment(reader: ByteReader, version: number): AccountInfoAttachment {
    checkVersion(version);
    const name = readText(reader, 'name');
    return { version, name, description: readText(reader, 'description') };
  },
  writeAttachment(writer: ByteWriter, a: AccountInfoAttachment): void {
    const name = text.encode(a.name);
    const description = text.encode(a.description);
    writer.u16(name.length).bytes(name).u16(description.length).bytes(description);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): AccountInfoAttachment {
    checkVersion(version);
    return { version, name: textField(json, 'name'), description: textField(json, 'description') };
  },
  attachmentToJSON(a: AccountInfoAttachment): Record<string, unknown> {
    return { name: a.name, description: a.description };
  },

  validateStateless(tx: Transaction): void {
    const a = attachmentOf(tx, accountInfo);
    if (a.version !== 1) throw new TransactionRejectedError(TxRejectReason.INVALID_ATTACHMENT, 'unsupported attachment version', 'attachment');
    const problem = accountInfoProblem(a.name, a.description);
    if (problem) throw new TransactionRejectedError(TxRejectReason.INVALID_ATTACHMENT, problem.reason, problem.param);
  },
  validate(): void {
    // Any account may name itself; the common code checks the fee is covered.
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, accountInfo);
    if (a.name === '' && a.description === '') {
      if (state.get(ACCOUNT_INFO, tx.senderId) !== undefined) state.delete(ACCOUNT_INFO, tx.senderId);
    } else state.put(ACCOUNT_INFO, tx.senderId, { name: a.name, description: a.description });
  },
  minimumFeeMTA(tx: Transaction): bigint {
    const a = attachmentOf(tx, accountInfo);
    return accountInfoFeeMTA(a.name, a.description);
  },
});
