// JSON forms of a shuffling and its participants, and their declared response schemas; what the
// SHUFFLING reads share (the includeHoldingInfo flag, the unknown-shuffling error, the shuffling
// parameter). Ids are unsigned decimals, hashes and keys lower-case hex, every account with its
// RS address except the zero account ("0" alone, as loans render a borrower of 0).
//
// `amount` is a JSON number, not a decimal string like the API's other amounts: the spec types it
// as an int, and the ledger caps shuffling amounts at 2^53-1 (common.ts) so the number is exact.
import type { StateReader } from '../../../domain/state/state.js';
import { idToString } from '../../../domain/ids.js';
import { toHex } from '../../../domain/hex.js';
import { HOLDING_TYPES } from '../../../domain/holding-ref.js';
import { blocksRemainingOf, PARTICIPANT_STATES, SHUFFLING_STAGES, type Shuffling, type ShufflingParticipant } from '../../../capabilities/shuffling/records.js';
import type { ShufflingRow } from '../../../capabilities/shuffling/queries.js';
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { openObject, arrayOf, bool, hexBytes, int, object, oneOfStrings, R, type ResponseSchema } from '../../response-schema.js';
import type { ParamSpec } from '../../types.js';
import { accountFields } from '../accounts/account-extras.js';
import type { RegistryHooks } from '../../../domain/tx-types/hooks.js';

export const SHUFFLING_PARAM = { name: 'shuffling', type: 'id', required: true, description: 'The shuffling (the id of its ShufflingCreation transaction). Unknown: errorCode 7 naming shuffling.' } as const satisfies ParamSpec;

export const INCLUDE_HOLDING_INFO = {
  name: 'includeHoldingInfo',
  type: 'boolean',
  default: false,
  description: 'Add holdingInfo to each shuffling of a totem or currency: its name, decimals and supply as the holding\'s capability describes it (none for the coin, nor once the holding is deleted).',
} as const satisfies ParamSpec;

/** errorCode 7 naming the parameter: no such shuffling. */
export function unknownShuffling(param = 'shuffling'): ApiError {
  return new ApiError(ApiErrorCode.INVALID_PARAMETER, 'Unknown shuffling', { param });
}

/** `{ <prefix>, <prefix>RS }`, or `{ <prefix>: "0" }` for the zero account (no RS address). */
const accountOrZero = (prefix: string, id: bigint): Record<string, string> => (id === 0n ? { [prefix]: '0' } : accountFields(prefix, id));

/** The holding as its capability describes it (HoldingView.info); nothing for the coin or a
 * deleted holding. Read through the registry's hooks: this capability imports no other. */
function holdingInfo(state: StateReader, hooks: RegistryHooks, s: Shuffling): Record<string, unknown> {
  if (s.holding.type === 'COIN') return {};
  const info = hooks.holdings[s.holding.type]?.info?.(state, s.holding.id);
  return info === undefined ? {} : { holdingInfo: info };
}

/** The Shuffling object; `height` is the tip's (blocksRemaining, a currency's `active`). */
export function renderShuffling(state: StateReader, height: number, id: bigint, s: Shuffling, hooks?: RegistryHooks): Record<string, unknown> {
  return {
    shuffling: idToString(id),
    shufflingFullHash: toHex(s.fullHash),
    ...accountFields('issuer', s.issuer),
    holding: idToString(s.holding.id),
    holdingType: HOLDING_TYPES.indexOf(s.holding.type),
    amount: Number(s.amount),
    deposit: s.deposit.toString(),
    participantCount: s.participantCount,
    registrantCount: s.participants.length,
    registrationPeriod: s.registrationPeriod,
    stage: s.stage,
    ...accountOrZero('assigneeAccount', s.assignee),
    blocksRemaining: blocksRemainingOf(s, height),
    shufflingStateHash: toHex(s.stateHash),
    ...(s.recipientPublicKeys.length > 0 ? { recipientPublicKeys: s.recipientPublicKeys.map(toHex) } : {}),
    height: s.height,
    closedHeight: s.closedHeight,
    ...(hooks !== undefined ? holdingInfo(state, hooks, s) : {}),
  };
}

