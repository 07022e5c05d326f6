// The consensus rules of contracts: four transaction types, seven tables, and the end-of-block
// clearing of the block's gas budget. Contract code runs through the runner the registry's hooks
// lend (hooks.contracts: the node's executor, or the capability's inline runner).
import type { BlockPhaseContext, CapabilityRules } from '../../domain/capability.js';
import type { LedgerState } from '../../domain/types.js';
import { OWNER } from './constants.js';
import { clearBlockGas } from './common.js';
import { contractUpload } from './upload.js';
import { contractReferenceDelete, contractReferenceSet } from './references.js';
import { contractCall } from './call.js';
import { CONTRACT_TABLES } from './tables.js';
import { inlineContractRunner } from './runtime/inline-runner.js';

export const contractsRules: CapabilityRules = Object.freeze({
  name: OWNER,
  transactionTypes: Object.freeze([contractUpload, contractReferenceSet, contractCall, contractReferenceDelete]),
  tables: CONTRACT_TABLES,
  // The runner of tools and tests (every run inline); a node's executor replaces it
  // (ChainServices), with the same outcomes.
  contractRunner: inlineContractRunner(),
  endBlock(state: LedgerState, _ctx: BlockPhaseContext): void {
    clearBlockGas(state);
  },
});
