// The transaction-creating AE operations, one file each. Each checks, before anything is signed,
// what the ledger lets it tell the caller clearly (write-common.ts); the mempool checks
// everything again with the domain rules.
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { issueTotem } from './issueTotem.js';
import { transferTotem } from './transferTotem.js';
import { deleteTotem } from './deleteTotem.js';
import { placeAskOrder } from './placeAskOrder.js';
import { placeBidOrder } from './placeBidOrder.js';
import { cancelAskOrder } from './cancelAskOrder.js';
import { cancelBidOrder } from './cancelBidOrder.js';
import { dividendPayment } from './dividendPayment.js';
import { RequestTotemApproval } from './RequestTotemApproval.js';
import { CastTotemApprovalVote } from './CastTotemApprovalVote.js';

export const WRITE_HANDLERS: HandlerTable<NodeApiContext> = {
  issueTotem,
  transferTotem,
  deleteTotem,
  placeAskOrder,
  placeBidOrder,
  cancelAskOrder,
  cancelBidOrder,
  dividendPayment,
  RequestTotemApproval,
  CastTotemApprovalVote,
};
