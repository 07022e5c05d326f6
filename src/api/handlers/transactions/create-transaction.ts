// The one path by which every CREATE_TRANSACTION operation builds, checks, signs and
// broadcasts its transaction (sendMoney today; every later type the same way). A type's handler
// parses its own parameters into a TransactionBody and hands the common ones over untouched.
//
// Common parameters (after the type's own, in this order):
//   secretPhrase | publicKey   sender: with secretPhrase the transaction is signed (and broadcast
//                              unless broadcast=false); with only publicKey it is returned
//                              unsigned, for signing elsewhere (signTransaction, offline)
//   sharedPiece + sharedPieceAccount  instead of secretPhrase: pieces of a split secret
//                              (docs/split-secrets.md), combined in memory with the node's
//                              held pieces, checked against the account; only the key pair is kept
//   feeMTA (alias feeNQT)      0 or absent: the minimum fee the domain computes for it
//   deadline                   minutes, 1..32767, default 1440
//   broadcast                  default true
//   referencedTransactionFullHash
//   the message parameters     plain, encrypted, to-self and prunable messages, recipientPublicKey
//                              (message-params.ts)
//   ecBlockId / ecBlockHeight  economic clustering block; default blockchain.getECBlock(now)
// The timestamp is the node's epoch time now.
//
// Before anything is signed the transaction passes every ledger-free rule (the same function
// the mempool runs, minus the signature), the sender's unconfirmed balance must cover amount
// + fee and the type's own ledger checks pass (TransactionBody.check), so an unsigned or
// unbroadcast transaction is as checked as a broadcast one. The secret phrase only derives the
// key pair here; it is never stored, logged or returned.
import { accountIdFromPublicKey } from '../../../domain/account-id.js';
import { DEFAULT_DEADLINE_MINUTES, HASH_LENGTH, MAX_DEADLINE_MINUTES, MIN_DEADLINE_MINUTES, ONE_COIN, PUBLIC_KEY_LENGTH, SIGNATURE_LENGTH, TRANSACTION_VERSION } from '../../../domain/constants.js';
import type { KeyPair } from '../../../domain/crypto.js';
import { TransactionRejectedError, TxRejectReason } from '../../../domain/errors.js';
import { bytesEqual, toHex } from '../../../domain/hex.js';
import { idToString } from '../../../domain/ids.js';
import { signTransaction, Transaction, transactionToJSON } from '../../../domain/transaction.js';
import type { Appendices, Attachment } from '../../../domain/types.js';
import { MESSAGE_PARAMS, messageAppendices } from './message-params.js';
import { PHASING_PARAMS, phasingAppendixOf } from './phasing-params.js';
import { checkFinishHeight } from '../../../domain/phasing.js';
import { validatePrunableContent } from '../../../domain/appendices.js';
import { minimumFeeMTA, validateStateless } from '../../../domain/validation.js';
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode, apiErrors } from '../../errors.js';
import type { ParamSpec, ParamsOf } from '../../types.js';
import { unknownAccount } from '../accounts/lookup.js';
import { unknownBlock } from '../blocks/render.js';
import { SIGNER_PIECE_PARAMS, signerOf } from '../../signer.js';

export const CREATE_TRANSACTION_PARAMS = [
  { name: 'secretPhrase', type: 'string', secret: true, description: 'Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey.' },
  { name: 'publicKey', type: 'hex', bytes: PUBLIC_KEY_LENGTH, description: 'Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase\'s key.' },
  ...SIGNER_PIECE_PARAMS,
  { name: 'feeMTA', type: 'amount', description: 'Fee in MTA. 0 or absent: the minimum fee for this transaction.' },
  { name: 'feeNQT', type: 'amount', description: 'Alias of feeMTA (Nxt name). If both are given they must be equal.' },
  { name: 'deadline', type: 'int', min: MIN_DEADLINE_MINUTES, max: MAX_DEADLINE_MINUTES, default: DEFAULT_DEADLINE_MINUTES, description: 'Minutes after the timestamp during which the transaction can be included in a block.' },
  { name: 'broadcast', type: 'boolean', default: true, description: 'Submit the signed transaction to the mempool (and the network). false: only return it.' },
  { name: 'referencedTransactionFullHash', type: 'hex', bytes: HASH_LENGTH, description: 'Full hash of a transaction that must be confirmed before this one can be.' },
  ...MESSAGE_PARAMS,
  ...PHASING_PARAMS,
  { name: 'ecBlockId', type: 'id', description: 'Economic clustering block id (default: the block about 720 below the tip).' },
  { name: 'ecBlockHeight', type: 'int', min: 0, description: 'Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).' },
] as const satisfies readonly ParamSpec[];

export type CreateTransactionParams = ParamsOf<typeof CREATE_TRANSACTION_PARAMS>;

