// Byzantine transactions: well-formed and signed (they decode), gossiped raw, each breaking one
// rule (BAD_TRANSACTION_RULES), with the verdict an honest receiver gives:
//   tx-bad-signature  a signature that does not verify            reject: INVALID_TRANSACTION points
//   tx-bad-deadline   a deadline of 0 minutes (out of range)       reject: INVALID_TRANSACTION points
//   tx-overspend      more than the sender holds                   ignored: it depends on the
//                                                                  receiver's ledger, not provable
//   tx-fee-too-low    no fee                                       ignored: the minimum fee is a
//                                                                  rule of the receiver's height
// None may ever enter a pool or a chain. Senders are devnet accounts (funded, known keys).
import { accountIdFromPublicKey } from '../../domain/account-id.js';
import { ONE_COIN } from '../../domain/constants.js';
import { keyPairFromSecret } from '../../domain/crypto.js';
import { devnetSecretPhrases } from '../../domain/network-params.js';
import type { Transaction } from '../../domain/transaction.js';
import type { ByzantineContext } from '../byzantine.js';
import { payment } from './blocks.js';

export const BAD_TRANSACTION_RULES = ['tx-bad-signature', 'tx-bad-deadline', 'tx-overspend', 'tx-fee-too-low'] as const;
export type BadTransactionRule = (typeof BAD_TRANSACTION_RULES)[number];

export function badTransactions(ctx: ByzantineContext, rules: readonly BadTransactionRule[], everyMs: number): () => void {
  let turn = 0;
  let busy = false;
  const phrases = devnetSecretPhrases();
  return ctx.every(everyMs, () => {
    const { node, rng } = ctx;
    if (busy || !node.running || !node.transport.started) return;
    busy = true;
    const rule = rules[turn++ % rules.length]!;
    const sender = keyPairFromSecret(phrases[rng.int(0, phrases.length - 1)]!);
    void (async () => {
      try {
        const timestamp = node.time.nowEpochSeconds() - 1;
        let tx: Transaction;
        if (rule === 'tx-overspend') {
          const balance = (await node.node.blockchain.getAccount(accountIdFromPublicKey(sender.publicKey)))?.balanceMTA ?? 0n;
          tx = payment(ctx, sender, timestamp, balance + ONE_COIN, ONE_COIN);
        } else if (rule === 'tx-fee-too-low') {
          tx = payment(ctx, sender, timestamp, ONE_COIN, 0n);
        } else if (rule === 'tx-bad-deadline') {
          // Signed over the bad field: only the deadline is wrong.
          tx = payment(ctx, sender, timestamp, ONE_COIN, ONE_COIN, { deadline: 0 });
        } else {
          const valid = payment(ctx, sender, timestamp, ONE_COIN, ONE_COIN);
          const signature = valid.signature!.slice();
          signature[rng.int(0, 31)] ^= 1 << rng.int(0, 7);
          tx = valid.withSignature(signature);
        }
        ctx.count(`bad-transactions/${rule}`);
        ctx.record.forged.transactions.push(tx.id);
        ctx.sim.links.record('bad-transaction', `${node.name} ${rule} ${tx.id}`);
        node.transport.sendRawGossip('transaction', tx.bytes());
      } finally {
        busy = false;
      }
    })();
  });
}
