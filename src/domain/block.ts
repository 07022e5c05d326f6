// Blocks: byte codec, id, signing, payload summary and the JSON form.
//
// Header bytes (little-endian, 240 bytes; unsignedBytes() is the first 176 of them):
//   0   i32  version
//   4   i32  timestamp (epoch seconds)
//   8   u64  previousBlockId (0 for genesis)
//   16  i32  numberOfTransactions
//   20  i64  totalAmountMTA
//   28  i64  totalFeeMTA
//   36  i32  payloadLength (sum of the transactions' signed-form sizes)
//   40  32   payloadHash (SHA-256 over the transactions' signed-form bytes in order)
//   72  32   generatorPublicKey
//   104 32   generationSignature
//   136 32   previousBlockHash (SHA-256 of the previous block's bytes; zeros for genesis)
//   168 i64  baseTarget
//   176 64   blockSignature (Ed25519 over the unsigned bytes; zeros while unsigned)
// The base target is in the signed bytes so a block can be checked on its own and restored
// from storage without recomputation; validation checks it equals the retarget rule.
// Height and cumulative difficulty are chain positions, not block content: they are given when
// a block is built or parsed, never read from bytes.
// Full bytes (storage and network) = header bytes, then per transaction a u32 length and the
// transaction's wire bytes, as many as numberOfTransactions says; nothing may follow.
// Block id = first 8 bytes (LE) of SHA-256(header bytes including the signature).
import type { BlockData, TransactionData } from './types.js';
import { ByteReader, ByteWriter, readU64LE } from './bytes.js';
import { HASH_LENGTH, PUBLIC_KEY_LENGTH, SIGNATURE_LENGTH } from './constants.js';
import { BlockRejectedError, BlockRejectReason, DomainError, ErrorCode, invalidParameter } from './errors.js';
import { publicKeyFromSeed, sha256, sign as edSign, type KeyPair } from './crypto.js';
import { accountIdFromPublicKey } from './account-id.js';
import { bytesEqual, isAllZero, toHex } from './hex.js';
import { idToString } from './ids.js';
import { encodeRS } from './reed-solomon.js';
import { Transaction, transactionToJSON } from './transaction.js';
import type { TransactionTypeRegistry } from './tx-types/registry.js';

export const BLOCK_HEADER_UNSIGNED_LENGTH = 176;
export const BLOCK_HEADER_LENGTH = BLOCK_HEADER_UNSIGNED_LENGTH + SIGNATURE_LENGTH;

const ZERO_SIGNATURE = new Uint8Array(SIGNATURE_LENGTH);

function toTransaction(t: TransactionData, registry: TransactionTypeRegistry | undefined): Transaction {
  if (t instanceof Transaction) return t;
  if (registry === undefined) throw new Error('a registry is needed to build a block from raw transaction data');
  return new Transaction(t, registry);
}

export class Block implements BlockData {
  readonly version: number;
  readonly timestamp: number;
  readonly previousBlockId: bigint;
  readonly previousBlockHash: Uint8Array;
  readonly totalAmountMTA: bigint;
  readonly totalFeeMTA: bigint;
  readonly payloadLength: number;
  readonly payloadHash: Uint8Array;
  readonly generatorPublicKey: Uint8Array;
  readonly generationSignature: Uint8Array;
  readonly baseTarget: bigint;
  readonly height: number;
  readonly cumulativeDifficulty: bigint;
  readonly transactions: readonly Transaction[];
  readonly blockSignature: Uint8Array | null;

  #bytes: Uint8Array | undefined;
  #unsigned: Uint8Array | undefined;
  #hash: Uint8Array | undefined;
  #id: bigint | undefined;
  #generatorId: bigint | undefined;

  /** Wraps block data; plain TransactionData entries become Transactions (no byte copies). */
  /** `registry` resolves transactions given as raw TransactionData (none needed when they are
   * Transaction objects already). */
  constructor(data: BlockData, registry?: TransactionTypeRegistry) {
    this.version = data.version;
    this.timestamp = data.timestamp;
    this.previousBlockId = data.previousBlockId;
    this.previousBlockHash = data.previousBlockHash;
    this.totalAmountMTA = data.totalAmountMTA;
    this.totalFeeMTA = data.totalFeeMTA;
    this.payloadLength = data.payloadLength;
    this.payloadHash = data.payloadHash;
    this.generatorPublicKey = data.generatorPublicKey;
    this.generationSignature = data.generationSignature;
    this.baseTarget = data.baseTarget;
    this.height = data.height;
    this.cumulativeDifficulty = data.cumulativeDifficulty;
    this.transactions = data.transactions.map((t) => toTransaction(t, registry));
    this.blockSignature = data.blockSignature;
  }

