import { describe, it, expect } from '@jest/globals';
import {
  BlockRejectedError,
  BlockRejectReason,
  DomainError,
  ErrorCode,
  errorCodeForTxReason,
  stateRejection,
  TransactionRejectedError,
  TxRejectReason,
} from '../../src/domain/errors.js';

describe('errors', () => {
  it('uses the spec codes', () => {
    expect(ErrorCode.INCORRECT_REQUEST).toBe(1);
    expect(ErrorCode.NOT_ENOUGH_FUNDS).toBe(6);
    expect(ErrorCode.INVALID_PARAMETER).toBe(7);
    expect(ErrorCode.DEADLINE_PASSED).toBe(9);
    expect(ErrorCode.FORBIDDEN_HOST).toBe(40);
    expect(ErrorCode.BAD_REQUEST).toBe(50);
  });

  it('DomainError carries code, reason and param', () => {
    const e = new DomainError(ErrorCode.UNKNOWN_ACCOUNT, 'no such account', 'account');
    expect(e).toBeInstanceOf(Error);
    expect(e.code).toBe(3);
    expect(e.reason).toBe('no such account');
    expect(e.param).toBe('account');
    expect(new DomainError(ErrorCode.BAD_REQUEST, 'x').param).toBeUndefined();
  });

  it('maps transaction reject reasons to codes', () => {
    expect(errorCodeForTxReason(TxRejectReason.EXPIRED)).toBe(ErrorCode.DEADLINE_PASSED);
    expect(errorCodeForTxReason(TxRejectReason.NOT_ENOUGH_FUNDS)).toBe(ErrorCode.NOT_ENOUGH_FUNDS);
    expect(errorCodeForTxReason(TxRejectReason.DUPLICATE)).toBe(ErrorCode.ALREADY_HAVE);
    for (const r of [TxRejectReason.BAD_SIGNATURE, TxRejectReason.FEE_TOO_LOW, TxRejectReason.UNKNOWN_EC_BLOCK, TxRejectReason.OVERFLOW]) {
      expect(errorCodeForTxReason(r)).toBe(ErrorCode.INVALID_PARAMETER);
    }
    const e = new TransactionRejectedError(TxRejectReason.DUPLICATE, 'dup');
    expect(e).toBeInstanceOf(DomainError);
    expect(e.code).toBe(8);
    expect(e.rejectReason).toBe('DUPLICATE');
  });

  it('marks refusals that depend on the receiver\'s state', () => {
    expect(new TransactionRejectedError(TxRejectReason.BAD_SIGNATURE, 'bad').dependsOnState).toBe(false);
    expect(new TransactionRejectedError(TxRejectReason.EXPIRED, 'old', 'deadline', { dependsOnState: true }).dependsOnState).toBe(true);
    const e = stateRejection(TxRejectReason.NOT_ENOUGH_FUNDS, 'poor', 'amountMTA');
    expect(e).toBeInstanceOf(TransactionRejectedError);
    expect(e).toMatchObject({ rejectReason: TxRejectReason.NOT_ENOUGH_FUNDS, reason: 'poor', param: 'amountMTA', code: ErrorCode.NOT_ENOUGH_FUNDS, dependsOnState: true });
  });

  it('BlockRejectedError keeps its reason and cause', () => {
    const cause = new TransactionRejectedError(TxRejectReason.BAD_SIGNATURE, 'bad');
    const e = new BlockRejectedError(BlockRejectReason.INVALID_TRANSACTION, 'tx 0', cause);
    expect(e).toBeInstanceOf(DomainError);
    expect(e.rejectReason).toBe(BlockRejectReason.INVALID_TRANSACTION);
    expect(e.cause).toBe(cause);
    expect(e.code).toBe(ErrorCode.INVALID_PARAMETER);
  });
});
