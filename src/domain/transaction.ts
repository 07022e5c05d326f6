// Transactions: byte codec, ids and hashes, signing and the JSON form.
//
// Byte layout (little-endian), 176-byte header then the variable part:
//   0   u8   type
//   1   u8   version << 4 | subtype
//   2   i32  timestamp (epoch seconds)
//   6   i16  deadline (minutes)
//   8   32   sender public key
//   40  u64  recipient id (0 = none)
//   48  i64  amountMTA
//   56  i64  feeMTA
//   64  32   referenced transaction full hash (zeros = none)
//   96  64   signature (zeros while unsigned, and in the unsigned bytes)
//   160 u32  flags (one bit per appendix, see appendices.ts; unknown bits are refused)
//   164 i32  ecBlockHeight
//   168 u64  ecBlockId
//   176 u8   attachment version, then the type's attachment body
//   ...      appendices in flag-bit order
// Three forms share this layout and differ only in the prunable appendix and the signature:
//   unsignedBytes(): signed form with the signature zeroed (what is signed);
//   signedBytes():   prunable message as its hash (payload hash, payload length, size);
//   bytes():         wire form (storage, gossip) with prunable data inline; identical to
//                    signedBytes() when there is no prunable appendix.
// fullHash = SHA-256(unsignedBytes || SHA-256(signature)); id = first 8 bytes of it (LE).
import type { Appendices, Attachment, TransactionData, TransactionLocation } from './types.js';
import { ByteReader, ByteWriter, readU64LE } from './bytes.js';
import {
  CHAIN_ID,
  HASH_LENGTH,
  PUBLIC_KEY_LENGTH,
  SIGNATURE_LENGTH,
  TRANSACTION_HEADER_LENGTH,
} from './constants.js';
import { DomainError, ErrorCode, invalidParameter, TransactionRejectedError, TxRejectReason } from './errors.js';
import { sha256, sign as edSign, publicKeyFromSeed, type KeyPair } from './crypto.js';
import { accountIdFromPublicKey } from './account-id.js';
import { bytesEqual, fromHex, isAllZero, toHex } from './hex.js';
import { idToString, parseUnsignedId } from './ids.js';
import { encodeRS } from './reed-solomon.js';
import {
  appendicesFromJSON,
  appendicesToJSON,
  appendixFlags,
  KNOWN_FLAGS,
  prunableLength,
  readAppendices,
  writeAppendices,
} from './appendices.js';
import { TransactionTypeRegistry, type TransactionType } from './tx-types/registry.js';

const SIGNATURE_OFFSET = 96;
const ZERO_SIGNATURE = new Uint8Array(SIGNATURE_LENGTH);
const ZERO_HASH = new Uint8Array(HASH_LENGTH);

function lookupType(registry: TransactionTypeRegistry, type: number, subtype: number): TransactionType {
  const t = registry.get(type, subtype);
  if (!t) throw new TransactionRejectedError(TxRejectReason.UNKNOWN_TYPE, `unknown transaction type ${type}/${subtype}`, 'type');
  return t;
}

export class Transaction implements TransactionData {
  readonly type: number;
  readonly subtype: number;
  readonly version: number;
  readonly timestamp: number;
  readonly deadline: number;
  readonly senderPublicKey: Uint8Array;
  readonly recipientId: bigint;
  readonly amountMTA: bigint;
  readonly feeMTA: bigint;
  readonly referencedTransactionFullHash: Uint8Array | null;
  readonly ecBlockHeight: number;
  readonly ecBlockId: bigint;
  readonly attachment: Attachment;
  readonly appendices: Appendices;
  readonly signature: Uint8Array | null;
  /** The registry entry of this transaction's type. */
  readonly txType: TransactionType;

