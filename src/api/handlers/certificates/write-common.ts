// What the certificate-issuing operations share. Unlike typedWrite, the issuer's signature over
// the canonical content is made here: the content holds the transaction's timestamp, so the
// node's time is read once and the transaction is built at that same instant (a context whose
// epochTime answers it). The secret phrase only derives the key pair; it is never stored,
// logged or returned. With publicKey alone there is no way to sign the content: errorCode 1
// naming secretPhrase.
import type { NodeApiContext } from '../../context.js';
import type { Attachment } from '../../../domain/types.js';
import type { TransactionType } from '../../../domain/tx-types/registry.js';
import { accountIdFromPublicKey } from '../../../domain/account-id.js';
import { canonicalContent, signCertificate } from '../../../capabilities/certificates/canonical.js';
import type { Claim } from '../../../capabilities/certificates/records.js';
import { requireSigner } from '../../signer.js';
import { R } from '../../response-schema.js';
import { ApiTag, defineHandler, type HandlerSpec, type ParamSpec, type ParamsOf } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction, type CreateTransactionParams } from '../transactions/create-transaction.js';
import { checkOnPendingState } from '../transactions/pending-check.js';

export const ONE_COIN_FEE = 'Minimum fee: 1 coin.';

export interface CertificateTerms {
  readonly subject: bigint;
  readonly certificateType: string;
  readonly name: string;
  readonly claims: readonly Claim[];
  readonly expirationTimestamp: number;
}

export interface CertificateWrite<P extends readonly ParamSpec[]> {
  readonly requestType: string;
  readonly tag: ApiTag;
  readonly type: TransactionType;
  readonly description: string;
  readonly params: P;
  terms(p: ParamsOf<P>): CertificateTerms;
}

export function certificateWrite<const P extends readonly ParamSpec[]>(w: CertificateWrite<P>): HandlerSpec<NodeApiContext> {
  return defineHandler({
    requestType: w.requestType,
    tags: [w.tag, ApiTag.CREATE_TRANSACTION],
    description: `${w.description} The node signs the canonical content with secretPhrase or sharedPiece (required: publicKey alone cannot sign it, errorCode 1 naming secretPhrase) and the transaction with the same key. ${ONE_COIN_FEE} Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).`,
    method: 'POST',
    requirePost: true,
    requirePassword: false,
    requireBlockchain: true,
    response: R.createTransaction,
    params: [...w.params, ...CREATE_TRANSACTION_PARAMS] as readonly ParamSpec[],
    async handler(raw, ctx: NodeApiContext) {
      const p = raw as unknown as ParamsOf<P> & CreateTransactionParams;
      const { keyPair } = await requireSigner(ctx, p);
      const t = w.terms(p);
      const timestamp = ctx.epochTime();
      const content = canonicalContent({
        type: t.certificateType,
        name: t.name,
        subject: t.subject,
        issuer: accountIdFromPublicKey(keyPair.publicKey),
        timestamp,
        expirationTimestamp: t.expirationTimestamp,
        claims: t.claims,
      });
      const attachment = {
        version: 1,
        certificateType: t.certificateType,
        name: t.name,
        claims: t.claims,
        expirationTimestamp: t.expirationTimestamp,
        signature: signCertificate(content, keyPair.seed),
      } as Attachment;
      const pinned: NodeApiContext = { ...ctx, epochTime: () => timestamp };
      return createTransaction(pinned, p, {
        type: w.type.type,
        subtype: w.type.subtype,
        recipientId: t.subject,
        attachment,
        check: (tx) => checkOnPendingState(ctx, tx),
      });
    },
  });
}
