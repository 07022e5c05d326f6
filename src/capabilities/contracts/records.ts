// The records of contracts (plain immutable shapes; tables.ts has their codecs and indexes).
import type { ContractRevertKind } from '../../domain/contract-runner.js';

/** One uploaded contract whose init succeeded; keyed by its upload transaction's id, which is
 * also the id of the contract's account. */
export interface ContractRecord {
  readonly uploader: bigint;
  readonly name: string;
  /** SHA-256 of the original bytes. */
  readonly codeHash: Uint8Array;
  readonly size: number;
  /** Height of the upload's block. */
  readonly height: number;
  /** Bytes of keys plus values it stores now. */
  readonly storageBytes: number;
  /** Keys it stores now. */
  readonly storageKeys: number;
  readonly policyVersion: number;
  readonly meteringVersion: number;
}

/** One stored value: the contract is kept decoded beside it for the per-contract index. */
export interface StorageEntry {
  readonly contract: bigint;
  readonly value: Uint8Array;
}

/** One emitted event; keyed by (transaction, index within it). */
export interface ContractEvent {
  readonly contract: bigint;
  readonly height: number;
  /** Its position among the contract events of its block (orders events within a height). */
  readonly seq: number;
  readonly event: string;
  readonly data: string;
}

export type ContractCallKind = 'UPLOAD' | 'CALL';
export const CALL_KINDS: readonly ContractCallKind[] = ['UPLOAD', 'CALL'];

/** Revert kinds by stored number (0: none). */
export const REVERT_KINDS: readonly (ContractRevertKind | undefined)[] = [
  undefined,
  'REQUIRE',
  'ABORT',
  'TRAP',
  'OUT_OF_GAS',
  'CALL_DEPTH',
  'STORAGE_LIMIT',
  'ARITHMETIC',
  'BAD_CALL',
];

/** The outcome of an upload's init or of a call; keyed by the transaction's id. */
export interface ContractCallRecord {
  readonly kind: ContractCallKind;
  readonly contract: bigint;
  readonly fn: string;
  readonly sender: bigint;
  /** The transaction's recipient (the contract, or the account whose reference led to it; the
   * contract itself for an upload). */
  readonly target: bigint;
  readonly amount: bigint;
  readonly gasLimit: bigint;
  readonly ok: boolean;
  readonly revertKind?: ContractRevertKind;
  readonly revertReason: string;
  readonly gasUsed: bigint;
  readonly returnValue: Uint8Array;
  /** Events recorded (0 when reverted); they are (transaction, 0..events-1) in contractEvents. */
  readonly events: number;
  readonly height: number;
}

/** An account's stable name for a contract (setContractReference). */
export interface ContractReference {
  readonly contract: bigint;
  readonly height: number;
}

/** What the uploads and calls of the block being applied have used (cleared at its end). */
export interface BlockGas {
  /** Gas limits reserved so far. */
  readonly gas: bigint;
  /** Contract events recorded so far (the next event's seq). */
  readonly events: number;
}
