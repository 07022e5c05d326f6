// The application operations whose declared responses their own tests check against real
// answers (test/api/registerApplication, updateApplication, getApplication and getApplications
// .test.ts, with applicationContract), so response-contract.test.ts may leave them to those.
export const CHECKED_IN_APPLICATIONS: readonly string[] = ['registerApplication', 'updateApplication', 'getApplication', 'getApplications'];
