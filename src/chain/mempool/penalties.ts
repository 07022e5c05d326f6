// The penalty window of contract senders (local policy, never consensus). A contract call that
// trips this node's local protection at block selection (the watchdog of guarded local work)
// cost the forger the watchdog's time and is dropped without a fee; so that an attacker cannot
// repeat it for free, the pool then refuses every contract transaction of its sender until the
// chain has grown CONTRACT_PENALTY_BLOCKS blocks, and drops the ones it holds. The sender's other
// transactions are unaffected. Penalties live in memory: a restart forgets them.
import type { Transaction } from '../../domain/transaction.js';
import { stateRejection, TxRejectReason } from '../../domain/errors.js';
import { idToString } from '../../domain/ids.js';
import { isContractTransaction } from './removals.js';

/** Blocks during which a penalised sender's contract transactions are refused (docs/chain.md,
 * "Mempool"): about an hour of 60 s blocks, long enough that tripping the watchdog on purpose
 * costs the attacker the use of the account for contracts, short enough that an honest sender
 * caught by a slow moment of this node is back soon. */
export const CONTRACT_PENALTY_BLOCKS = 60;

export interface ContractPenalty {
  readonly sender: bigint;
  /** Contract transactions of the sender are refused while the tip is below this height. */
  readonly untilHeight: number;
  /** The transaction that tripped the protection. */
  readonly cause: bigint;
  /** What happened to it (the fault's message). */
  readonly fault: string;
}

export class ContractPenalties {
  private readonly bySender = new Map<bigint, ContractPenalty>();
  private imposedTotal = 0;

  constructor(readonly blocks: number = CONTRACT_PENALTY_BLOCKS) {
    if (!Number.isInteger(blocks) || blocks < 1) throw new RangeError(`contract penalty blocks must be a positive integer, got ${blocks}`);
  }

  /** Penalties imposed since the pool was created. */
  get imposed(): number {
    return this.imposedTotal;
  }

  /** Penalises the sender of `tx`, which tripped the protection while the tip was at `tipHeight`
   * (a sender already penalised gets the later end). */
  impose(tx: Transaction, tipHeight: number, fault: string): ContractPenalty {
    this.prune(tipHeight);
    const penalty: ContractPenalty = { sender: tx.senderId, untilHeight: tipHeight + this.blocks, cause: tx.id, fault };
    this.bySender.set(tx.senderId, penalty);
    this.imposedTotal++;
    return penalty;
  }

  /** The penalty in force for this sender at `tipHeight`, if any. */
  inForce(sender: bigint, tipHeight: number): ContractPenalty | undefined {
    const penalty = this.bySender.get(sender);
    return penalty !== undefined && tipHeight < penalty.untilHeight ? penalty : undefined;
  }

  /** True when `tx` is a contract transaction of a penalised sender. */
  refuses(tx: Transaction, tipHeight: number): boolean {
    return isContractTransaction(tx) && this.inForce(tx.senderId, tipHeight) !== undefined;
  }

  /** Throws SENDER_PENALIZED (errorCode 7, naming secretPhrase: the sender) for a contract
   * transaction of a penalised sender. Depends on this node's pool: a peer forwarding it is not
   * blamed. */
  check(tx: Transaction, tipHeight: number): void {
    if (!isContractTransaction(tx)) return;
    const penalty = this.inForce(tx.senderId, tipHeight);
    if (penalty === undefined) return;
    throw stateRejection(TxRejectReason.SENDER_PENALIZED, penaltyDescription(penalty), 'secretPhrase');
  }

  /** Forgets the penalties that ended (they are never read again). */
  private prune(tipHeight: number): void {
    for (const [sender, penalty] of this.bySender) if (tipHeight >= penalty.untilHeight) this.bySender.delete(sender);
  }
}

/** What a penalised sender is told, and the detail of the removals a penalty causes. */
export function penaltyDescription(p: ContractPenalty): string {
  return (
    `this node refuses contract transactions of account ${idToString(p.sender)} until the chain reaches height ${p.untilHeight}: ` +
    `its contract transaction ${idToString(p.cause)} tripped the node's local protection at block selection (${p.fault})`
  );
}
