// The shuffling rules the shuffler actor is lent by this capability's registration (the actor
// never imports a capability; index.ts hands it this object, which matches the actor's
// ShufflerRules interface). Each kind of step the shuffler machine owes maps to the transaction
// participant.ts builds for it from the record and the participant's secrets.
import type { StateReader } from '../../domain/state/state.js';
import type { Attachment } from '../../domain/types.js';
import { shufflingOf } from './queries.js';
import type { Shuffling } from './records.js';
import { cancellationOf, processingOf, registrationOf, verificationOf, type ParticipantStep } from './participant.js';
import { mustReveal, shufflingCancellation, shufflingProcessing, shufflingRecipients, shufflingRegistration, shufflingVerification } from './types.js';

type Kind = 'register' | 'process' | 'recipients' | 'verify' | 'cancel';
const TYPES = { process: shufflingProcessing, recipients: shufflingRecipients, verify: shufflingVerification, cancel: shufflingCancellation } as const;

/** The transaction of one participant step: type, attachment (version 1) and its prunable data. */
export function transactionOf(step: ParticipantStep) {
  const attachment = { version: 1, ...step.attachment } as Attachment;
  const appendices = step.kind === 'process' ? { prunableMessage: { isText: false, data: step.data } } : {};
  return { type: TYPES[step.kind], attachment, appendices };
}

export const shufflerRules = Object.freeze({
  shufflingOf: (state: StateReader, id: bigint): Shuffling | undefined => shufflingOf(state, id),
  stepFor(kind: Kind, s: Shuffling, id: bigint, account: bigint, privateSeed: Uint8Array, recipientPublicKey: Uint8Array) {
    switch (kind) {
      case 'register':
        return { type: shufflingRegistration, attachment: { version: 1, ...registrationOf(s, id, privateSeed) } as Attachment };
      case 'process':
      case 'recipients':
        return transactionOf(processingOf(s, id, account, privateSeed, recipientPublicKey));
      case 'verify':
        return transactionOf(verificationOf(s, id, privateSeed, recipientPublicKey));
      case 'cancel':
        return transactionOf(cancellationOf(s, id, privateSeed, 'blame'));
    }
  },
  /** Whether BLAME still waits for this participant's seed (blame.ts: each that processed, and the blamer). */
  mustReveal(s: Shuffling, account: bigint): boolean {
    const p = s.participants.find((q) => q.account === account);
    return p !== undefined && mustReveal(s, p) && p.revealedSeed.length === 0;
  },
});
