// Applications (tag APPLICATIONS): developer accounts register applications, update and retire
// them. docs/applications.md.
import type { Capability } from '../capability.js';
import { APPLICATION_HANDLERS } from '../../api/handlers/applications/index.js';
import { applicationsRules } from './rules.js';
import * as queries from './queries.js';

export const applications: Capability = Object.freeze({
  ...applicationsRules,
  queries: {
    applicationOf: queries.applicationOf,
    listApplications: queries.listApplications,
    developerApplications: queries.developerApplications,
  },
  handlers: APPLICATION_HANDLERS,
});
