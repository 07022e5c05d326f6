// What the shuffler machine of one participant in one shuffling hears. Everything about the
// shuffling itself comes from the ledger, as typed block events that the shuffler actor derives in
// the block phase (the ledger is the truth: the machine never guesses a stage); the only other
// events are the outcome of its own submissions and the operator's STOP.

/** The stages of a shuffling as the ledger names them. */
export type ShufflingStageName = 'REGISTRATION' | 'PROCESSING' | 'VERIFICATION' | 'BLAME' | 'CANCELLED' | 'DONE';

/**
 * The transactions a participant submits, one per step:
 * register (ShufflingRegistration), process (ShufflingProcessing), recipients (ShufflingRecipients,
 * sent instead of a processing by the last participant), verify (ShufflingVerification), and
 * cancel (ShufflingCancellation with the blame data: the revealed key seeds).
 */
export type ShufflerTxKind = 'register' | 'process' | 'recipients' | 'verify' | 'cancel';
export const SHUFFLER_TX_KINDS: readonly ShufflerTxKind[] = ['register', 'process', 'recipients', 'verify', 'cancel'];

/** Why a shuffler ended in `failed`. */
export type ShufflerFailure =
  /** Its turn (or its registration) did not come before the stage's timeout. */
  | 'timeout'
  /** The ledger named this account as the cheater: it forfeits its deposit. */
  | 'blamed'
  /** The shuffling was cancelled without this participant being blamed and without a blame
   * phase it took part in (e.g. too few participants registered). */
  | 'cancelled';
export const SHUFFLER_FAILURES: readonly ShufflerFailure[] = ['timeout', 'blamed', 'cancelled'];

/** How a shuffler ended in `done`. */
export type ShufflerOutcome =
  /** The shuffling reached DONE: the recipient was funded. */
  | 'shuffled'
  /** It revealed its keys in blame, and the shuffling was cancelled with someone else blamed:
   * its amount and deposit come back. */
  | 'refunded';
export const SHUFFLER_OUTCOMES: readonly ShufflerOutcome[] = ['shuffled', 'refunded'];

export type ShufflerEvent =
  /** A block was applied: where the shuffling stands after it. Drives timeouts and retries. */
  | {
      readonly type: 'BLOCK';
      readonly height: number;
      readonly stage: ShufflingStageName;
      /** The account whose turn it is (processing), or null. */
      readonly assignee: bigint | null;
      /** Blocks left before the current stage times out. */
      readonly blocksRemaining: number;
    }
  /** This account became the assignee in PROCESSING; `last` when it is the last participant,
   * which submits the recipients instead of a processing. */
  | { readonly type: 'ASSIGNED'; readonly height: number; readonly last: boolean }
  /** The ledger applied this participant's own processing (or recipients) transaction: its turn
   * is over, and a submission still being retried is dropped (the ledger already has it). */
  | { readonly type: 'PROCESSING_DONE'; readonly height: number }
  /** Every participant has processed (the shuffling is in VERIFICATION); `recipientIncluded`
   * tells whether this participant's recipient is among the published recipients (when it is
   * not, the participant cancels with its blame data instead of verifying); `verified` that the
   * ledger already counts it as verified (the last participant, whose recipients count as its
   * verification, or a shuffler started again after it verified). */
  | { readonly type: 'VERIFICATION_STARTED'; readonly height: number; readonly recipientIncluded: boolean; readonly verified: boolean }
  /** The shuffling entered BLAME; `blamedAccount` is the participant the ledger holds at fault,
   * when it already knows one (a missed turn), else null (it will be found from the reveals);
   * `revealNeeded` that the ledger still waits for this participant's layer seed (false when it
   * has revealed it, or has none to reveal: it never processed and did not start the blame). */
  | { readonly type: 'BLAME_STARTED'; readonly height: number; readonly blamedAccount: bigint | null; readonly revealNeeded: boolean }
  /** The shuffling reached DONE. */
  | { readonly type: 'DONE'; readonly height: number }
  /** The shuffling was cancelled; `blamedAccount` is whoever the ledger found at fault. */
  | { readonly type: 'CANCELLED'; readonly height: number; readonly blamedAccount: bigint | null }
  /** The operator stopped this shuffler (`stopShuffler`). */
  | { readonly type: 'STOP' }
  /** A submission was accepted (raised by the machine from its `submitTransaction` actor). */
  | { readonly type: 'SUBMITTED'; readonly kind: ShufflerTxKind; readonly transactionId: string }
  /** A submission failed (raised by the machine from its `submitTransaction` actor): kept with
   * its cause and retried after the next BLOCK. */
  | { readonly type: 'SUBMIT_FAILED'; readonly kind: ShufflerTxKind; readonly cause: string };

export type ShufflerEventType = ShufflerEvent['type'];
