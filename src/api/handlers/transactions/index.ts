import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { broadcastTransaction } from './broadcastTransaction.js';
import { broadcastTransactions } from './broadcastTransactions.js';
import { calculateFullHash } from './calculateFullHash.js';
import { getAllWaitingTransactions } from './getAllWaitingTransactions.js';
import { getTransaction } from './getTransaction.js';
import { getTransactionBytes } from './getTransactionBytes.js';
import { getUnconfirmedTransactionIds } from './getUnconfirmedTransactionIds.js';
import { getUnconfirmedTransactions } from './getUnconfirmedTransactions.js';
import { parseTransaction } from './parseTransaction.js';
import { signTransaction } from './signTransaction.js';

export const TRANSACTION_HANDLERS: HandlerTable<NodeApiContext> = {
  getTransaction,
  getTransactionBytes,
  getUnconfirmedTransactions,
  getUnconfirmedTransactionIds,
  getAllWaitingTransactions,
  broadcastTransaction,
  broadcastTransactions,
  signTransaction,
  parseTransaction,
  calculateFullHash,
};
