// The accounts capability's getAccount extras: the account info and the account's own lease on
// every answer (when set), and its lessors with includeLessors.
import { ONE_COIN } from '../../../domain/constants.js';
import type { StateReader } from '../../../domain/state/state.js';
import type { LeaseTerm } from '../../../capabilities/accounts/tables.js';
import { leasedBalanceMTA } from '../../../capabilities/accounts/lease-phase.js';
import { accountInfoOf, leaseOf, lessorsOf } from '../../../capabilities/accounts/queries.js';
import type { AccountExtra, NodeApiContext } from '../../context.js';
import { accountRef } from './lookup.js';

/** `{ <prefix>, <prefix>RS }` of an account id. */
export function accountFields(prefix: string, id: bigint): Record<string, string> {
  const ref = accountRef(id);
  return { [prefix]: ref.account, [`${prefix}RS`]: ref.accountRS };
}

function termFields(role: 'current' | 'next', term: LeaseTerm | null, heights: (role: 'current' | 'next') => [string, string]): Record<string, unknown> {
  if (term === null) return {};
  const [from, to] = heights(role);
  return { ...accountFields(`${role}Lessee`, term.lessee), [from]: term.from, [to]: term.to };
}

/** getAccount's names (currentLeasingHeightFrom) and lessorsInfo's (currentHeightFrom), as Nxt. */
const ACCOUNT_HEIGHTS = (role: 'current' | 'next'): [string, string] => [`${role}LeasingHeightFrom`, `${role}LeasingHeightTo`];
const LESSOR_HEIGHTS = (role: 'current' | 'next'): [string, string] => [`${role}HeightFrom`, `${role}HeightTo`];

const infoAndLease: AccountExtra = {
  render(state: StateReader, account: bigint) {
    const info = accountInfoOf(state, account);
    const lease = leaseOf(state, account);
    return {
      ...(info ? { name: info.name, description: info.description } : {}),
      ...(lease ? { ...termFields('current', lease.current, ACCOUNT_HEIGHTS), ...termFields('next', lease.next, ACCOUNT_HEIGHTS) } : {}),
    };
  },
};

const lessors: AccountExtra = {
  param: 'includeLessors',
  async render(state: StateReader, account: bigint, ctx: NodeApiContext) {
    const ids = lessorsOf(state, account);
    // The tip height is needed only for the guaranteed balances of actual lessors.
    const height = ids.length === 0 ? 0 : (await ctx.blockchain.status()).height;
    return {
      lessors: ids.map((id) => accountRef(id).account),
      lessorsRS: ids.map((id) => accountRef(id).accountRS),
      lessorsInfo: ids.map((id) => {
        const lease = leaseOf(state, id);
        return {
          ...accountFields('lessor', id),
          ...termFields('current', lease?.current ?? null, LESSOR_HEIGHTS),
          ...termFields('next', lease?.next ?? null, LESSOR_HEIGHTS),
          effectiveBalance: (leasedBalanceMTA(state, id, height, ctx.params) / ONE_COIN).toString(),
        };
      }),
    };
  },
};

export const ACCOUNT_EXTRAS: readonly AccountExtra[] = [infoAndLease, lessors];
