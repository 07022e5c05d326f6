// The consensus rules of applications: the two types and the table.
import type { CapabilityRules } from '../../domain/capability.js';
import { applicationRegistration } from './registration.js';
import { applicationUpdate } from './update.js';
import { OWNER } from './checks.js';
import { APPLICATION_TABLES } from './tables.js';

export const applicationsRules: CapabilityRules = Object.freeze({
  name: OWNER,
  transactionTypes: Object.freeze([applicationRegistration, applicationUpdate]),
  tables: APPLICATION_TABLES,
});
