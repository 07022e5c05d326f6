// getApplications (spec): applications, optionally of one developer and by name prefix.
import type { NodeApiContext } from '../../context.js';
import { applyPage } from '../../params.js';
import { defineHandler } from '../../types.js';
import { listApplications } from '../../../capabilities/applications/queries.js';
import { APPLICATION_SCHEMA, APPLICATIONS_TAG, listOf, renderApplication } from './render.js';

export const getApplications = defineHandler({
  requestType: 'getApplications',
  tags: [APPLICATIONS_TAG],
  description:
    "Returns applications (as getApplication renders them), retired ones included (retired: true), ordered by name ignoring case, then id. developer keeps one developer's; appName keeps those whose name starts with it, ignoring case (a prefix match: the whole name also matches). Both: both filters. A developer with no applications (or an account never seen): an empty list. Paged with firstIndex/lastIndex.",
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: listOf('applications', APPLICATION_SCHEMA, 'Ordered by name ignoring case, then id.'),
  params: [
    { name: 'developer', type: 'account', description: "Only this developer's applications (numeric id or RS address)." },
    { name: 'appName', type: 'string', maxLength: 100, description: 'Only applications whose name starts with this, ignoring case.' },
  ],
  async handler({ developer, appName }, ctx: NodeApiContext, req) {
    const all = listApplications(ctx.state, { ...(developer !== undefined ? { developer } : {}), ...(appName !== undefined ? { appName } : {}) });
    return { applications: applyPage(all, req.page).map(([id, a]) => renderApplication(id, a)) };
  },
});
