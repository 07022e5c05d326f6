// What getAccountBlocks and getAccountBlockIds share: the forging account (which must exist),
// the optional height floor and the page of block ids, newest first.
import type { NodeApiContext } from '../../context.js';
import type { Page, ParamSpec } from '../../types.js';
import { requireAccount } from './lookup.js';

export const FORGED_BLOCKS_PARAMS = [
  { name: 'account', type: 'account', required: true, description: 'Forging account (numeric id or RS address).' },
  { name: 'fromHeight', type: 'int', min: 0, description: 'Only blocks at this height or above.' },
] as const satisfies readonly ParamSpec[];

/** Ids of a page of the blocks `account` forged, newest first; errorCode 3 for an unknown account. */
export async function forgedBlockIds(
  ctx: Pick<NodeApiContext, 'blockchain'>,
  account: bigint,
  fromHeight: number | undefined,
  page: Page,
): Promise<bigint[]> {
  await requireAccount(ctx, account);
  return ctx.blockchain.getAccountBlockIds(account, {
    ...(fromHeight !== undefined ? { fromHeight } : {}),
    firstIndex: page.firstIndex,
    lastIndex: page.lastIndex,
  });
}
