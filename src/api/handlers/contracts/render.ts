// JSON forms of contracts, call outcomes, events, storage entries and references, and their
// declared response schemas. Ids are unsigned decimals, every account with its RS address, bytes
// as lower-case hex with their UTF-8 text beside them when they are valid UTF-8.
import type { StateReader } from '../../../domain/state/state.js';
import { idToString } from '../../../domain/ids.js';
import { toHex } from '../../../domain/hex.js';
import { CALL_KINDS, REVERT_KINDS, type ContractCallRecord, type ContractRecord, type ContractReference } from '../../../capabilities/contracts/records.js';
import { referencesTo, type EventRow, type StorageRow } from '../../../capabilities/contracts/queries.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { arrayOf, bool, int, object, oneOfStrings, R, str, type ResponseSchema } from '../../response-schema.js';
import { accountFields } from '../accounts/account-extras.js';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The bytes' UTF-8 text, or undefined when they are not valid UTF-8. */
export function textOf(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** `{ <name>Hex, <name> }`: hex always, the text when the bytes are UTF-8. */
function bytesFields(name: string, bytes: Uint8Array): Record<string, string> {
  const text = textOf(bytes);
  return { [`${name}Hex`]: toHex(bytes), ...(text !== undefined ? { [name]: text } : {}) };
}

export function unknownContract(param = 'contract', id?: bigint): ApiError {
  return new ApiError(ApiErrorCode.INVALID_PARAMETER, `Unknown contract${id === undefined ? '' : ` ${id}`}`, { param });
}

export const CONTRACT_SCHEMA = object({
  contract: R.id,
  contractRS: R.accountRS,
  name: str('The label given at upload (not unique).'),
  uploader: R.id,
  uploaderRS: R.accountRS,
  codeHash: R.hash,
  size: int('Bytes of the original module.', 1),
  height: int('Height of the upload.', 0),
  storageBytes: int('Bytes of keys plus values it stores (at most 1 MB).', 0),
  storageKeys: int('Keys it stores.', 0),
  policyVersion: int('The validation policy that accepted it.', 1),
  meteringVersion: int('The gas metering algorithm that runs it.', 1),
  references: int('Accounts whose contract reference points at it.', 0),
});

export function renderContract(state: StateReader, id: bigint, c: ContractRecord): Record<string, unknown> {
  return {
    ...accountFields('contract', id),
    name: c.name,
    ...accountFields('uploader', c.uploader),
    codeHash: toHex(c.codeHash),
    size: c.size,
    height: c.height,
    storageBytes: c.storageBytes,
    storageKeys: c.storageKeys,
    policyVersion: c.policyVersion,
    meteringVersion: c.meteringVersion,
    references: referencesTo(state, id).length,
  };
}

export const EVENT_SCHEMA = object({
  contract: R.id,
  transaction: R.id,
  height: int('Height of the block.', 0),
  index: int('Its index among its transaction\'s events.', 0),
  event: str('The event name.'),
  data: str('The event data (text).'),
});

export const renderEvent = (e: EventRow): Record<string, unknown> => ({
  contract: idToString(e.contract),
  transaction: idToString(e.transaction),
  height: e.height,
  index: e.index,
  event: e.event,
  data: e.data,
});

const REVERT_KIND = oneOfStrings(REVERT_KINDS.filter((k): k is NonNullable<typeof k> => k !== undefined));

/** The fields of a run's result shared by recorded outcomes and read-only queries. */
export const RESULT_FIELDS = {
  ok: bool('true: its writes and events were applied; false: it reverted (nothing but the outcome is kept, the fee is).'),
  gasUsed: R.decimal,
  returnValueHex: R.hex,
};
export const RESULT_OPTIONAL = {
  returnValue: str('The return value as text, when it is valid UTF-8.'),
  revertKind: REVERT_KIND,
  revertReason: str('Why it reverted.'),
};

export const CALL_SCHEMA = object(
  {
    transaction: R.id,
    kind: oneOfStrings(CALL_KINDS, 'UPLOAD: the init of an upload; CALL: a named function.'),
    contract: R.id,
    function: str('The function run.'),
    sender: R.id,
    senderRS: R.accountRS,
    target: R.id,
    targetRS: R.accountRS,
    amountMTA: R.amount,
    gasLimit: R.decimal,
    ...RESULT_FIELDS,
    eventCount: int('Events it recorded (0 when reverted).', 0),
    height: int('Height of its block.', 0),
  },
  { ...RESULT_OPTIONAL, events: arrayOf(EVENT_SCHEMA, 'Its events, in order.') },
);

export function renderResultFields(r: { ok: boolean; gasUsed: bigint; returnValue: Uint8Array; revertKind?: string | undefined; revertReason?: string }): Record<string, unknown> {
  return {
    ok: r.ok,
    gasUsed: r.gasUsed.toString(),
    ...bytesFields('returnValue', r.returnValue),
    ...(r.revertKind !== undefined ? { revertKind: r.revertKind, revertReason: r.revertReason ?? '' } : {}),
  };
}

export function renderCall(transaction: bigint, c: ContractCallRecord, events?: readonly EventRow[]): Record<string, unknown> {
  return {
    transaction: idToString(transaction),
    kind: c.kind,
    contract: idToString(c.contract),
    function: c.fn,
    ...accountFields('sender', c.sender),
    ...accountFields('target', c.target),
    amountMTA: c.amount.toString(),
    gasLimit: c.gasLimit.toString(),
    ...renderResultFields(c),
    eventCount: c.events,
    height: c.height,
    ...(events !== undefined ? { events: events.map(renderEvent) } : {}),
  };
}

export const STORAGE_ENTRY_SCHEMA = object(
  { keyHex: R.hex, valueHex: R.hex },
  { key: str('The key as text, when it is valid UTF-8.'), value: str('The value as text, when it is valid UTF-8.') },
);

export const renderEntry = (e: StorageRow): Record<string, unknown> => ({ ...bytesFields('key', e.key), ...bytesFields('value', e.value) });

export const REFERENCE_SCHEMA = object({
  account: R.id,
  accountRS: R.accountRS,
  contract: R.id,
  height: int('Height at which it was set.', 0),
});

export const renderReference = (account: bigint, r: ContractReference): Record<string, unknown> => ({
  ...accountFields('account', account),
  contract: idToString(r.contract),
  height: r.height,
});

export const listOf = (name: string, item: ResponseSchema, description: string) => object({ [name]: arrayOf(item, description) });

