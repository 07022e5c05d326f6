// The ACCOUNTS operations.
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { getAccount } from './getAccount.js';
import { getAccountBlockIds } from './getAccountBlockIds.js';
import { getAccountBlocks } from './getAccountBlocks.js';
import { getAccountId } from './getAccountId.js';
import { getAccountPublicKey } from './getAccountPublicKey.js';
import { getBalance } from './getBalance.js';
import { getBlockchainTransactions } from './getBlockchainTransactions.js';

export const ACCOUNT_HANDLERS: HandlerTable<NodeApiContext> = {
  getAccount,
  getAccountId,
  getAccountPublicKey,
  getBalance,
  getAccountBlockIds,
  getAccountBlocks,
  getBlockchainTransactions,
};
