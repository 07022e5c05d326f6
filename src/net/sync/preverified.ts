// Transaction signatures of downloaded blocks, checked ahead of the blocks' push: a segment of
// blocks at a time, as one batch on the node's signature worker pool, while the main thread is
// pushing the blocks before them. The chain then skips the signatures found good here (this is
// one of its VerifiedTransactions sources, next to the pool).
//
// Why: the chain verifies a block's signatures as one batch, and a batch under the pool's minimum
// (64) is verified on the calling thread. Blocks of a few transactions (most blocks of a long
// chain) were thus verified one by one on the main thread, which spent about half of a sync
// there while the worker threads idled (docs/performance.md, section 5, "Long chains").
//
// Only passes are remembered, by object identity (a WeakSet: nothing outlives the blocks): the
// very Transaction objects that are pushed later, which nobody mutates. A signature that fails,
// or one never checked here (no workers, a failed batch), is verified by the chain at the push as
// before, so the block is refused at the same transaction with the same reason.
import type { Transaction } from '../../domain/transaction.js';
import type { VerifiedTransactions } from '../../chain/block-signatures.js';
import type { SignatureJob, SignatureVerifier } from '../../chain/signature-pool.js';

export class PreverifiedTransactions implements VerifiedTransactions {
  readonly #verifier: SignatureVerifier | undefined;
  readonly #passed = new WeakSet<Transaction>();

  /** Without a verifier (no worker threads: tests, the simulation) nothing is checked ahead. */
  constructor(verifier: SignatureVerifier | undefined) {
    this.#verifier = verifier;
  }

  isVerified(tx: Transaction): boolean {
    return this.#passed.has(tx);
  }

  /** Verifies the signatures of these transactions in one batch and remembers those that pass.
   * Never rejects: whatever is not remembered is verified by the chain at the push. */
  async check(txs: readonly Transaction[]): Promise<void> {
    const verifier = this.#verifier;
    if (verifier === undefined) return;
    const jobs: SignatureJob[] = [];
    const which: Transaction[] = [];
    for (const tx of txs) {
      if (tx.signature === null || this.#passed.has(tx)) continue;
      jobs.push({ signature: tx.signature, message: tx.unsignedBytes(), publicKey: tx.senderPublicKey });
      which.push(tx);
    }
    if (jobs.length === 0) return;
    let verdicts: boolean[];
    try {
      verdicts = await verifier.verifyBatch(jobs);
    } catch {
      return;
    }
    for (let k = 0; k < which.length; k++) if (verdicts[k] === true) this.#passed.add(which[k]!);
  }
}

/** A source that knows a transaction as verified when either source does. */
export function eitherVerified(a: VerifiedTransactions, b: VerifiedTransactions): VerifiedTransactions {
  return { isVerified: (tx) => a.isVerified(tx) || b.isVerified(tx) };
}
