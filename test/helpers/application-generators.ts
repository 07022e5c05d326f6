// Applications' generators for the state-digest property test (digest-generators.ts). A
// registration with a name from a small set (so names repeat across developers and case, and the
// indexes hold equal keys), sometimes a url and a version; an update of one of the sender's
// applications (op.flag: a retirement), falling back to a registration when it has none that is
// not retired. Another account's application or a retired one is picked now and then (op.b 3),
// so refused updates are in the plans too (they never reach a block).
import type { Transaction } from '../../src/domain/transaction.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { developerApplications, listApplications } from '../../src/capabilities/applications/queries.js';
import { idOf } from '../chain/helpers.js';
import { registerApplicationTx, updateApplicationTx } from './application-txs.js';
import type { GenContext as Ctx, Op } from './digest-generators.js';

export type ApplicationGen = (op: Op, ctx: Ctx, actors: readonly string[]) => Transaction | undefined;

const NAMES = ['Wallet', 'wallet', 'Wallet Pro', 'Explorer', 'Dex', 'Ünïcode app'];

const input = (op: Op, ctx: Ctx, from: string) => ({ from, timestamp: ctx.timestamp, ecBlockId: ctx.ecBlockId, feeMTA: ONE_COIN + BigInt(op.b) });

function register(op: Op, ctx: Ctx, actors: readonly string[]): Transaction {
  const from = actors[op.from]!;
  return registerApplicationTx(ctx.node, input(op, ctx, from), {
    name: NAMES[op.a % NAMES.length]!,
    description: `Application ${op.a} of ${from}`,
    ...(op.b % 2 === 0 ? { url: `https://example.org/app/${op.a}` } : {}),
    ...(op.b >= 2 ? { version: `1.${op.a}` } : {}),
  });
}

export const APPLICATION_GENERATORS: readonly ApplicationGen[] = [
  register,
  (op, ctx, actors) => {
    const from = actors[op.from]!;
    const pool = op.b === 3 ? listApplications(ctx.node.state) : developerApplications(ctx.node.state, idOf(from)).filter(([, a]) => !a.retired);
    const pick = pool[op.a % Math.max(1, pool.length)];
    if (pick === undefined) return register(op, ctx, actors);
    return updateApplicationTx(ctx.node, input(op, ctx, from), pick[0], op.flag ? { retire: true } : { description: `Updated ${op.a}`, ...(op.a % 3 === 0 ? { version: `2.${op.a}` } : {}) });
  },
];
