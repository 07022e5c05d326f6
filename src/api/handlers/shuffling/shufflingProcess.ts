// shufflingProcess: the sender's processing turn, as participant.ts processingOf computes it: a
// ShufflingProcessing (7/2) whose blobs ride as its prunable message, the ShufflingRecipients (7/3)
// of the last participant, or, when its input does not peel, a ShufflingCancellation (7/5) that
// starts the blame. Rules: src/capabilities/shuffling/round-types.ts, blame.ts.
import { accountIdFromPublicKey } from '../../../domain/account-id.js';
import { keyPairFromSecret } from '../../../domain/crypto.js';
import { ACCOUNTS } from '../../../domain/state/accounts.js';
import { processingOf } from '../../../capabilities/shuffling/participant.js';
import { participantIndexOf } from '../../../capabilities/shuffling/records.js';
import { isValidRecipientKey, shufflingCancellation, shufflingProcessing, shufflingRecipients } from '../../../capabilities/shuffling/types.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { BOOLEAN, object, oneOfStrings, R, str } from '../../response-schema.js';
import type { ParamSpec } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS } from '../transactions/create-transaction.js';
import { recordOf, SHUFFLING_PARAM, shufflingWrite, type BuiltStep } from './write-common.js';

const RECIPIENT_PUBLIC_KEY = {
  name: 'recipientPublicKey',
  type: 'hex',
  bytes: 32,
  description: 'The public key of the sender\'s recipient: a new account (no account with this key may exist). Give this or recipientSecretPhrase. Here it announces no key: the shuffling announces the recipients\' keys when it is done.',
} as const satisfies ParamSpec;

// recipientPublicKey is also a common (message) parameter: shufflingProcess takes it for itself,
// in its place among the common parameters, so no operation declares a name twice.
const COMMON_PARAMS: readonly ParamSpec[] = CREATE_TRANSACTION_PARAMS.map((s) => (s.name === RECIPIENT_PUBLIC_KEY.name ? RECIPIENT_PUBLIC_KEY : s));

export const PROCESS_RESPONSE = object(
  { transactionJSON: R.transaction, unsignedTransactionBytes: R.hex, broadcasted: BOOLEAN, step: oneOfStrings(['process', 'recipients', 'cancel'], 'What the transaction is: process (ShufflingProcessing), recipients (ShufflingRecipients of the last participant) or cancel (ShufflingCancellation: the input did not peel).') },
  { transaction: R.id, fullHash: R.hash, transactionBytes: R.hex, signatureHash: R.hash, cancellationReason: str('With step cancel: why the sender blames.') },
  { description: 'What every transaction-creating operation returns, plus step (and cancellationReason).' },
);

/** The recipient's public key: exactly one of recipientSecretPhrase and recipientPublicKey, the
 * key of no existing account (errorCode 7 naming the one given). */
function recipientOf(ctx: NodeApiContext, phrase: string | undefined, key: Uint8Array | undefined): Uint8Array {
  if (phrase !== undefined && key !== undefined) throw apiErrors.invalidParam('recipientPublicKey', 'give recipientSecretPhrase or recipientPublicKey, not both');
  if (phrase === undefined && key === undefined) throw apiErrors.missingParam('recipientPublicKey');
  const param = phrase !== undefined ? 'recipientSecretPhrase' : 'recipientPublicKey';
  const publicKey = key ?? keyPairFromSecret(phrase!).publicKey;
  if (!isValidRecipientKey(publicKey)) throw apiErrors.invalidParam(param, 'not a valid Ed25519 public key');
  // Checked here, not only by the last participant's ShufflingRecipients: an account that exists
  // would make that transaction fail for everyone, long after this participant's turn.
  if (ctx.state.get(ACCOUNTS, accountIdFromPublicKey(publicKey)) !== undefined) throw apiErrors.invalidParam(param, 'the recipient must be a new account: an account with this public key exists');
  return publicKey;
}

export const shufflingProcess = shufflingWrite({
  requestType: 'shufflingProcess',
  description:
    'Takes the sender\'s processing turn in a shuffling in PROCESSING (the sender is its assignee, getAssignedShufflings): peels the previous participant\'s blobs with the sender\'s layer key, adds its own recipient wrapped for the later participants, shuffles, and builds a ShufflingProcessing (the blobs are its prunable message; the minimum fee covers them), or for the last participant the ShufflingRecipients. ' +
    'When the input does not peel (a cheater before it), it builds a ShufflingCancellation revealing the sender\'s layer seed, which starts the blame. The answer\'s step says which (and cancellationReason why). ' +
    'Not PROCESSING, not a participant, or not the sender\'s turn: errorCode 7 naming shuffling; a recipient that is not a new account: errorCode 7 naming recipientPublicKey or recipientSecretPhrase. ' +
    'Minimum fee: 1 coin, plus the prunable data\'s fee for a ShufflingProcessing.',
  params: [
    SHUFFLING_PARAM,
    { name: 'recipientSecretPhrase', type: 'string', secret: true, description: 'Secret phrase of the sender\'s recipient (a new account); only its public key is used. Give this or recipientPublicKey.' },
  ],
  commonParams: COMMON_PARAMS,
  ownCommon: [RECIPIENT_PUBLIC_KEY.name],
  response: PROCESS_RESPONSE,
  build(p, ctx, sender): BuiltStep {
    const recipient = recipientOf(ctx, p.recipientSecretPhrase, p.recipientPublicKey);
    const id = p.shuffling;
    const s = recordOf(ctx, id);
    if (participantIndexOf(s, sender.account) < 0) throw apiErrors.invalidParam('shuffling', 'the sender is not a participant');
    if (s.stage !== 'PROCESSING') throw apiErrors.invalidParam('shuffling', `shuffling ${id} is ${s.stage}, not PROCESSING`);
    if (s.assignee !== sender.account) throw apiErrors.invalidParam('shuffling', 'it is not the sender\'s turn to process');
    const step = processingOf(s, id, sender.account, sender.privateSeed, recipient);
    switch (step.kind) {
      case 'process':
        return { type: shufflingProcessing, attachment: step.attachment, appendices: { prunableMessage: { isText: false, data: step.data } }, answer: { step: 'process' } };
      case 'recipients':
        return { type: shufflingRecipients, attachment: step.attachment, answer: { step: 'recipients' } };
      case 'cancel':
        return { type: shufflingCancellation, attachment: step.attachment, answer: { step: 'cancel', cancellationReason: step.reason } };
      default:
        throw new Error(`processingOf gave a ${step.kind} step`);
    }
  },
});
