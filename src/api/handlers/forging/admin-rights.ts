// Operations that are public with a secret phrase but act on every account without one
// (stopForging, getForging) need admin rights in the second case. The dispatcher checks the
// password only for operations flagged requirePassword, so these apply the same rule here
// (docs/api-errors.md "Admin password"): admin passwords disabled or a valid adminPassword given
// (RequestInfo.isAdmin; a wrong one was already counted toward the lockout), or no password
// configured while the API listens on loopback only.
import type { NodeConfig } from '../../../config/options.js';
import { isLoopbackHost } from '../../admin-guard.js';
import { ApiError, ApiErrorCode, apiErrors } from '../../errors.js';
import type { RequestInfo } from '../../types.js';

/** Throws unless the caller has admin rights; `alternative` names what else would have done. */
export function requireAdminRights(req: RequestInfo, config: NodeConfig, alternative: string): void {
  if (req.isAdmin) return;
  if (config.adminPassword === '') {
    if (isLoopbackHost(config.apiServerHost)) return;
    throw apiErrors.passwordNotConfigured();
  }
  throw new ApiError(ApiErrorCode.INCORRECT_REQUEST, `Incorrect request: ${alternative} or a valid adminPassword is required`, {
    param: 'adminPassword',
    httpStatus: 401,
  });
}
