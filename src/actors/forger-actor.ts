// The forger actor: the Forger behind a mailbox, with a ticker child that asks it to try forging
// every forging interval of the system's clock (1 s by default; a SimulatedClock in tests). The
// forger reaches the blockchain and the mempool only through their actors' clients.
import type { Block } from '../domain/block.js';
import type { Forger } from '../chain/forger.js';
import type { ForgerService } from '../chain/interface.js';
import { ChainDefaults } from '../chain/options.js';
import { encodeRS } from '../domain/reed-solomon.js';
import { tickerChild } from '../machines/ticker.js';
import { pushBounded } from './service-stats.js';
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

/** Forged blocks listed in the debug view. */
const RECENT_FORGED_KEPT = 5;

interface ForgedRecord {
  readonly height: number;
  readonly block: bigint;
  readonly timestamp: number;
  readonly generator: bigint;
  /** The message that forged it: the ticker's `tick` or an operator's `generateBlock`. */
  readonly by: 'tick' | 'generateBlock';
  /** Epoch milliseconds. */
  readonly at: number;
}

const withRS = (id: bigint) => ({ account: id, accountRS: encodeRS(id) });

export function forgerActor(forger: Forger, opts: ForgerActorOptions = {}) {
  const autoForge = opts.autoForge ?? true;
  // The blocks this actor forged, newest last. Most are forged by a `tick`, which looks like
  // every other tick in the recent events: this list is where a forged block shows.
  let forged: readonly ForgedRecord[] = [];
  // Passes the handler's result through (a block, several, or none), noting each block.
  const noteForged = (by: ForgedRecord['by']) => <T extends Block | readonly Block[] | undefined>(result: T): T => {
    const blocks: readonly (Block | undefined)[] = Array.isArray(result) ? result : [result as Block | undefined];
    for (const block of blocks) {
      if (block === undefined) continue;
      forged = pushBounded(forged, { height: block.height, block: block.id, timestamp: block.timestamp, generator: block.generatorId, by, at: Date.now() }, RECENT_FORGED_KEPT);
    }
    return result;
  };
  const forgedView = (r: ForgedRecord) => ({ ...r, generatorRS: encodeRS(r.generator), at: new Date(r.at).toISOString() });
  return createServiceMachine<ServiceCall>({
    id: SystemId.forger,
    children: autoForge ? { ticker: tickerChild(opts.forgingIntervalMs ?? ChainDefaults.forgingIntervalMs, FORGE_TICK_MESSAGE) } : {},
    ...(opts.recentLimit !== undefined ? { recentLimit: opts.recentLimit } : {}),
    describe: () => {
      const d = forger.describe();
      const last = forged.length > 0 ? forged[forged.length - 1]! : undefined;
      return {
        accounts: d.accounts.map(withRS),
        nextHit: d.nextHit && { ...d.nextHit, accountRS: encodeRS(d.nextHit.account) },
        forged: d.forged,
        lastForged: last ? forgedView(last) : null,
        recentForged: forged.map(forgedView),
      };
    },
  }).provide({
    actors: {
      handle: fromCalls<ForgerActorApi>({
        startForging: (secret) => forger.startForging(secret),
        stopForging: (secret) => forger.stopForging(secret),
        getForging: (account) => forger.getForging(account),
        generateBlock: (...args) => forger.generateBlock(...args).then(noteForged('generateBlock')),
        tick: () => forger.tryForge().then(noteForged('tick')),
      }),
    },
  });
}
