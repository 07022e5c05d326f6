// approveTransaction: a phasing vote (1/9) on up to 10 phased transactions. Rules:
// src/capabilities/phasing/vote.ts.
import { phasingVoteCasting } from '../../../capabilities/phasing/vote.js';
import { HASH_LENGTH } from '../../../domain/constants.js';
import { utf8Bytes } from '../../../domain/crypto.js';
import { apiErrors } from '../../errors.js';
import { parseHexText } from '../../params.js';
import type { NodeApiContext } from '../../context.js';
import { R } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction } from '../transactions/create-transaction.js';
import { checkOnPendingState } from '../transactions/pending-check.js';

export const approveTransaction = defineHandler({
  requestType: 'approveTransaction',
  tags: [ApiTag.PHASING, ApiTag.CREATE_TRANSACTION],
  description:
    'Votes for phased transactions (a PhasingVoteCasting transaction, 1/9): transactionFullHash names 1..10 of them (repeated or comma-separated). Each must be phased and unfinished, its poll must take votes (not NONE nor TRANSACTION), the voter must be on its whitelist when it has one; a HASH poll needs revealedSecret (hex, or text with revealedSecretIsText=true) whose hash is its hashed secret, other polls refuse a secret. One vote per poll and voter counts: the first. An unknown or finished transaction: errorCode 7 naming transactionFullHash; a voter off the whitelist: naming secretPhrase; a wrong or missing secret: naming revealedSecret. Minimum fee: 1 coin per transaction voted on. Returns what every transaction-creating operation returns.',
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: R.createTransaction,
  params: [
    { name: 'transactionFullHash', type: 'hexList', bytes: HASH_LENGTH, required: true, maxItems: 10, description: 'The phased transactions voted for.' },
    { name: 'revealedSecret', type: 'string', description: 'HASH polls: the secret, hex (or text with revealedSecretIsText).' },
    { name: 'revealedSecretIsText', type: 'boolean', default: false, description: 'revealedSecret is UTF-8 text rather than hex.' },
    ...CREATE_TRANSACTION_PARAMS,
  ],
  async handler(p, ctx: NodeApiContext) {
    let secret: Uint8Array = new Uint8Array(0);
    if (p.revealedSecret !== undefined) secret = p.revealedSecretIsText ? utf8Bytes(p.revealedSecret) : parseHexText('revealedSecret', p.revealedSecret);
    if (secret.length > 100) throw apiErrors.invalidParam('revealedSecret', 'at most 100 bytes');
    return createTransaction(ctx, p, {
      type: phasingVoteCasting.type,
      subtype: phasingVoteCasting.subtype,
      attachment: { version: 1, transactionFullHashes: p.transactionFullHash, revealedSecret: secret } as never,
      check: (tx) => checkOnPendingState(ctx, tx),
    });
  },
});
