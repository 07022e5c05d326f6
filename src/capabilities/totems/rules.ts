// The consensus rules of the totem exchange: its ten transaction types, its tables, the end of
// block that counts approval votes, and the work scheduled for later heights (request expiries,
// the deletion of holdings left empty once no dividend can read them).
import type { CapabilityRules } from '../../domain/capability.js';
import type { LedgerState } from '../../domain/types.js';
import { totemIssuance } from './issuance.js';
import { totemDelete, totemTransfer } from './transfer.js';
import { askOrderCancellation, askOrderPlacement, bidOrderCancellation, bidOrderPlacement } from './orders.js';
import { dividendPayment } from './dividend.js';
import { runApprovalExpiry, tallyApprovals, totemApprovalRequest, totemApprovalVote } from './approval.js';
import { OWNER, runHoldingCleanup } from './holdings.js';
import { TOTEM_TABLES } from './tables.js';
import { checkTotemControl, setPhasingTotemControl } from './control.js';
import { totemHoldingView } from './holding-view.js';

export const totemsRules: CapabilityRules = Object.freeze({
  name: OWNER,
  transactionTypes: Object.freeze([
    totemIssuance,
    totemTransfer,
    askOrderPlacement,
    bidOrderPlacement,
    totemApprovalRequest,
    askOrderCancellation,
    bidOrderCancellation,
    dividendPayment,
    totemDelete,
    totemApprovalVote,
    setPhasingTotemControl,
  ]),
  checkTransaction: checkTotemControl,
  tables: TOTEM_TABLES,
  holdings: Object.freeze({ TOTEM: totemHoldingView }),
  endBlock: tallyApprovals,
  onScheduled(state: LedgerState, item: string): void {
    if (!runHoldingCleanup(state, item)) runApprovalExpiry(state, item);
  },
});
