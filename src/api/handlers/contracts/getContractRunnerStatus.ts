// getContractRunnerStatus: the contract executor actor's view of the node's runner: its mode
// (workers, or inline on the applying thread), the workers, runs, reverts, watchdog trips,
// respawns, the prepared-module cache and the last error.
import type { ContractExecutorApi } from '../../../actors/contract-executor/actor.js';
import { SystemId } from '../../../actors/system-ids.js';
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { arrayOf, int, nullable, object, oneOfStrings, str, type ResponseSchema } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';

const COUNT = (what: string): ResponseSchema => int(what, 0);

export const RUNNER_STATUS_SCHEMA = object(
  {
    mode: oneOfStrings(['workers', 'inline', 'none'], 'workers: worker threads with the watchdog; inline: on the thread that applies blocks; none: this node runs no contracts.'),
  },
  {
    workers: arrayOf(object({ id: COUNT('Worker number (a replaced worker gets a new one).'), state: oneOfStrings(['starting', 'ready', 'running']), runs: COUNT('Runs it made.') })),
    runs: COUNT('Contract runs (uploads\' init and calls, queries included).'),
    reverts: COUNT('Runs that reverted.'),
    watchdogTrips: COUNT('Runs stopped by the watchdog (node faults).'),
    respawns: COUNT('Workers replaced.'),
    cache: object({ hits: COUNT('Runs that found their prepared module.'), misses: COUNT('Runs that prepared it (decode, meter, compile).'), cached: COUNT('Prepared modules kept.') }),
    lastError: nullable(object({ message: str('What happened.'), at: str('When (ISO 8601).') })),
    options: object({ workers: COUNT('Workers kept.'), watchdogMs: COUNT('The watchdog.'), startupMs: COUNT('How long a new worker may take to start.'), stackSizeMb: COUNT('The workers\' stack.') }),
  },
);

export const getContractRunnerStatus = defineHandler({
  requestType: 'getContractRunnerStatus',
  tags: [ApiTag.CONTRACTS],
  description:
    'Returns the contract executor\'s status: mode (workers, or inline without a watchdog), its workers (starting, ready, running; runs), runs, reverts, watchdog trips (runs past contractWatchdogMs, node faults never recorded as outcomes), respawned workers, the prepared-module cache (hits, misses, kept) and the last error. The same figures appear under contractExecutor in getActorState.',
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
