// The consensus rules of certificates: three transaction types and one table.
import type { CapabilityRules } from '../../domain/capability.js';
import { agentAttestation, certificateIssuance, certificateRevocation, OWNER } from './types.js';
import { CERTIFICATE_TABLES } from './tables.js';

export const certificatesRules: CapabilityRules = Object.freeze({
  name: OWNER,
  transactionTypes: Object.freeze([certificateIssuance, certificateRevocation, agentAttestation]),
  tables: CERTIFICATE_TABLES,
});
