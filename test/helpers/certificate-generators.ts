// Certificates' generators for the state-digest property test (digest-generators.ts): one per
// type. Issuances and attestations name any actor as subject, some expiring a few blocks ahead;
// a revocation picks a live certificate of the sender's and falls back to an issuance. Senders are
// the funded devnet actors (the first three): every type costs a 1-coin fee.
import type { Transaction } from '../../src/domain/transaction.js';
import { issuedCertificates } from '../../src/capabilities/certificates/queries.js';
import { AGENT_PERMISSIONS } from '../../src/capabilities/certificates/types.js';
import { idOf } from '../chain/helpers.js';
import { attestAgentTx, issueCertificateTx, revokeCertificateTx } from './certificate-txs.js';
import type { GenContext as Ctx, Op } from './digest-generators.js';

export type CertificateGen = (op: Op, ctx: Ctx, actors: readonly string[]) => Transaction | undefined;

const funded = (i: number, actors: readonly string[]) => actors[i % 3]!;
const input = (from: string, op: Op, ctx: Ctx) => ({ from, timestamp: ctx.timestamp, ecBlockId: ctx.ecBlockId, extraFee: BigInt(op.b) });

function issuance(op: Op, ctx: Ctx, actors: readonly string[]): Transaction {
  return issueCertificateTx(ctx.node, input(funded(op.from, actors), op, ctx), idOf(actors[op.to]!), {
    certificateType: op.flag ? 'GENERIC' : 'MEMBER',
    name: `cert ${op.a}`,
    claims: op.b === 0 ? [] : [['level', String(op.b)], ['n', String(op.a)]],
    expirationTimestamp: op.a % 2 === 0 ? ctx.timestamp + 60 * (1 + op.b) : 0,
  });
}

export const CERTIFICATE_GENERATORS: readonly CertificateGen[] = [
  issuance,
  // Revoke a live certificate the sender issued.
  (op, ctx, actors) => {
    const from = funded(op.from, actors);
    const live = issuedCertificates(ctx.node.state, idOf(from)).filter(([, c]) => c.revocation === 0n);
    const pick = live[op.a % Math.max(1, live.length)];
    return pick === undefined ? issuance(op, ctx, actors) : revokeCertificateTx(ctx.node, input(from, op, ctx), pick[0]);
  },
  (op, ctx, actors) =>
    attestAgentTx(ctx.node, input(funded(op.from, actors), op, ctx), idOf(actors[op.to]!), `agent ${op.a}`, AGENT_PERMISSIONS.slice(0, 1 + (op.a % AGENT_PERMISSIONS.length)).join(','), {
      expirationTimestamp: op.flag ? ctx.timestamp + 120 : 0,
    }),
];