  // Lazily computed and cached; private fields stay out of equality checks and JSON.
  #wire: Uint8Array | undefined;
  #signed: Uint8Array | undefined;
  #unsigned: Uint8Array | undefined;
  #fullHash: Uint8Array | undefined;
  #id: bigint | undefined;
  #senderId: bigint | undefined;
  #signatureHash: Uint8Array | undefined;

  /** Wraps transaction data (no byte copies). Throws UNKNOWN_TYPE for a type the registry does
   * not know. Field ranges are checked when bytes are produced and by validation.
   * Given a TransactionType instead of a registry, it skips the lookup (the caller has it). */
  constructor(data: TransactionData, types: TransactionTypeRegistry | TransactionType) {
    this.txType = types instanceof TransactionTypeRegistry ? lookupType(types, data.type, data.subtype) : types;
    this.type = data.type;
    this.subtype = data.subtype;
    this.version = data.version;
    this.timestamp = data.timestamp;
    this.deadline = data.deadline;
    this.senderPublicKey = data.senderPublicKey;
    this.recipientId = data.recipientId;
    this.amountMTA = data.amountMTA;
    this.feeMTA = data.feeMTA;
    this.referencedTransactionFullHash = data.referencedTransactionFullHash;
    this.ecBlockHeight = data.ecBlockHeight;
    this.ecBlockId = data.ecBlockId;
    this.attachment = data.attachment;
    this.appendices = data.appendices;
    this.signature = data.signature;
  }

  get isSigned(): boolean {
    return this.signature !== null;
  }

  /** True when the transaction has a prunable part (with its data or pruned). */
  get hasPrunable(): boolean {
    return this.appendices.prunableMessage !== undefined || this.appendices.prunableEncryptedMessage !== undefined;
  }

  /** Bytes of prunable data it commits to (a pruned part counts its signed length). */
  get prunableLength(): number {
    return this.hasPrunable ? prunableLength(this.appendices) : 0;
  }

  /** The same transaction with other prunable parts (restored from a peer, or pruned); the
   * caller checks that their hashes match (restorePrunable in appendices.ts does). */
  withAppendices(appendices: Appendices): Transaction {
    const tx = new Transaction({ ...this, appendices }, this.txType);
    tx.#signed = this.#signed;
    tx.#unsigned = this.#unsigned;
    tx.#fullHash = this.#fullHash;
    tx.#id = this.#id;
    tx.#senderId = this.#senderId;
    tx.#signatureHash = this.#signatureHash;
    return tx;
  }

  private serialize(form: 'wire' | 'signed'): Uint8Array {
    const w = new ByteWriter(TRANSACTION_HEADER_LENGTH + 64);
    if (!Number.isInteger(this.version) || this.version < 0 || this.version > 15) throw invalidParameter('transaction version out of range', 'version');
    w.u8(this.type);
    w.u8((this.version << 4) | this.subtype);
    w.i32(this.timestamp);
    w.i16(this.deadline);
    w.bytes(this.senderPublicKey, PUBLIC_KEY_LENGTH);
    w.u64(this.recipientId);
    w.i64(this.amountMTA);
    w.i64(this.feeMTA);
    w.bytes(this.referencedTransactionFullHash ?? ZERO_HASH, HASH_LENGTH);
    w.bytes(this.signature ?? ZERO_SIGNATURE, SIGNATURE_LENGTH);
    w.u32(appendixFlags(this.appendices));
    w.i32(this.ecBlockHeight);
    w.u64(this.ecBlockId);
    w.u8(this.attachment.version);
    this.txType.writeAttachment(w, this.attachment);
    writeAppendices(w, this.appendices, form === 'signed');
    return w.finish();
  }