/** The shufflings of `rows` (already paged), rendered at the tip's height; with holdingInfo
 * when asked. */
export async function renderShufflings(ctx: Pick<NodeApiContext, 'blockchain' | 'state' | 'registry'>, rows: readonly ShufflingRow[], includeHoldingInfo = false): Promise<Array<Record<string, unknown>>> {
  const height = (await ctx.blockchain.status()).height;
  return rows.map(([id, s]) => renderShuffling(ctx.state, height, id, s, includeHoldingInfo ? ctx.registry.hooks : undefined));
}

/** One participant; `next` is the one registered after it (0 for the last). */
export function renderParticipant(id: bigint, p: ShufflingParticipant, next: bigint): Record<string, unknown> {
  return {
    shuffling: idToString(id),
    ...accountFields('account', p.account),
    ...accountOrZero('nextAccount', next),
    state: p.state,
    processed: p.processed,
    revealed: p.revealedSeed.length > 0,
    ...(p.dataHash.length > 0 ? { dataHash: toHex(p.dataHash) } : {}),
    ...(p.layerPublicKey.length > 0 ? { layerPublicKey: toHex(p.layerPublicKey) } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Declared response schemas (the OpenAPI document and the contract tests check real answers).

export const SHUFFLING_SCHEMA = object(
  {
    shuffling: R.id,
    shufflingFullHash: R.hash,
    issuer: R.id,
    issuerRS: R.accountRS,
    holding: { ...R.idOrZero, description: 'The totem or currency id; "0" for the coin.' },
    holdingType: { type: 'integer', enum: HOLDING_TYPES.map((_, i) => i), description: '0 the coin, 1 a totem, 2 a currency.' },
    amount: int("What each participant shuffles, in the holding's smallest unit (MTA or QNT); a number, exact (at most 2^53-1).", 1),
    deposit: { ...R.amount, description: 'The coin deposit (MTA) each participant locks besides the amount; the blamed one forfeits it.' },
    participantCount: int('Participants it needs (3..30).', 3),
    registrantCount: int('Participants registered so far (the issuer included).', 1),
    registrationPeriod: int('Blocks registration stays open after creation.', 1),
    stage: oneOfStrings(SHUFFLING_STAGES),
    assigneeAccount: { ...R.idOrZero, description: 'Whose turn it is (PROCESSING; the issuer during REGISTRATION), the blamer (BLAME), the blamed (CANCELLED; "0" when nobody), "0" otherwise.' },
    blocksRemaining: int('Blocks until the current stage times out (0 when finished).', 0),
    shufflingStateHash: { ...R.hash, description: 'The state hash the next step must name.' },
    height: int('Height of the creation.', 0),
    closedHeight: int('Height at which it reached DONE or CANCELLED (0: open).', 0),
  },
  {
    assigneeAccountRS: R.accountRS,
    recipientPublicKeys: arrayOf(R.publicKey, 'The recipients\' public keys, sorted, once the last participant submitted them.'),
    holdingInfo: openObject('The holding as its capability describes it: for a totem totem, name, decimals, quantityQNT, initialQuantityQNT, issuer(RS); for a currency currency, code, name, decimals, type, currentSupply, maxSupply, issuer(RS).'),
  },
  { description: 'A shuffling.' },
);

export const PARTICIPANT_SCHEMA = object(
  {
    shuffling: R.id,
    account: R.id,
    accountRS: R.accountRS,
    nextAccount: { ...R.idOrZero, description: 'The participant registered after it ("0" for the last).' },
    state: oneOfStrings(PARTICIPANT_STATES),
    processed: bool('Whether it submitted its processing (or, last, the recipients).'),
    revealed: bool('Whether it revealed its layer seed (a cancellation, in blame).'),
  },
  {
    nextAccountRS: R.accountRS,
    dataHash: hexBytes(32, 'SHA-256 of its processing blobs, once it processed.'),
    layerPublicKey: hexBytes(32, 'The X25519 layer key it published at registration (none for the issuer).'),
  },
  { description: 'A participant of a shuffling, in registration order.' },
);

export const shufflingList = (description: string): ResponseSchema => object({ shufflings: arrayOf(SHUFFLING_SCHEMA, description) });
