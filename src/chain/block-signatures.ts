// A block's signatures on push: those the mempool has not verified, in one batch on the worker
// pool when there is one, while block application runs on the side (`meanwhile`).
import type { Block } from '../domain/block.js';
import { verify } from '../domain/crypto.js';
import type { Transaction } from '../domain/transaction.js';
import type { SignatureVerifier } from './signature-pool.js';

/** Tells the blockchain which transactions already had their signature verified (the
 * mempool). Must compare full hashes, not ids: an id is only 64 bits. */
export interface VerifiedTransactions {
  isVerified(tx: Transaction): boolean;
}

export interface SignatureSources {
  /** Transactions whose signature was verified already (the mempool). */
  readonly verified: VerifiedTransactions | undefined;
  /** Batch verification on worker threads; without one, this thread verifies in order. */
  readonly verifier: SignatureVerifier | undefined;
}

/**
 * Checks the signatures the mempool has not verified (in one batch on the verifier when there
 * is one) and runs `meanwhile` exactly once, while the verifier's workers check their shares.
 * Returns the lowest position whose signature is missing or does not verify, or -1.
 */
export async function checkSignatures(block: Block, sources: SignatureSources, meanwhile: () => void): Promise<number> {
  const verified = sources.verified;
  const txs = block.transactions;
  const pending: number[] = [];
  let firstBad = -1;
  for (let i = 0; i < txs.length; i++) {
    const tx = txs[i]!;
    if (verified?.isVerified(tx)) continue;
    if (tx.signature === null) {
      firstBad = i;
      break;
    }
    pending.push(i);
  }
  // Only the transactions before a missing signature matter: the block fails at or before it.
  const checked = firstBad >= 0 ? pending.filter((i) => i < firstBad) : pending;
  if (checked.length === 0) {
    meanwhile();
    return firstBad;
  }
  const jobs = checked.map((i) => {
    const tx = txs[i]!;
    return { signature: tx.signature!, message: tx.unsignedBytes(), publicKey: tx.senderPublicKey };
  });
  if (sources.verifier === undefined) {
    meanwhile();
    // Inline, in order: the first failure decides.
    for (let k = 0; k < jobs.length; k++) {
      const job = jobs[k]!;
      if (!verify(job.signature, job.message, job.publicKey)) return checked[k]!;
    }
    return firstBad;
  }
  const verdicts = await sources.verifier.verifyBatch(jobs, { meanwhile });
  // A verdict missing from the verifier's answer counts as a failure, never as a pass.
  for (let k = 0; k < checked.length; k++) if (verdicts[k] !== true) return checked[k]!;
  return firstBad;
}
