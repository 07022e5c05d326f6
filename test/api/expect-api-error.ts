// For tests of the API's parsing steps: what a call threw, asserted to be an ApiError.
import { expect } from '@jest/globals';
import { ApiError } from '../../src/api/errors.js';

/** Calls `fn`, expects it to throw an ApiError and returns that error for further assertions. */
export function apiError(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    return err as ApiError;
  }
  throw new Error('expected an ApiError');
}
