// The application operations, registered by the applications capability.
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { registerApplication } from './registerApplication.js';
import { updateApplication } from './updateApplication.js';
import { getApplication } from './getApplication.js';
import { getApplications } from './getApplications.js';

export const APPLICATION_HANDLERS: HandlerTable<NodeApiContext> = {
  registerApplication,
  updateApplication,
  getApplication,
  getApplications,
};
