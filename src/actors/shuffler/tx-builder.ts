// Builds and signs one of the shuffler's transactions the way the API's create path does: the
// node's epoch time, the economic clustering block for it, the minimum fee of the built
// transaction (prunable data included), deadline from the options. The key pair is the caller's
// (held in memory by the shuffler only); nothing here keeps or logs it.
import { TRANSACTION_VERSION } from '../../domain/constants.js';
import type { KeyPair } from '../../domain/crypto.js';
import { signTransaction, Transaction } from '../../domain/transaction.js';
import { minimumFeeMTA } from '../../domain/validation.js';
import type { ShufflerComponents, ShufflerTxSpec } from './interface.js';

export async function buildShufflerTx(c: ShufflerComponents, spec: ShufflerTxSpec, keyPair: KeyPair, deadlineMinutes: number): Promise<Transaction> {
  const timestamp = c.epochTime();
  const ec = await c.blockchain.getECBlock(timestamp);
  const data = {
    type: spec.type.type,
    subtype: spec.type.subtype,
    version: TRANSACTION_VERSION,
    timestamp,
    deadline: deadlineMinutes,
    senderPublicKey: keyPair.publicKey,
    recipientId: 0n,
    amountMTA: 0n,
    feeMTA: 0n,
    referencedTransactionFullHash: null,
    ecBlockHeight: ec.ecBlockHeight,
    ecBlockId: ec.ecBlockId,
    attachment: spec.attachment,
    appendices: spec.appendices ?? {},
    signature: null,
  };
  const feeMTA = minimumFeeMTA(new Transaction(data, c.registry), c.params);
  return signTransaction({ ...data, feeMTA }, keyPair, c.registry);
}
