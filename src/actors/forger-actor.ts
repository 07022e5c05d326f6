// The forger actor: the Forger behind a mailbox, with a ticker child that asks it to try forging
// every forging interval of the system's clock (1 s by default; a SimulatedClock in tests). The
// forger reaches the blockchain and the mempool only through their actors' clients.
import type { Block } from '../domain/block.js';
import type { Forger } from '../chain/forger.js';
import type { ForgerService } from '../chain/interface.js';
import { ChainDefaults } from '../chain/options.js';
import { tickerChild } from '../machines/ticker.js';
import { createServiceMachine } from './service-actor.js';
import { callMessage, fromCalls, type ServiceCall } from './service-client.js';
import { SystemId } from './system-ids.js';

export interface ForgerActorApi extends ForgerService {
  /** Forges when a forging account's hit time has come (the ticker's message). */
  tick(): Promise<Block | undefined>;
}

export interface ForgerActorOptions {
  /** Forging attempts interval on the system clock (default 1 s). */
  readonly forgingIntervalMs?: number;
  /** Run the ticker (default true); without it blocks come only from generateBlock. */
  readonly autoForge?: boolean;
  readonly recentLimit?: number;
}

/** The ticker's message. */
export const FORGE_TICK_MESSAGE = callMessage<ForgerActorApi, 'tick'>('tick', []);

export function forgerActor(forger: Forger, opts: ForgerActorOptions = {}) {
  const autoForge = opts.autoForge ?? true;
  return createServiceMachine<ServiceCall>({
    id: SystemId.forger,
    children: autoForge ? { ticker: tickerChild(opts.forgingIntervalMs ?? ChainDefaults.forgingIntervalMs, FORGE_TICK_MESSAGE) } : {},
    ...(opts.recentLimit !== undefined ? { recentLimit: opts.recentLimit } : {}),
  }).provide({
    actors: {
      handle: fromCalls<ForgerActorApi>({
        startForging: (secretPhrase) => forger.startForging(secretPhrase),
        stopForging: (secretPhrase) => forger.stopForging(secretPhrase),
        getForging: (account) => forger.getForging(account),
        generateBlock: () => forger.generateBlock(),
        tick: () => forger.tryForge(),
      }),
    },
  });
}
