// Verdicts on gossiped transactions and blocks: decode, hand to the chain services, map the
// outcome back to accept / ignore / reject (+ penalty). Chain rules stay in the services; this
// only decides whether a refusal says something about the sender.
import { Block } from '../../domain/block.js';
import { toHex } from '../../domain/hex.js';
import { Transaction } from '../../domain/transaction.js';
import { BlockRejectedError, TransactionRejectedError } from '../../domain/errors.js';
import type { TransactionTypeRegistry } from '../../domain/tx-types/registry.js';
import type { BlockchainService, MempoolService } from '../../chain/interface.js';
import { Verdicts, type GossipHandler, type NetLogger, type Verdict } from '../interface.js';
import type { NetworkOrigin } from './origin.js';
import type { PeerChainReport } from '../peer-chain.js';

/** True when a pool refusal may come from an honest sender: the rule that refused it marked it
 * as depending on our own state (clock, chain, ledger, pool) where it threw it. */
export function isStateDependentTxRejection(err: TransactionRejectedError): boolean {
  return err.dependsOnState;
}

export interface GossipModules {
  /** Parses gossiped transactions and blocks. */
  readonly registry: TransactionTypeRegistry;
  readonly chain: Pick<BlockchainService, 'getBlock' | 'lastBlock' | 'pushBlock'>;
  readonly pool: Pick<MempoolService, 'submit'>;
  readonly origin: NetworkOrigin;
  /** A block that does not extend our tip: a peer may be ahead or on another fork. */
  readonly requestSync: (peerId: string) => void;
  /** True while the sync switches our chain: gossiped blocks wait for the next round. */
  readonly isSwitchingChain: () => boolean;
  /** Points for a peer that gossips twin blocks (network EQUIVOCATION). */
  readonly equivocationPenalty?: number;
  /** A gossiped block we could place (ours already, or pushed onto our tip) tells how far the
   * sender's chain is: it forwards only blocks it accepted onto its tip (its Peer object). */
  readonly reportChain?: (peerId: string, report: PeerChainReport) => void;
  readonly logger?: NetLogger;
}

/** (peer, generator, previous block) pairs remembered for the equivocation rule. */
const TWIN_MEMORY = 20_000;

/**
 * A private copy of received bytes. libp2p hands out Node Buffers that view pooled memory, and
 * `Buffer#slice` (which the domain parsers use to copy) returns another view, so a parsed item
 * would change under our feet once the pool is reused.
 */
export function ownBytes(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(bytes);
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export function createTransactionGossipHandler(m: GossipModules): GossipHandler {
  return async (bytes) => {
    let tx: Transaction;
    try {
      tx = Transaction.fromBytes(ownBytes(bytes), m.registry);
    } catch (err) {
      return Verdicts.reject(`malformed transaction: ${errorText(err)}`);
    }
    try {
      const { accepted } = await m.origin.submittingTransactions([tx.id], () => m.pool.submit(tx));
      return accepted ? Verdicts.accept : Verdicts.ignore('already pending');
    } catch (err) {
      if (err instanceof TransactionRejectedError) {
        if (err.dependsOnState) return Verdicts.ignore(`${err.rejectReason}: ${err.reason}`);
        return Verdicts.reject(`${err.rejectReason}: ${err.reason}`);
      }
      // A full pool and the like: our limits, not the sender's fault.
      return Verdicts.ignore(errorText(err));
    }
  };
}

export function createBlockGossipHandler(m: GossipModules): GossipHandler {
  // The first block each peer gossiped per (generator, previous block). An honest peer forwards
  // only blocks it accepted onto its tip, so it never sends two of one generator on one previous
  // block: a peer that does is an equivocator (or relays for one knowingly).
  const firstFrom = new Map<string, bigint>();
  return async (bytes, from): Promise<Verdict> => {
    let block: Block;
    try {
      // Position (height, cumulative difficulty) is assigned by the chain when it is pushed.
      block = Block.fromFullBytes(ownBytes(bytes), 0, 0n, m.registry);
    } catch (err) {
      return Verdicts.reject(`malformed block: ${errorText(err)}`);
    }
    const key = `${from.peerId}|${toHex(block.generatorPublicKey)}|${block.previousBlockId}`;
    const first = firstFrom.get(key);
    if (first === undefined) {
      firstFrom.set(key, block.id);
      if (firstFrom.size > TWIN_MEMORY) firstFrom.delete(firstFrom.keys().next().value!);
    } else if (first !== block.id) {
      return Verdicts.reject(`equivocation: blocks ${first} and ${block.id} of one generator on block ${block.previousBlockId}`, m.equivocationPenalty);
    }
    if (m.isSwitchingChain()) return Verdicts.ignore('switching forks');
    const placed = (b: Block) => m.reportChain?.(from.peerId, { cumulativeDifficulty: b.cumulativeDifficulty, height: b.height });
    const known = await m.chain.getBlock({ id: block.id });
    if (known !== undefined) {
      placed(known);
      return Verdicts.ignore('known block');
    }
    const tip = await m.chain.lastBlock();
    if (block.previousBlockId !== tip.id) {
      // Ahead of us, or a competing branch: the sync exchange finds out and fetches what is better.
      m.requestSync(from.peerId);
      return Verdicts.ignore('does not extend our tip');
    }
    try {
      const result = await m.origin.pushingBlock(block.id, () => m.chain.pushBlock(block));
      if (result.status !== 'pushed') return Verdicts.ignore('known block');
      placed(result.block);
      return Verdicts.accept;
    } catch (err) {
      if (err instanceof BlockRejectedError) {
        if (err.dependsOnState) return Verdicts.ignore(`${err.rejectReason}: ${err.reason}`);
        return Verdicts.reject(`${err.rejectReason}: ${err.reason}`);
      }
      m.logger?.warn(`pushing gossiped block ${block.id} failed: ${errorText(err)}`);
      return Verdicts.ignore(errorText(err));
    }
  };
}