  private writeHeader(w: ByteWriter, withSignature: boolean): void {
    w.i32(this.version);
    w.i32(this.timestamp);
    w.u64(this.previousBlockId);
    w.i32(this.transactions.length);
    w.i64(this.totalAmountMTA);
    w.i64(this.totalFeeMTA);
    w.i32(this.payloadLength);
    w.bytes(this.payloadHash, HASH_LENGTH);
    w.bytes(this.generatorPublicKey, PUBLIC_KEY_LENGTH);
    w.bytes(this.generationSignature, HASH_LENGTH);
    w.bytes(this.previousBlockHash, HASH_LENGTH);
    w.i64(this.baseTarget);
    if (withSignature) w.bytes(this.blockSignature ?? ZERO_SIGNATURE, SIGNATURE_LENGTH);
  }

  /** Header bytes including the signature (what the id hashes). */
  bytes(): Uint8Array {
    if (this.#bytes === undefined) {
      const w = new ByteWriter(BLOCK_HEADER_LENGTH);
      this.writeHeader(w, true);
      this.#bytes = w.finish();
    }
    return this.#bytes;
  }

  /** Header bytes without the signature (what the generator signs). */
  unsignedBytes(): Uint8Array {
    if (this.#unsigned === undefined) this.#unsigned = this.bytes().subarray(0, BLOCK_HEADER_UNSIGNED_LENGTH);
    return this.#unsigned;
  }

  /** Header plus every transaction's wire bytes (storage and network form). */
  fullBytes(): Uint8Array {
    const header = this.bytes();
    let size = header.length;
    const txBytes = this.transactions.map((t) => t.bytes());
    for (const b of txBytes) size += 4 + b.length;
    const w = new ByteWriter(size);
    w.bytes(header);
    for (const b of txBytes) {
      w.u32(b.length);
      w.bytes(b);
    }
    return w.finish();
  }

  /** SHA-256 of bytes(): the next block's previousBlockHash. */
  get hash(): Uint8Array {
    if (this.#hash === undefined) this.#hash = sha256(this.bytes());
    return this.#hash;
  }

  get id(): bigint {
    if (this.#id === undefined) this.#id = readU64LE(this.hash, 0);
    return this.#id;
  }

  get generatorId(): bigint {
    if (this.#generatorId === undefined) this.#generatorId = accountIdFromPublicKey(this.generatorPublicKey);
    return this.#generatorId;
  }

  /** The same block at another chain position (height, cumulative difficulty), sharing the
   * cached bytes and hashes. */
  withPosition(height: number, cumulativeDifficulty: bigint): Block {
    const b = new Block({ ...this, height, cumulativeDifficulty });
    b.#bytes = this.#bytes;
    b.#hash = this.#hash;
    b.#id = this.#id;
    b.#generatorId = this.#generatorId;
    return b;
  }

  /** The same block with a signature. */
  withSignature(blockSignature: Uint8Array): Block {
    if (blockSignature.length !== SIGNATURE_LENGTH) throw invalidParameter('block signature must be 64 bytes', 'blockSignature');
    const b = new Block({ ...this, blockSignature });
    b.#generatorId = this.#generatorId;
    return b;
  }

  /** Parses full bytes strictly (BlockRejectedError MALFORMED on truncation, trailing bytes or a
   * transaction that does not parse). Height and cumulative difficulty are supplied by the
   * caller (from the chain or storage). Nothing keeps a view into the input. */
  static fromFullBytes(input: Uint8Array, height: number, cumulativeDifficulty: bigint, registry: TransactionTypeRegistry): Block {
    try {
      // Copy only the header; each transaction copies its own bytes, so the block never pins
      // the caller's (possibly reused) buffer.
      if (input.length < BLOCK_HEADER_LENGTH) throw invalidParameter('truncated block header');
      const header = new Uint8Array(input.subarray(0, BLOCK_HEADER_LENGTH)); // copy (Buffer.slice is a view)
      const h = new ByteReader(header);
      const version = h.i32();
      const timestamp = h.i32();
      const previousBlockId = h.u64();
      const count = h.i32();
      const totalAmountMTA = h.i64();
      const totalFeeMTA = h.i64();
      const payloadLength = h.i32();
      const payloadHash = h.bytes(HASH_LENGTH);
      const generatorPublicKey = h.bytes(PUBLIC_KEY_LENGTH);
      const generationSignature = h.bytes(HASH_LENGTH);
      const previousBlockHash = h.bytes(HASH_LENGTH);
      const baseTarget = h.i64();
      const sig = h.bytes(SIGNATURE_LENGTH);
      h.expectEnd();
      const r = new ByteReader(input, BLOCK_HEADER_LENGTH);
      if (count < 0 || count * 4 > r.remaining) throw invalidParameter(`bad transaction count ${count}`);
      const transactions: Transaction[] = [];
      for (let i = 0; i < count; i++) transactions.push(Transaction.fromBytes(r.bytes(r.u32()), registry));
      r.expectEnd();
      const block = new Block(
        {
          version,
          timestamp,
          previousBlockId,
          previousBlockHash,
          totalAmountMTA,
          totalFeeMTA,
          payloadLength,
          payloadHash,
          generatorPublicKey,
          generationSignature,
          baseTarget,
          height,
          cumulativeDifficulty,
          transactions,
          blockSignature: isAllZero(sig) ? null : sig,
        },
        registry,
      );
      block.#bytes = header;
      return block;
    } catch (e) {
      throw new BlockRejectedError(BlockRejectReason.MALFORMED, `malformed block bytes: ${(e as Error).message}`, e);
    }
  }
}

export interface PayloadSummary {
  readonly payloadHash: Uint8Array;
  readonly payloadLength: number;
  readonly totalAmountMTA: bigint;
  readonly totalFeeMTA: bigint;
}

/** Payload hash, length and totals of transactions in block order. */
export function computePayload(transactions: readonly Transaction[]): PayloadSummary {
  let payloadLength = 0;
  let totalAmountMTA = 0n;
  let totalFeeMTA = 0n;
  const parts: Uint8Array[] = new Array(transactions.length);
  for (let i = 0; i < transactions.length; i++) {
    const t = transactions[i]!;
    const b = t.signedBytes();
    parts[i] = b;
    payloadLength += b.length;
    totalAmountMTA += t.amountMTA;
    totalFeeMTA += t.feeMTA;
  }
  return { payloadHash: sha256(...parts), payloadLength, totalAmountMTA, totalFeeMTA };
}

/** Signs block data (its signature is ignored) with the generator's seed or key pair. */
export function signBlock(data: BlockData, key: Uint8Array | KeyPair, registry?: TransactionTypeRegistry): Block {
  const unsigned = data instanceof Block && data.blockSignature === null ? data : new Block({ ...data, blockSignature: null }, registry);
  const seed = key instanceof Uint8Array ? key : key.seed;
  const publicKey = key instanceof Uint8Array ? publicKeyFromSeed(key) : key.publicKey;
  if (!bytesEqual(publicKey, unsigned.generatorPublicKey)) throw new DomainError(ErrorCode.INVALID_PARAMETER, 'the signing key is not the generator\'s key', 'secretPhrase');
  return unsigned.withSignature(edSign(unsigned.unsignedBytes(), seed));
}

export interface BlockJSONOptions {
  /** Transaction objects instead of full hashes. */
  readonly includeTransactions?: boolean;
  /** Id of the next block; omitted or 0n at the tip (rendered as the zero id "0"). */
  readonly nextBlockId?: bigint;
  /** Current chain height, for the transactions' `confirmations`. */
  readonly tipHeight?: number;
}

/** The spec's Block object. Totals are in FQT (DESIGN.md: block totals are reported in FQT);
 * previousBlock and nextBlock are the zero id "0" when there is none. */
export function blockToJSON(block: Block, opts: BlockJSONOptions = {}): Record<string, unknown> {
  const blockId = block.id;
  const transactions = opts.includeTransactions
    ? block.transactions.map((t, index) =>
        transactionToJSON(t, {
          location: { height: block.height, blockId, index, blockTimestamp: block.timestamp },
          ...(opts.tipHeight !== undefined ? { tipHeight: opts.tipHeight } : {}),
        }),
      )
    : block.transactions.map((t) => toHex(t.fullHash));
  return {
    block: idToString(blockId),
    height: block.height,
    generator: idToString(block.generatorId),
    generatorRS: encodeRS(block.generatorId),
    generatorPublicKey: toHex(block.generatorPublicKey),
    timestamp: block.timestamp,
    numberOfTransactions: block.transactions.length,
    totalAmountFQT: block.totalAmountMTA.toString(),
    totalFeeFQT: block.totalFeeMTA.toString(),
    payloadLength: block.payloadLength,
    version: block.version,
    baseTarget: block.baseTarget.toString(),
    cumulativeDifficulty: block.cumulativeDifficulty.toString(),
    previousBlock: idToString(block.previousBlockId),
    nextBlock: idToString(opts.nextBlockId ?? 0n),
    payloadHash: toHex(block.payloadHash),
    generationSignature: toHex(block.generationSignature),
    previousBlockHash: toHex(block.previousBlockHash),
    blockSignature: block.blockSignature === null ? null : toHex(block.blockSignature),
    transactions,
    executedPhasedTransactions: [],
  };
}
