// jest setup (setupFilesAfterEnv): the simulation tests run on simulated time (test/simulation) or
// wait on events of in-process nodes (test/sim), never on a fixed wall-clock duration; the only
// wall-clock bound is jest's per-test timeout, which must not fire because the machine is busy.
// Their default is ten minutes; leave per-test numbers (`it(..., ms)`, `beforeAll(..., ms)`) out
// of those files, since one would override it. Every other test keeps jest.config.js's default.
import { expect, jest } from '@jest/globals';

/** Per-test timeout of test/sim and test/simulation (a hung test still fails, late). */
export const SIM_TEST_TIMEOUT_MS = 10 * 60_000;

const path = expect.getState().testPath ?? '';
if (/[\\/]test[\\/]sim(ulation)?[\\/]/.test(path)) jest.setTimeout(SIM_TEST_TIMEOUT_MS);
