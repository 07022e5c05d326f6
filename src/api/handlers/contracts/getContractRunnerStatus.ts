// getContractRunnerStatus: the contract executor actor's view of the node's runner: where guarded
// runs go (workers, or inline), the workers, runs, reverts, slow runs, watchdog trips, respawns,
// the prepared-module cache and the last error.
import type { ContractExecutorApi } from '../../../actors/contract-executor/actor.js';
import { SystemId } from '../../../actors/system-ids.js';
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { arrayOf, int, nullable, object, oneOfStrings, str, type ResponseSchema } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';

const COUNT = (what: string): ResponseSchema => int(what, 0);

export const RUNNER_STATUS_SCHEMA = object(
  {
    mode: oneOfStrings(['workers', 'inline', 'none'], 'Where queries (preemptible guarded runs) go: workers: worker threads, stopped at the watchdog; inline: the calling thread, judged after the fact; none: this node runs no contracts. Block selection is always inline, judged after the fact; block application is always inline and untimed.'),
  },
  {
    guarded: str('How this node runs contracts, in words: where guarded runs go and what the watchdog does to them.'),
    workers: arrayOf(object({ id: COUNT('Worker number (a replaced worker gets a new one).'), state: oneOfStrings(['starting', 'ready', 'running']), runs: COUNT('Runs it made.'), startupMs: COUNT('How long it took to load, ms (0 while starting): never part of a run\'s time.') })),
    runs: COUNT('Contract runs (uploads\' init and calls, queries included).'),
    reverts: COUNT('Runs that reverted.'),
    guardedRuns: COUNT('Runs of local work (block selection, queries).'),
    slowRuns: COUNT('Unguarded runs (block application) slower than the watchdog: logged at WARN and applied all the same.'),
    watchdogTrips: COUNT('Guarded runs stopped or discarded at the watchdog (node faults, never recorded as outcomes).'),
    respawns: COUNT('Workers replaced.'),
    cache: object({
      hits: COUNT('Runs that found their prepared module.'),
      misses: COUNT('Runs that prepared it (decode, meter, compile) before their clock started.'),
      cached: COUNT('Prepared modules kept (the process\'s cache).'),
      size: COUNT('Most prepared modules kept (node.contractCacheSize; the process\'s largest).'),
    }),
    lastError: nullable(object({ message: str('What happened.'), at: str('When (ISO 8601).') })),
    options: object(
      { workers: COUNT('Worker threads for guarded runs.'), watchdogMs: COUNT('The watchdog (guarded runs only).'), cacheSize: COUNT('Prepared modules this node asked the cache to keep.') },
      {
        startupMs: COUNT('How long a new worker may take to load (never part of a run\'s time).'),
        stackSizeMb: COUNT('The workers\' stack.'),
        spinMicros: COUNT('Microseconds each side of a worker channel spins before sleeping (0: none).'),
      },
    ),
  },
);

export const getContractRunnerStatus = defineHandler({
  requestType: 'getContractRunnerStatus',
  tags: [ApiTag.CONTRACTS],
  description:
    'Returns the contract executor\'s status: mode (where queryContract runs go: workers stopped at the watchdog, or inline judged after the fact; block selection is inline, judged after the fact; block application is always inline and untimed) and the same in words (guarded), its workers (starting, ready, running; runs), runs, reverts, guarded runs, slow runs (block application past node.contractWatchdogMs: logged, applied all the same), watchdog trips (guarded runs past it, node faults never recorded as outcomes), respawned workers, the prepared-module cache (hits, misses, kept, size) and the last error. The same figures appear under contractExecutor in getActorState and in /metrics.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: false,
  response: RUNNER_STATUS_SCHEMA,
  params: [],
  async handler(_p, ctx: NodeApiContext) {
    const executor = ctx.actorClient<ContractExecutorApi>(SystemId.contractExecutor);
    if (executor === undefined) throw new ApiError(ApiErrorCode.INCORRECT_REQUEST, 'Incorrect request: this node runs no contract executor', {});
    return { ...(await executor.status()) };
  },
});
