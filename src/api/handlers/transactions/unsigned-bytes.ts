// The API's `unsignedTransactionBytes`: the wire form (prunable data inline, so that it parses
// back) with the signature zeroed. signTransaction, calculateFullHash and broadcastTransaction
// read it with Transaction.fromBytes; the bytes actually signed are derived from it there.
import { Transaction } from '../../../domain/transaction.js';

export function unsignedWireBytes(tx: Transaction): Uint8Array {
  return tx.signature === null ? tx.bytes() : new Transaction({ ...tx, signature: null }, tx.txType).bytes();
}
