// getAccountCertificates: Returns the certificates of every type whose subject is the account, revoked and expired ones included.
import type { NodeApiContext } from '../../context.js';
import { applyPage } from '../../params.js';
import { ApiTag, defineHandler } from '../../types.js';
import { subjectCertificates } from '../../../capabilities/certificates/queries.js';
import { requireAccount } from '../accounts/lookup.js';
import { certificateList, renderCertificate, tipTimestamp } from './render.js';

export const getAccountCertificates = defineHandler({
  requestType: 'getAccountCertificates',
  tags: [ApiTag.CERTIFICATE],
  description: 'Returns the certificates of every type whose subject is the account, revoked and expired ones included. Newest first (timestamp, then height, descending). Unknown account: errorCode 3 naming account.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: certificateList('Newest first by timestamp.'),
  params: [{ name: 'account', type: 'account', required: true, description: 'The subject (numeric id or RS address).' }],
  async handler({ account }, ctx: NodeApiContext, req) {
    await requireAccount(ctx, account);
    const tip = await tipTimestamp(ctx);
    return { certificates: applyPage(subjectCertificates(ctx.state, account), req.page).map(([id, c]) => renderCertificate(id, c, tip)) };
  },
});
