// Admission of batches (gossip, benchmarks, restore): the cheap rules for every transaction
// first, then all signatures at once (on this thread or the worker pool), then ledger rules and
// insertion in order, each transaction judged as if submitted alone after the ones before it.
import type { Transaction } from '../../domain/transaction.js';
import { TransactionRejectedError, TxRejectReason } from '../../domain/errors.js';

export interface SubmitVerdict {
  readonly accepted: boolean;
  readonly error?: Error;
}

/** Verdicts of the cheap rules, and the indexes still open. */
export interface Screened {
  readonly verdicts: Array<SubmitVerdict | undefined>;
  readonly candidates: number[];
}

/** What admission needs of the pool. */
export interface AdmissionPool {
  /** Stateless rules at `now`; throws TransactionRejectedError. */
  checkStateless(tx: Transaction, now: number): void;
  /** True when this very transaction is pending; throws when another one has its id. */
  isPending(tx: Transaction): boolean;
  /** Capacity and ledger rules, then insertion; throws when refused. */
  admitNext(tx: Transaction): void;
}

export function screen(pool: AdmissionPool, txs: readonly Transaction[], now: number): Screened {
  const verdicts: Array<SubmitVerdict | undefined> = new Array(txs.length);
  const candidates: number[] = [];
  for (let i = 0; i < txs.length; i++) {
    const tx = txs[i]!;
    try {
      pool.checkStateless(tx, now);
      if (pool.isPending(tx)) verdicts[i] = { accepted: false };
      else candidates.push(i);
    } catch (error) {
      verdicts[i] = { accepted: false, error: error as Error };
    }
  }
  return { verdicts, candidates };
}

/** The signature jobs of the screened candidates, in order. */
export function signatureJobs(txs: readonly Transaction[], { candidates }: Screened): Array<{ signature: Uint8Array; message: Uint8Array; publicKey: Uint8Array }> {
  return candidates.map((i) => {
    const tx = txs[i]!;
    return { signature: tx.signature!, message: tx.unsignedBytes(), publicKey: tx.senderPublicKey };
  });
}

/** Ledger rules and admission, in order, for the candidates whose signature verified; returns
 * every verdict and the transactions added. */
export function admitScreened(pool: AdmissionPool, txs: readonly Transaction[], { verdicts, candidates }: Screened, valid: readonly boolean[]): { verdicts: SubmitVerdict[]; added: Transaction[] } {
  const added: Transaction[] = [];
  candidates.forEach((i, k) => {
    const tx = txs[i]!;
    if (!valid[k]) {
      verdicts[i] = { accepted: false, error: new TransactionRejectedError(TxRejectReason.BAD_SIGNATURE, 'signature does not verify', 'signature') };
      return;
    }
    try {
      if (pool.isPending(tx)) {
        verdicts[i] = { accepted: false }; // the same transaction twice in the batch
        return;
      }
      pool.admitNext(tx);
      added.push(tx);
      verdicts[i] = { accepted: true };
    } catch (error) {
      verdicts[i] = { accepted: false, error: error as Error };
    }
  });
  return { verdicts: verdicts as SubmitVerdict[], added };
}
