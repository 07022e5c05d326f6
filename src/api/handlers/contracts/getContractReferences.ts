// getContractReferences: an account's contract reference, or the accounts pointing at a contract.
import type { NodeApiContext } from '../../context.js';
import { applyPage } from '../../params.js';
import { apiErrors } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { referenceOf, referencesTo } from '../../../capabilities/contracts/queries.js';
import type { ContractReference } from '../../../capabilities/contracts/records.js';
import { requireContractRecord } from './params.js';
import { listOf, REFERENCE_SCHEMA, renderReference } from './render.js';

export const getContractReferences = defineHandler({
  requestType: 'getContractReferences',
  tags: [ApiTag.CONTRACTS],
  description:
    'Returns contract references: the one of account (none or one), or every account pointing at contract (by account id), or with both whether that account points at that contract. Neither: errorCode 1 naming account; an unknown contract: errorCode 7 naming contract. Paginated.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: listOf('references', REFERENCE_SCHEMA, 'By account id.'),
  params: [
    { name: 'account', type: 'account', description: 'The account whose reference to show.' },
    { name: 'contract', type: 'id', description: 'The contract whose referencing accounts to list.' },
  ],
  async handler({ account, contract }, ctx: NodeApiContext, req) {
    if (account === undefined && contract === undefined) throw apiErrors.missingParam('account');
    if (contract !== undefined) requireContractRecord(ctx, contract);
    let rows: Array<readonly [bigint, ContractReference]>;
    if (account !== undefined) {
      const r = referenceOf(ctx.state, account);
      rows = r !== undefined && (contract === undefined || r.contract === contract) ? [[account, r]] : [];
    } else rows = referencesTo(ctx.state, contract!);
    return { references: applyPage(rows, req.page).map(([a, r]) => renderReference(a, r)) };
  },
});
