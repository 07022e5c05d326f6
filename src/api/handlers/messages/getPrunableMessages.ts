// getPrunableMessages: the Prunable message objects of one account (as sender or recipient),
// newest first, optionally only those exchanged with otherAccount and from a timestamp on.
import type { LocatedTransaction } from '../../../chain/interface.js';
import type { Transaction } from '../../../domain/transaction.js';
import type { NodeApiContext } from '../../context.js';
import { pageSize } from '../../params.js';
import { R, arrayOf, object } from '../../response-schema.js';
import { ApiTag, defineHandler, type Page } from '../../types.js';
import { requireAccount } from '../accounts/lookup.js';
import { holdsPrunable, renderPrunableMessage } from './render-prunable.js';

/** How many of the account's entries one read fetches while filtering by otherAccount. */
const SCAN_CHUNK = 100;

/** Sent by one of the two accounts to the other (both the same: a transaction to oneself). */
function between(tx: Transaction, a: bigint, b: bigint): boolean {
  return (tx.senderId === a && tx.recipientId === b) || (tx.senderId === b && tx.recipientId === a);
}

/** The page of `account`'s prunable messages exchanged with `other`. The store indexes prunable
 * data by account only, so this walks the account's entries newest first in chunks, counting the
 * matches, until the page is full: the cost is bounded by the account's held prunable messages,
 * which pruning keeps to node.maxPrunableLifetime. A transaction seen twice (the list moved
 * between two chunk reads as a block arrived) is kept once. */
async function pageExchangedWith(ctx: NodeApiContext, account: bigint, other: bigint, fromTimestamp: number, page: Page): Promise<LocatedTransaction[]> {
  const out: LocatedTransaction[] = [];
  const seen = new Set<bigint>();
  let matched = 0;
  for (let offset = 0; ; offset += SCAN_CHUNK) {
    const chunk = await ctx.blockchain.getPrunableTransactions({ account, fromTimestamp, firstIndex: offset, lastIndex: offset + SCAN_CHUNK - 1 });
    for (const l of chunk) {
      const tx = l.transaction;
      if (seen.has(tx.id) || !between(tx, account, other) || !holdsPrunable(tx.appendices)) continue;
      seen.add(tx.id);
      if (matched >= page.firstIndex) out.push(l);
      matched += 1;
      if (matched > page.lastIndex) return out;
    }
    if (chunk.length < SCAN_CHUNK) return out;
  }
}

export const getPrunableMessages = defineHandler({
  requestType: 'getPrunableMessages',
  tags: [ApiTag.MESSAGES],
  description:
    'Returns prunableMessages: the Prunable message objects of the confirmed transactions the account sent or received whose prunable data this node holds, newest first by transaction timestamp; with otherAccount only those between the two accounts (either direction), with timestamp only those whose transaction timestamp is at or after it. Unknown account or otherAccount: errorCode 3.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: object({ prunableMessages: arrayOf(R.prunableMessage, 'Newest first.') }),
  params: [
    { name: 'account', type: 'account', required: true, description: 'Account (numeric id or RS address): sender or recipient.' },
    { name: 'otherAccount', type: 'account', description: 'Only messages between account and this account (either direction).' },
    { name: 'timestamp', type: 'int', min: 0, default: 0, description: 'Only messages whose transaction timestamp (epoch seconds) is at or after this.' },
  ],
  async handler({ account, otherAccount, timestamp }, ctx: NodeApiContext, req) {
    await requireAccount(ctx, account);
    if (otherAccount !== undefined) await requireAccount(ctx, otherAccount, 'otherAccount');
    if (pageSize(req.page) === 0) return { prunableMessages: [] };
    const located =
      otherAccount !== undefined
        ? await pageExchangedWith(ctx, account, otherAccount, timestamp, req.page)
        : (await ctx.blockchain.getPrunableTransactions({ account, fromTimestamp: timestamp, firstIndex: req.page.firstIndex, lastIndex: req.page.lastIndex })).filter((l) => holdsPrunable(l.transaction.appendices));
    return { prunableMessages: located.map((l) => renderPrunableMessage(l)) };
  },
});
