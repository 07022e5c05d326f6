// The deliberate consensus bugs of the mutation check (`npm run sim -- --mutants`,
// docs/simulation.md "Mutation check"). Each is one textual change to one source file, applied to
// a copy of the node, never to the tree itself: `find` must occur exactly once in the file (a
// test keeps the catalogue in step with the sources, so a mutant can never silently apply
// nothing), and `replace` is what the bug looks like.

export interface Mutant {
  /** Short name: `npm run sim -- --mutants --only <name>`. */
  readonly name: string;
  /** What part of the node it breaks. */
  readonly area: 'validation' | 'signatures' | 'fork choice' | 'undo/pop-off' | 'gossip' | 'mempool reservation' | 'scheduled work' | 'capability rules';
  readonly description: string;
  readonly changes: ReadonlyArray<{ readonly file: string; readonly find: string; readonly replace: string }>;
}

export const MUTANTS: readonly Mutant[] = [
  {
    name: 'no-balance-check',
    area: 'validation',
    description: 'a payment spending more than its sender holds is admitted, forged and applied: every balance check of a payment is gone (validation, the pending reservation, application, the ledger)',
    changes: [
      { file: 'src/domain/validation.ts', find: "if ((sender?.balanceMTA ?? 0n) < needed) rejectHere(", replace: "if (false && (sender?.balanceMTA ?? 0n) < needed) rejectHere(" },
      { file: 'src/domain/validation.ts', find: "  if (balanceMTA < 0n) rejectHere(TxRejectReason.NOT_ENOUGH_FUNDS, 'not enough funds', 'amountMTA');\n  state.putAccount({\n    ...sender,", replace: "  state.putAccount({\n    ...sender," },
      { file: 'src/domain/validation.ts', find: 'if (sender === undefined || balanceMTA < 0n) rejectHere(', replace: 'if (sender === undefined) rejectHere(' },
      { file: 'src/domain/ledger.ts', find: 'if (balanceMTA < 0n) throw stateRejection(', replace: 'if (false && balanceMTA < 0n) throw stateRejection(' },
    ],
  },
  {
    name: 'no-block-signature-check',
    area: 'signatures',
    description: "a block's signature is not verified",
    changes: [
      { file: 'src/domain/block-validation.ts', find: 'if (ctx.verifySignature !== false && !verify(block.blockSignature!', replace: 'if (false && !verify(block.blockSignature!' },
    ],
  },
  {
    name: 'lighter-fork-choice',
    area: 'fork choice',
    description: 'sync looks for peers whose chain is lighter than ours instead of heavier',
    changes: [
      { file: 'src/net/sync/sync-actors.ts', find: 'a.summary.cumulativeDifficulty > ours.cumulativeDifficulty)', replace: 'a.summary.cumulativeDifficulty < ours.cumulativeDifficulty)' },
    ],
  },
  {
    name: 'undo-skips-oldest',
    area: 'undo/pop-off',
    description: "popping a block restores every change but the block's first one",
    changes: [
      { file: 'src/storage/undo-replay.ts', find: 'for (let i = entries.length - 1; i >= 0; i--) {', replace: 'for (let i = entries.length - 1; i >= 1; i--) {' },
    ],
  },
  {
    name: 'no-transaction-gossip',
    area: 'gossip',
    description: 'a node does not forward the transactions it admits',
    changes: [
      { file: 'src/net/node-network.ts', find: 'if (this.origin.isNetworkTransaction(tx.id)) continue;', replace: 'continue;' },
    ],
  },
  {
    name: 'no-pool-reservation',
    area: 'mempool reservation',
    description: "an admitted payment does not reserve its amount and fee in the pool's pending state",
    changes: [
      { file: 'src/chain/mempool/pending-state.ts', find: '      reserveTransaction(tx, this.overlay, this.registry?.hooks);\n      return;', replace: '      return;' },
    ],
  },
  {
    name: 'subscription-payer-not-debited',
    area: 'scheduled work',
    description: 'a subscription payment falling due credits the recipient without debiting the payer',
    changes: [
      { file: 'src/capabilities/subscriptions/payments.ts', find: "  adjustHoldingOf(state, hooks, s.holding, s.payer, -s.amount, 'amount');\n", replace: '' },
    ],
  },
  {
    name: 'dividend-not-debited',
    area: 'capability rules',
    description: "a totem dividend pays every holder without debiting the issuer's coin",
    changes: [
      { file: 'src/capabilities/totems/dividend.ts', find: '    adjustBalance(state, tx.senderId, -total);\n', replace: '' },
    ],
  },
];
