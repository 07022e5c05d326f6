// What the PHASING reads share: the poll lookup and its refusal, the count of an open poll at
// the tip, the page of phased transactions rendered as getTransaction renders them, and the
// listing by moved holding of getTotemPhasedTransactions and getCurrencyPhasedTransactions.
import type { LocatedTransaction } from '../../../chain/interface.js';
import { countVotes } from '../../../capabilities/phasing/counting.js';
import type { Poll } from '../../../capabilities/phasing/records.js';
import { openPollsMoving, pollOf, resultOf, type PollEntry } from '../../../capabilities/phasing/queries.js';
import { VotingModel } from '../../../domain/phasing.js';
import { ACCOUNTS } from '../../../domain/state/accounts.js';
import type { StateReader } from '../../../domain/state/state.js';
import { transactionToJSON } from '../../../domain/transaction.js';
import type { Account, ChainView, LedgerState } from '../../../domain/types.js';
import type { HoldingKind } from '../../../domain/tx-types/hooks.js';
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import type { Page, ParamSpec, RequestInfo } from '../../types.js';
import { renderPoll } from './render.js';

/** errorCode 7 (HTTP 404) naming the parameter: no phased transaction of that id is confirmed. */
export function unknownPhasedTransaction(param = 'transaction'): ApiError {
  return new ApiError(ApiErrorCode.INVALID_PARAMETER, 'Unknown phased transaction', { param, httpStatus: 404 });
}

/** The poll of a confirmed phased transaction; errorCode 7 naming `param` otherwise. */
export function requirePoll(ctx: Pick<NodeApiContext, 'state'>, id: bigint, param = 'transaction'): Poll {
  const poll = pollOf(ctx.state, id);
  if (poll === undefined) throw unknownPhasedTransaction(param);
  return poll;
}

function readOnly(): never {
  throw new Error('a poll is counted by reading the committed state; it never writes');
}

/** A read-only LedgerState over the committed state (countVotes reads tables only). */
function committedLedger(state: StateReader, height: number): LedgerState {
  return {
    height,
    blockTimestamp: 0,
    get: (table, key) => state.get(table, key),
    scan: (table, index, opts) => state.scan(table, index, opts),
    getAccount: (id: bigint): Account | undefined => state.get(ACCOUNTS, id),
    getOrCreateAccount: readOnly,
    putAccount: readOnly,
    put: readOnly,
    delete: readOnly,
    emit: readOnly,
  };
}

/** countVotes asks the chain about linked transactions only (TRANSACTION polls, which
 * countOpenPoll counts itself): any other question is a bug. */
const NO_CHAIN_QUESTIONS: ChainView = {
  height: 0,
  lastBlockTimestamp: 0,
  getBlockIdAtHeight: readOnly,
  hasTransaction: readOnly,
  hasTransactionFullHash: readOnly,
};

/** An open poll's count at the tip, as its finish would count it now: a TRANSACTION poll's
 * confirmed linked transactions (looked up by full hash), the votes' weights at the committed
 * state for the other models. */
export async function countOpenPoll(ctx: Pick<NodeApiContext, 'state' | 'blockchain' | 'registry'>, id: bigint, poll: Poll): Promise<bigint> {
  const p = poll.phasing;
  if (p.votingModel === VotingModel.TRANSACTION) {
    const found = await Promise.all(p.linkedFullHashes.map((fullHash) => ctx.blockchain.getTransaction({ fullHash })));
    return BigInt(found.filter((f) => f !== undefined).length);
  }
  const { height } = await ctx.blockchain.status();
  return countVotes(committedLedger(ctx.state, height), ctx.registry.hooks, NO_CHAIN_QUESTIONS, id, poll);
}

/** The Poll object: with its outcome when finished, else with the count at the tip when
 * `count` is set. */
export async function renderPollOf(ctx: Pick<NodeApiContext, 'state' | 'blockchain' | 'registry'>, id: bigint, poll: Poll, count: boolean): Promise<Record<string, unknown>> {
  const result = resultOf(ctx.state, id);
  if (result !== undefined) return renderPoll(id, poll, { result });
  return renderPoll(id, poll, count ? { count: await countOpenPoll(ctx, id, poll) } : {});
}

const byHeightThenIndexDesc = (a: LocatedTransaction, b: LocatedTransaction): number => b.location.height - a.location.height || b.location.index - a.location.index;

/**
 * The page of the phased transactions of `entries` (newest acceptance first: by height
 * descending, equal heights in any order), newest first by height and then by position in the
 * block (descending), located on the chain. Only the page is looked up, with the entries at
 * its edges that share its first or last height (their order within the block decides which
 * belong to it).
 */
export async function locatePage(ctx: Pick<NodeApiContext, 'blockchain'>, entries: readonly PollEntry[], page: Page): Promise<LocatedTransaction[]> {
  const first = page.firstIndex;
  const last = Math.min(page.lastIndex, entries.length - 1);
  if (last < first) return [];
  const heightAt = (i: number) => entries[i]![1].height;
  let lo = first;
  while (lo > 0 && heightAt(lo - 1) === heightAt(first)) lo--;
  let hi = last;
  while (hi + 1 < entries.length && heightAt(hi + 1) === heightAt(last)) hi++;
  const located = await Promise.all(entries.slice(lo, hi + 1).map(([id]) => ctx.blockchain.getTransaction({ id })));
  const ordered = located.filter((l): l is LocatedTransaction => l !== undefined).sort(byHeightThenIndexDesc);
  return ordered.slice(first - lo, last - lo + 1);
}

/** `{ transactions }`: the page rendered as getTransaction renders a confirmed transaction. */
export async function renderTransactionsPage(ctx: Pick<NodeApiContext, 'blockchain'>, entries: readonly PollEntry[], page: Page): Promise<{ transactions: Array<Record<string, unknown>> }> {
  const located = await locatePage(ctx, entries, page);
  const { height: tipHeight } = await ctx.blockchain.status();
  return { transactions: located.map((l) => transactionToJSON(l.transaction, { location: l.location, tipHeight })) };
}

/** The parameters getTotemPhasedTransactions and getCurrencyPhasedTransactions add to the holding. */
export const HOLDING_FILTER_PARAMS = [
  { name: 'account', type: 'account', description: 'Only the transactions this account sent (numeric id or RS address; it need not be known to the chain).' },
  { name: 'withoutWhitelist', type: 'boolean', default: false, description: 'Only the transactions whose poll has no whitelist.' },
] as const satisfies readonly ParamSpec[];

/** Their listing: the open polls of the transactions that move the holding (POLLS byHolding),
 * the holding checked through the holdings view its capability lends (`unknown` when absent). */
export async function holdingPhasedTransactions(
  ctx: NodeApiContext,
  req: RequestInfo,
  kind: HoldingKind,
  holding: bigint,
  unknown: () => ApiError,
  filter: { account?: bigint | undefined; withoutWhitelist: boolean },
): Promise<{ transactions: Array<Record<string, unknown>> }> {
  if (ctx.registry.hooks.holdings[kind]?.exists(ctx.state, holding) !== true) throw unknown();
  const polls = openPollsMoving(ctx.state, holding, { ...(filter.account !== undefined ? { account: filter.account } : {}), withoutWhitelist: filter.withoutWhitelist });
  return renderTransactionsPage(ctx, polls, req.page);
}
