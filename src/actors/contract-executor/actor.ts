// The contract executor actor (SystemId `contractExecutor`): the node's contract runner (block
// application inline, guarded local work in its worker pool or inline) behind a mailbox, for the
// status operation and the debug view. The runs themselves do not pass through this mailbox:
// block application and selection are synchronous and call the runner directly (through the
// registry's hooks), so a block never waits behind a status request.
import type { ContractRunner } from '../../domain/contract-runner.js';
import type { ActorEntry } from '../system.js';
import { createServiceMachine } from '../service-actor.js';
import { fromCalls, type ServiceCall } from '../service-client.js';
import { SystemId } from '../system-ids.js';

export interface ContractExecutorApi {
  /** Where guarded runs go, workers, runs, reverts, guarded and slow runs, watchdog trips,
   * respawns, the cache and the last error. */
  status(): Promise<Readonly<Record<string, unknown>>>;
}

export function contractExecutorActor(runner: ContractRunner | undefined): ActorEntry {
  const status = (): Readonly<Record<string, unknown>> => runner?.status?.() ?? { mode: 'none' };
  return createServiceMachine<ServiceCall>({ id: SystemId.contractExecutor, describe: status }).provide({
    actors: { handle: fromCalls<ContractExecutorApi>({ status: async () => status() }) },
  });
}
