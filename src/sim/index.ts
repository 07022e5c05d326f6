// The deterministic network simulation, public as `totem-node/sim` (docs/simulation.md).
export { Simulation, SimNode, type SimulationOptions } from './simulation.js';
export { SimScheduler } from './scheduler.js';
export { Rng } from './rng.js';
export { SimLinks, DEFAULT_LINK, type LinkConditions, type EventLog } from './links.js';
export { SimTransport, SimDirectory, type SimIdentity, type SimAnswer, type AnswerHook, type LinkTap } from './transport.js';
export { Invariants, type Violation } from './invariants.js';
export {
  makeByzantine, BYZANTINE_KINDS, BYZANTINE_KIND_NAMES, BAD_BLOCK_RULES, BAD_TRANSACTION_RULES, SYNC_LIES,
  type ByzantineKind, type ByzantineOptions, type ByzantineRecord, type BadBlockRule, type BadTransactionRule, type SyncLie,
} from './byzantine.js';
export { Workload, builtInGenerators, workloadAccounts, type TxGenerator, type WorkloadContext, type WorkloadOp, type WorkloadOptions } from './workload.js';
export * from './campaign/index.js';
