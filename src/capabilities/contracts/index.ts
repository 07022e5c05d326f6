// Contracts (tag CONTRACTS): WebAssembly contracts, validated at upload, gas-metered, with
// persistent storage, events and references. The ledger rules: rules.ts (types in upload.ts,
// call.ts, references.ts; running and applying a call in execution.ts); the reads: queries.ts;
// the operations: src/api/handlers/contracts/. docs/contracts.md.
import type { Capability, CapabilityActorEnv, CapabilityServiceOptions } from '../capability.js';
import { contractExecutorActor } from '../../actors/contract-executor/actor.js';
import { ContractExecutor } from './runtime/executor.js';
import { CONTRACT_HANDLERS } from '../../api/handlers/contracts/index.js';
import { contractsRules } from './rules.js';
import * as queries from './queries.js';

export const contracts: Capability = Object.freeze({
  ...contractsRules,
  queries: {
    contractOf: queries.contractOf,
    contractsOf: queries.contractsOf,
    contractStorageOf: queries.contractStorageOf,
    contractEventsOf: queries.contractEventsOf,
    contractCallOf: queries.contractCallOf,
    referenceOf: queries.referenceOf,
    referencesTo: queries.referencesTo,
  },
  handlers: CONTRACT_HANDLERS,
  // The node's executor: block application inline and untimed; block selection guarded inline,
  // judged by the watchdog when a run ends; queries guarded in worker threads stopped at the
  // watchdog (inline when contractWorkers is 0); one prepared-contract cache per process.
  services: (o: CapabilityServiceOptions) => ({
    contractRunner: new ContractExecutor({
      workers: o.contractWorkers,
      ...(o.contractWatchdogMs !== undefined ? { watchdogMs: o.contractWatchdogMs } : {}),
      ...(o.contractCacheSize !== undefined ? { cacheSize: o.contractCacheSize } : {}),
      ...(o.logger !== undefined ? { logger: o.logger } : {}),
    }),
  }),
  actors: (env: CapabilityActorEnv) => ({ contractExecutor: contractExecutorActor(env.registry.hooks.contracts) }),
});
