// The campaign's transaction load. `payments`: the built-in payments and messages among the
// seed's accounts. `all`: every transaction type of every capability, from the state-digest
// property test's generators, which live with the tests (imported on demand: the campaign runs
// from a checkout of the repository).
import type { NodeModules } from '../../node.js';
import { workloadAccounts, type WorkloadOptions } from '../workload.js';

export type CampaignLoadName = 'payments' | 'all';

export interface CampaignLoad {
  readonly workload: WorkloadOptions;
  /** Accounts checked for a negative balance at the end. */
  readonly watched: bigint[];
  readonly capabilities?: NodeModules['capabilities'];
}

export async function campaignLoad(load: CampaignLoadName, seed: number): Promise<CampaignLoad> {
  if (load === 'payments') return { workload: { intervalMs: 250 }, watched: workloadAccounts(seed, 6).map((x) => x.id) };
  const [{ ACTORS, generatorFor }, { idOf }, { TALLY_CAPABILITIES }] = await Promise.all([
    import('../../../test/helpers/digest-generators.js'),
    import('../../../test/chain/helpers.js'),
    import('../../../test/helpers/tally-node.js'),
  ]);
  return {
    workload: { intervalMs: 250, actors: ACTORS.length, generatorFor },
    watched: ACTORS.map((a) => idOf(a)),
    capabilities: TALLY_CAPABILITIES,
  };
}