/** What a transaction type contributes; the rest comes from the common parameters. */
export interface TransactionBody {
  readonly type: number;
  readonly subtype: number;
  /** 0n or absent when the type has no recipient. */
  readonly recipientId?: bigint;
  readonly amountMTA?: bigint;
  readonly attachment: Attachment;
  /** Appendices the type itself adds (a shuffling processing's blobs as its prunable message);
   * the message parameters may not give the same part as well. */
  readonly appendices?: Partial<Appendices>;
  /** The type's checks against the ledger, run on the built (unsigned) transaction after the
   * common funds check and before anything is signed or broadcast, so an unsigned or unbroadcast
   * transaction is refused as the mempool would refuse it (the sender and the final fee are
   * known here). Throws TransactionRejectedError / ApiError. */
  readonly check?: (tx: Transaction) => void | Promise<void>;
  /** The fee as a rate (the operations of the spec that take feeRateQNTPerFXT): MTA paid per
   * whole coin of the minimum fee, so ONE_COIN (10^8) pays exactly the minimum and 2 x 10^8 twice
   * it; the fee is rounded up. Exclusive with feeMTA; below 10^8 it is refused. */
  readonly feeRateQNTPerFXT?: bigint;
  /** The spec's name for "not enough coin for amount + fee" of this operation, if it has one. */
  readonly fundsErrorName?: string;
}

/** The fee a rate pays (see TransactionBody.feeRateQNTPerFXT). */
export function feeAtRate(minimumFeeMTA: bigint, rate: bigint): bigint {
  return (minimumFeeMTA * rate + ONE_COIN - 1n) / ONE_COIN;
}

function feeOf(minimumFee: bigint, requestedFee: bigint | undefined, rate: bigint | undefined): bigint {
  if (rate === undefined) return requestedFee === undefined || requestedFee === 0n ? minimumFee : requestedFee;
  if (requestedFee !== undefined && requestedFee !== 0n) throw apiErrors.invalidParam('feeRateQNTPerFXT', 'give feeMTA or feeRateQNTPerFXT, not both');
  if (rate < ONE_COIN) throw apiErrors.invalidParam('feeRateQNTPerFXT', `must be at least ${ONE_COIN} (that rate pays the minimum fee)`);
  return feeAtRate(minimumFee, rate);
}

/** The response of every CREATE_TRANSACTION operation (Nxt's shape). */
export interface CreateTransactionResult {
  transactionJSON: Record<string, unknown>;
  /** Wire form with the signature zeroed: what signTransaction and calculateFullHash take. */
  unsignedTransactionBytes: string;
  broadcasted: boolean;
  transaction?: string;
  fullHash?: string;
  transactionBytes?: string;
  signatureHash?: string;
}

/** Resolves a parameter and its alias: either may be given; both must then agree. */
export function resolveAlias<T>(value: T | undefined, alias: T | undefined, name: string, aliasName: string): T | undefined {
  if (value !== undefined && alias !== undefined && value !== alias) throw apiErrors.invalidParam(aliasName, `differs from ${name} (give one of them)`);
  return value ?? alias;
}

const PLACEHOLDER_SIGNATURE = new Uint8Array(SIGNATURE_LENGTH);

interface Sender {
  readonly publicKey: Uint8Array;
  readonly keyPair: KeyPair | undefined;
  readonly param: 'secretPhrase' | 'sharedPiece' | 'publicKey';
}

/** The sender: secretPhrase, or sharedPiece + sharedPieceAccount (combined in memory with the
 * node's held pieces; only the key pair is kept), or publicKey alone (unsigned). */
async function senderOf(ctx: NodeApiContext, p: CreateTransactionParams): Promise<Sender> {
  const signer = await signerOf(ctx, p);
  if (signer !== undefined) {
    if (p.publicKey !== undefined && !bytesEqual(p.publicKey, signer.keyPair.publicKey)) {
      throw apiErrors.invalidParam('publicKey', signer.param === 'sharedPiece' ? 'is not the public key of sharedPieceAccount\'s split secret' : 'is not the public key of secretPhrase');
    }
    return { publicKey: signer.keyPair.publicKey, keyPair: signer.keyPair, param: signer.param };
  }
  if (p.publicKey !== undefined) return { publicKey: p.publicKey, keyPair: undefined, param: 'publicKey' };
  throw new ApiError(ApiErrorCode.INCORRECT_REQUEST, 'Incorrect request: secretPhrase or publicKey is required', { param: 'secretPhrase' });
}

