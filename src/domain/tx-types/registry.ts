// The transaction-type registry: one entry per (type, subtype) with its attachment codec, its
// rules and its minimum fee. Common rules (signature, deadline, fees, balances, the fee debit)
// live in validation.ts; a type adds only what is specific to it.
import type { Attachment, ChainView, LedgerState } from '../types.js';
import type { Transaction } from '../transaction.js';
import type { NetworkParams } from '../network-params.js';
import type { ByteReader, ByteWriter } from '../bytes.js';
import { invalidParameter } from '../errors.js';
import { ordinaryPayment } from './payment.js';

export interface TxValidationContext {
  readonly state: LedgerState;
  readonly chain: ChainView;
  readonly params: NetworkParams;
}

export interface TransactionType {
  readonly type: number;
  readonly subtype: number;
  /** Registry name, e.g. 'OrdinaryPayment'. */
  readonly name: string;
  /** Name in the attachment's `version.<attachmentName>` JSON key. */
  readonly attachmentName: string;
  /** API tags of the type (e.g. PAYMENTS). */
  readonly tags: readonly string[];
  readonly canHaveRecipient: boolean;
  readonly mustHaveRecipient: boolean;
  /** Reads the attachment body after its version byte (already read by the common code).
   * Throws (any DomainError) on an unsupported version or malformed body. */
  parseAttachment(reader: ByteReader, version: number): Attachment;
  /** Writes the attachment body (the common code writes the version byte first). */
  writeAttachment(writer: ByteWriter, attachment: Attachment): void;
  /** Builds the attachment from its JSON fields; `version` comes from `version.<name>`. */
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): Attachment;
  /** The attachment's own JSON fields (without the `version.<name>` key). */
  attachmentToJSON(attachment: Attachment): Record<string, unknown>;
  /** Type-specific checks that need no ledger (amount rules, attachment ranges). Throws
   * TransactionRejectedError. */
  validateStateless(tx: Transaction, params: NetworkParams): void;
  /** Type-specific checks against the ledger. Throws TransactionRejectedError. */
  validate(tx: Transaction, ctx: TxValidationContext): void;
  /** Type-specific effects (e.g. credit the recipient). The common code has already debited
   * the sender's amount + fee. */
  apply(tx: Transaction, state: LedgerState): void;
  /** Minimum fee of the type itself; appendix fees are added by the common code. */
  minimumFeeMTA(tx: Transaction, params: NetworkParams): bigint;
}

function key(type: number, subtype: number): number {
  return (type << 8) | subtype;
}

export class TransactionTypeRegistry {
  private readonly byKey = new Map<number, TransactionType>();
  private readonly names = new Map<string, TransactionType>();
  private frozen = false;

  register(t: TransactionType): this {
    if (this.frozen) throw new Error('registry is frozen');
    if (!Number.isInteger(t.type) || t.type < 0 || t.type > 255) throw invalidParameter(`bad type number ${t.type}`);
    if (!Number.isInteger(t.subtype) || t.subtype < 0 || t.subtype > 15) throw invalidParameter(`bad subtype number ${t.subtype}`);
    const k = key(t.type, t.subtype);
    if (this.byKey.has(k)) throw invalidParameter(`type ${t.type}/${t.subtype} already registered`);
    if (this.names.has(t.name)) throw invalidParameter(`type name ${t.name} already registered`);
    this.byKey.set(k, t);
    this.names.set(t.name, t);
    return this;
  }

  get(type: number, subtype: number): TransactionType | undefined {
    return this.byKey.get(key(type, subtype));
  }

  byName(name: string): TransactionType | undefined {
    return this.names.get(name);
  }

  all(): TransactionType[] {
    return [...this.byKey.values()];
  }

  /** Forbids further registration (for shared instances). */
  freeze(): this {
    this.frozen = true;
    return this;
  }

  get isFrozen(): boolean {
    return this.frozen;
  }
}

/** A fresh registry with every implemented type. Add more with `register` before use. */
export function defaultRegistry(): TransactionTypeRegistry {
  return new TransactionTypeRegistry().register(ordinaryPayment);
}

/** Frozen registry of the built-in types: the default wherever a registry is optional. */
export const BUILTIN_REGISTRY: TransactionTypeRegistry = defaultRegistry().freeze();
