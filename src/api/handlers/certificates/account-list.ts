// The three per-account certificate lists (getAccountCertificates, getIssuedCertificates,
// getAgentCertificates) from one factory: they differ only in which index they read.
import type { StateReader } from '../../../domain/state/state.js';
import type { Certificate } from '../../../capabilities/certificates/records.js';
import type { NodeApiContext } from '../../context.js';
import type { ListWindow } from '../../../domain/state/pages.js';
import { ApiTag, defineHandler } from '../../types.js';
import { requireAccount } from '../accounts/lookup.js';
import { certificateList, renderCertificate, tipTimestamp } from './render.js';

export interface AccountCertificateList {
  readonly requestType: string;
  readonly tag: ApiTag;
  /** What is listed, the start of the description ("the certificates of every type whose subject is the account"). */
  readonly what: string;
  /** The account parameter's role ("The subject"). */
  readonly role: string;
  /** The window of the list, paged in its index. */
  readonly rows: (state: StateReader, account: bigint, window: ListWindow) => ReadonlyArray<readonly [bigint, Certificate]>;
}

export function accountCertificateList(l: AccountCertificateList) {
  return defineHandler({
    requestType: l.requestType,
    tags: [l.tag],
    description: `Returns ${l.what}, revoked and expired ones included. Newest first (timestamp, then height, descending). Unknown account: errorCode 3 naming account.`,
    method: 'GET',
    requirePost: false,
    requirePassword: false,
    requireBlockchain: true,
    paginated: true,
    response: certificateList('Newest first by timestamp.'),
    params: [{ name: 'account', type: 'account', required: true, description: `${l.role} (numeric id or RS address).` }],
    async handler({ account }, ctx: NodeApiContext, req) {
      await requireAccount(ctx, account);
      const tip = await tipTimestamp(ctx);
      return { certificates: l.rows(ctx.state, account, req.page).map(([id, c]) => renderCertificate(id, c, tip)) };
    },
  });
}
