// What the transaction-creating SHUFFLING operations share: their parameters, the sender's private
// seed (a participant's layer keys derive from it, participant.ts), the committed record, and the
// factory of the operations that compute their attachment from the record and that seed
// (shufflingRegister, shufflingProcess, shufflingCancel). shufflingCreate and shufflingVerify need
// neither, so they use the common typedWrite factory.
//
// Every transaction is checked by its type's own rules against the pool's pending state before it
// is signed (pending-check.ts), so a refusal reads the same as the mempool's: the ledger rules are
// written once (src/capabilities/shuffling/). The record is read from committed state: a shuffling
// whose creation or last step is still unconfirmed is not seen yet (forge, then ask again).
import { accountIdFromPublicKey } from '../../../domain/account-id.js';
import type { Appendices, Attachment } from '../../../domain/types.js';
import type { TransactionType } from '../../../domain/tx-types/registry.js';
import { shufflingOf } from '../../../capabilities/shuffling/queries.js';
import type { Shuffling } from '../../../capabilities/shuffling/records.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { requireSigner } from '../../signer.js';
import { R, type ResponseSchema } from '../../response-schema.js';
import { ApiTag, defineHandler, type HandlerSpec, type ParamSpec, type ParamsOf } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction, type CreateTransactionParams } from '../transactions/create-transaction.js';
import { checkOnPendingState } from '../transactions/pending-check.js';

export const ONE_COIN_FEE = 'Minimum fee: 1 coin.';
const RETURNS = 'Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).';
const NEEDS_SECRET =
  'Needs secretPhrase (or sharedPiece): the sender\'s layer key in this shuffling derives from its private key, so a transaction cannot be built from publicKey alone (errorCode 1 naming secretPhrase).';

export const SHUFFLING_PARAM = { name: 'shuffling', type: 'id', required: true, description: 'The shuffling (the id of its ShufflingCreation transaction). Unknown: errorCode 7 naming shuffling.' } as const;
export const STATE_HASH_PARAM = {
  name: 'shufflingStateHash',
  type: 'hex',
  bytes: 32,
  required: true,
  description: 'The shuffling\'s current shufflingStateHash (getShuffling): the step is valid only against that state. Another: errorCode 7 naming shufflingStateHash.',
} as const;

/** The coin is holding 0 (or absent); a totem or currency is its unsigned 64-bit id. */
export function holdingIdOf(value: string | undefined, param: string): bigint {
  if (value === undefined) return 0n;
  if (!/^[0-9]{1,20}$/.test(value) || BigInt(value) >> 64n !== 0n) throw apiErrors.invalidParam(param, 'must be an unsigned 64-bit decimal id (0 for the coin)');
  return BigInt(value);
}

/** The shuffling in committed state, or errorCode 7 naming `param`. */
export function recordOf(ctx: NodeApiContext, id: bigint, param = 'shuffling'): Shuffling {
  const s = shufflingOf(ctx.state, id);
  if (s === undefined) throw apiErrors.invalidParam(param, `unknown shuffling ${id}`);
  return s;
}

/** The sender as the factory hands it to `build`: its account and Ed25519 private seed. */
export interface ShufflingSender {
  readonly account: bigint;
  readonly privateSeed: Uint8Array;
}

/** What an operation builds: the type and attachment (without its version), the appendices the
 * type itself carries, and fields added to the answer. */
export interface BuiltStep {
  readonly type: TransactionType;
  readonly attachment: Omit<Attachment, 'version'>;
  readonly appendices?: Partial<Appendices>;
  readonly answer?: Record<string, unknown>;
}

export interface ShufflingWrite<P extends readonly ParamSpec[]> {
  readonly requestType: string;
  readonly description: string;
  readonly params: P;
  /** The common parameters (default CREATE_TRANSACTION_PARAMS); an operation may describe one of
   * them its own way (shufflingProcess's recipientPublicKey). */
  readonly commonParams?: readonly ParamSpec[];
  /** Common parameters the operation takes for itself: not handed to createTransaction (so
   * recipientPublicKey makes no key announcement). */
  readonly ownCommon?: readonly string[];
  readonly response?: ResponseSchema;
  build(p: ParamsOf<P> & CreateTransactionParams & Record<string, unknown>, ctx: NodeApiContext, sender: ShufflingSender): BuiltStep;
}

/** A transaction-creating SHUFFLING operation built from the record and the sender's secret. */
export function shufflingWrite<const P extends readonly ParamSpec[]>(w: ShufflingWrite<P>): HandlerSpec<NodeApiContext> {
  return defineHandler({
    requestType: w.requestType,
    tags: [ApiTag.SHUFFLING, ApiTag.CREATE_TRANSACTION],
    description: `${w.description} ${NEEDS_SECRET} ${RETURNS}`,
    method: 'POST',
    requirePost: true,
    requirePassword: false,
    requireBlockchain: true,
    response: w.response ?? R.createTransaction,
    params: [...w.params, ...(w.commonParams ?? CREATE_TRANSACTION_PARAMS)] as readonly ParamSpec[],
    async handler(raw, ctx: NodeApiContext) {
      const p = raw as unknown as ParamsOf<P> & CreateTransactionParams & Record<string, unknown>;
      const { keyPair } = await requireSigner(ctx, p);
      const step = w.build(p, ctx, { account: accountIdFromPublicKey(keyPair.publicKey), privateSeed: keyPair.seed });
      const common = { ...p } as Record<string, unknown>;
      for (const name of w.ownCommon ?? []) delete common[name];
      const created = await createTransaction(ctx, common as unknown as CreateTransactionParams, {
        type: step.type.type,
        subtype: step.type.subtype,
        attachment: { version: 1, ...step.attachment } as Attachment,
        ...(step.appendices !== undefined ? { appendices: step.appendices } : {}),
        check: (tx) => checkOnPendingState(ctx, tx),
      });
      return { ...created, ...step.answer };
    },
  });
}
