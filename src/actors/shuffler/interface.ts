// The shuffler's boundary: what the shuffler actor answers (ShufflerApi: the startShuffler,
// stopShuffler and getShufflers operations), what it needs from the node (ShufflerComponents: the
// chain services and clock, js-libp2p style), and the shuffling rules it is handed by the
// shuffling capability's registration (ShufflerRules). The actor never imports the capability:
// only the capability's registration knows both sides, so the rules stay in one folder.
import type { SecretOrKeyPair } from '../../domain/crypto.js';
import type { StateReader } from '../../domain/state/state.js';
import type { NetworkParams } from '../../domain/network-params.js';
import type { TransactionTypeRegistry } from '../../domain/tx-types/registry.js';
import type { Attachment, Appendices } from '../../domain/types.js';
import type { BlockchainService, MempoolService } from '../../chain/interface.js';
import type { ChainEvents } from '../../chain/events.js';
import type { ShufflerFailure, ShufflerOutcome, ShufflerTxKind, ShufflingStageName } from '../../machines/shuffler/events.js';

/** What the shuffler reads of a shuffling record (the capability's record has these fields). */
export interface ShufflingView {
  readonly fullHash: Uint8Array;
  readonly stage: ShufflingStageName;
  readonly assignee: bigint;
  readonly participantCount: number;
  readonly deadline: number;
  readonly participants: readonly { readonly account: bigint; readonly state: string; readonly processed: boolean; readonly revealedSeed: Uint8Array }[];
  readonly recipientPublicKeys: readonly Uint8Array[];
}

/** One transaction to build: its type, attachment and the appendices it carries itself. */
export interface ShufflerTxSpec {
  readonly type: { readonly type: number; readonly subtype: number };
  readonly attachment: Attachment;
  readonly appendices?: Appendices;
}

/** The shuffling rules the capability lends the shuffler (pure functions over its records). */
export interface ShufflerRules {
  shufflingOf(state: StateReader, id: bigint): ShufflingView | undefined;
  /** The transaction this participant owes for `kind` in the shuffling's current state (a
   * processing may come out as the recipients or, when the input does not peel, a cancellation). */
  stepFor(kind: ShufflerTxKind, s: ShufflingView, id: bigint, account: bigint, privateSeed: Uint8Array, recipientPublicKey: Uint8Array): ShufflerTxSpec;
  /** Whether the ledger still waits for this participant's layer seed in BLAME. */
  mustReveal(s: ShufflingView, account: bigint): boolean;
}

export interface ShufflerComponents {
  readonly state: StateReader;
  readonly events: ChainEvents;
  readonly blockchain: Pick<BlockchainService, 'getECBlock' | 'getAccount' | 'status'>;
  readonly mempool: Pick<MempoolService, 'submit' | 'list'>;
  readonly registry: TransactionTypeRegistry;
  readonly params: NetworkParams;
  epochTime(): number;
  readonly rules: ShufflerRules;
}

export interface StartShufflerRequest {
  /** The participant's secret phrase or key pair (held in memory only). */
  readonly secret: SecretOrKeyPair;
  readonly shufflingFullHash: Uint8Array;
  readonly recipientPublicKey: Uint8Array;
}

/** Selects shufflers: by account and/or shuffling; none selects them all. */
export interface ShufflerFilter {
  readonly account?: bigint;
  readonly shufflingFullHash?: Uint8Array;
}

/** One shuffler as getShufflers shows it (never a secret). */
export interface ShufflerInfo {
  readonly account: bigint;
  readonly shuffling: bigint;
  readonly shufflingFullHash: string;
  readonly recipientPublicKey: string;
  readonly recipient: bigint;
  /** The machine's main state (registering, waitingForTurn, processing, ..., done, failed, stopped). */
  readonly state: string;
  /** The shuffling's stage as the machine last heard it. */
  readonly stage: ShufflingStageName;
  readonly submitted: readonly { readonly kind: ShufflerTxKind; readonly transactionId: string; readonly height: number | null }[];
  /** The last failed submission, kept until it is retried successfully (after the next block). */
  readonly failedTransaction: { readonly kind: ShufflerTxKind; readonly attempts: number; readonly height: number | null } | null;
  readonly failureCause: string | null;
  readonly failure: ShufflerFailure | null;
  readonly outcome: ShufflerOutcome | null;
  /** This participant's state in the ledger (REGISTERED, PROCESSED, VERIFIED...), or null. */
  readonly participantState: string | null;
}

export interface ShufflerApi {
  startShuffler(request: StartShufflerRequest): Promise<ShufflerInfo>;
  /** Stops the matching shufflers (all with an empty filter); returns how many were stopped. */
  stopShuffler(filter: ShufflerFilter): Promise<number>;
  getShufflers(filter: ShufflerFilter): Promise<ShufflerInfo[]>;
}