async function ecBlockOf(ctx: NodeApiContext, p: CreateTransactionParams, timestamp: number): Promise<{ ecBlockId: bigint; ecBlockHeight: number }> {
  if (p.ecBlockId !== undefined) {
    const block = await ctx.blockchain.getBlock({ id: p.ecBlockId });
    if (block === undefined) throw unknownBlock('ecBlockId', 'the economic clustering block is not in the current chain');
    if (p.ecBlockHeight !== undefined && p.ecBlockHeight !== block.height) {
      throw apiErrors.invalidParam('ecBlockHeight', `ecBlockId is at height ${block.height}`);
    }
    return { ecBlockId: block.id, ecBlockHeight: block.height };
  }
  if (p.ecBlockHeight !== undefined) {
    const id = await ctx.blockchain.getBlockIdAtHeight(p.ecBlockHeight);
    if (id === undefined) throw unknownBlock('ecBlockHeight', `no block at height ${p.ecBlockHeight}`);
    return { ecBlockId: id, ecBlockHeight: p.ecBlockHeight };
  }
  const ec = await ctx.blockchain.getECBlock(timestamp);
  return { ecBlockId: ec.ecBlockId, ecBlockHeight: ec.ecBlockHeight };
}

/** Builds the transaction of `body` with the common parameters, checks it, signs it when a
 * secret phrase was given and broadcasts it when asked. Throws DomainError /
 * TransactionRejectedError / ApiError; never returns an error object. */
export async function createTransaction(ctx: NodeApiContext, p: CreateTransactionParams, body: TransactionBody): Promise<CreateTransactionResult> {
  const sender = await senderOf(ctx, p);
  const requestedFee = resolveAlias(p.feeMTA, p.feeNQT, 'feeMTA', 'feeNQT');
  const phasing = phasingAppendixOf(p);
  const messages = await messageAppendices(ctx, p, sender, body.recipientId ?? 0n);
  for (const part of Object.keys(body.appendices ?? {})) {
    if (part in messages) throw apiErrors.invalidParam('message', `this operation fills the ${part} itself`);
  }
  const appendices = { ...messages, ...body.appendices, ...(phasing ? { phasing } : {}) };
  const timestamp = ctx.epochTime();
  const ec = await ecBlockOf(ctx, p, timestamp);
  const data = {
    type: body.type,
    subtype: body.subtype,
    version: TRANSACTION_VERSION,
    timestamp,
    deadline: p.deadline,
    senderPublicKey: sender.publicKey,
    recipientId: body.recipientId ?? 0n,
    amountMTA: body.amountMTA ?? 0n,
    feeMTA: 0n,
    referencedTransactionFullHash: p.referencedTransactionFullHash ?? null,
    ecBlockHeight: ec.ecBlockHeight,
    ecBlockId: ec.ecBlockId,
    attachment: body.attachment,
    appendices,
    signature: null,
  };
  const minimumFee = minimumFeeMTA(new Transaction(data, ctx.registry), ctx.params);
  const feeMTA = feeOf(minimumFee, requestedFee, body.feeRateQNTPerFXT);
  const unsigned = new Transaction({ ...data, feeMTA }, ctx.registry);

  validatePrunableContent(unsigned.appendices);
  // Every ledger-free rule but the signature, on a stand-in signature of the right size.
  validateStateless(unsigned.withSignature(PLACEHOLDER_SIGNATURE), {
    nowEpochSeconds: timestamp,
    params: ctx.params,
    registry: ctx.registry,
    verifySignature: false,
  });

  const senderId = accountIdFromPublicKey(sender.publicKey);
  if ((await ctx.blockchain.getAccount(senderId)) === undefined) throw unknownAccount(sender.param, senderId);
  const available = await ctx.mempool.unconfirmedBalance(senderId);
  if (available < unsigned.amountMTA + unsigned.feeMTA) {
    throw new TransactionRejectedError(
      TxRejectReason.NOT_ENOUGH_FUNDS,
      `not enough funds: amount + fee is ${unsigned.amountMTA + unsigned.feeMTA} MTA, the unconfirmed balance ${available} MTA`,
      'amountMTA',
      body.fundsErrorName === undefined ? {} : { errorName: body.fundsErrorName },
    );
  }

  // The finish height's range against the block that would include it (the pool checks again).
  if (phasing !== undefined) checkFinishHeight(phasing, (await ctx.blockchain.status()).height + 1);
  if (body.check !== undefined) await body.check(unsigned);

  const unsignedTransactionBytes = toHex(unsigned.bytes());
  if (sender.keyPair === undefined) {
    return { transactionJSON: transactionToJSON(unsigned), unsignedTransactionBytes, broadcasted: false };
  }
  const signed = signTransaction(unsigned, sender.keyPair, ctx.registry);
  if (p.broadcast) await ctx.mempool.submit(signed);
  return {
    transactionJSON: transactionToJSON(signed),
    unsignedTransactionBytes,
    broadcasted: p.broadcast,
    transaction: idToString(signed.id),
    fullHash: toHex(signed.fullHash),
    transactionBytes: toHex(signed.bytes()),
    signatureHash: toHex(signed.signatureHash),
  };
}
