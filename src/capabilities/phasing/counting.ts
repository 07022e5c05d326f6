// Counting a poll: each vote's weight by the voting model at the state the count is made in
// (the finish height's, or the end of a block for an early finish), and the poll's result.
//   NONE         0 (a pure time lock: quorum 0, so it always releases at its height)
//   ACCOUNT      1 per voter (0 when a minimum balance is set and the voter is below it)
//   COIN         the voter's coin balance in MTA (0 below the minimum balance)
//   TOTEM        the voter's units of the holding (0 below the minimum balance)
//   CURRENCY     the same for a currency
//   TRANSACTION  the number of linked transactions confirmed (no votes)
//   HASH         1 for a vote that revealed the secret (checked when it was cast)
import type { ChainView, LedgerState } from '../../domain/types.js';
import type { StateReader } from '../../domain/state/state.js';
import { MinBalanceModel, VotingModel, type PhasingParams } from '../../domain/phasing.js';
import type { HoldingKind, RegistryHooks } from '../../domain/tx-types/hooks.js';
import { ACCOUNTS } from '../../domain/state/accounts.js';
import { VOTES } from './tables.js';
import type { Poll } from './records.js';

const KIND: Partial<Record<number, HoldingKind>> = { [VotingModel.TOTEM]: 'TOTEM', [VotingModel.CURRENCY]: 'CURRENCY' };
const MIN_KIND: Partial<Record<number, HoldingKind>> = { [MinBalanceModel.TOTEM]: 'TOTEM', [MinBalanceModel.CURRENCY]: 'CURRENCY' };

/** The holding kind a poll's parameters weigh or check balances in (undefined: coin or none). */
export function holdingKindOf(p: PhasingParams): HoldingKind | undefined {
  return KIND[p.votingModel] ?? (p.votingModel === VotingModel.ACCOUNT ? MIN_KIND[p.minBalanceModel] : undefined);
}

function coin(state: StateReader, account: bigint): bigint {
  return state.get(ACCOUNTS, account)?.balanceMTA ?? 0n;
}

function holdingBalance(state: StateReader, hooks: RegistryHooks, kind: HoldingKind, holding: bigint, account: bigint): bigint {
  return hooks.holdings[kind]?.balance(state, holding, account) ?? 0n;
}

/** The balance a minimum-balance rule reads, by its model. */
function minModelBalance(state: StateReader, hooks: RegistryHooks, p: PhasingParams, account: bigint): bigint {
  if (p.minBalanceModel === MinBalanceModel.COIN) return coin(state, account);
  const kind = MIN_KIND[p.minBalanceModel];
  return kind === undefined ? 0n : holdingBalance(state, hooks, kind, p.holding, account);
}

/** One voter's weight under the parameters. */
export function weightOf(state: StateReader, hooks: RegistryHooks, p: PhasingParams, voter: bigint): bigint {
  switch (p.votingModel) {
    case VotingModel.ACCOUNT:
      return p.minBalance === 0n || minModelBalance(state, hooks, p, voter) >= p.minBalance ? 1n : 0n;
    case VotingModel.COIN: {
      const b = coin(state, voter);
      return b >= p.minBalance ? b : 0n;
    }
    case VotingModel.TOTEM:
    case VotingModel.CURRENCY: {
      const b = holdingBalance(state, hooks, KIND[p.votingModel]!, p.holding, voter);
      return b >= p.minBalance ? b : 0n;
    }
    case VotingModel.HASH:
      return 1n;
    default:
      return 0n;
  }
}

/** The poll's result now. */
export function countVotes(state: LedgerState, hooks: RegistryHooks, chain: ChainView, pollId: bigint, poll: Poll): bigint {
  const p = poll.phasing;
  if (p.votingModel === VotingModel.NONE) return 0n;
  if (p.votingModel === VotingModel.TRANSACTION) return BigInt(p.linkedFullHashes.filter((h) => chain.hasTransactionFullHash(h)).length);
  let sum = 0n;
  for (const [, v] of state.scan(VOTES, 'byPoll', { prefix: [pollId] })) sum += weightOf(state, hooks, p, v.voter);
  return sum;
}
