// The scheduled item that resolves a reservable currency at its issuance height (reserve.ts
// runs it; issuance schedules it, deletion unschedules it).
export const RESOLVE_PREFIX = 'resolve:';
