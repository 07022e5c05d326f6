// Reads of totems, holdings, transfers, dividends and approval status.
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { getAccountTotems } from './getAccountTotems.js';
import { getAllTotems } from './getAllTotems.js';
import { getTotem } from './getTotem.js';
import { getTotemAccounts } from './getTotemAccounts.js';
import { GetTotemApprovalStatus } from './GetTotemApprovalStatus.js';
import { getTotemDividends } from './getTotemDividends.js';
import { getTotemsByIssuer } from './getTotemsByIssuer.js';
import { getTotemTransfers } from './getTotemTransfers.js';

export const TOTEM_READ_HANDLERS: HandlerTable<NodeApiContext> = {
  getTotem,
  getAllTotems,
  getTotemsByIssuer,
  getAccountTotems,
  getTotemAccounts,
  getTotemTransfers,
  getTotemDividends,
  GetTotemApprovalStatus,
};
