// Pool reservations: what a node's pool holds back of an account's coin is exactly what the
// account's pending transactions spend (amount + fee each). Checked for the senders whose pending
// transactions are all coin-only (their type reserves nothing else, and none is phased), where the
// rule is exact: unconfirmed balance = committed balance - sum of amount + fee. A pool whose pending
// state forgets a reservation admits what the account cannot pay (the block selection then drops
// it, so no chain invariant would see it); one that forgets a release refuses what it can.
import type { SimNode } from '../simulation.js';
import type { Violation } from './types.js';

/** Accounts told one by one per node and checkpoint; the rest are counted. */
const MAX_REPORTED = 3;

export async function checkReservations(n: SimNode): Promise<Violation[]> {
  const pending = await n.node.mempool.list({});
  const bySender = new Map<bigint, { spent: bigint; coinOnly: boolean; count: number }>();
  for (const tx of pending) {
    const entry = bySender.get(tx.senderId) ?? { spent: 0n, coinOnly: true, count: 0 };
    entry.spent += tx.amountMTA + tx.feeMTA;
    entry.count++;
    if (tx.txType.reserve !== undefined || tx.appendices.phasing !== undefined) entry.coinOnly = false;
    bySender.set(tx.senderId, entry);
  }
  const wrong: string[] = [];
  for (const [sender, r] of [...bySender].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!r.coinOnly) continue;
    const view = await n.node.mempool.accountWithUnconfirmedBalance(sender);
    if (view === undefined) continue;
    const expected = view.account.balanceMTA - r.spent;
    if (view.unconfirmedBalanceMTA !== expected) {
      wrong.push(`account ${sender} has ${r.count} pending transactions spending ${r.spent} MTA, so an unconfirmed balance of ${expected}, the pool says ${view.unconfirmedBalanceMTA}`);
    }
  }
  if (wrong.length === 0) return [];
  const more = wrong.length > MAX_REPORTED ? ` (and ${wrong.length - MAX_REPORTED} more accounts)` : '';
  return [{ invariant: 'reservation', detail: `${n.name}: ${wrong.slice(0, MAX_REPORTED).join('; ')}${more}` }];
}
