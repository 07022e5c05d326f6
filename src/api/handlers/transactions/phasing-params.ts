// The phasing parameters every transaction-creating operation takes (Nxt's names): with
// phased=true the transaction carries a phasing appendix and its effect waits for its finish
// height and its poll (docs/phasing.md). The ledger-free rules run with the transaction's other
// stateless rules; the finish height's range is checked here against the tip, the holding's
// existence where the pool admits the transaction.
import { MinBalanceModel, VotingModel, type PhasingAppendix } from '../../../domain/phasing.js';
import { HASH_LENGTH } from '../../../domain/constants.js';
import { apiErrors } from '../../errors.js';
import type { ParamSpec } from '../../types.js';

export const PHASING_PARAMS = [
  { name: 'phased', type: 'boolean', default: false, description: 'Phase the transaction: accepted now, its effect applied or refused at phasingFinishHeight by its poll (docs/phasing.md).' },
  { name: 'phasingFinishHeight', type: 'int', min: 1, description: 'phased: the height at whose block the poll is decided (2 blocks to 14 days of blocks ahead; 1 block for NONE and TRANSACTION).' },
  { name: 'phasingVotingModel', type: 'int', min: -1, max: 5, description: 'phased: -1 NONE (time lock), 0 ACCOUNT, 1 COIN (balance), 2 TOTEM, 3 CURRENCY, 4 TRANSACTION (linked transactions), 5 HASH (revealed secret).' },
  { name: 'phasingQuorum', type: 'amount', default: 0n, description: 'phased: votes (ACCOUNT), MTA (COIN), units (TOTEM, CURRENCY) or linked transactions (TRANSACTION) needed; 1 for HASH, 0 for NONE.' },
  { name: 'phasingMinBalance', type: 'amount', default: 0n, description: 'phased: a voter below this balance (by phasingMinBalanceModel) counts 0.' },
  { name: 'phasingMinBalanceModel', type: 'int', min: 0, max: 3, default: 0, description: 'phased: 0 NONE, 1 COIN, 2 TOTEM, 3 CURRENCY.' },
  { name: 'phasingHolding', type: 'id', description: 'phased: the totem or currency of a TOTEM / CURRENCY model or minimum balance.' },
  { name: 'phasingWhitelisted', type: 'accountList', maxItems: 10, description: 'phased: the only accounts that may vote (at most 10).' },
  { name: 'phasingLinkedFullHash', type: 'hexList', bytes: HASH_LENGTH, maxItems: 10, description: 'phased, TRANSACTION: full hashes of the transactions whose confirmation approves this one (at most 10).' },
  { name: 'phasingHashedSecret', type: 'hex', maxBytes: 127, description: 'phased, HASH: the hash of the secret a vote must reveal.' },
  { name: 'phasingHashedSecretAlgorithm', type: 'int', min: 0, max: 255, default: 0, description: 'phased, HASH: 2 SHA256, 6 RIPEMD160, 62 RIPEMD160 of SHA256.' },
] as const satisfies readonly ParamSpec[];

export interface PhasingParamValues {
  readonly phased: boolean;
  readonly phasingFinishHeight?: number | undefined;
  readonly phasingVotingModel?: number | undefined;
  readonly phasingQuorum: bigint;
  readonly phasingMinBalance: bigint;
  readonly phasingMinBalanceModel: number;
  readonly phasingHolding?: bigint | undefined;
  readonly phasingWhitelisted?: bigint[] | undefined;
  readonly phasingLinkedFullHash?: Uint8Array[] | undefined;
  readonly phasingHashedSecret?: Uint8Array | undefined;
  readonly phasingHashedSecretAlgorithm: number;
}

/** The phasing appendix of the request, or undefined when phased is false. The whitelist is
 * sorted as the rules want it (callers need not). */
export function phasingAppendixOf(p: PhasingParamValues): PhasingAppendix | undefined {
  if (!p.phased) return undefined;
  if (p.phasingFinishHeight === undefined) throw apiErrors.missingParam('phasingFinishHeight');
  if (p.phasingVotingModel === undefined) throw apiErrors.missingParam('phasingVotingModel');
  const signed = (a: bigint) => BigInt.asIntN(64, a);
  const whitelist = [...new Set(p.phasingWhitelisted ?? [])].sort((a, b) => (signed(a) < signed(b) ? -1 : signed(a) > signed(b) ? 1 : 0));
  return {
    finishHeight: p.phasingFinishHeight,
    votingModel: p.phasingVotingModel as VotingModel,
    quorum: p.phasingQuorum,
    minBalance: p.phasingMinBalance,
    minBalanceModel: p.phasingMinBalanceModel as MinBalanceModel,
    holding: p.phasingHolding ?? 0n,
    whitelist,
    linkedFullHashes: p.phasingLinkedFullHash ?? [],
    hashedSecret: p.phasingHashedSecret ?? new Uint8Array(0),
    algorithm: p.phasingHashedSecretAlgorithm,
  };
}
