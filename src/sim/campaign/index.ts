// The random campaign as a library (docs/simulation.md, "Campaigns"): scripts/sim.ts is its CLI;
// tests, the mutation check and a shrinker call runCampaign with a schedule of their own.
export { runCampaign, campaignCommand, CONVERGENCE_BOUND_MS, CALM_MS, type CampaignOptions, type CampaignResult } from './run.js';
export { drawSchedule, honestConnected, FAULT_WEIGHTS, type ScheduleInput } from './schedule.js';
export { parseFaults, formatFaults, formatFault, describeFault, faultNodes, FAULT_KINDS, FAULT_WINDOW_MS, type Fault, type FaultKind, type CrashMoment } from './faults.js';
export { type CampaignViolation, type CrashRecord, type FaultEffect } from './apply.js';
export { formatFaultKinds, formatSummaryLine, describeEffect, type ByzantineEffect, type CampaignSummary } from './summary.js';
export { CountingTap, LinkWatch, type LinkEffects } from './link-tap.js';
export { type CampaignLoadName } from './load.js';
