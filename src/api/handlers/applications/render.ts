// JSON form of applications and its declared response schema; the parameter and the lookup the
// operations share, and the tag they are listed under.
import { idToString } from '../../../domain/ids.js';
import type { Application } from '../../../capabilities/applications/records.js';
import { applicationOf } from '../../../capabilities/applications/queries.js';
import { UNKNOWN_APPLICATION } from '../../../capabilities/applications/checks.js';
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { arrayOf, bool, int, NON_NEGATIVE, object, R, str } from '../../response-schema.js';
import { ApiTag } from '../../types.js';
import { accountFields } from '../accounts/account-extras.js';

/** APPLICATIONS (not in the spec's tag list; the transaction-type numbering names it). Until
 * ApiTag has it, the operations are listed under ACCOUNTS. */
export const APPLICATIONS_TAG: ApiTag = ApiTag.APPLICATIONS;

export const APPLICATION_PARAM = {
  name: 'application',
  type: 'id',
  required: true,
  description: 'The application (the id of its ApplicationRegistration transaction). Unknown: errorCode 7 naming application, errorName UNKNOWN_APPLICATION.',
} as const;

export function unknownApplication(param = 'application'): ApiError {
  return new ApiError(ApiErrorCode.INVALID_PARAMETER, 'Unknown application', { param, errorName: UNKNOWN_APPLICATION });
}

export function requireApplicationRecord(ctx: Pick<NodeApiContext, 'state'>, id: bigint, param = 'application'): Application {
  const a = applicationOf(ctx.state, id);
  if (a === undefined) throw unknownApplication(param);
  return a;
}

export function renderApplication(id: bigint, a: Application): Record<string, unknown> {
  return {
    application: idToString(id),
    ...accountFields('developer', a.developer),
    name: a.name,
    description: a.description,
    ...(a.url !== '' ? { url: a.url } : {}),
    ...(a.version !== '' ? { version: a.version } : {}),
    timestamp: a.timestamp,
    retired: a.retired,
    height: a.height,
    updateHeight: a.updateHeight,
  };
}

export const APPLICATION_SCHEMA = object(
  {
    application: R.id,
    developer: R.id,
    developerRS: R.accountRS,
    name: str('1..100 characters; not unique.'),
    description: str('1..1000 characters.'),
    timestamp: int('The registration transaction\'s timestamp (epoch seconds).', 0),
    retired: bool('true once the developer retired it (it can no longer be updated).'),
    height: NON_NEGATIVE,
    updateHeight: int('Height of the last update or the retirement (the registration height until then).', 0),
  },
  {
    url: str('An http or https URL (when it has one).'),
    version: str('Up to 32 characters (when it has one).'),
  },
  { description: 'An application registered by its developer account.' },
);

export const listOf = (name: string, items: ReturnType<typeof object>, description: string) => object({ [name]: arrayOf(items, description) });
