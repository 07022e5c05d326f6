// getApplication: one application.
import type { NodeApiContext } from '../../context.js';
import { defineHandler } from '../../types.js';
import { APPLICATION_PARAM, APPLICATION_SCHEMA, APPLICATIONS_TAG, renderApplication, requireApplicationRecord } from './render.js';

export const getApplication = defineHandler({
  requestType: 'getApplication',
  tags: [APPLICATIONS_TAG],
  description:
    'Returns an application: application, developer/developerRS, name, description, url and version when it has them, timestamp (of its registration), retired, height (of its registration) and updateHeight (of its last update or retirement). Unknown: errorCode 7 naming application, errorName UNKNOWN_APPLICATION.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: APPLICATION_SCHEMA,
  params: [APPLICATION_PARAM],
  async handler({ application }, ctx: NodeApiContext) {
    return renderApplication(application, requireApplicationRecord(ctx, application));
  },
});
