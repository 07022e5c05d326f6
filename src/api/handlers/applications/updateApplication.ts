// updateApplication: an application update or retirement (10/1). Rules: src/capabilities/applications/update.ts.
import { applicationUpdate, updateProblem } from '../../../capabilities/applications/update.js';
import { MAX_DESCRIPTION_LENGTH, MAX_URL_LENGTH, MAX_VERSION_LENGTH } from '../../../capabilities/applications/checks.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { applicationWrite, ONE_COIN_FEE } from './write-common.js';
import { APPLICATION_PARAM } from './render.js';

export const updateApplication = applicationWrite({
  requestType: 'updateApplication',
  type: applicationUpdate,
  description: `Replaces the description, url or version of an application, or retires it (retire=true; with changes, they are made and then it is retired). Only its developer may (anyone else: errorCode 7 naming application, errorName NOT_APPLICATION_DEVELOPER); a retired application cannot be updated (errorCode 7 naming application, errorName APPLICATION_RETIRED). The name never changes; url and version can be replaced, not removed. Nothing to change: errorCode 7 naming application. Bad values: errorCode 7 naming the parameter. ${ONE_COIN_FEE}`,
  params: [
    APPLICATION_PARAM,
    { name: 'description', type: 'string', description: `The new description, 1..${MAX_DESCRIPTION_LENGTH} characters.` },
    { name: 'url', type: 'string', description: `The new http or https URL, at most ${MAX_URL_LENGTH} characters.` },
    { name: 'version', type: 'string', description: `The new version, at most ${MAX_VERSION_LENGTH} characters.` },
    { name: 'retire', type: 'boolean', default: false, description: 'true: retire the application (final).' },
  ],
  attachment(p) {
    const a = {
      application: p.application,
      retire: p.retire,
      ...(p.description !== undefined ? { description: p.description } : {}),
      ...(p.url !== undefined ? { url: p.url } : {}),
      ...(p.version !== undefined ? { appVersion: p.version } : {}),
    };
    const problem = updateProblem(a);
    if (problem) throw new ApiError(ApiErrorCode.INVALID_PARAMETER, problem.description, { param: problem.param });
    return a;
  },
});
