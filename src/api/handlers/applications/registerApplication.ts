// registerApplication: an application registration (10/0). Rules: src/capabilities/applications/registration.ts.
import { applicationRegistration, registrationProblem } from '../../../capabilities/applications/registration.js';
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, MAX_URL_LENGTH, MAX_VERSION_LENGTH } from '../../../capabilities/applications/checks.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { applicationWrite, ONE_COIN_FEE } from './write-common.js';

export const registerApplication = applicationWrite({
  requestType: 'registerApplication',
  type: applicationRegistration,
  description: `Registers an application whose developer is the sender; its id (application) is the transaction's id. Names need not be unique. Limits (characters): name 1..${MAX_NAME_LENGTH} (no control characters, no leading or trailing white space), description 1..${MAX_DESCRIPTION_LENGTH}, url an http or https URL of at most ${MAX_URL_LENGTH}, version at most ${MAX_VERSION_LENGTH} without white space. Bad values: errorCode 7 naming the parameter. ${ONE_COIN_FEE}`,
  params: [
    { name: 'name', type: 'string', required: true, description: `The application's name, 1..${MAX_NAME_LENGTH} characters.` },
    { name: 'description', type: 'string', required: true, description: `What it is, 1..${MAX_DESCRIPTION_LENGTH} characters.` },
    { name: 'url', type: 'string', description: `Its http or https URL, at most ${MAX_URL_LENGTH} characters (optional).` },
    { name: 'version', type: 'string', description: `Its version, at most ${MAX_VERSION_LENGTH} characters (optional).` },
  ],
  attachment(p) {
    const a = { name: p.name, description: p.description, url: p.url ?? '', appVersion: p.version ?? '' };
    const problem = registrationProblem(a);
    if (problem) throw new ApiError(ApiErrorCode.INVALID_PARAMETER, problem.description, { param: problem.param });
    return a;
  },
});