  /** Wire bytes (prunable data inline): what storage keeps and peers exchange. */
  bytes(): Uint8Array {
    if (this.#wire === undefined) this.#wire = this.hasPrunable ? this.serialize('wire') : this.signedBytes();
    return this.#wire;
  }

  /** Signed-form bytes (prunable message as its hash): payload hash and sizes use these. */
  signedBytes(): Uint8Array {
    if (this.#signed === undefined) this.#signed = this.serialize('signed');
    return this.#signed;
  }

  /** The signed form with the signature zeroed: the message that is signed. */
  unsignedBytes(): Uint8Array {
    if (this.#unsigned === undefined) {
      const s = this.signedBytes();
      if (this.signature === null) {
        this.#unsigned = s;
      } else {
        const u = new Uint8Array(s); // a copy even when s is a Node Buffer (whose slice is a view)
        u.fill(0, SIGNATURE_OFFSET, SIGNATURE_OFFSET + SIGNATURE_LENGTH);
        this.#unsigned = u;
      }
    }
    return this.#unsigned;
  }

  /** Size in the block payload (signed form). */
  get size(): number {
    return this.signedBytes().length;
  }

  private requireSignature(): Uint8Array {
    if (this.signature === null) throw new DomainError(ErrorCode.INCORRECT_REQUEST, 'transaction is not signed', 'signature');
    return this.signature;
  }

  get signatureHash(): Uint8Array {
    if (this.#signatureHash === undefined) this.#signatureHash = sha256(this.requireSignature());
    return this.#signatureHash;
  }

  get fullHash(): Uint8Array {
    if (this.#fullHash === undefined) this.#fullHash = sha256(this.unsignedBytes(), this.signatureHash);
    return this.#fullHash;
  }

  get id(): bigint {
    if (this.#id === undefined) this.#id = readU64LE(this.fullHash, 0);
    return this.#id;
  }

  get senderId(): bigint {
    if (this.#senderId === undefined) this.#senderId = accountIdFromPublicKey(this.senderPublicKey);
    return this.#senderId;
  }

  /** Epoch second after which the transaction can no longer be included. */
  get expiration(): number {
    return this.timestamp + this.deadline * 60;
  }

  /** The same transaction with a signature, reusing the cached unsigned bytes. */
  withSignature(signature: Uint8Array): Transaction {
    if (signature.length !== SIGNATURE_LENGTH) throw invalidParameter('signature must be 64 bytes', 'signature');
    const tx = new Transaction({ ...this, signature }, this.txType);
    if (this.signature === null) tx.#unsigned = this.#unsigned;
    tx.#senderId = this.#senderId;
    return tx;
  }

  /** Parses wire bytes strictly: unknown type, unknown flag bits, bad appendix versions,
   * truncation and trailing bytes are refused (TransactionRejectedError MALFORMED or
   * UNKNOWN_TYPE). The input is copied once; the transaction keeps views into the copy. */
  static fromBytes(input: Uint8Array, registry: TransactionTypeRegistry): Transaction {
    const bytes = new Uint8Array(input); // a real copy: Buffer.prototype.slice would alias pooled memory
    let tx: Transaction;
    try {
      const r = new ByteReader(bytes);
      const type = r.u8();
      const vs = r.u8();
      const txType = lookupType(registry, type, vs & 0x0f);
      const timestamp = r.i32();
      const deadline = r.i16();
      const senderPublicKey = r.bytes(PUBLIC_KEY_LENGTH);
      const recipientId = r.u64();
      const amountMTA = r.i64();
      const feeMTA = r.i64();
      const ref = r.bytes(HASH_LENGTH);
      const sig = r.bytes(SIGNATURE_LENGTH);
      const flags = r.u32();
      if ((flags & ~KNOWN_FLAGS) !== 0) throw invalidParameter(`unknown appendix flags ${flags.toString(16)}`, 'flags');
      const ecBlockHeight = r.i32();
      const ecBlockId = r.u64();
      const attachment = txType.parseAttachment(r, r.u8());
      const appendices = readAppendices(r, flags);
      r.expectEnd();
      tx = new Transaction(
        {
          type,
          subtype: vs & 0x0f,
          version: vs >> 4,
          timestamp,
          deadline,
          senderPublicKey,
          recipientId,
          amountMTA,
          feeMTA,
          referencedTransactionFullHash: isAllZero(ref) ? null : ref,
          ecBlockHeight,
          ecBlockId,
          attachment,
          appendices,
          signature: isAllZero(sig) ? null : sig,
        },
        txType,
      );
    } catch (e) {
      if (e instanceof TransactionRejectedError) throw e;
      throw new TransactionRejectedError(TxRejectReason.MALFORMED, `malformed transaction bytes: ${(e as Error).message}`, 'transactionBytes');
    }
    tx.#wire = bytes;
    if (!tx.hasPrunable) tx.#signed = bytes;
    return tx;
  }
}

/** Signs transaction data (its signature is ignored) with a seed or key pair. The key must be
 * the sender's: a mismatch is refused rather than producing a transaction that cannot verify. */
export function signTransaction(
  data: TransactionData,
  key: Uint8Array | KeyPair,
  registry: TransactionTypeRegistry,
): Transaction {
  const unsigned = data instanceof Transaction && data.signature === null ? data : new Transaction({ ...data, signature: null }, registry);
  const seed = key instanceof Uint8Array ? key : key.seed;
  const publicKey = key instanceof Uint8Array ? publicKeyFromSeed(key) : key.publicKey;
  if (!bytesEqual(publicKey, unsigned.senderPublicKey)) throw invalidParameter('the signing key is not the sender\'s key', 'secretPhrase');
  return unsigned.withSignature(edSign(unsigned.unsignedBytes(), seed));
}

export interface TransactionJSONExtra {
  /** Where the transaction is confirmed; omit for an unconfirmed transaction. */
  readonly location?: TransactionLocation;
  /** Current chain height, for `confirmations` (= tipHeight - height). */
  readonly tipHeight?: number;
}

/** The spec's Transaction object. Unsigned transactions have no signature, signatureHash,
 * fullHash or transaction fields; unconfirmed ones no height, confirmations, block,
 * blockTimestamp or transactionIndex. recipient/recipientRS appear only with a recipient,
 * referencedTransactionFullHash only when set. */
export function transactionToJSON(tx: Transaction, extra: TransactionJSONExtra = {}): Record<string, unknown> {
  const senderId = tx.senderId;
  const json: Record<string, unknown> = {
    type: tx.type,
    subtype: tx.subtype,
    chain: CHAIN_ID,
    phased: tx.appendices.phasing !== undefined,
    timestamp: tx.timestamp,
    deadline: tx.deadline,
    senderPublicKey: toHex(tx.senderPublicKey),
    sender: idToString(senderId),
    senderRS: encodeRS(senderId),
  };
  if (tx.recipientId !== 0n) {
    json['recipient'] = idToString(tx.recipientId);
    json['recipientRS'] = encodeRS(tx.recipientId);
  }
  json['amountMTA'] = tx.amountMTA.toString();
  json['feeMTA'] = tx.feeMTA.toString();
  if (tx.referencedTransactionFullHash !== null) json['referencedTransactionFullHash'] = toHex(tx.referencedTransactionFullHash);
  if (tx.signature !== null) {
    json['signature'] = toHex(tx.signature);
    json['signatureHash'] = toHex(tx.signatureHash);
    json['fullHash'] = toHex(tx.fullHash);
    json['transaction'] = idToString(tx.id);
  }
  const loc = extra.location;
  if (loc) {
    json['height'] = loc.height;
    if (extra.tipHeight !== undefined) json['confirmations'] = Math.max(0, extra.tipHeight - loc.height);
    json['block'] = idToString(loc.blockId);
    json['blockTimestamp'] = loc.blockTimestamp;
    json['transactionIndex'] = loc.index;
  }
  json['version'] = tx.version;
  json['ecBlockId'] = idToString(tx.ecBlockId);
  json['ecBlockHeight'] = tx.ecBlockHeight;
  json['attachment'] = {
    [`version.${tx.txType.attachmentName}`]: tx.attachment.version,
    ...tx.txType.attachmentToJSON(tx.attachment),
    ...appendicesToJSON(tx.appendices),
  };
  return json;
}

function jsonInt(json: Readonly<Record<string, unknown>>, key: string): number {
  const v = json[key];
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) throw invalidParameter('integer expected', key);
  return v;
}

function jsonLong(json: Readonly<Record<string, unknown>>, key: string): bigint {
  const v = json[key];
  if (typeof v === 'number' && Number.isSafeInteger(v)) return BigInt(v);
  if (typeof v === 'string' && /^-?[0-9]{1,19}$/.test(v)) return BigInt(v);
  throw invalidParameter('integer string expected', key);
}

function jsonId(json: Readonly<Record<string, unknown>>, key: string, optional: boolean): bigint {
  const v = json[key];
  if (v === undefined || v === null || v === '0' || v === 0) {
    if (optional) return 0n;
    throw invalidParameter('id expected', key);
  }
  if (typeof v !== 'string') throw invalidParameter('id string expected', key);
  return parseUnsignedId(v, key);
}

/** Builds a Transaction from its JSON form (transactionToJSON's inverse, for signing and
 * broadcasting JSON). Derived fields (sender, RS forms, hashes) are ignored, except that a
 * given fullHash or transaction id must match the signed transaction. */
export function transactionFromJSON(input: unknown, registry: TransactionTypeRegistry): Transaction {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw invalidParameter('transaction JSON must be an object', 'transactionJSON');
  const json = input as Record<string, unknown>;
  const type = jsonInt(json, 'type');
  const subtype = jsonInt(json, 'subtype');
  const txType = lookupType(registry, type, subtype);
  const att = json['attachment'] ?? {};
  if (typeof att !== 'object' || att === null || Array.isArray(att)) throw invalidParameter('attachment must be an object', 'attachment');
  const attJson = att as Record<string, unknown>;
  const versionKey = `version.${txType.attachmentName}`;
  const attVersion = attJson[versionKey];
  if (typeof attVersion !== 'number' || !Number.isInteger(attVersion)) throw invalidParameter(`${versionKey} expected`, 'attachment');
  const ref = json['referencedTransactionFullHash'];
  const sig = json['signature'];
  const tx = new Transaction(
    {
      type,
      subtype,
      version: jsonInt(json, 'version'),
      timestamp: jsonInt(json, 'timestamp'),
      deadline: jsonInt(json, 'deadline'),
      senderPublicKey: fromHex(json['senderPublicKey'] as string, 'senderPublicKey', PUBLIC_KEY_LENGTH),
      recipientId: jsonId(json, 'recipient', true),
      amountMTA: jsonLong(json, 'amountMTA'),
      feeMTA: jsonLong(json, 'feeMTA'),
      referencedTransactionFullHash: ref === undefined || ref === null ? null : fromHex(ref as string, 'referencedTransactionFullHash', HASH_LENGTH),
      ecBlockHeight: jsonInt(json, 'ecBlockHeight'),
      ecBlockId: jsonId(json, 'ecBlockId', true),
      attachment: txType.attachmentFromJSON(attJson, attVersion),
      appendices: appendicesFromJSON(attJson),
      signature: sig === undefined || sig === null ? null : fromHex(sig as string, 'signature', SIGNATURE_LENGTH),
    },
    txType,
  );
  if (tx.signature !== null) {
    const fh = json['fullHash'];
    if (fh !== undefined && (typeof fh !== 'string' || fh.toLowerCase() !== toHex(tx.fullHash))) throw invalidParameter('fullHash does not match the transaction', 'fullHash');
    const id = json['transaction'];
    if (id !== undefined && (typeof id !== 'string' || id !== idToString(tx.id))) throw invalidParameter('transaction id does not match the transaction', 'transaction');
  }
  return tx;
}
