// One signed transaction of any type from a devnet-style secret phrase: what the capability
// test helpers (accounts, tally, totems) build their transactions with.
import type { Node } from '../../src/node.js';
import { ONE_COIN, TRANSACTION_VERSION } from '../../src/domain/constants.js';
import { signTransaction, type Transaction } from '../../src/domain/transaction.js';
import type { Appendices, Attachment } from '../../src/domain/types.js';
import { keyOf } from '../chain/helpers.js';

export interface SignedTxInput {
  readonly from: string;
  readonly timestamp: number;
  readonly ecBlockId: bigint;
  readonly to?: bigint;
  readonly amountMTA?: bigint;
  readonly feeMTA?: bigint;
  readonly appendices?: Appendices;
}

/** Signed by `p.from`'s key; fee 1 coin unless given, deadline 1440, EC block at height 0. */
export function signedTx(node: Pick<Node, 'registry'>, type: { type: number; subtype: number }, attachment: Attachment, p: SignedTxInput): Transaction {
  const key = keyOf(p.from);
  return signTransaction(
    {
      type: type.type,
      subtype: type.subtype,
      version: TRANSACTION_VERSION,
      timestamp: p.timestamp,
      deadline: 1440,
      senderPublicKey: key.publicKey,
      recipientId: p.to ?? 0n,
      amountMTA: p.amountMTA ?? 0n,
      feeMTA: p.feeMTA ?? ONE_COIN,
      referencedTransactionFullHash: null,
      ecBlockHeight: 0,
      ecBlockId: p.ecBlockId,
      attachment,
      appendices: p.appendices ?? {},
      signature: null,
    },
    key,
    node.registry,
  );
}
