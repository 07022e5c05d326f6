// The mempool actor: the Mempool behind a mailbox, with a ticker child that drops expired
// transactions (and writes the pool's removals) every 20 s of the system's clock. Admissions are
// stored before they are answered (see chain/mempool/persistence.ts). The blockchain's
// events reach it as messages (`blockPushed`, `blockPopped`), so pool clean-up is ordered with
// every other pool operation.
import type { Transaction } from '../domain/transaction.js';
import type { Mempool, SubmitVerdict } from '../chain/mempool.js';
import type { MempoolService } from '../chain/interface.js';
import type { BlockPoppedEvent, BlockPushedEvent } from '../chain/events.js';
import { ChainDefaults, type BlockLimits } from '../chain/options.js';
import { tickerChild } from '../machines/ticker.js';
import { createServiceMachine, detached } from './service-actor.js';
import { callMessage, fromCalls, type ServiceCall } from './service-client.js';
import { SystemId } from './system-ids.js';

export interface MempoolActorApi extends MempoolService {
  /** Transactions for a block at `blockTimestamp`, valid together in order (forger). */
  selectForBlock(limits: BlockLimits, blockTimestamp: number): Promise<Transaction[]>;
  /** Drops expired transactions and flushes the persisted pool (the ticker's message). */
  expire(): Promise<number>;
  /** Writes pending pool changes to the store. */
  flush(): Promise<void>;
  blockPushed(event: BlockPushedEvent): Promise<void>;
  blockPopped(event: BlockPoppedEvent): Promise<void>;
}

export interface MempoolActorOptions {
  /** Expiry tick interval on the system clock (default 20 s). */
  readonly expiryIntervalMs?: number;
  readonly recentLimit?: number;
}

/** The ticker's message. */
export const EXPIRE_MESSAGE = callMessage<MempoolActorApi, 'expire'>('expire', []);

export function mempoolActor(mempool: Mempool, opts: MempoolActorOptions = {}) {
  return createServiceMachine<ServiceCall>({
    id: SystemId.mempool,
    children: { expiry: tickerChild(opts.expiryIntervalMs ?? ChainDefaults.mempoolExpiryIntervalMs, EXPIRE_MESSAGE) },
    ...(opts.recentLimit !== undefined ? { recentLimit: opts.recentLimit } : {}),
    // Read without catching up with the tip (peek*), so describing the pool changes nothing.
    describe: () => ({
      ...mempool.peekStats(),
      maxSize: mempool.maxSize,
      syncedWithTip: mempool.peekPendingState() !== null,
      persistent: mempool.persistent,
    }),
  }).provide({
    actors: {
      handle: fromCalls<MempoolActorApi>({
        // Admission runs in the mailbox; with persist the answer waits for the store write
        // outside it (detached), so submissions arriving meanwhile share the next write.
        submit: (tx) => {
          const accepted = mempool.add(tx);
          if (!accepted || !mempool.persistent) return { accepted };
          return detached(mempool.stored().then(() => ({ accepted })));
        },
        submitMany: (txs): Promise<SubmitVerdict[]> => mempool.submitMany(txs),
        list: (query) => mempool.pending(query),
        get: (id) => mempool.getPending(id),
        size: () => mempool.count,
        unconfirmedBalance: (id) => mempool.unconfirmedBalanceOf(id),
        accountWithUnconfirmedBalance: (id) => mempool.accountWithUnconfirmedBalanceOf(id),
        pendingState: () => mempool.pendingView,
        clear: () => mempool.removeAll(),
        removal: (id) => mempool.removalOf(id),
        selectForBlock: (limits, blockTimestamp) => mempool.selectForBlock(limits, blockTimestamp),
        expire: async () => {
          const dropped = mempool.removeExpired();
          await mempool.flush();
          return dropped;
        },
        flush: () => mempool.flush(),
        blockPushed: (event) => mempool.onBlockPushed(event),
        blockPopped: (event) => mempool.onBlockPopped(event),
      }),
    },
  });
}
