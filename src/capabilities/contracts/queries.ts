// Read functions over committed state: contracts, their code, storage, events, call outcomes and
// references. Lists of contracts are newest first; storage is in key byte order; events oldest
// first (height, then the order their block recorded them), a history whose indexes are on disk:
// read a window at a time from the store (IndexPages), from a height on when asked.
import type { CommittedState, IndexRange, StateReader } from '../../domain/state/state.js';
import { windowOf, type ListWindow } from '../../domain/state/pages.js';
import { unpair } from '../../domain/state/pair-key.js';
import { CONTRACT_CALLS, CONTRACT_CODE, CONTRACT_EVENTS, CONTRACT_REFERENCES, CONTRACT_STORAGE, CONTRACTS, eventKey, keyBytesOf, storageKeyOf } from './tables.js';
import type { ContractCallRecord, ContractEvent, ContractRecord, ContractReference } from './records.js';

export type ContractRow = readonly [bigint, ContractRecord];

export function contractOf(state: StateReader, id: bigint): ContractRecord | undefined {
  return state.get(CONTRACTS, id);
}

/** Every contract, or one uploader's, newest first (height, then id ascending); the window of
 * that list. */
export function contractsOf(state: StateReader, uploader?: bigint, window?: ListWindow): ContractRow[] {
  return uploader === undefined ? state.scan(CONTRACTS, 'byHeight', windowOf(window)) : state.scan(CONTRACTS, 'byUploader', { prefix: [uploader], ...windowOf(window) });
}

export function contractCodeOf(state: StateReader, id: bigint): Uint8Array | undefined {
  return state.get(CONTRACT_CODE, id);
}

export interface StorageRow {
  readonly key: Uint8Array;
  readonly value: Uint8Array;
}

/** The contract's entries whose key starts with `prefix` (all when absent), in key byte order. */
export function contractStorageOf(state: StateReader, contract: bigint, prefix?: Uint8Array): StorageRow[] {
  const hexPrefix = prefix === undefined ? undefined : storageKeyOf(contract, prefix);
  const out: StorageRow[] = [];
  for (const [key, entry] of state.scan(CONTRACT_STORAGE, 'byContract', { prefix: [contract] })) {
    if (hexPrefix === undefined || key.startsWith(hexPrefix)) out.push({ key: keyBytesOf(key), value: entry.value });
  }
  return out;
}

/** One stored value. */
export function storageValueOf(state: StateReader, contract: bigint, key: Uint8Array): Uint8Array | undefined {
  return state.get(CONTRACT_STORAGE, storageKeyOf(contract, key))?.value;
}

export interface EventRow extends ContractEvent {
  readonly transaction: bigint;
  /** Its index among its transaction's events. */
  readonly index: number;
}

export interface EventFilter {
  readonly event?: string;
  readonly fromHeight?: number;
  readonly toHeight?: number;
}

const rowOf = ([key, e]: readonly [bigint, ContractEvent]): EventRow => {
  const [transaction, index] = unpair(key);
  return { ...e, transaction, index: Number(index) };
};

/** The contract's events, oldest first, by name and inclusive height range; the window of that
 * list. */
export function contractEventsOf(state: CommittedState, contract: bigint, f: EventFilter = {}, window?: ListWindow): Promise<EventRow[]> {
  const range: IndexRange = {
    ...(f.event === undefined ? { index: 'byContract', prefix: [contract] } : { index: 'byEvent', prefix: [contract, f.event] }),
    // Entries after the prefix are (height, seq): the list starts at the first one of fromHeight.
    ...(f.fromHeight !== undefined ? { from: [f.fromHeight] } : {}),
  };
  const toHeight = f.toHeight;
  return state
    .page(CONTRACT_EVENTS, range, { ...windowOf(window), ...(toHeight !== undefined ? { takeWhile: (e: ContractEvent) => e.height <= toHeight } : {}) })
    .then((rows) => rows.map(rowOf));
}

/** The outcome of an upload or call, by its transaction id. */
export function contractCallOf(state: StateReader, transaction: bigint): ContractCallRecord | undefined {
  return state.get(CONTRACT_CALLS, transaction);
}

/** The events a recorded call emitted, in order. */
export function callEventsOf(state: StateReader, transaction: bigint, call: ContractCallRecord): EventRow[] {
  const out: EventRow[] = [];
  for (let i = 0; i < call.events; i++) {
    const key = eventKey(transaction, i);
    const e = state.get(CONTRACT_EVENTS, key);
    if (e !== undefined) out.push(rowOf([key, e]));
  }
  return out;
}

export function referenceOf(state: StateReader, account: bigint): ContractReference | undefined {
  return state.get(CONTRACT_REFERENCES, account);
}

/** The accounts whose reference points at the contract, by account id. */
export function referencesTo(state: StateReader, contract: bigint): Array<readonly [bigint, ContractReference]> {
  return state.scan(CONTRACT_REFERENCES, 'byContract', { prefix: [contract] });
}

/** The contract an id names for a caller: the contract itself, or the one an account's reference
 * points at; undefined when neither. */
export function resolveTarget(state: StateReader, id: bigint): { readonly contract: bigint; readonly record: ContractRecord } | undefined {
  const direct = state.get(CONTRACTS, id);
  if (direct !== undefined) return { contract: id, record: direct };
  const ref = state.get(CONTRACT_REFERENCES, id);
  const record = ref === undefined ? undefined : state.get(CONTRACTS, ref.contract);
  return ref === undefined || record === undefined ? undefined : { contract: ref.contract, record };
}
