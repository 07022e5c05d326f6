// The chain, the pool, forging and the sync state as gauges, set from one NodeStats read per
// scrape (so every figure of a scrape belongs to the same moment). Times are Unix seconds, as
// Prometheus expects, converted from the network's epoch.
import { Counter, Gauge, type Registry } from 'prom-client';
import type { NodeStats } from '../chain/stats.js';
import type { BlockchainState } from '../chain/interface.js';
import { TRANSACTION_REMOVED_REASONS } from '../chain/mempool.js';
import { epochToUnixMs, type NetworkParams } from '../domain/network-params.js';

/** Every value of blockchainState: each gets a series (1 for the current one, 0 for the others),
 * so a dashboard can graph the state and alert on it without knowing which ones occurred. */
const SYNC_STATES: readonly BlockchainState[] = ['UP_TO_DATE', 'DOWNLOADING', 'LIGHT_CLIENT', 'FORK', 'STORE_ERROR'];

export interface ChainGaugesModules {
  readonly registry: Registry;
  readonly params: Pick<NetworkParams, 'name' | 'epochBeginningMs'>;
  readonly version: string;
}

export class ChainGauges {
  private readonly params: Pick<NetworkParams, 'epochBeginningMs'>;
  private readonly height: Gauge;
  private readonly blocks: Gauge;
  private readonly transactions: Gauge;
  private readonly lastBlockTime: Gauge;
  private readonly poolSize: Gauge;
  private readonly poolBytes: Gauge;
  private readonly poolMax: Gauge;
  private readonly poolRemoved: Counter<'reason'>;
  private readonly poolPenalties: Counter;
  private readonly syncState: Gauge<'state'>;
  private readonly downloading: Gauge;
  private readonly forgingAccounts: Gauge;
  private readonly forged: Counter;
  private readonly lastForgedHeight: Gauge;
  private readonly lastForgedTime: Gauge;

  constructor(prefix: string, modules: ChainGaugesModules) {
    const registers = [modules.registry];
    const gauge = <L extends string = string>(name: string, help: string, labelNames: L[] = []) =>
      new Gauge<L>({ name: prefix + name, help, labelNames, registers });
    this.params = modules.params;
    const info = gauge('node_info', 'Always 1; the labels tell the network and the software version.', ['network', 'version']);
    info.set({ network: modules.params.name, version: modules.version }, 1);
    this.height = gauge('chain_height', 'Height of the chain tip (the genesis block is height 0).');
    this.blocks = gauge('chain_blocks', 'Blocks in the chain, the genesis block included (height + 1).');
    this.transactions = gauge('chain_transactions', 'Confirmed transactions in the chain, the genesis block\'s included; falls when blocks are popped.');
    this.lastBlockTime = gauge('chain_last_block_timestamp_seconds', 'Timestamp of the tip block, Unix seconds.');
    this.poolSize = gauge('mempool_transactions', 'Unconfirmed transactions in the pool.');
    this.poolBytes = gauge('mempool_bytes', 'Size of the unconfirmed transactions in the pool (signed form), bytes.');
    this.poolMax = gauge('mempool_max_transactions', 'Most unconfirmed transactions the pool keeps (node.mempoolMaxSize).');
    this.poolRemoved = new Counter({
      name: `${prefix}mempool_removed_total`,
      help: 'Transactions that left the pool since the node started, by reason (included, expired, invalid, evicted, cleared, notStored, contractFault).',
      labelNames: ['reason'],
      registers,
    });
    this.poolPenalties = new Counter({
      name: `${prefix}mempool_contract_penalties_total`,
      help: 'Contract senders put in the pool\'s penalty window since the node started (a call of theirs tripped the watchdog at block selection).',
      registers,
    });
    this.syncState = gauge('sync_state', 'blockchainState as getBlockchainStatus reports it: 1 for the current state, 0 for the others.', ['state']);
    this.downloading = gauge('sync_downloading', '1 while the node downloads blocks from a peer (isDownloading), else 0.');
    this.forgingAccounts = gauge('forging_accounts', 'Accounts forging on this node.');
    this.forged = new Counter({ name: `${prefix}forging_blocks_forged_total`, help: 'Blocks this node forged since it started.', registers });
    this.lastForgedHeight = gauge('forging_last_block_height', 'Height of the last block this node forged since it started; 0 before the first.');
    this.lastForgedTime = gauge('forging_last_block_timestamp_seconds', 'Timestamp of the last block this node forged since it started, Unix seconds; 0 before the first.');
  }

  update(s: NodeStats): void {
    this.height.set(s.chain.height);
    this.blocks.set(s.chain.height + 1);
    this.transactions.set(s.chain.transactions);
    this.lastBlockTime.set(this.unixSeconds(s.chain.lastBlockTimestamp));
    this.poolSize.set(s.mempool.size);
    this.poolBytes.set(s.mempool.bytes);
    this.poolMax.set(s.mempool.maxSize);
    // The pool's own running counts are the truth; the counters are brought up to them (they
    // only grow). Every reason has a series, so a dashboard can rate() one before it first moves.
    this.poolRemoved.reset();
    for (const reason of TRANSACTION_REMOVED_REASONS) this.poolRemoved.inc({ reason }, s.mempool.removed?.[reason] ?? 0);
    this.poolPenalties.reset();
    this.poolPenalties.inc(s.mempool.contractPenalties ?? 0);
    for (const state of SYNC_STATES) this.syncState.set({ state }, state === s.chain.blockchainState ? 1 : 0);
    this.downloading.set(s.chain.isDownloading ? 1 : 0);
    this.forgingAccounts.set(s.forger.accounts);
    // The forger's own count is the truth; the counter is brought up to it (it only grows).
    this.forged.reset();
    this.forged.inc(s.forger.forged);
    const last = s.forger.lastForged;
    this.lastForgedHeight.set(last?.height ?? 0);
    this.lastForgedTime.set(last ? this.unixSeconds(last.timestamp) : 0);
  }

  private unixSeconds(epochSeconds: number): number {
    return epochToUnixMs(epochSeconds, this.params) / 1000;
  }
}
