// What the shuffler's operations share: the actor's client, its errors as JSON errors (mapped
// here, at the edge), the ShufflerInfo JSON form and its schema, and the recipient parameters.
import type { ShufflerApi, ShufflerFilter, ShufflerInfo } from '../../../actors/shuffler/interface.js';
import { accountIdFromPublicKey } from '../../../domain/account-id.js';
import type { RequestInfo } from '../../types.js';
import { requireAdminRights } from '../forging/admin-rights.js';
import { ShufflerError, ShufflerErrorCode } from '../../../actors/shuffler/errors.js';
import { SystemId } from '../../../actors/system-ids.js';
import type { ServiceClient } from '../../../actors/service-client.js';
import { keyPairFromSecret } from '../../../domain/crypto.js';
import { idToString } from '../../../domain/ids.js';
import { SHUFFLER_FAILURES, SHUFFLER_OUTCOMES, SHUFFLER_TX_KINDS } from '../../../machines/shuffler/events.js';
import type { NodeApiContext } from '../../context.js';
import { signerOf, signerParams, type SignerInput } from '../../signer.js';
import { ApiError, ApiErrorCode, apiErrors } from '../../errors.js';
import { arrayOf, int, nullable, object, oneOfStrings, R, str } from '../../response-schema.js';
import { accountFields } from '../accounts/account-extras.js';

/** The shuffler actor's client; errorCode 1 when this node runs none. */
export function shufflerOf(ctx: NodeApiContext): ServiceClient<ShufflerApi> {
  const client = ctx.actorClient<ShufflerApi>(SystemId.shuffler);
  if (client === undefined) throw new ApiError(ApiErrorCode.INCORRECT_REQUEST, 'Incorrect request: this node runs no shuffler', {});
  return client;
}

/** Nxt's split: a duplicate shuffler is errorCode 8 (already have); every other refusal 7. */
const DUPLICATES: ReadonlySet<ShufflerErrorCode> = new Set([ShufflerErrorCode.DUPLICATE_SHUFFLER, ShufflerErrorCode.DUPLICATE_RECIPIENT]);

/** A ShufflerError as the JSON error naming its parameter. */
export async function mappingShufflerErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ShufflerError) throw new ApiError(DUPLICATES.has(error.code) ? ApiErrorCode.ALREADY_HAVE : ApiErrorCode.INVALID_PARAMETER, error.message, { param: error.param });
    throw error;
  }
}

/** The recipient's public key: recipientPublicKey, or the key of recipientSecretPhrase (exactly one). */
export function recipientKeyOf(p: { recipientPublicKey?: Uint8Array | undefined; recipientSecretPhrase?: string | undefined }): Uint8Array {
  if (p.recipientPublicKey !== undefined && p.recipientSecretPhrase !== undefined) throw apiErrors.invalidParam('recipientPublicKey', 'give recipientPublicKey or recipientSecretPhrase, not both');
  if (p.recipientSecretPhrase !== undefined) return keyPairFromSecret(p.recipientSecretPhrase).publicKey;
  if (p.recipientPublicKey !== undefined) return p.recipientPublicKey;
  throw new ApiError(ApiErrorCode.INCORRECT_REQUEST, 'Incorrect request: recipientPublicKey or recipientSecretPhrase is required', { param: 'recipientPublicKey' });
}

export const RECIPIENT_PARAMS = [
  { name: 'recipientSecretPhrase', type: 'string', secret: true, description: 'Secret phrase of the new recipient account (only its public key is used; give this or recipientPublicKey).' },
  { name: 'recipientPublicKey', type: 'hex', bytes: 32, description: 'Public key of the new recipient account (no account may have it yet).' },
] as const;

export const SHUFFLER_SCHEMA = object(
  {
    account: R.id,
    accountRS: R.accountRS,
    shuffling: R.id,
    shufflingFullHash: R.hash,
    recipient: R.id,
    recipientRS: R.accountRS,
    recipientPublicKey: R.publicKey,
    state: str('The shuffler machine\'s state: registering, waitingForTurn, processing, submittingRecipients, verifying, revealing, done, failed or stopped.'),
    stage: str('The shuffling\'s stage as the shuffler last heard it.'),
    submitted: arrayOf(object({ kind: oneOfStrings(SHUFFLER_TX_KINDS), transaction: R.id, height: nullable(int('The last block height the shuffler had seen.', 0)) }), 'Its accepted submissions, oldest first.'),
    failedTransaction: nullable(object({ kind: oneOfStrings(SHUFFLER_TX_KINDS), attempts: int('Failed attempts so far.', 1), height: nullable(int('Height when it last failed.', 0)) })),
    failureCause: nullable(str('Why the last submission failed (retried after the next block).')),
    failure: nullable(oneOfStrings(SHUFFLER_FAILURES)),
    outcome: nullable(oneOfStrings(SHUFFLER_OUTCOMES)),
  },
  { participantState: str('This account\'s participant state in the ledger (includeParticipantState).') },
);

export function renderShuffler(i: ShufflerInfo, includeParticipantState = false): Record<string, unknown> {
  return {
    ...accountFields('account', i.account),
    shuffling: idToString(i.shuffling),
    shufflingFullHash: i.shufflingFullHash,
    ...accountFields('recipient', i.recipient),
    recipientPublicKey: i.recipientPublicKey,
    state: i.state,
    stage: i.stage,
    submitted: i.submitted.map((s) => ({ kind: s.kind, transaction: s.transactionId, height: s.height })),
    failedTransaction: i.failedTransaction,
    failureCause: i.failureCause,
    failure: i.failure,
    outcome: i.outcome,
    ...(includeParticipantState && i.participantState !== null ? { participantState: i.participantState } : {}),
  };
}

/** Whose shufflers an operation acts on: the secret phrase's account, or with admin rights
 * `account` (or all); narrowed to one shuffling when shufflingFullHash is given. */
export async function shufflerFilter(
  p: SignerInput & { account?: bigint | undefined; shufflingFullHash?: Uint8Array | undefined },
  ctx: NodeApiContext,
  req: RequestInfo,
): Promise<ShufflerFilter> {
  let account = p.account;
  const signer = await signerOf(ctx, p);
  if (signer !== undefined) account = signer.account;
  else requireAdminRights(req, ctx.config, 'secretPhrase');
  return { ...(account !== undefined ? { account } : {}), ...(p.shufflingFullHash !== undefined ? { shufflingFullHash: p.shufflingFullHash } : {}) };
}

/** The parameters that pick shufflers (stopShuffler, getShufflers). */
export const SHUFFLER_FILTER_PARAMS = [
  ...signerParams('Secret phrase of the account whose shufflers to act on (or sharedPiece with sharedPieceAccount; absent: admin only).'),
  { name: 'account', type: 'account', description: 'With admin rights: only this account\'s shufflers.' },
  { name: 'shufflingFullHash', type: 'hex', bytes: 32, description: 'Only the shuffler of this shuffling.' },
] as const;
