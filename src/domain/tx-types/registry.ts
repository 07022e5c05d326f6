// The transaction-type registry: one entry per (type, subtype) with its attachment codec, its
// rules and its minimum fee. Common rules (signature, deadline, fees, balances, the fee debit)
// live in validation.ts; a type adds only what is specific to it. Registries are built from the
// registered capabilities (ChainRules in src/domain/capability.ts) and passed explicitly to
// everything that parses transactions or blocks: there is no hidden default.
import type { Attachment, ChainView, LedgerState } from '../types.js';
import type { Transaction } from '../transaction.js';
import type { NetworkParams } from '../network-params.js';
import type { ByteReader, ByteWriter } from '../bytes.js';
import { invalidParameter } from '../errors.js';
import { NO_HOOKS, type RegistryHooks } from './hooks.js';

export interface TxValidationContext {
  readonly state: LedgerState;
  readonly chain: ChainView;
  readonly params: NetworkParams;
  /** The registered capabilities' hooks (holdings by kind), where the caller has the registry. */
  readonly hooks?: RegistryHooks;
}

/** A transaction accepted in one block whose effect is applied (or refused) at a later height
 * (phasing). On acceptance the fee is paid and the amount leaves the sender (held by the
 * pipeline); at the height, `approved` decides: the type's validate and apply run, or the amount
 * goes back to the sender. */
export interface Deferral {
  /** The height whose start applies or refuses the effect (above the current one), or undefined
   * to apply the effect at once. */
  until(tx: Transaction, state: LedgerState): number | undefined;
  approved(tx: Transaction, state: LedgerState): boolean;
}

/** One transaction type. `A` is its attachment's own shape: the type's code reads the typed
 * attachment with `attachmentOf(tx, type)`. */
export interface TransactionType<A extends Attachment = Attachment> {
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
  parseAttachment(reader: ByteReader, version: number): A;
  /** Writes the attachment body (the common code writes the version byte first). */
  writeAttachment(writer: ByteWriter, attachment: A): void;
  /** Builds the attachment from its JSON fields; `version` comes from `version.<name>`. */
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): A;
  /** The attachment's own JSON fields (without the `version.<name>` key). */
  attachmentToJSON(attachment: A): Record<string, unknown>;
  /** Type-specific checks that need no ledger (amount rules, attachment ranges). Throws
   * TransactionRejectedError. */
  validateStateless(tx: Transaction, params: NetworkParams): void;
  /** Type-specific checks against the ledger. Throws TransactionRejectedError. */
  validate(tx: Transaction, ctx: TxValidationContext): void;
  /** Type-specific effects. The common code has already debited the sender's amount + fee and
   * credited the amount to the recipient (applyEffect in effects.ts). `hooks` lends other
   * capabilities' holdings (a loan's totem collateral, a subscription's currency). */
  apply(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void;
  /** Holdings other than coin that the transaction holds while it is pending (e.g. the totem
   * units a transfer will move). The mempool applies it to its pending state after the common
   * code reserved amount + fee, so two pending transactions can never spend the same units;
   * block application does not run it. Throws TransactionRejectedError (dependsOnState) when the
   * holding does not cover it. */
  reserve?(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void;
  /** Gives back, in committed state, what `reserve` held: a phased transaction holds its
   * holdings from acceptance to its finish height and releases them there, before its effect is
   * applied or refused. A type with `reserve` but no `release` cannot be phased. */
  release?(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void;
  /** Set by types whose effect comes at a later height (see Deferral). */
  readonly deferral?: Deferral;
  /** Minimum fee of the type itself; appendix fees are added by the common code. */
  minimumFeeMTA(tx: Transaction, params: NetworkParams): bigint;
  /** The block gas the transaction reserves and the block's gas limit, for types that run
   * contract code. Local policy only: the pool orders by fee per share of the scarcest block
   * resource (bytes or gas), so a call is weighed by the gas it takes from the block. */
  blockGasOf?(tx: Transaction): BlockGasShare;
}

/** What a transaction takes of a block's gas: `gas` of `blockLimit` (TransactionType.blockGasOf). */
export interface BlockGasShare {
  readonly gas: bigint;
  readonly blockLimit: bigint;
}

/** The transaction's attachment as its type declares it; throws when the transaction is of
 * another type (a programming error). */
export function attachmentOf<A extends Attachment>(tx: Transaction, type: TransactionType<A>): A {
  if (tx.txType !== (type as TransactionType<Attachment>)) throw new Error(`transaction ${tx.type}/${tx.subtype} is not a ${type.name}`);
  return tx.attachment as A;
}

function key(type: number, subtype: number): number {
  return (type << 8) | subtype;
}

/** Whether a transaction of this type may carry a phasing appendix: its holds can be given back
 * (no `reserve`, or a `release`), and it is not deferred by its own rules. */
export function isPhasable(type: TransactionType): boolean {
  return type.deferral === undefined && (type.reserve === undefined || type.release !== undefined);
}

export class TransactionTypeRegistry {
  /** What the registered capabilities lend the pipeline (hooks.ts); set once, before freeze. */
  hooks: RegistryHooks = NO_HOOKS;
  private readonly byKey = new Map<number, TransactionType>();
  private readonly names = new Map<string, TransactionType>();
  private frozen = false;

  register<A extends Attachment>(type: TransactionType<A>): this {
    const t = type as unknown as TransactionType;
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

  /** Sets the capabilities' hooks (before freeze). */
  setHooks(hooks: RegistryHooks): this {
    if (this.frozen) throw new Error('registry is frozen');
    this.hooks = hooks;
    return this;
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
