import { describe, it, expect } from '@jest/globals';
import { ApiError, ApiErrorCode, DEFAULT_HTTP_STATUS, apiErrors, errorResponse } from '../../src/api/errors.js';
import { DomainError, ErrorCode, TransactionRejectedError, TxRejectReason } from '../../src/domain/errors.js';

const noIncident = () => {
  throw new Error('unexpected error path taken');
};

describe('error codes', () => {
  it('are the same numbers as the domain codes', () => {
    const api = Object.entries(ApiErrorCode).filter(([, v]) => typeof v === 'number');
    const domain = Object.entries(ErrorCode).filter(([, v]) => typeof v === 'number');
    expect(api).toEqual(domain);
  });

  it('have the documented HTTP status per class', () => {
    expect(DEFAULT_HTTP_STATUS).toEqual({
      1: 400, 2: 400, 3: 404, 4: 404, 5: 409, 6: 409, 7: 400, 8: 409, 9: 400, 10: 409, 40: 403, 50: 400,
    });
  });
});

describe('errorResponse', () => {
  it('maps an ApiError to its body, status and headers', () => {
    const r = errorResponse(apiErrors.rateLimited(10, 0.25), noIncident);
    expect(r).toEqual({
      status: 429,
      body: { errorCode: 50, errorDescription: 'Too many write requests: at most 10 per second per address' },
      headers: { 'Retry-After': '1' },
    });
    expect(errorResponse(apiErrors.invalidParam('amountMTA', 'must not be negative'), noIncident)).toEqual({
      status: 400,
      body: { errorCode: 7, errorDescription: 'Invalid parameter amountMTA: must not be negative', error: 'amountMTA' },
      headers: {},
    });
  });

  it('maps a DomainError by its code, reason and param', () => {
    expect(errorResponse(new DomainError(ErrorCode.UNKNOWN_BLOCK, 'Unknown block', 'block'), noIncident)).toEqual({
      status: 404,
      body: { errorCode: 4, errorDescription: 'Unknown block', error: 'block' },
      headers: {},
    });
    const rejected = new TransactionRejectedError(TxRejectReason.NOT_ENOUGH_FUNDS, 'Not enough funds');
    expect(errorResponse(rejected, noIncident)).toEqual({
      status: 409,
      body: { errorCode: 6, errorDescription: 'Not enough funds' },
      headers: {},
    });
    expect(errorResponse(new TransactionRejectedError(TxRejectReason.DUPLICATE, 'Already have'), noIncident).status).toBe(409);
    expect(errorResponse(new TransactionRejectedError(TxRejectReason.EXPIRED, 'Expired', 'deadline'), noIncident).body)
      .toEqual({ errorCode: 9, errorDescription: 'Expired', error: 'deadline' });
  });

  it('hides unexpected errors behind an incident id reported by the callback', () => {
    const seen: unknown[] = [];
    const err = new TypeError('secret internals');
    const r = errorResponse(err, (e) => {
      seen.push(e);
      return 'abcd1234';
    });
    expect(seen).toEqual([err]);
    expect(r.status).toBe(500);
    expect(r.body.errorCode).toBe(1);
    expect(r.body.errorDescription).toBe('Internal error while processing the request (incident abcd1234 in the node log)');
    expect(JSON.stringify(r)).not.toContain('secret internals');
  });

  it('ApiError bodies omit error when no parameter is at fault', () => {
    expect(new ApiError(ApiErrorCode.BAD_REQUEST, 'x').toBody()).toEqual({ errorCode: 50, errorDescription: 'x' });
  });
});
