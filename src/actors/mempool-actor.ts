// The mempool actor: the Mempool behind a mailbox, with a ticker child that drops expired
// transactions (and writes the pool's removals) every 20 s of the system's clock. Admissions are
// stored before they are answered (see chain/mempool/persistence.ts): at once through the pool
// journal on disk, after a LevelDB write otherwise. The blockchain's
// events reach it as messages (`blockPushed`, `blockPopped`), so pool clean-up is ordered with
// every other pool operation.
import type { Transaction } from '../domain/transaction.js';
import type { AnyActorRef } from 'xstate';
import type { Mempool, Screened, SubmitVerdict } from '../chain/mempool.js';
import type { MempoolService } from '../chain/interface.js';
import type { BlockPoppedEvent, BlockPushedEvent } from '../chain/events.js';
import { ChainDefaults, type BlockLimits } from '../chain/options.js';
import { tickerChild } from '../machines/ticker.js';
import { createServiceMachine, detached } from './service-actor.js';
import { callDispatcher, callMessage, serviceClient, type ServiceCall } from './service-client.js';
import { fromHandler } from './service-handler.js';
import type { HandlerContext } from './protocol.js';
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
  /** submitMany's second step, sent by the actor to itself once a batch's signatures are
   * verified: admission in the mailbox, then the store write waited for outside it. */
  admitVerified(txs: readonly Transaction[], screened: Screened, valid: readonly boolean[]): Promise<SubmitVerdict[]>;
}

export interface MempoolActorOptions {
  /** Expiry tick interval on the system clock (default 20 s). */
  readonly expiryIntervalMs?: number;
  readonly recentLimit?: number;
}

/** A dispatch that first tells `onSelf` the actor's own ref. */
function withSelf(onSelf: (ref: AnyActorRef) => void, dispatch: (message: ServiceCall, ctx: HandlerContext) => unknown) {
  return (message: ServiceCall, ctx: HandlerContext): unknown => {
    onSelf(ctx.self);
    return dispatch(message, ctx);
  };
}

/** The ticker's message. */
export const EXPIRE_MESSAGE = callMessage<MempoolActorApi, 'expire'>('expire', []);

export function mempoolActor(mempool: Mempool, opts: MempoolActorOptions = {}) {
  // The actor's own client, for submitMany's second step (its ref is known once a message came).
  let selfRef: AnyActorRef | undefined;
  // No timeout of its own: the caller's ask bounds the whole call.
  const selfClient = serviceClient<MempoolActorApi>(() => selfRef!, { timeoutMs: 2 ** 31 - 1 });
  const self = () => selfClient;
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
      handle: fromHandler<ServiceCall>(withSelf((ref) => (selfRef = ref), callDispatcher<MempoolActorApi>({
        // Admission runs in the mailbox. With persist, on disk the pool journal stores the
        // transaction before the handler returns (a synchronous answer); without a journal the
        // answer waits for the store write outside the mailbox (detached), so submissions
        // arriving meanwhile share the next write.
        submit: (tx) => {
          const accepted = mempool.add(tx);
          if (!accepted || !mempool.persistent || mempool.storedNow()) return { accepted };
          return detached(mempool.stored().then(() => ({ accepted })));
        },
        // A batch holds the mailbox only for its cheap rules and, later, its admission: the
        // signatures are verified outside it (they touch no pool state) and the result comes
        // back as a message, so the next batches are screened and admitted while the workers
        // verify this one, and forging is not kept waiting behind a batch's verification.
        submitMany: (txs): SubmitVerdict[] | Promise<SubmitVerdict[]> => {
          const batch = mempool.screenBatch(txs);
          if (batch.verdicts !== undefined) return batch.verdicts;
          const screened = batch.screened;
          return detached(mempool.verifyJobs(batch.jobs).then((valid) => self().admitVerified(txs, screened, valid)));
        },
        admitVerified: (txs, screened, valid) => detached(mempool.storedVerdicts(mempool.admitVerifiedBatch(txs, screened, valid))),
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
      }))),
    },
  });
}
