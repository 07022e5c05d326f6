// Signed phased transactions and votes for tests that drive a node directly: a phasing appendix
// builder (defaults: a whitelisted ACCOUNT poll), phased payments and totem transfers, and
// approveTransaction votes.
import type { Node } from '../../src/node.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import type { Transaction } from '../../src/domain/transaction.js';
import type { Attachment } from '../../src/domain/types.js';
import { MinBalanceModel, phasingFeeMTA, VotingModel, type PhasingAppendix } from '../../src/domain/phasing.js';
import { phasingVoteCasting } from '../../src/capabilities/phasing/vote.js';
import { setPhasingOnly } from '../../src/capabilities/phasing/account-control.js';
import { setPhasingTotemControl } from '../../src/capabilities/totems/control.js';
import { totemTransfer } from '../../src/capabilities/totems/transfer.js';
import { askOrderPlacement, bidOrderPlacement } from '../../src/capabilities/totems/orders.js';
import { idOf, payment } from '../chain/helpers.js';
import { signedTx } from './signed-tx.js';

export interface PhasedInput {
  readonly from: string;
  readonly timestamp: number;
  readonly ecBlockId: bigint;
  /** Added to the minimum fee, so otherwise equal transactions differ. */
  readonly extraFee?: bigint;
}

/** A phasing appendix: an ACCOUNT poll of the given voters (sorted as the rules want) unless
 * `change` says otherwise. */
export function phasingOf(finishHeight: number, voters: readonly string[], change: Partial<PhasingAppendix> = {}): PhasingAppendix {
  const whitelist = voters.map(idOf).sort((a, b) => (BigInt.asIntN(64, a) < BigInt.asIntN(64, b) ? -1 : 1));
  return {
    finishHeight,
    votingModel: VotingModel.ACCOUNT,
    quorum: BigInt(Math.max(1, voters.length)),
    minBalance: 0n,
    minBalanceModel: MinBalanceModel.NONE,
    holding: 0n,
    whitelist,
    linkedFullHashes: [],
    hashedSecret: new Uint8Array(0),
    algorithm: 0,
    ...change,
  };
}

export function phasedPaymentTx(p: PhasedInput, to: bigint, amountMTA: bigint, phasing: PhasingAppendix): Transaction {
  return payment({ from: p.from, to, amountMTA, timestamp: p.timestamp, ecBlockId: p.ecBlockId, feeMTA: ONE_COIN + phasingFeeMTA(phasing) + (p.extraFee ?? 0n), appendices: { phasing } });
}

export function phasedTotemTransferTx(node: Pick<Node, 'registry'>, p: PhasedInput, to: bigint, totem: bigint, quantityQNT: bigint, phasing: PhasingAppendix): Transaction {
  return signedTx(node, totemTransfer, { version: 1, totem, quantityQNT } as Attachment, { ...p, to, feeMTA: ONE_COIN + phasingFeeMTA(phasing) + (p.extraFee ?? 0n), appendices: { phasing } });
}

export function phasedOrderTx(node: Pick<Node, 'registry'>, p: PhasedInput, kind: 'ask' | 'bid', totem: bigint, quantityQNT: bigint, priceMTA: bigint, phasing: PhasingAppendix): Transaction {
  return signedTx(node, kind === 'ask' ? askOrderPlacement : bidOrderPlacement, { version: 1, totem, quantityQNT, priceMTA } as Attachment, { ...p, feeMTA: ONE_COIN + phasingFeeMTA(phasing) + (p.extraFee ?? 0n), appendices: { phasing } });
}

export function voteTx(node: Pick<Node, 'registry'>, p: PhasedInput, polls: readonly Transaction[], revealedSecret = new Uint8Array(0)): Transaction {
  const attachment = { version: 1, transactionFullHashes: polls.map((t) => t.fullHash), revealedSecret } as Attachment;
  return signedTx(node, phasingVoteCasting, attachment, { ...p, feeMTA: BigInt(polls.length) * ONE_COIN + (p.extraFee ?? 0n) });
}

/** A setPhasingOnlyControl transaction (optionally phased itself, as a controlled account's must be). */
export function accountControlTx(
  node: Pick<Node, 'registry'>,
  p: PhasedInput,
  params: Pick<PhasingAppendix, 'votingModel' | 'quorum' | 'minBalance' | 'minBalanceModel' | 'holding' | 'whitelist'>,
  limits: { maxFees?: bigint; minDuration?: number; maxDuration?: number } = {},
  phasing?: PhasingAppendix,
): Transaction {
  const attachment = { version: 1, params, maxFees: limits.maxFees ?? 0n, minDuration: limits.minDuration ?? 0, maxDuration: limits.maxDuration ?? 0 } as Attachment;
  const fee = ONE_COIN + (phasing ? phasingFeeMTA(phasing) : 0n) + (p.extraFee ?? 0n);
  return signedTx(node, setPhasingOnly, attachment, { ...p, feeMTA: fee, ...(phasing ? { appendices: { phasing } } : {}) });
}

/** A setPhasingTotemControl transaction (optionally phased, as a controlled totem's change must be). */
export function totemControlTx(node: Pick<Node, 'registry'>, p: PhasedInput, totem: bigint, params: Pick<PhasingAppendix, 'votingModel' | 'quorum' | 'minBalance' | 'minBalanceModel' | 'holding' | 'whitelist'>, phasing?: PhasingAppendix): Transaction {
  const fee = ONE_COIN + (phasing ? phasingFeeMTA(phasing) : 0n) + (p.extraFee ?? 0n);
  return signedTx(node, setPhasingTotemControl, { version: 1, totem, params } as Attachment, { ...p, feeMTA: fee, ...(phasing ? { appendices: { phasing } } : {}) });
}
